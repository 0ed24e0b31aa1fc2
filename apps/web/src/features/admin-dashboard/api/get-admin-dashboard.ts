import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The period asked for: a preset range or explicit dates (the address holds the same fields). */
export type DashboardQuery = { timeRange?: number; startDate?: string; endDate?: string };

/** A period's figure, the previous period's and the percent change (null = N/A: nothing before). */
export type Figure = { value: number; previous: number; change: number | null };

type Ranked = {
  id: string | null;
  name: string;
  revenue: number;
  previousRevenue: number;
  revenueChange: number | null;
};

/** GET /api/admin/dashboard (apps/server/src/modules/analytics/admin-dashboard.routes.ts). */
export type AdminDashboard = {
  period: {
    startDate: string;
    endDate: string;
    previousStartDate: string;
    previousEndDate: string;
    days: number;
    timeRange: number | null;
  };
  grossSales: Figure;
  orders: Figure;
  commissionEarned: Figure;
  newCustomers: Figure;
  /** All time: commission of delivered vendor parts minus the payments recorded. */
  commissionOwed: { value: number; deliveredCommission: number; paid: number };
  vendorsByStatus: {
    pending: number;
    under_review: number;
    approved: number;
    rejected: number;
    total: number;
  };
  applicationsWaiting: { submitted: number; under_review: number; total: number };
  topVendors: Array<Ranked & { orders: number }>;
  topCategories: Array<Ranked & { units: number }>;
  salesByDay: Array<{ date: string; grossSales: number; orders: number; commission: number }>;
};

export function fetchAdminDashboard(query: DashboardQuery, signal?: AbortSignal): Promise<AdminDashboard> {
  return apiRequest<AdminDashboard>('/admin/dashboard', { role: 'admin', query, signal });
}

export function adminDashboardQueryOptions(query: DashboardQuery) {
  return queryOptions({
    queryKey: ['admin', 'dashboard', query],
    queryFn: ({ signal }) => fetchAdminDashboard(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const useAdminDashboard = (query: DashboardQuery) => useQuery(adminDashboardQueryOptions(query));
