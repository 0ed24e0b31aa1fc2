import type { PayoutSchedule } from '@market/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET/PUT /api/admin/settings: rates in percent, the payout minimum in the currency. */
export type MarketplaceSettings = {
  autoForwardOrders: boolean;
  /** 'Review new and changed listings' (decision 0044). */
  reviewListings: boolean;
  taxRate: number;
  commissionPercentage: number;
  currency: string;
  /** Days after delivery before earnings may be paid out (0 to 90; decision 0048). */
  payoutHoldDays: number;
  /** The smallest payout, in the currency. */
  payoutMinimum: number;
  payoutSchedule: PayoutSchedule;
  /** Read only: the schedule in words ('Every Monday') and the next run (ISO), by the server's clock. */
  payoutScheduleText: string;
  nextPayoutAt: string;
};

export const settingsQueryKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings */
export function fetchSettings(signal?: AbortSignal): Promise<MarketplaceSettings> {
  return apiRequest<MarketplaceSettings>('/admin/settings', { role: 'admin', signal });
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => fetchSettings(signal) });
}
