import type { AnalyticsTimeRange } from '@market/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/vendors/products/:id/analytics (apps/server/src/modules/catalog/product-analytics.routes.ts). */
export type ProductAnalytics = {
  timeRange: number;
  /** The screen's toggle: cancelled and rejected orders' items counted too. */
  includeCancelled: boolean;
  period: { startDate: string; endDate: string; previousStartDate: string };
  views: Array<{ date: string; views: number }>;
  sales: Array<{ date: string; quantity: number; revenue: number }>;
  performance: {
    totalViews: number;
    /** Percent change from the previous period; null when the previous period had nothing. */
    viewsChange: number | null;
    totalSales: number;
    salesChange: number | null;
    totalRevenue: number;
    revenueChange: number | null;
    totalOrders: number;
    /** A fraction (0.025 = 2.5%). */
    conversionRate: number;
    conversionChange: number | null;
  };
  stockHistory: Array<{ date: string; stock: number }>;
  topRegions: Array<{ name: string; sales: number }>;
  customerInsights: {
    uniqueCustomers: number;
    averageOrderValue: number;
    /** A fraction. */
    repeatPurchaseRate: number;
  };
};

export function fetchProductAnalytics(
  id: string,
  timeRange: AnalyticsTimeRange,
  signal?: AbortSignal,
  includeCancelled = false,
): Promise<ProductAnalytics> {
  return apiRequest<ProductAnalytics>(`/vendors/products/${encodeURIComponent(id)}/analytics`, {
    role: 'vendor',
    query: { timeRange, includeCancelled: String(includeCancelled) },
    signal,
  });
}

export function productAnalyticsQueryOptions(
  id: string,
  timeRange: AnalyticsTimeRange,
  includeCancelled = false,
) {
  return queryOptions({
    queryKey: ['vendor', 'products', 'analytics', id, timeRange, includeCancelled],
    queryFn: ({ signal }) => fetchProductAnalytics(id, timeRange, signal, includeCancelled),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
