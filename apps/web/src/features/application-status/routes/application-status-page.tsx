import { applicationIdSchema, MESSAGES, ONBOARDING_MESSAGES } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { FileSearch, HelpCircle, Mail, Phone, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PublicPageLayout, SUPPORT_EMAIL, SUPPORT_PHONE } from '@/components/ui/public-page-layout';
import { ApiError } from '@/lib/api-client';
import { applicationStatusQueryOptions } from '../api/application-status';
import {
  CredentialsCard,
  CredentialsElsewhere,
  StatusResultCard,
  WhatsNextCard,
} from '../components/status-result';

/** The alert of a failed check (spec 001 section 8, Application check). */
export function statusCheckError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return ONBOARDING_MESSAGES.statusCheckNetwork;
    if (error.status === 429) return error.serverMessage ?? MESSAGES.networkError;
    return error.serverMessage ?? ONBOARDING_MESSAGES.applicationNotFound;
  }
  return ONBOARDING_MESSAGES.statusCheckNetwork;
}

const linkClasses =
  'rounded font-medium text-indigo-600 hover:text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/**
 * /vendor/application-status (spec 001 sections 2, 4, 5, 8): public. `?id=` fills the field and
 * checks at once; the id is trimmed before it is sent.
 */
export function ApplicationStatusPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = (searchParams.get('id') ?? '').trim();
  const [value, setValue] = useState(id);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const query = useQuery({ ...applicationStatusQueryOptions(id), enabled: id !== '' });

  // A new ?id= (a link, Back/Forward) shows in the field.
  useEffect(() => {
    setValue(id);
  }, [id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = applicationIdSchema.safeParse(value);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? ONBOARDING_MESSAGES.enterApplicationId);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setValue(parsed.data);
    if (parsed.data === id) void query.refetch();
    else setSearchParams({ id: parsed.data });
  };

  const checkAnother = () => {
    setSearchParams({});
    setValue('');
    setFieldError(null);
    requestAnimationFrame(() => input.current?.focus());
  };

  const checking = query.isFetching;
  const result = id && query.isSuccess && !checking ? query.data : null;
  const failure = id && query.isError && !checking ? statusCheckError(query.error) : null;

  return (
    <PublicPageLayout documentTitle="Application status">
      <div className="mb-6 text-center">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600">
          <FileSearch className="size-6" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Check your application status
        </h1>
        <p className="mt-2 text-sm text-slate-500">
          Enter the application ID from your confirmation e-mail to see where your application stands.
        </p>
      </div>

      <div className="space-y-6">
        <Card>
          <CardBody className="py-5">
            <form noValidate onSubmit={submit} aria-label="Check application status">
              <Field id="application-id" label="Application ID" error={fieldError ?? undefined}>
                {(control) => (
                  <div className="flex flex-col gap-3 sm:flex-row">
                    <Input
                      {...control}
                      ref={input}
                      value={value}
                      onChange={(event) => {
                        setValue(event.target.value);
                        if (fieldError) setFieldError(null);
                      }}
                      placeholder="APP-2024-001234"
                      autoComplete="off"
                      spellCheck={false}
                      className="font-mono uppercase placeholder:normal-case"
                    />
                    <Button type="submit" loading={checking} loadingText="Checking...">
                      <Search className="size-4" aria-hidden="true" />
                      Check Status
                    </Button>
                  </div>
                )}
              </Field>
            </form>
          </CardBody>
        </Card>

        {failure ? (
          <Alert tone="danger" live="alert" title="We could not check this application">
            <span id={errorId}>{failure}</span>
          </Alert>
        ) : null}

        {result ? (
          <>
            <StatusResultCard result={result} />
            {result.status === 'approved' && result.loginCredentials ? (
              <CredentialsCard credentials={result.loginCredentials} />
            ) : result.status === 'approved' ? (
              <CredentialsElsewhere />
            ) : null}
            <WhatsNextCard result={result} onCheckAnother={checkAnother} />
          </>
        ) : null}

        <Card>
          <CardBody className="grid grid-cols-1 gap-4 py-5 text-sm text-slate-600 sm:grid-cols-2">
            <div className="space-y-2">
              <h2 className="flex items-center gap-2 font-semibold text-slate-900">
                <HelpCircle className="size-4 text-indigo-500" aria-hidden="true" />
                Need help?
              </h2>
              <p>
                Read the{' '}
                <Link to="/faq" className={linkClasses}>
                  FAQ
                </Link>
                , visit the{' '}
                <Link to="/help" className={linkClasses}>
                  Help Center
                </Link>{' '}
                or{' '}
                <Link to="/contact" className={linkClasses}>
                  contact us
                </Link>
                .
              </p>
              <p className="flex flex-col gap-1.5">
                <a
                  href={`mailto:${SUPPORT_EMAIL}`}
                  className={`${linkClasses} inline-flex items-center gap-1.5`}
                >
                  <Mail className="size-4" aria-hidden="true" />
                  {SUPPORT_EMAIL}
                </a>
                <a
                  href={`tel:${SUPPORT_PHONE}`}
                  className={`${linkClasses} inline-flex items-center gap-1.5`}
                >
                  <Phone className="size-4" aria-hidden="true" />
                  {SUPPORT_PHONE}
                </a>
              </p>
            </div>
            <div className="space-y-2">
              <h2 className="font-semibold text-slate-900">Not applied yet?</h2>
              <p>
                <Link to="/vendor/register" className={linkClasses}>
                  Apply to become a vendor
                </Link>{' '}
                in three short steps.
              </p>
              <p>
                Approved already?{' '}
                <Link to="/vendor/login" className={linkClasses}>
                  Sign in to the vendor portal
                </Link>
              </p>
            </div>
          </CardBody>
        </Card>
      </div>
    </PublicPageLayout>
  );
}
