import { z } from 'zod';
import { ANALYTICS_MESSAGES, ANALYTICS_RANGES, daysBetween } from '../analytics/period.js';

/**
 * Sales Reports (spec 001 sections 2, 3, 5, 7): the report types, the Order Status filter and the
 * query of the report and of its export. Periods: a preset of 7, 30, 90 or 365 days, or explicit
 * start and end dates (both or neither) of at most five years.
 */

export const REPORT_TYPES = ['summary', 'detailed', 'products', 'customers', 'trends'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_FORMATS = ['csv', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The Order Status filter (spec 001) and the part statuses each option covers. */
export const REPORT_STATUSES = ['all', 'pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** 'all' = every live part: cancelled, rejected and returned orders are left out (what was sold and kept). */
export const REPORT_STATUS_PARTS: Record<Exclude<ReportStatus, 'all'>, readonly string[]> = {
  pending: ['pending'],
  confirmed: ['accepted', 'confirmed', 'processing'],
  shipped: ['shipped'],
  delivered: ['delivered'],
  cancelled: ['cancelled', 'rejected'],
};

/** Longest explicit report period: five years. */
export const MAX_REPORT_DAYS = 1827;
export const DETAILED_PAGE_SIZE = 25;
/** Lines a screen page may ask for at most. */
export const MAX_DETAILED_PAGE_SIZE = 100;

export const REPORT_MESSAGES = {
  reportType: 'Report type must be one of summary, detailed, products, customers or trends',
  status: 'Order status must be one of all, pending, confirmed, shipped, delivered or cancelled',
  format: 'Format must be csv or pdf',
  category: 'Choose a category from the list',
  amount: 'Enter an amount of 0 or more',
  amountOrder: 'The maximum amount must be at least the minimum amount',
  tooLong: 'A report period can be at most 5 years (1827 days)',
  loadFailed: 'Failed to load report data',
  exportFailed: 'Failed to export report',
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isIsoDay = (v: string) =>
  ISO_DAY.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const amount = z.preprocess(
  (v) => (emptyToUndefined(v) === undefined ? undefined : Number(v)),
  z
    .number({ error: REPORT_MESSAGES.amount })
    .finite({ error: REPORT_MESSAGES.amount })
    .min(0, { error: REPORT_MESSAGES.amount })
    .max(1_000_000_000, { error: REPORT_MESSAGES.amount })
    .optional(),
);

const reportFields = {
  reportType: z.preprocess(
    emptyToUndefined,
    z.enum(REPORT_TYPES, { error: REPORT_MESSAGES.reportType }).default('summary'),
  ),
  timeRange: z.preprocess(
    (v) => (emptyToUndefined(v) === undefined ? undefined : Number(v)),
    z
      .number({ error: ANALYTICS_MESSAGES.timeRange })
      .refine((n) => (ANALYTICS_RANGES as readonly number[]).includes(n), {
        message: ANALYTICS_MESSAGES.timeRange,
      })
      .optional(),
  ),
  startDate: z.preprocess(
    emptyToUndefined,
    z.string().refine(isIsoDay, { message: ANALYTICS_MESSAGES.date }).optional(),
  ),
  endDate: z.preprocess(
    emptyToUndefined,
    z.string().refine(isIsoDay, { message: ANALYTICS_MESSAGES.date }).optional(),
  ),
  /** A main category id of the vendor's products; absent or 'all' = every category. */
  category: z.preprocess(
    (v) => (v === 'all' ? undefined : emptyToUndefined(v)),
    z.string().regex(UUID, { error: REPORT_MESSAGES.category }).optional(),
  ),
  status: z.preprocess(
    emptyToUndefined,
    z.enum(REPORT_STATUSES, { error: REPORT_MESSAGES.status }).default('all'),
  ),
  /** Bounds on an order's amount with the vendor (its subtotal), in major units. */
  minAmount: amount,
  maxAmount: amount,
  _t: z.string().max(40).optional(),
};

type ReportFieldsOut = {
  startDate?: string;
  endDate?: string;
  minAmount?: number;
  maxAmount?: number;
};

function checkReport(q: ReportFieldsOut, ctx: z.RefinementCtx) {
  if (Boolean(q.startDate) !== Boolean(q.endDate)) {
    ctx.addIssue({
      code: 'custom',
      path: [q.startDate ? 'endDate' : 'startDate'],
      message: ANALYTICS_MESSAGES.bothDates,
    });
  } else if (q.startDate && q.endDate) {
    if (q.endDate < q.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: ANALYTICS_MESSAGES.endBeforeStart });
    else if (daysBetween(q.startDate, q.endDate) > MAX_REPORT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_MESSAGES.tooLong });
  }
  if (q.minAmount !== undefined && q.maxAmount !== undefined && q.maxAmount < q.minAmount)
    ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: REPORT_MESSAGES.amountOrder });
}

/** `GET /vendors/reports/sales`: the report's filters plus the page of the detailed lines. */
export const salesReportQuery = z
  .strictObject({
    ...reportFields,
    page: z.preprocess(
      (v) => (emptyToUndefined(v) === undefined ? undefined : Number(v)),
      z.number().int().min(1).max(100_000).default(1),
    ),
    limit: z.preprocess(
      (v) => (emptyToUndefined(v) === undefined ? undefined : Number(v)),
      z.number().int().min(1).max(MAX_DETAILED_PAGE_SIZE).default(DETAILED_PAGE_SIZE),
    ),
  })
  .superRefine(checkReport);
export type SalesReportQuery = z.output<typeof salesReportQuery>;

/** `GET /vendors/reports/sales/export`: the same filters plus the format. */
export const salesReportExportQuery = z
  .strictObject({
    ...reportFields,
    format: z.preprocess(
      emptyToUndefined,
      z.enum(REPORT_FORMATS, { error: REPORT_MESSAGES.format }).default('csv'),
    ),
  })
  .superRefine(checkReport);
export type SalesReportExportQuery = z.output<typeof salesReportExportQuery>;

/** The report's filters without paging or format. */
export type SalesReportFilters = Omit<SalesReportQuery, 'page' | 'limit' | '_t'>;

/**
 * Growth of a product's revenue against the previous period of the same length, as a fraction
 * (0.25 = +25%), rounded to four decimals; 0 when nothing sold in either; null (not computable)
 * when it sold now but not before.
 */
export function revenueGrowth(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / Math.abs(previous)) * 10_000) / 10_000;
}

/** The download's name: 'sales-report-{date}.csv' or '.pdf'. */
export function salesReportFileName(day: string, format: ReportFormat): string {
  return `sales-report-${day}.${format}`;
}
