import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The period asked for: a preset range or explicit dates (the address holds the same fields). */
export type TrendsQuery = { timeRange?: number; startDate?: string; endDate?: string };

type Band = { value: number; lower: number; upper: number };
type ForecastSeries = { slopePerWeek: number; days: Array<Band & { date: string }>; total: Band };

/** GET /api/vendors/analytics/trends (apps/server/src/modules/analytics/trends.routes.ts). */
export type VendorTrends = {
  period: {
    startDate: string;
    endDate: string;
    previousStartDate: string;
    previousEndDate: string;
    days: number;
    timeRange: number | null;
  };
  summary: {
    revenue: number;
    /** Percent change from the previous period; null (N/A) when the previous period had nothing. */
    revenueChange: number | null;
    orders: number;
    ordersChange: number | null;
    averageDailyRevenue: number;
  };
  daily: Array<{
    date: string;
    revenue: number;
    orders: number;
    revenueMa7: number | null;
    revenueMa28: number | null;
    ordersMa7: number | null;
    ordersMa28: number | null;
  }>;
  weekly: Array<{ weekStart: string; weekEnd: string; days: number; revenue: number; orders: number }>;
  /** The day of the vendor's first order; null when there is none yet. */
  firstOrderDate: string | null;
  weeksOfHistory: number;
  forecast: {
    method: string;
    basedOnWeeks: number;
    confidence: number;
    historyStartDate: string;
    historyEndDate: string;
    startDate: string;
    endDate: string;
    revenue: ForecastSeries;
    orders: ForecastSeries;
  } | null;
  /** Why there is no forecast (fewer than 8 weeks of history); null when there is one. */
  forecastReason: string | null;
};

export function fetchVendorTrends(query: TrendsQuery, signal?: AbortSignal): Promise<VendorTrends> {
  return apiRequest<VendorTrends>('/vendors/analytics/trends', { role: 'vendor', query, signal });
}

export function vendorTrendsQueryOptions(query: TrendsQuery) {
  return queryOptions({
    queryKey: ['vendor', 'analytics', 'trends', query],
    queryFn: ({ signal }) => fetchVendorTrends(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const useVendorTrends = (query: TrendsQuery) => useQuery(vendorTrendsQueryOptions(query));
