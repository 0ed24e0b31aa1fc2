import type { PerformanceComparison } from '@market/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { performanceKey } from './performance-keys';

type Compared = { current: number | null; comparison: number | null; change: number | null };
type Gauge = { target: number | null; current: number; progress: number | null };
export type LastChange = { updatedAt: string | null; by: string; admin: string | null } | null;

/** GET /api/vendors/performance (apps/server/src/modules/performance). Fractions: 0.125 = 12.5%; null = 'N/A'. */
export type Performance = {
  period: { timeRange: number; startDate: string; endDate: string; days: number };
  comparison: {
    kind: PerformanceComparison;
    label: string;
    available: boolean;
    reason: string | null;
    startDate: string;
    endDate: string;
    vendors: number | null;
  };
  overview: {
    revenue: number;
    orders: number;
    productsSold: number;
    conversionRate: number | null;
    newCustomers: number;
    retentionRate: number | null;
    productViews: number;
  };
  trends: Array<{ date: string; revenue: number; orders: number; customers: number }>;
  comparisons: Record<
    'revenue' | 'orders' | 'products' | 'customers' | 'conversionRate' | 'retentionRate',
    Compared
  >;
  kpis: {
    averageOrderValue: number | null;
    aovChange: number | null;
    customerAcquisitionCost: number | null;
    cacChange: number | null;
    customerLifetimeValue: number | null;
    clvChange: number | null;
    returnOnInvestment: number | null;
    roiChange: number | null;
    reasons: {
      averageOrderValue: string | null;
      customerAcquisitionCost: string | null;
      customerLifetimeValue: string | null;
      returnOnInvestment: string | null;
      comparison: string | null;
    };
    missingSpendMonths: string[];
  };
  goals: { month: string; revenue: Gauge; orders: Gauge; customers: Gauge; lastChange: LastChange };
  spend: Array<{ month: string; amount: number | null; lastChange: LastChange }>;
  insights: Array<{
    type: 'positive' | 'negative' | 'warning';
    title: string;
    description: string;
    action: string | null;
  }>;
};

export type PerformanceParams = { timeRange: number; comparison: PerformanceComparison };

export function fetchPerformance(params: PerformanceParams, signal?: AbortSignal) {
  return apiRequest<Performance>('/vendors/performance', { role: 'vendor', query: params, signal });
}

export function performanceQueryOptions(params: PerformanceParams) {
  return queryOptions({
    queryKey: [...performanceKey, params],
    queryFn: ({ signal }) => fetchPerformance(params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function usePerformance(params: PerformanceParams) {
  return useQuery(performanceQueryOptions(params));
}
