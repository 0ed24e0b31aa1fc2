import { UNKNOWN_APPLICATION_STATUS } from '@market/domain';
import { ExternalLink, KeyRound, LifeBuoy, LogIn, RotateCcw, Send, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { SUPPORT_EMAIL } from '@/components/ui/public-page-layout';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import {
  ApplicationStatusBadge,
  applicationStatusMessage,
} from '@/shared/vendor-application/application-status-badge';
import type { ApplicationStatusResult, LoginCredentials } from '../api/application-status';
import { CopyButton } from './copy-button';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-sm font-medium break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** The result card: badge, explanation, id, business, dates and review notes (spec 001 section 2). */
export function StatusResultCard({ result }: { result: ApplicationStatusResult }) {
  return (
    <Card aria-labelledby="status-result-title" role="region">
      <CardHeader
        title={<span id="status-result-title">Application status</span>}
        actions={<ApplicationStatusBadge status={result.status} />}
      />
      <CardBody>
        <p className="text-sm leading-relaxed text-slate-700" data-testid="status-message">
          {applicationStatusMessage(result.status, UNKNOWN_APPLICATION_STATUS)}
        </p>
        <dl className="mt-2 divide-y divide-slate-100">
          <Row label="Application ID">
            <span className="font-mono">{result.applicationId}</span>
          </Row>
          <Row label="Business name">{result.businessName}</Row>
          <Row label="Submitted on">{formatDate(result.submittedAt, { withTime: true })}</Row>
          {result.reviewedAt ? (
            <Row label="Reviewed on">{formatDate(result.reviewedAt, { withTime: true })}</Row>
          ) : null}
          {result.notes ? (
            <Row label="Review notes">
              <span className="font-normal whitespace-pre-line">{result.notes}</span>
            </Row>
          ) : null}
        </dl>
      </CardBody>
    </Card>
  );
}

function CredentialRow({
  label,
  value,
  copyLabel,
  what,
  testId,
}: {
  label: string;
  value: string;
  copyLabel: string;
  what: string;
  testId: string;
}) {
  return (
    // A dl group holds only its dt and dd: the copy button sits inside the dd, beside the value.
    <div className="py-3">
      <dt className="text-sm text-emerald-900">{label}</dt>
      <dd className="mt-0.5 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <span
          data-testid={testId}
          // An e-mail breaks only at its @ and dots; a password, having no such points, anywhere.
          className={cn(
            'min-w-0 font-mono text-base font-semibold text-emerald-950',
            what !== 'Email' && 'wrap-anywhere',
          )}
        >
          {what === 'Email' ? <EmailAddress email={value} /> : value}
        </span>
        <CopyButton value={value} label={copyLabel} what={what} />
      </dd>
    </div>
  );
}

/** The approved applicant's sign-in details, shown until the first sign-in. */
export function CredentialsCard({ credentials }: { credentials: LoginCredentials }) {
  return (
    <section
      aria-labelledby="credentials-title"
      className="rounded-xl border border-emerald-200 bg-emerald-50/70 px-5 py-4 shadow-xs"
    >
      <h2 id="credentials-title" className="flex items-center gap-2 text-base font-semibold text-emerald-950">
        <KeyRound className="size-5 text-emerald-600" aria-hidden="true" />
        Your login credentials
      </h2>
      <dl className="mt-1 divide-y divide-emerald-200/70">
        <CredentialRow
          label="Login email"
          value={credentials.email}
          copyLabel="Copy login email"
          what="Email"
          testId="credential-email"
        />
        <CredentialRow
          label="Temporary password"
          value={credentials.password}
          copyLabel="Copy password"
          what="Password"
          testId="credential-password"
        />
      </dl>
      <p className="mt-3 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">Important:</strong> please change this password after your first
          login. You will be asked to set a new one when you sign in.
        </span>
      </p>
      <p className="mt-3 text-sm text-emerald-900">
        Login URL:{' '}
        <a
          href={credentials.loginUrl}
          className="inline-flex items-center gap-1 rounded font-medium wrap-anywhere text-emerald-800 underline hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
        >
          {credentials.loginUrl}
          <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
        </a>
      </p>
    </section>
  );
}

/**
 * Approved, but no credentials here: another browser than the one that applied, or the vendor has
 * signed in already (decision 0036).
 */
export function CredentialsElsewhere() {
  return (
    <section
      aria-labelledby="credentials-elsewhere-title"
      className="rounded-xl border border-slate-200 bg-white px-5 py-4 text-sm text-slate-700 shadow-xs"
    >
      <h2
        id="credentials-elsewhere-title"
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <KeyRound className="size-5 text-slate-500" aria-hidden="true" />
        Login credentials
      </h2>
      <p className="mt-1">
        For your security, the temporary password is shown only in the browser the application was sent from,
        and only until the first sign-in. If you cannot find it, use "Forgot password" on the vendor login
        page with your application e-mail.
      </p>
    </section>
  );
}

/** 'What's Next' for a status (spec 001 section 2), always ending with Check Another Application. */
export function WhatsNextCard({
  result,
  onCheckAnother,
}: {
  result: ApplicationStatusResult;
  onCheckAnother: () => void;
}) {
  const subject = encodeURIComponent(`Vendor application ${result.applicationId}`);
  return (
    <Card role="region" aria-labelledby="whats-next-title">
      <CardHeader title={<span id="whats-next-title">What's Next</span>} />
      <CardBody className="space-y-4">
        <p className="text-sm text-slate-600">
          {result.status === 'approved'
            ? 'Your vendor account is ready. Sign in to set up your shop.'
            : result.status === 'rejected'
              ? 'You are welcome to apply again with updated details.'
              : result.status === 'more_info_required'
                ? 'Please contact our support team with the information we asked for.'
                : 'There is nothing you need to do right now. We will e-mail you when the review is complete.'}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {result.status === 'approved' ? (
            <Link to="/vendor/login" className={buttonClasses()}>
              <LogIn className="size-4" aria-hidden="true" />
              Login to Your Account
            </Link>
          ) : null}
          {result.status === 'rejected' ? (
            <Link to="/vendor/register" className={buttonClasses()}>
              <Send className="size-4" aria-hidden="true" />
              Submit New Application
            </Link>
          ) : null}
          {result.status === 'more_info_required' ? (
            <a href={`mailto:${SUPPORT_EMAIL}?subject=${subject}`} className={buttonClasses()}>
              <LifeBuoy className="size-4" aria-hidden="true" />
              Contact Support
            </a>
          ) : null}
          <Button variant="outline" onClick={onCheckAnother}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Check Another Application
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
