import { payoutDate } from './format';
import type { Payout } from './types';

/**
 * What became of a payout, in words, for its row: the bank reference and day once paid, the reason
 * once failed, else that the bank has not confirmed it yet.
 */
export function PayoutOutcome({ payout }: { payout: Payout }) {
  if (payout.status === 'paid') {
    return (
      <span className="text-slate-700">
        <span className="font-medium break-all text-slate-900">{payout.reference ?? 'No reference'}</span>
        {payout.paidAt ? (
          <span className="block text-xs text-slate-500">Paid {payoutDate(payout.paidAt)}</span>
        ) : null}
      </span>
    );
  }
  if (payout.status === 'failed') {
    return (
      <span className="text-red-700">
        <span className="break-words">{payout.failureReason ?? 'The transfer failed'}</span>
        <span className="block text-xs text-slate-500">
          Back in the available balance{payout.failedAt ? ` since ${payoutDate(payout.failedAt)}` : ''}
        </span>
      </span>
    );
  }
  return <span className="text-slate-500">Waiting for the bank’s confirmation</span>;
}
