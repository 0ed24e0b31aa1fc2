import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET/PUT /api/admin/settings: rates in percent. */
export type MarketplaceSettings = {
  autoForwardOrders: boolean;
  /** 'Review new and changed listings' (decision 0044). */
  reviewListings: boolean;
  taxRate: number;
  commissionPercentage: number;
  currency: string;
};

export const settingsQueryKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings */
export function fetchSettings(signal?: AbortSignal): Promise<MarketplaceSettings> {
  return apiRequest<MarketplaceSettings>('/admin/settings', { role: 'admin', signal });
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => fetchSettings(signal) });
}
