import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE } from '@market/domain';
import type { DashboardQuery } from './api/get-admin-dashboard';

/** The period in the address: `?timeRange=7|30|90|365` (30 when absent or unknown) or `?startDate=&endDate=`. */
export function rangeFromParams(params: URLSearchParams): DashboardQuery {
  const startDate = params.get('startDate') ?? undefined;
  const endDate = params.get('endDate') ?? undefined;
  if (startDate && endDate) return { startDate, endDate };
  const n = Number(params.get('timeRange'));
  return { timeRange: (ANALYTICS_RANGES as readonly number[]).includes(n) ? n : DEFAULT_ANALYTICS_RANGE };
}
