import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The periods 'Your Business Report' offers (spec 001 section 9), default 30. */
export const BUSINESS_RANGES = [7, 30, 90] as const;
export type BusinessRange = (typeof BUSINESS_RANGES)[number];
export const DEFAULT_BUSINESS_RANGE: BusinessRange = 30;

/** A card's figure, the previous period's and the change (null = nothing before to compare with). */
export type OverviewCard = {
  value: number | null;
  previous: number | null;
  change: number | null;
  /** Why `value` is null. */
  reason: string | null;
  changeReason: string | null;
};

type Slice = { name: string; value: number; color: string };

/** GET /api/vendors/analytics (apps/server/src/modules/analytics/overview.schemas.ts). Money in US dollars. */
export type BusinessOverview = {
  hasOrders: boolean;
  summary: {
    totalOrders: number;
    deliveredOrders: number;
    totalRevenue: number;
    monthlyRevenue: number;
    productsSold: number;
    avgOrderValue: number | null;
    totalEarnings: number;
    totalCommission: number;
    productViews: number;
    conversionRate: number | null;
    conversionRateReason: string | null;
    repeatCustomerRate: number | null;
    repeatCustomerRateReason: string | null;
  };
  cards: {
    moneyEarned: OverviewCard;
    ordersReceived: OverviewCard;
    productsListed: OverviewCard;
    averageOrder: OverviewCard;
  };
  charts: {
    salesData: Array<{ date: string; sales: number; orders: number; revenue: number }>;
    revenueData: Array<{ date: string; revenue: number; earnings: number; commission: number }>;
    topProducts: Array<{
      productId: string | null;
      name: string;
      sales: number;
      revenue: number;
      orders: number;
    }>;
    categoryData: Array<{ name: string; value: number; sales: number }>;
    orderStatusData: Slice[];
    stockData: Slice[];
    stockTotal: number;
  };
  period: {
    timeRange: number | null;
    startDate: string;
    endDate: string;
    days: number;
    thisMonthStart: string;
    previousStartDate: string;
    previousEndDate: string;
  };
};

export async function fetchBusinessOverview(timeRange: BusinessRange, signal?: AbortSignal) {
  const data = await apiRequest<{ analytics: BusinessOverview }>('/vendors/analytics', {
    role: 'vendor',
    query: { timeRange },
    signal,
  });
  return data.analytics;
}

export function businessOverviewQueryOptions(timeRange: BusinessRange) {
  return queryOptions({
    queryKey: ['vendor', 'analytics', 'overview', timeRange],
    queryFn: ({ signal }) => fetchBusinessOverview(timeRange, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useBusinessOverview(timeRange: BusinessRange) {
  return useQuery(businessOverviewQueryOptions(timeRange));
}
