import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE } from '@market/domain';
import { isApiError } from './api-client';
import { useUrlFilters } from './use-url-filters';

/** The error texts of the analytics screens (spec 001 section 8, 'Business report'), verbatim. */
export const ANALYTICS_LOAD_ERRORS = {
  401: 'Your session has expired. Please log in again.',
  403: 'Access denied. Please ensure your vendor account is approved.',
  404: 'Analytics service not found. Please contact support.',
  network: 'Network error. Please check your internet connection.',
  other: 'Unable to load analytics data. This might be because you have no sales data yet.',
  empty: 'No analytics data available yet. Start selling to see insights!',
} as const;

/** The sentence for a failed analytics load, by HTTP status. */
export function analyticsErrorText(error: unknown): string {
  if (!isApiError(error)) return ANALYTICS_LOAD_ERRORS.other;
  if (error.status === 0) return ANALYTICS_LOAD_ERRORS.network;
  if (error.status === 401 || error.status === 403 || error.status === 404)
    return ANALYTICS_LOAD_ERRORS[error.status];
  return ANALYTICS_LOAD_ERRORS.other;
}

/** The analytics range kept in the address (`?timeRange=90`); 30 days when absent or not offered. */
export function useUrlRange(ranges: readonly number[] = ANALYTICS_RANGES) {
  const { params, setFilters } = useUrlFilters();
  const asked = Number(params.get('timeRange'));
  const range = ranges.includes(asked) ? asked : DEFAULT_ANALYTICS_RANGE;
  return {
    range,
    setRange: (days: number) =>
      setFilters({ timeRange: days === DEFAULT_ANALYTICS_RANGE ? undefined : String(days) }),
  };
}
