import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PayoutPage, PayoutSchedule } from '@/shared/payouts';

/** GET /api/vendors/payouts: the balance, the next payout and the history (decision 0048). */
export type VendorPayouts = PayoutPage & {
  currency: string;
  balance: { pending: number; available: number; paidOut: number };
  schedule: PayoutSchedule;
  /** What the next run is expected to pay; null with the reason in `note` when nothing. */
  expected: { amount: number | null; note: string | null };
  hold: { reason: string; heldAt: string } | null;
};

export const PAYOUT_HISTORY_PAGE_SIZE = 10;

export const vendorPayoutsKey = ['vendor', 'payouts'] as const;

export function fetchVendorPayouts(page: number, signal?: AbortSignal): Promise<VendorPayouts> {
  return apiRequest<VendorPayouts>('/vendors/payouts', {
    role: 'vendor',
    signal,
    query: { page, limit: PAYOUT_HISTORY_PAGE_SIZE },
  });
}

export function vendorPayoutsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...vendorPayoutsKey, 'page', page],
    queryFn: ({ signal }) => fetchVendorPayouts(page, signal),
    placeholderData: keepPreviousData,
  });
}
