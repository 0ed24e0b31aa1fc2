import { zodResolver } from '@hookform/resolvers/zod';
import { CODE_RESEND_COOLDOWN_S, ONBOARDING_MESSAGES, otpSchema, suggestEmail } from '@market/domain';
import { ArrowLeft, MailCheck, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CodeInput, type CodeInputHandle, emptyCode } from '@/components/ui/code-input';
import { EmailAddress } from '@/components/ui/email-address';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { FullPageSpinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { limitedBy } from '@/lib/field-limits';
import { redirectAfterLogin, useCustomerSession } from '@/shared/session';
import { useRegisterCustomer } from '../api/register-customer';
import { useResendCustomerCode } from '../api/resend-customer-code';
import { useSendCustomerCode } from '../api/send-customer-code';
import { useVerifyCustomerCode } from '../api/verify-customer-code';
import { AccountPageLayout } from '../components/account-page-layout';
import { type RegisterDetails, type RegisterDetailsInput, registerDetailsSchema } from '../register-schema';
import { formatCountdown, useCountdown } from '../use-countdown';

/** Text inputs take no more than the server accepts (the schema's `.max()`). */
const limit = limitedBy(registerDetailsSchema);

export const REGISTER_PATH = '/register';

const linkClasses =
  'rounded font-medium text-indigo-600 hover:text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/** The message for a code that could not be sent: the server's, with 'Did you mean: X?' for a typo. */
export function codeSendErrorMessage(error: unknown, email: string): string {
  const base = errorMessage(error, ONBOARDING_MESSAGES.codeSendFailed);
  const suggestion = error instanceof ApiError && error.code === 'EMAIL_TYPO' ? suggestEmail(email) : null;
  return suggestion ? `${base} Did you mean: ${suggestion}?` : base;
}

type DetailsStepProps = {
  initial: RegisterDetails | null;
  onSent: (details: RegisterDetails) => void;
};

function DetailsStep({ initial, onSent }: DetailsStepProps) {
  const send = useSendCustomerCode();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<RegisterDetailsInput, unknown, RegisterDetails>({
    resolver: zodResolver(registerDetailsSchema),
    defaultValues: initial ?? { name: '', email: '', phone: '', password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const clearOnEdit = (name: keyof RegisterDetailsInput) => ({ onChange: () => clearErrors(name) });

  const submit = handleSubmit(async (details) => {
    setServerError(null);
    try {
      await send.mutateAsync({ email: details.email, name: details.name });
      onSent(details);
    } catch (error) {
      setServerError(codeSendErrorMessage(error, details.email));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Create your account">
      {serverError ? (
        <Alert tone="danger" live="alert">
          {serverError}
        </Alert>
      ) : null}
      <Field id="register-name" label="Full name" error={errors.name?.message}>
        {(c) => <Input {...c} autoComplete="name" {...limit(register('name', clearOnEdit('name')))} />}
      </Field>
      <Field id="register-email" label="Email" error={errors.email?.message}>
        {(c) => (
          <Input
            {...c}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...limit(register('email', clearOnEdit('email')))}
          />
        )}
      </Field>
      <Field id="register-phone" label="Phone (optional)" error={errors.phone?.message}>
        {(c) => (
          <Input {...c} type="tel" autoComplete="tel" {...limit(register('phone', clearOnEdit('phone')))} />
        )}
      </Field>
      <Field
        id="register-password"
        label="Password"
        hint="At least 6 characters."
        error={errors.password?.message}
      >
        {(c) => (
          <PasswordInput
            {...c}
            autoComplete="new-password"
            {...limit(register('password', clearOnEdit('password')))}
          />
        )}
      </Field>
      <Field id="register-confirm" label="Confirm password" error={errors.confirmPassword?.message}>
        {(c) => (
          <PasswordInput
            {...c}
            autoComplete="new-password"
            {...limit(register('confirmPassword', clearOnEdit('confirmPassword')))}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting} loadingText="Sending code…">
        <UserPlus className="size-4" aria-hidden="true" />
        Continue
      </Button>
      <p className="text-center text-xs text-slate-500">
        We will e-mail you a six-digit code to confirm your address.
      </p>
    </form>
  );
}

type VerifyStepProps = {
  details: RegisterDetails;
  resendAt: number;
  onResent: () => void;
  onBack: () => void;
  onRegistered: (result: Awaited<ReturnType<ReturnType<typeof useRegisterCustomer>['mutateAsync']>>) => void;
};

function VerifyStep({ details, resendAt, onResent, onBack, onRegistered }: VerifyStepProps) {
  const [code, setCode] = useState(emptyCode());
  const [error, setError] = useState<string | null>(null);
  const boxes = useRef<CodeInputHandle>(null);
  const verify = useVerifyCustomerCode();
  const create = useRegisterCustomer();
  const resend = useResendCustomerCode();
  const secondsLeft = useCountdown(resendAt);
  const busy = verify.isPending || create.isPending;
  // After a wrong code the boxes are cleared and the first one focused, once they are enabled again.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0 && !busy) boxes.current?.focus(0);
  }, [refocus, busy]);

  const submit = async (value = code.join('')) => {
    if (busy) return;
    setError(null);
    const parsed = otpSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter all 6 digits');
      return;
    }
    try {
      await verify.mutateAsync({ email: details.email, otp: parsed.data });
    } catch (err) {
      // A wrong code clears all boxes and refocuses the first (spec 000 section 4).
      setCode(emptyCode());
      setRefocus((n) => n + 1);
      setError(errorMessage(err, ONBOARDING_MESSAGES.verificationFailed));
      return;
    }
    try {
      const result = await create.mutateAsync({
        name: details.name,
        email: details.email,
        password: details.password,
        phone: details.phone,
      });
      onRegistered(result);
    } catch (err) {
      setError(errorMessage(err, ONBOARDING_MESSAGES.registrationFailed));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      className="space-y-5"
      aria-label="Verify your e-mail"
    >
      <div className="flex items-start gap-3 rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
        <p>
          We sent a six-digit code to{' '}
          <strong className="font-semibold">
            <EmailAddress email={details.email} />
          </strong>
          . It expires in 10 minutes.
        </p>
      </div>
      {error ? (
        <p id="register-code-error" role="alert" className="text-center text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <CodeInput
        ref={boxes}
        label="Verification code"
        value={code}
        onChange={(next) => {
          setError(null);
          setCode(next);
        }}
        onComplete={(value) => void submit(value)}
        invalid={error !== null}
        describedBy={error ? 'register-code-error' : undefined}
        disabled={busy}
        autoFocus
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={busy}
        loadingText={create.isPending ? 'Creating your account…' : 'Verifying…'}
      >
        Verify and create account
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={onBack} className={`${linkClasses} inline-flex items-center gap-1`}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Change details
        </button>
        {secondsLeft > 0 ? (
          <span className="text-slate-500" aria-live="off">
            Resend code in {formatCountdown(secondsLeft)}
          </span>
        ) : (
          <button
            type="button"
            disabled={resend.isPending}
            className={linkClasses}
            onClick={async () => {
              try {
                await resend.mutateAsync({ email: details.email, name: details.name });
                toast.success(ONBOARDING_MESSAGES.resendSuccess);
                setCode(emptyCode());
                setError(null);
                onResent();
                boxes.current?.focus(0);
              } catch (err) {
                setError(codeSendErrorMessage(err, details.email));
              }
            }}
          >
            {resend.isPending ? 'Sending…' : 'Resend code'}
          </button>
        )}
      </div>
    </form>
  );
}

/** `/register`: customer sign-up with the e-mail code (send, verify), then the account is created and signed in. */
export function RegisterPage() {
  const session = useCustomerSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [details, setDetails] = useState<RegisterDetails | null>(null);
  const [step, setStep] = useState<'details' | 'verify'>('details');
  const [resendAt, setResendAt] = useState(0);
  const [registered, setRegistered] = useState(false);

  if (session.status === 'loading') return <FullPageSpinner label="Checking your session…" />;
  if (session.status === 'authenticated' && !registered) {
    return <Navigate to={redirectAfterLogin(location, REGISTER_PATH, '/')} replace />;
  }

  const cooldown = () => setResendAt(Date.now() + CODE_RESEND_COOLDOWN_S * 1000);

  return (
    <AccountPageLayout
      documentTitle="Create your account"
      title={step === 'details' ? 'Create your account' : 'Check your e-mail'}
      description={
        step === 'details'
          ? 'Save your details, follow your orders and check out faster.'
          : 'Enter the code to confirm your e-mail address.'
      }
      footer={
        <div className="space-y-3">
          <p>
            Already have an account?{' '}
            <Link to="/login" state={location.state} className={linkClasses}>
              Sign in
            </Link>
          </p>
          <p>
            <Link to="/" className={`${linkClasses} inline-flex items-center gap-1 text-slate-600`}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to Store
            </Link>
          </p>
        </div>
      }
    >
      {step === 'details' || !details ? (
        <DetailsStep
          initial={details}
          onSent={(next) => {
            setDetails(next);
            cooldown();
            setStep('verify');
          }}
        />
      ) : (
        <VerifyStep
          details={details}
          resendAt={resendAt}
          onResent={cooldown}
          onBack={() => setStep('details')}
          onRegistered={(result) => {
            setRegistered(true);
            session.signIn({ token: result.token, user: result.user });
            toast.success(`Welcome, ${result.user.name}! Your account is ready.`);
            void navigate(redirectAfterLogin(location, REGISTER_PATH, '/'), { replace: true });
          }}
        />
      )}
    </AccountPageLayout>
  );
}
