import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api-client';
import type { Payout } from '@/shared/payouts';
import { adminPayoutsKey } from './payout-desk';

const payoutPath = (id: string) => `/admin/payouts/${encodeURIComponent(id)}`;

export type RunResult = { claimed: boolean; runId: string | null; vendorsPaid: number; total: number };

/** POST /api/admin/payouts/run: every vendor not held whose available balance reaches the minimum is paid. */
export function runPayoutsNow() {
  return apiEnvelope<RunResult>('/admin/payouts/run', { method: 'POST', role: 'admin', body: {} });
}

/** POST /api/admin/payouts/:id/paid {reference}: the bank paid the transfer. */
export function markPayoutPaid(input: { payoutId: string; reference: string }) {
  return apiEnvelope<Payout>(`${payoutPath(input.payoutId)}/paid`, {
    method: 'POST',
    role: 'admin',
    body: { reference: input.reference },
  });
}

/** POST /api/admin/payouts/:id/failed {reason}: the transfer failed; the money returns to the balance. */
export function markPayoutFailed(input: { payoutId: string; reason: string }) {
  return apiEnvelope<Payout>(`${payoutPath(input.payoutId)}/failed`, {
    method: 'POST',
    role: 'admin',
    body: { reason: input.reason },
  });
}

/** PUT /api/admin/vendors/:vendorId/payout-hold {held, reason?}: hold a vendor's payouts, or lift the hold. */
export function setPayoutHold(input: { vendorId: string; held: boolean; reason?: string }) {
  return apiEnvelope<{ held: boolean; reason: string | null }>(
    `/admin/vendors/${encodeURIComponent(input.vendorId)}/payout-hold`,
    {
      method: 'PUT',
      role: 'admin',
      body: input.held ? { held: true, reason: input.reason } : { held: false },
    },
  );
}

/** A change on the desk: afterwards (success or not) the desk reloads in every filter. */
function useDeskMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPayoutsKey }),
  });
}

export const useRunPayouts = () => useDeskMutation(runPayoutsNow);
export const useMarkPayoutPaid = () => useDeskMutation(markPayoutPaid);
export const useMarkPayoutFailed = () => useDeskMutation(markPayoutFailed);
export const useSetPayoutHold = () => useDeskMutation(setPayoutHold);
