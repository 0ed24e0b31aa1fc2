import { zodResolver } from '@hookform/resolvers/zod';
import {
  CODE_RESEND_COOLDOWN_S,
  forgotPasswordSchema,
  newPasswordSchema,
  ONBOARDING_MESSAGES,
  otpSchema,
  type Role,
} from '@market/domain';
import { ArrowLeft, CircleCheckBig, KeyRound, LogIn, Mail } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { CodeInput, type CodeInputHandle, emptyCode } from '@/components/ui/code-input';
import { EmailAddress } from '@/components/ui/email-address';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { ResendCode } from '@/components/ui/resend-code';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCountdown } from '@/lib/countdown';
import { limitedBy } from '@/lib/field-limits';
import { useFlashMessage } from '@/lib/use-flash-message';
import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';

/** Inputs take no more than the server accepts (the schemas' `.max()`). */
const limitEmail = limitedBy(forgotPasswordSchema);
const limitPassword = limitedBy(newPasswordSchema);

export const RESET_FAILED = 'Password reset failed. Please try again.';
const REQUEST_FAILED = 'We could not send a reset code. Please try again.';

type Step = 'request' | 'reset' | 'done';

function RequestForm({ role, onSent }: { role: Role; onSent: (email: string, message: string) => void }) {
  const request = useForgotPassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });

  const submit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      const message = await request.mutateAsync({ email, role });
      onSent(email, message ?? ONBOARDING_MESSAGES.resetCodeSent);
    } catch (error) {
      setServerError(errorMessage(error, REQUEST_FAILED));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Request a reset code">
      {serverError ? (
        <Alert tone="danger" live="alert">
          {serverError}
        </Alert>
      ) : null}
      <Field id={`reset-${role}-email`} label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...limitEmail(register('email', { onChange: () => clearErrors('email') }))}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting} loadingText="Sending…">
        <Mail className="size-4" aria-hidden="true" />
        Send Reset Code
      </Button>
    </form>
  );
}

type PasswordFields = z.input<typeof newPasswordSchema>;

function ResetForm({
  role,
  email,
  notice,
  secondsLeft,
  restartCountdown,
  onReset,
  onChangeEmail,
}: {
  role: Role;
  email: string;
  notice: string;
  secondsLeft: number;
  restartCountdown: (seconds: number) => void;
  onReset: (message: string) => void;
  onChangeEmail: () => void;
}) {
  const reset = useResetPassword();
  const resend = useForgotPassword();
  const [digits, setDigits] = useState(() => emptyCode());
  const [codeError, setCodeError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [resent, setResent] = useFlashMessage(3000);
  const boxes = useRef<CodeInputHandle>(null);
  const codeErrorId = useId();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFields, unknown, z.output<typeof newPasswordSchema>>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });

  const checkCode = () => {
    const code = otpSchema.safeParse(digits.join(''));
    if (code.success) return code.data;
    setCodeError(code.error.issues[0]?.message ?? 'Please enter all 6 digits');
    return null;
  };

  const submit = handleSubmit(
    async (values) => {
      setServerError(null);
      const code = checkCode();
      if (code === null) {
        boxes.current?.focus(Math.max(0, digits.indexOf('')));
        return;
      }
      try {
        const message = await reset.mutateAsync({ email, role, code, ...values });
        onReset(message ?? ONBOARDING_MESSAGES.passwordReset);
      } catch (error) {
        const message = errorMessage(error, RESET_FAILED);
        if (error instanceof ApiError && error.code.startsWith('CODE_')) {
          setCodeError(message);
          setDigits(emptyCode());
          boxes.current?.focus(0);
        } else {
          setServerError(message);
        }
      }
    },
    () => {
      checkCode();
    },
  );

  const requestAgain = async () => {
    setServerError(null);
    setCodeError(null);
    try {
      const message = await resend.mutateAsync({ email, role });
      setResent(message ?? ONBOARDING_MESSAGES.resetCodeSent);
      restartCountdown(CODE_RESEND_COOLDOWN_S);
      setDigits(emptyCode());
      boxes.current?.focus(0);
    } catch (error) {
      setServerError(errorMessage(error, REQUEST_FAILED));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Set a new password">
      <Alert tone="info">
        {notice} Enter the code sent to <EmailAddress email={email} className="font-medium" />.
      </Alert>
      {serverError ? (
        <Alert tone="danger" live="alert">
          {serverError}
        </Alert>
      ) : null}
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-700">Reset code</p>
        <CodeInput
          ref={boxes}
          label="Reset code"
          value={digits}
          onChange={(next) => {
            setDigits(next);
            if (codeError) setCodeError(null);
          }}
          invalid={codeError !== null}
          describedBy={codeError ? codeErrorId : undefined}
          autoFocus
          className="py-1"
        />
        {codeError ? (
          <p id={codeErrorId} role="alert" className="text-center text-sm text-red-600">
            {codeError}
          </p>
        ) : null}
        <ResendCode secondsLeft={secondsLeft} onResend={requestAgain} pending={resend.isPending} />
        {resent ? (
          <p role="status" className="text-center text-sm text-emerald-700">
            {resent}
          </p>
        ) : null}
      </div>
      <Field
        id={`reset-${role}-new`}
        label="New password"
        hint="At least 6 characters."
        error={errors.newPassword?.message}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            {...limitPassword(register('newPassword', { onChange: () => clearErrors('newPassword') }))}
          />
        )}
      </Field>
      <Field
        id={`reset-${role}-confirm`}
        label="Confirm new password"
        error={errors.confirmPassword?.message}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            {...limitPassword(
              register('confirmPassword', { onChange: () => clearErrors('confirmPassword') }),
            )}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting} loadingText="Saving…">
        <KeyRound className="size-4" aria-hidden="true" />
        Reset Password
      </Button>
      <div className="text-center">
        <Button variant="ghost" size="sm" onClick={onChangeEmail}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Use a different email
        </Button>
      </div>
    </form>
  );
}

/**
 * Lost password, for any role: request a code by e-mail, then enter the six digits with the new
 * password, then go to the role's sign-in page.
 */
export function PasswordResetFlow({ role, loginPath }: { role: Role; loginPath: string }) {
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string>(ONBOARDING_MESSAGES.resetCodeSent);
  const [done, setDone] = useState<string>(ONBOARDING_MESSAGES.passwordReset);
  const countdown = useCountdown();

  if (step === 'done') {
    return (
      <div className="space-y-5 text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-600">
          <CircleCheckBig className="size-7" aria-hidden="true" />
        </div>
        <p role="status" className="text-sm font-medium text-slate-700">
          {done}
        </p>
        <Link to={loginPath} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          <LogIn className="size-4" aria-hidden="true" />
          Go to Sign In
        </Link>
      </div>
    );
  }

  if (step === 'reset') {
    return (
      <ResetForm
        role={role}
        email={email}
        notice={notice}
        secondsLeft={countdown.secondsLeft}
        restartCountdown={countdown.start}
        onReset={(message) => {
          setDone(message);
          setStep('done');
        }}
        onChangeEmail={() => setStep('request')}
      />
    );
  }

  return (
    <RequestForm
      role={role}
      onSent={(address, message) => {
        setEmail(address);
        setNotice(message);
        countdown.start(CODE_RESEND_COOLDOWN_S);
        setStep('reset');
      }}
    />
  );
}
