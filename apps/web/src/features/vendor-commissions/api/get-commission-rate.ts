import { DEFAULT_COMMISSION_RATE } from '@market/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { vendorCommissionsKey } from '@/shared/commissions/commission-keys';

/**
 * The rate when neither commission answer gave it (spec 001 section 6): the marketplace setting
 * (GET /admin/commission/settings, default 20 when it fails), then the vendor's own rate from
 * GET /vendors/dashboard, which wins.
 */
export async function fetchCommissionRate(signal?: AbortSignal): Promise<number> {
  let rate: number = DEFAULT_COMMISSION_RATE;
  try {
    const settings = await apiRequest<{ commissionPercentage?: unknown }>('/admin/commission/settings', {
      role: 'vendor',
      signal,
    });
    if (typeof settings?.commissionPercentage === 'number') rate = settings.commissionPercentage;
  } catch {
    // The default stays.
  }
  try {
    const dashboard = await apiRequest<{ commissionRate?: unknown }>('/vendors/dashboard', {
      role: 'vendor',
      signal,
    });
    if (typeof dashboard?.commissionRate === 'number') rate = dashboard.commissionRate;
  } catch {
    // The setting (or the default) stays.
  }
  return rate;
}

export function commissionRateQueryOptions() {
  return queryOptions({
    queryKey: [...vendorCommissionsKey, 'rate'],
    queryFn: ({ signal }) => fetchCommissionRate(signal),
    staleTime: 5 * 60_000,
  });
}
