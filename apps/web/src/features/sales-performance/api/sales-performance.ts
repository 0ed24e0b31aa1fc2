import type { SalesGroupBy } from '@market/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

type Figures = {
  revenue: number;
  orders: number;
  units: number;
  /** Revenue / orders; null when there were no orders. */
  averageOrder: number | null;
};

/** GET /api/vendors/analytics/sales (apps/server/src/modules/analytics/performance.routes.ts). */
export type SalesPerformance = {
  period: {
    startDate: string;
    endDate: string;
    days: number;
    previousStartDate: string;
    previousEndDate: string;
    timeRange: number | null;
  };
  groupBy: SalesGroupBy;
  totals: Figures;
  previous: Figures;
  /** Percent change from the previous period; null = not computable. */
  change: {
    revenue: number | null;
    orders: number | null;
    units: number | null;
    averageOrder: number | null;
  };
  series: Array<Figures & { key: string; startDate: string; endDate: string; days: number }>;
  byCategory: Array<{
    categoryId: string | null;
    name: string | null;
    units: number;
    revenue: number;
    share: number | null;
  }>;
  byWeekday: Array<{ weekday: number; name: string; orders: number; revenue: number }>;
  byHour: Array<{ hour: number; orders: number; revenue: number }>;
  weekdayHours: Array<{ weekday: number; name: string; orders: number[] }>;
};

export type SalesPerformanceParams = { timeRange: number; groupBy: SalesGroupBy };

export function fetchSalesPerformance(params: SalesPerformanceParams, signal?: AbortSignal) {
  return apiRequest<SalesPerformance>('/vendors/analytics/sales', { role: 'vendor', query: params, signal });
}

export function salesPerformanceQueryOptions(params: SalesPerformanceParams) {
  return queryOptions({
    queryKey: ['vendor', 'analytics', 'sales', params],
    queryFn: ({ signal }) => fetchSalesPerformance(params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSalesPerformance(params: SalesPerformanceParams) {
  return useQuery(salesPerformanceQueryOptions(params));
}
