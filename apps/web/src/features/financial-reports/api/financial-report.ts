import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Money figures of a month or of the totals (decimals in the shop's currency). */
export type FinancialFigures = {
  grossSales: number;
  cancellations: number;
  returns: number;
  refundsAndCancellations: number;
  netSales: number;
  deliveredOrders: number;
  deliveredSales: number;
  commission: number;
  earnings: number;
  paidToAdmin: number;
  pendingToAdmin: number;
};

/** GET /api/vendors/analytics/financial (apps/server/src/modules/analytics/customer-financial.routes.ts). */
export type FinancialReport = {
  timeRange: number | null;
  /** Whole calendar months touched by the requested range, up to today. */
  period: { startDate: string; endDate: string; requestedStartDate: string; requestedEndDate: string };
  timeZone: string;
  basis: Record<string, 'placed' | 'delivered'>;
  months: Array<FinancialFigures & { month: string; year: number; monthNumber: number }>;
  totals: FinancialFigures;
};

export function fetchFinancialReport(timeRange: number, signal?: AbortSignal): Promise<FinancialReport> {
  return apiRequest<FinancialReport>('/vendors/analytics/financial', {
    role: 'vendor',
    query: { timeRange },
    signal,
  });
}

export function financialReportQueryOptions(timeRange: number) {
  return queryOptions({
    queryKey: ['vendor', 'analytics', 'financial', timeRange],
    queryFn: ({ signal }) => fetchFinancialReport(timeRange, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const useFinancialReport = (timeRange: number) => useQuery(financialReportQueryOptions(timeRange));
