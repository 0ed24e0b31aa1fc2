import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { parseCommissionData as parse, vendorCommissionsKey } from './commission-keys';
import { COMMISSION_PAGE_SIZE } from './messages';

const recordSchema = z.object({
  year: z.number(),
  month: z.number(),
  monthName: z.string(),
  status: z.string(),
  totalCommission: z.number(),
  paidToAdmin: z.number(),
  pendingAmountToAdmin: z.number(),
  totalOrders: z.number(),
  totalSales: z.number().optional(),
});
export type MonthlyRecord = z.infer<typeof recordSchema>;

const monthlySchema = z.object({
  records: z.array(recordSchema),
  pagination: z.object({
    currentPage: z.number(),
    totalPages: z.number(),
    totalReports: z.number(),
    pageSize: z.number().optional(),
    hasNextPage: z.boolean().optional(),
    hasPrevPage: z.boolean().optional(),
  }),
  vendorCommissionRate: z.number(),
});
export type MonthlyCommissions = z.infer<typeof monthlySchema>;

/** GET /api/vendors/orders/commissions/monthly?year&page&limit=12. */
export async function fetchMonthlyCommissions(
  input: { year: number; page: number },
  signal?: AbortSignal,
): Promise<MonthlyCommissions> {
  const data = await apiRequest<unknown>('/vendors/orders/commissions/monthly', {
    role: 'vendor',
    query: { year: input.year, page: input.page, limit: COMMISSION_PAGE_SIZE },
    signal,
  });
  return parse(monthlySchema, data);
}

export function monthlyCommissionsQueryOptions(input: { year: number; page: number }) {
  return queryOptions({
    queryKey: [...vendorCommissionsKey, 'monthly', input],
    queryFn: ({ signal }) => fetchMonthlyCommissions(input, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
