import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/vendors/analytics/customers (apps/server/src/modules/analytics/customer-financial.routes.ts). */
export type CustomerInsights = {
  timeRange: number | null;
  period: { startDate: string; endDate: string };
  granularity: 'day' | 'week' | 'month';
  summary: {
    totalCustomers: number;
    newCustomers: number;
    returningCustomers: number;
    repeatCustomers: number;
    /** Percent, one decimal; null when nobody ordered in the period. */
    repeatCustomerRate: number | null;
    repeatRateDefinition: string;
  };
  /** One entry per bucket (day, week from Monday, or month), oldest first. */
  newVsReturning: Array<{ period: string; newCustomers: number; returningCustomers: number }>;
  cohorts: Array<{
    /** YYYY-MM of the customers' first order. */
    cohort: string;
    customers: number;
    retention: Array<{ offset: number; customers: number; rate: number | null }>;
  }>;
  topCustomers: Array<{ name: string; email: string; orders: number; spent: number; lastOrderAt: string }>;
  locations: Array<{ country: string; city: string; customers: number; spent: number }>;
};

export function fetchCustomerInsights(timeRange: number, signal?: AbortSignal): Promise<CustomerInsights> {
  return apiRequest<CustomerInsights>('/vendors/analytics/customers', {
    role: 'vendor',
    query: { timeRange },
    signal,
  });
}

export function customerInsightsQueryOptions(timeRange: number) {
  return queryOptions({
    queryKey: ['vendor', 'analytics', 'customers', timeRange],
    queryFn: ({ signal }) => fetchCustomerInsights(timeRange, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const useCustomerInsights = (timeRange: number) => useQuery(customerInsightsQueryOptions(timeRange));
