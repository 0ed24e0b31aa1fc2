import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Payout } from '@/shared/payouts';
import { vendorPayoutsKey } from './get-vendor-payouts';

/** One line a payout settled: owed to the vendor is positive, a refund or a correction negative. */
export type StatementLine = {
  entryId: string;
  kind: string;
  description: string;
  orderNumber: string | null;
  occurredAt: string;
  availableAt: string;
  amount: number;
};

/** GET /api/vendors/payouts/:id/statement: the payout, its lines and their total (= the payout). */
export type PayoutStatement = {
  payout: Payout;
  currency: string;
  lines: StatementLine[];
  total: number;
};

export function fetchPayoutStatement(id: string, signal?: AbortSignal): Promise<PayoutStatement> {
  return apiRequest<PayoutStatement>(`/vendors/payouts/${encodeURIComponent(id)}/statement`, {
    role: 'vendor',
    signal,
  });
}

export function payoutStatementQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...vendorPayoutsKey, 'statement', id],
    queryFn: ({ signal }) => fetchPayoutStatement(id, signal),
  });
}
