import { CODE_RESEND_COOLDOWN_S, ONBOARDING_MESSAGES, otpSchema } from '@market/domain';
import { ArrowLeft, MailCheck, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CodeInput, type CodeInputHandle, emptyCode } from '@/components/ui/code-input';
import { EmailAddress } from '@/components/ui/email-address';
import { ResendCode } from '@/components/ui/resend-code';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useFlashMessage } from '@/lib/use-flash-message';

/** How long the success message shows before the verified callback runs (spec 000 section 9). */
export const VERIFIED_CALLBACK_DELAY_MS = 1500;

type EmailVerificationProps = {
  email: string;
  /** Checks the code; resolves with the server's message, rejects with its error. */
  onVerify: (code: string) => Promise<string | undefined>;
  /** Requests a new code; resolves with the server's message. */
  onResend: () => Promise<string | undefined>;
  /** Runs 1.5 s after a successful check. */
  onVerified: () => void;
  onBack: () => void;
  /** Seconds until a new code may be requested (the countdown lives with the caller). */
  secondsLeft: number;
  restartCountdown: (seconds: number) => void;
};

/**
 * The e-mail verification screen (spec 000 sections 2, 4, 5, 8, 9): six digit boxes, Verify,
 * the resend countdown and its button. A failed check clears the boxes and refocuses the first.
 */
export function EmailVerification({
  email,
  onVerify,
  onResend,
  onVerified,
  onBack,
  secondsLeft,
  restartCountdown,
}: EmailVerificationProps) {
  const [digits, setDigits] = useState(() => emptyCode());
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useFlashMessage(3000);
  const boxes = useRef<CodeInputHandle>(null);
  const errorId = useId();
  const onVerifiedRef = useRef(onVerified);
  onVerifiedRef.current = onVerified;

  useEffect(() => {
    if (verified === null) return;
    const timer = setTimeout(() => onVerifiedRef.current(), VERIFIED_CALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verified]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (verifying || verified) return;
    const code = otpSchema.safeParse(digits.join(''));
    if (!code.success) {
      setError(code.error.issues[0]?.message ?? 'Please enter all 6 digits');
      boxes.current?.focus(Math.max(0, digits.indexOf('')));
      return;
    }
    setError(null);
    setResent(null);
    setVerifying(true);
    try {
      const message = await onVerify(code.data);
      setVerified(message ?? ONBOARDING_MESSAGES.codeVerified);
    } catch (failure) {
      setError(errorMessage(failure, ONBOARDING_MESSAGES.verificationFailed));
      setDigits(emptyCode());
      boxes.current?.focus(0);
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setError(null);
    setResending(true);
    try {
      const message = await onResend();
      setResent(message ?? ONBOARDING_MESSAGES.resendSuccess);
      restartCountdown(CODE_RESEND_COOLDOWN_S);
      setDigits(emptyCode());
      boxes.current?.focus(0);
    } catch (failure) {
      setError(errorMessage(failure, ONBOARDING_MESSAGES.codeSendFailed));
      if (isApiError(failure) && failure.retryAfterSeconds) restartCountdown(failure.retryAfterSeconds);
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Verify your email" className="space-y-6">
      <div className="flex flex-col items-center text-center">
        <div className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600">
          <MailCheck className="size-7" aria-hidden="true" />
        </div>
        <h2 className="text-xl font-semibold text-slate-900">Verify your email</h2>
        <p className="mt-1.5 max-w-sm text-sm text-slate-500">
          We sent a 6-digit code to <EmailAddress email={email} className="font-medium text-slate-900" />.
          Enter it below to confirm the address. The code expires in 10 minutes.
        </p>
      </div>

      <CodeInput
        ref={boxes}
        label="Verification code"
        value={digits}
        onChange={(next) => {
          setDigits(next);
          if (error) setError(null);
        }}
        invalid={error !== null}
        describedBy={error ? errorId : undefined}
        disabled={verified !== null}
        autoFocus
      />

      <div aria-live="polite" className="space-y-3 empty:hidden">
        {error ? (
          <Alert tone="danger">
            <span id={errorId}>{error}</span>
          </Alert>
        ) : null}
        {verified ? (
          <Alert tone="success" title={verified}>
            Taking you back to your application…
          </Alert>
        ) : null}
        {resent ? <Alert tone="success">{resent}</Alert> : null}
      </div>

      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={verifying}
        loadingText="Verifying…"
        disabled={verified !== null}
      >
        <ShieldCheck className="size-4" aria-hidden="true" />
        Verify Email
      </Button>

      {verified ? null : <ResendCode secondsLeft={secondsLeft} onResend={resend} pending={resending} />}

      <div className="text-center">
        <Button variant="ghost" size="sm" onClick={onBack} disabled={verified !== null}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to the application
        </Button>
      </div>
    </form>
  );
}
