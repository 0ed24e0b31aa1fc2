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
