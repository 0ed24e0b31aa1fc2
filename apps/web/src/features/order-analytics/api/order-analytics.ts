import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/vendors/orders/analytics (apps/server/src/modules/analytics/order-analytics.routes.ts). */
export type OrderAnalytics = {
  timeRange: number | null;
  period: {
    startDate: string;
    endDate: string;
    days: number;
    previousStartDate: string;
    previousEndDate: string;
  };
  overview: {
    totalOrders: number;
    /** Percent change from the previous period; null = nothing then (shown as 'New'). */
    ordersChange: number | null;
    totalRevenue: number;
    revenueChange: number | null;
    averageOrderValue: number | null;
    aovChange: number | null;
    /** Percent, one decimal; null = nothing that could complete. */
    fulfillmentRate: number | null;
    fulfillmentChange: number | null;
  };
  orderTrends: Array<{ date: string; orders: number }>;
  /** Profit = earnings after commission. */
  revenueTrends: Array<{ date: string; revenue: number; profit: number }>;
  statusDistribution: Array<{ status: string; name: string; count: number }>;
  topProducts: Array<{ productId: string; name: string; sales: number; revenue: number }>;
  customerInsights: { totalCustomers: number; newCustomers: number; repeatCustomerRate: number | null };
  performanceMetrics: {
    onTimeDeliveryRate: number | null;
    returnRate: number | null;
    averageProcessingTime: number | null;
    customerSatisfaction: number | null;
  } | null;
  /** Why a figure is null ('N/A'), by field name. */
  reasons: Record<string, string>;
};

export function fetchOrderAnalytics(timeRange: number, signal?: AbortSignal): Promise<OrderAnalytics> {
  return apiRequest<OrderAnalytics>('/vendors/orders/analytics', {
    role: 'vendor',
    query: { timeRange, includeMetrics: true },
    signal,
  });
}

export function orderAnalyticsQueryOptions(timeRange: number) {
  return queryOptions({
    queryKey: ['vendor', 'orders', 'analytics', timeRange],
    queryFn: ({ signal }) => fetchOrderAnalytics(timeRange, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useOrderAnalytics(timeRange: number) {
  return useQuery(orderAnalyticsQueryOptions(timeRange));
}
