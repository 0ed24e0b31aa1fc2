import { PAYOUT_STATUSES, type PayoutStatus } from '@market/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PayoutPage, PayoutSchedule } from '@/shared/payouts';

/** A vendor whose available balance reaches the minimum now (held ones are not paid). */
export type DueVendor = { vendorId: string; businessName: string; amount: number; held: boolean };
export type PayoutHold = { vendorId: string; businessName: string; reason: string; heldAt: string };
export type PayoutRun = {
  startedAt: string;
  finishedAt: string | null;
  /** 'schedule' or 'admin'. */
  trigger: string;
  vendorsPaid: number;
  total: number;
};

/** GET /api/admin/payouts: due, held, the latest and next run, and the payouts by status. */
export type PayoutDesk = PayoutPage & {
  currency: string;
  due: DueVendor[];
  holds: PayoutHold[];
  latestRun: PayoutRun | null;
  schedule: PayoutSchedule;
};

export const PAYOUT_DESK_PAGE_SIZE = 20;
export { PAYOUT_STATUSES };

export type DeskFilters = { status?: PayoutStatus | undefined; page: number };

/** `['admin', 'payouts']`: the desk in every filter. */
export const adminPayoutsKey = ['admin', 'payouts'] as const;

export function fetchPayoutDesk(filters: DeskFilters, signal?: AbortSignal): Promise<PayoutDesk> {
  return apiRequest<PayoutDesk>('/admin/payouts', {
    role: 'admin',
    signal,
    query: { status: filters.status, page: filters.page, limit: PAYOUT_DESK_PAGE_SIZE },
  });
}

export function payoutDeskQueryOptions(filters: DeskFilters) {
  return queryOptions({
    queryKey: [...adminPayoutsKey, 'desk', filters],
    queryFn: ({ signal }) => fetchPayoutDesk(filters, signal),
    placeholderData: keepPreviousData,
  });
}
