import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatCountdown } from '@/lib/countdown';

type ResendCodeProps = {
  /** Seconds until another code may be requested; the button shows once it is 0. */
  secondsLeft: number;
  onResend: () => void;
  pending?: boolean;
};

/** "Resend code in 1:59", then a 'Resend code' button (spec 000 section 2, E-mail verification screen). */
export function ResendCode({ secondsLeft, onResend, pending = false }: ResendCodeProps) {
  return (
    <div className="flex min-h-9 items-center justify-center gap-2 text-sm text-slate-600">
      <span>Didn't get the code?</span>
      {secondsLeft > 0 ? (
        <span>
          Resend code in{' '}
          <span className="font-semibold text-slate-900 tabular-nums" data-testid="resend-countdown">
            {formatCountdown(secondsLeft)}
          </span>
        </span>
      ) : (
        <Button variant="ghost" size="sm" onClick={onResend} loading={pending} loadingText="Sending…">
          <RotateCw className="size-4" aria-hidden="true" />
          Resend code
        </Button>
      )}
    </div>
  );
}
