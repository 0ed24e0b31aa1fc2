import {
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  REPORT_STATUSES,
  REPORT_TYPES,
  type ReportStatus,
  type ReportType,
} from '@market/domain';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { SalesReportFilters } from '../api/sales-report';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Every filter of the Sales Reports screen in the address: reportType, timeRange ('custom' with
 * startDate and endDate), category, status, minAmount, maxAmount and the detailed lines' page.
 * What is sent: the dates only when both are set (spec 001 section 5), otherwise the preset.
 */
export function useReportFilters() {
  const { params, page, setFilters, setPage, clearFilters } = useUrlFilters();
  const type = params.get('reportType') as ReportType | null;
  const reportType: ReportType = type && REPORT_TYPES.includes(type) ? type : 'summary';
  const rangeParam = params.get('timeRange');
  const custom = rangeParam === 'custom';
  const range = Number(rangeParam);
  const timeRange = (ANALYTICS_RANGES as readonly number[]).includes(range) ? range : DEFAULT_ANALYTICS_RANGE;
  const startDate = params.get('startDate') ?? '';
  const endDate = params.get('endDate') ?? '';
  const bothDates = custom && DAY.test(startDate) && DAY.test(endDate);
  const s = params.get('status') as ReportStatus | null;
  const status: ReportStatus = s && REPORT_STATUSES.includes(s) ? s : 'all';
  const category = params.get('category') ?? '';
  const minAmount = params.get('minAmount') ?? '';
  const maxAmount = params.get('maxAmount') ?? '';

  const request: SalesReportFilters = {
    reportType,
    ...(bothDates ? { startDate, endDate } : { timeRange }),
    ...(category ? { category } : {}),
    ...(status !== 'all' ? { status } : {}),
    ...(minAmount ? { minAmount } : {}),
    ...(maxAmount ? { maxAmount } : {}),
  };
  return {
    reportType,
    custom,
    timeRange,
    startDate,
    endDate,
    /** Custom range chosen but a date still missing: the preset is used meanwhile. */
    datesIncomplete: custom && !bothDates,
    status,
    category,
    minAmount,
    maxAmount,
    page,
    request,
    setFilters,
    setPage,
    /** Reset Filters: everything cleared, so the range is back to 30 days. */
    reset: clearFilters,
  } as const;
}
export type ReportFiltersState = ReturnType<typeof useReportFilters>;
