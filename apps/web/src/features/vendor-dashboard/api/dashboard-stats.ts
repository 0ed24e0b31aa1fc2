import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/vendors/dashboard/stats (spec 000 section 3, Dashboard stats). Money in US dollars. */
export type DashboardStats = {
  orders: {
    total: number;
    completed: number;
    cancelled: number;
    cancelledByCustomer: number;
    thisMonth: number;
    today: number;
  };
  products: { total: number; totalValue: number; soldThisMonth: number; outOfStock: number };
  revenue: { total: number; thisMonth: number; avgOrderValue: number };
  customers: { total: number; thisMonth: number };
  /**
   * Percentages: orders per hundred product views this month; revenue growth on last month. Null
   * (shown 'N/A') with the reason when there is nothing to divide by.
   */
  performance: {
    conversionRate: number | null;
    conversionRateReason: string | null;
    monthlyGrowth: number | null;
    monthlyGrowthReason: string | null;
  };
};

/** The note on figures that could not be loaded. */
export const NOT_LOADED = 'Not loaded';

/**
 * The empty figures a failed stats call falls back to (spec 000 section 7: 'Each failed dashboard
 * stat call falls back to empty data'): counts and money 0, the ratios N/A because not loaded. The
 * page marks every card showing them 'Not loaded' beside 'Error loading dashboard data'.
 */
export const EMPTY_DASHBOARD_STATS: DashboardStats = {
  orders: { total: 0, completed: 0, cancelled: 0, cancelledByCustomer: 0, thisMonth: 0, today: 0 },
  products: { total: 0, totalValue: 0, soldThisMonth: 0, outOfStock: 0 },
  revenue: { total: 0, thisMonth: 0, avgOrderValue: 0 },
  customers: { total: 0, thisMonth: 0 },
  performance: {
    conversionRate: null,
    conversionRateReason: NOT_LOADED,
    monthlyGrowth: null,
    monthlyGrowthReason: NOT_LOADED,
  },
};

export async function fetchDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  const data = await apiRequest<{ stats: DashboardStats }>('/vendors/dashboard/stats', {
    role: 'vendor',
    signal,
  });
  return data.stats;
}

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: ['vendor', 'dashboard', 'stats'],
    queryFn: ({ signal }) => fetchDashboardStats(signal),
  });
}
