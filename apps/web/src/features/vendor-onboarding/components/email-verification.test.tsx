import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { formatCountdown, useCountdown } from '@/lib/countdown';
import { EmailVerification } from './email-verification';

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(119)).toBe('1:59');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
    expect(formatCountdown(0.2)).toBe('0:01');
  });
});

function Harness(props: {
  onResend: () => Promise<string | undefined>;
  onVerify?: (code: string) => Promise<string | undefined>;
  onVerified?: () => void;
}) {
  const countdown = useCountdown(120);
  return (
    <EmailVerification
      email="owner@sunrise.test"
      onVerify={props.onVerify ?? (async () => 'Email verified successfully')}
      onResend={props.onResend}
      onVerified={props.onVerified ?? (() => {})}
      onBack={() => {}}
      secondsLeft={countdown.secondsLeft}
      restartCountdown={countdown.start}
    />
  );
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const countdownText = () => screen.getByTestId('resend-countdown').textContent;

describe('EmailVerification resend', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down from 2:00, then offers Resend code and restarts after a resend', async () => {
    const onResend = vi.fn(async () => 'New verification code sent!');
    render(<Harness onResend={onResend} />);
    expect(countdownText()).toBe('2:00');
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    tick(1000);
    expect(countdownText()).toBe('1:59');
    tick(59_000);
    expect(countdownText()).toBe('1:00');
    tick(59_000);
    expect(countdownText()).toBe('0:01');
    tick(1000);
    expect(screen.queryByTestId('resend-countdown')).not.toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    });
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('New verification code sent!')).toBeInTheDocument();
    expect(countdownText()).toBe('2:00');

    // The success message hides after 3 s.
    tick(3000);
    expect(screen.queryByText('New verification code sent!')).not.toBeInTheDocument();
    expect(countdownText()).toBe('1:57');
  });

  it('shows the wait the server asks for when the resend is refused', async () => {
    const onResend = vi.fn(async () => {
      throw new ApiError({
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Please wait 42 seconds before requesting a new code.',
        serverMessage: 'Please wait 42 seconds before requesting a new code.',
        retryAfterSeconds: 42,
      });
    });
    render(<Harness onResend={onResend} />);
    tick(120_000);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    });
    expect(screen.getByText('Please wait 42 seconds before requesting a new code.')).toBeInTheDocument();
    expect(countdownText()).toBe('0:42');
  });

  it('runs the verified callback 1.5 s after a successful check', async () => {
    const onVerified = vi.fn();
    render(<Harness onResend={async () => undefined} onVerified={onVerified} />);
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '246810' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    });
    expect(screen.getByText('Email verified successfully')).toBeInTheDocument();
    tick(1499);
    expect(onVerified).not.toHaveBeenCalled();
    tick(1);
    expect(onVerified).toHaveBeenCalledTimes(1);
  });

  it("shows 'Email verification failed' when the server gives no message", async () => {
    render(
      <Harness
        onResend={async () => undefined}
        onVerify={async () => {
          throw new ApiError({ status: 500, code: 'HTTP_500', message: 'Request failed (500)' });
        }}
      />,
    );
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '111111' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    });
    expect(screen.getByText('Email verification failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('');
  });
});
