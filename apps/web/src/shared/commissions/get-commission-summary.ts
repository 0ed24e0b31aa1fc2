import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { parseCommissionData as parse, vendorCommissionsKey } from './commission-keys';
import type { CommissionPeriod } from './messages';

const summarySchema = z.object({
  period: z.string(),
  totalCommission: z.number(),
  totalPaidToAdmin: z.number(),
  pendingAmountToAdmin: z.number(),
  vendorCommissionRate: z.number(),
  totalOrders: z.number(),
  totalSales: z.number(),
});
export type CommissionSummary = z.infer<typeof summarySchema>;

/** GET /api/vendors/orders/commissions?period=month|90days|year (data.summary). */
export async function fetchCommissionSummary(
  period: CommissionPeriod,
  signal?: AbortSignal,
): Promise<CommissionSummary> {
  const data = await apiRequest<{ summary?: unknown }>('/vendors/orders/commissions', {
    role: 'vendor',
    query: { period },
    signal,
  });
  return parse(summarySchema, data?.summary);
}

export function commissionSummaryQueryOptions(period: CommissionPeriod) {
  return queryOptions({
    queryKey: [...vendorCommissionsKey, 'summary', period],
    queryFn: ({ signal }) => fetchCommissionSummary(period, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
