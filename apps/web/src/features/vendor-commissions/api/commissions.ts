import { DEFAULT_COMMISSION_RATE } from '@market/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '@/lib/api-client';

/** The commission screen's sentences, verbatim from spec 001 section 8 (Commissions). */
export const COMMISSION_MESSAGES = {
  noToken: 'No authentication token found. Please log in again.',
  invalidData: 'Invalid data format received from server.',
  summaryFailed: 'Unable to load commission summary. Please try again later.',
  monthlyFailed: 'Unable to load commission data. Please try again later.',
  empty: 'No Commission Data',
} as const;

/** Monthly records per page (spec 001 section 9). */
export const COMMISSION_PAGE_SIZE = 12;

export const COMMISSION_PERIODS = [
  { value: 'month', label: 'This Month' },
  { value: '90days', label: 'Last 90 Days' },
  { value: 'year', label: 'This Year' },
] as const;
export type CommissionPeriod = (typeof COMMISSION_PERIODS)[number]['value'];

const summarySchema = z.object({
  period: z.string(),
  totalCommission: z.number(),
  totalPaidToAdmin: z.number(),
  pendingAmountToAdmin: z.number(),
  vendorCommissionRate: z.number(),
  totalOrders: z.number(),
  totalSales: z.number(),
});
export type CommissionSummary = z.infer<typeof summarySchema>;

export const MONTH_STATUSES = ['current', 'pending', 'completed', 'no_data'] as const;
export type MonthStatus = (typeof MONTH_STATUSES)[number];

const recordSchema = z.object({
  year: z.number(),
  month: z.number(),
  monthName: z.string(),
  status: z.string(),
  totalCommission: z.number(),
  paidToAdmin: z.number(),
  pendingAmountToAdmin: z.number(),
  totalOrders: z.number(),
  totalSales: z.number().optional(),
});
export type MonthlyRecord = z.infer<typeof recordSchema>;

const monthlySchema = z.object({
  records: z.array(recordSchema),
  pagination: z.object({
    currentPage: z.number(),
    totalPages: z.number(),
    totalReports: z.number(),
    pageSize: z.number().optional(),
    hasNextPage: z.boolean().optional(),
    hasPrevPage: z.boolean().optional(),
  }),
  vendorCommissionRate: z.number(),
});
export type MonthlyCommissions = z.infer<typeof monthlySchema>;

/** The answer did not have the expected shape. */
export class InvalidCommissionData extends Error {
  override readonly name = 'InvalidCommissionData';
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new InvalidCommissionData(COMMISSION_MESSAGES.invalidData);
  return result.data;
}

/** The sentence for a failed commission call: no token, bad data, else `fallback`. */
export function commissionErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === 'NOT_SIGNED_IN') return COMMISSION_MESSAGES.noToken;
  if (error instanceof InvalidCommissionData) return COMMISSION_MESSAGES.invalidData;
  return fallback;
}

/** GET /api/vendors/orders/commissions?period=month|90days|year (data.summary). */
export async function fetchCommissionSummary(
  period: CommissionPeriod,
  signal?: AbortSignal,
): Promise<CommissionSummary> {
  const data = await apiRequest<{ summary?: unknown }>('/vendors/orders/commissions', {
    role: 'vendor',
    query: { period },
    signal,
  });
  return parse(summarySchema, data?.summary);
}

/** GET /api/vendors/orders/commissions/monthly?year&page&limit=12. */
export async function fetchMonthlyCommissions(
  input: { year: number; page: number },
  signal?: AbortSignal,
): Promise<MonthlyCommissions> {
  const data = await apiRequest<unknown>('/vendors/orders/commissions/monthly', {
    role: 'vendor',
    query: { year: input.year, page: input.page, limit: COMMISSION_PAGE_SIZE },
    signal,
  });
  return parse(monthlySchema, data);
}

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

export const vendorCommissionsKey = ['vendor', 'commissions'] as const;

export function commissionSummaryQueryOptions(period: CommissionPeriod) {
  return queryOptions({
    queryKey: [...vendorCommissionsKey, 'summary', period],
    queryFn: ({ signal }) => fetchCommissionSummary(period, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function monthlyCommissionsQueryOptions(input: { year: number; page: number }) {
  return queryOptions({
    queryKey: [...vendorCommissionsKey, 'monthly', input],
    queryFn: ({ signal }) => fetchMonthlyCommissions(input, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function commissionRateQueryOptions() {
  return queryOptions({
    queryKey: [...vendorCommissionsKey, 'rate'],
    queryFn: ({ signal }) => fetchCommissionRate(signal),
    staleTime: 5 * 60_000,
  });
}
