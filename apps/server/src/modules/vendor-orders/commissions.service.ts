import { dayIn } from '@market/domain';
import type { AppContext } from '../../context.js';
import { noteAuditChange } from '../../lib/audit-context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { lockVendor } from '../accounts/index.js';
import { effectiveCommissionRateBp, settingsFrom } from '../settings/index.js';
import {
  type Bound,
  deliveredCommission,
  insertCommissionPayment,
  paidCommission,
  selectMonthlyFigures,
} from './commissions.queries.js';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export type CommissionPeriod = 'month' | '90days' | 'year';

/** The first day (YYYY-MM-DD) of a calendar month. */
const monthStart = (year: number, month: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
const nextMonthStart = (year: number, month: number) =>
  month === 12 ? monthStart(year + 1, 1) : monthStart(year, month + 1);

/** The current year and month in the marketplace time zone. */
function localMonth(ctx: AppContext): { year: number; month: number } {
  const today = dayIn(ctx.config.timeZone, ctx.clock.now());
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/** Where a period starts: a month or year starts at local midnight (marketplace time zone); 90 days is an instant. */
function periodStart(ctx: AppContext, period: CommissionPeriod): Bound {
  const { year, month } = localMonth(ctx);
  if (period === 'month') return monthStart(year, month);
  if (period === 'year') return monthStart(year, 1);
  return new Date(ctx.clock.now().getTime() - 90 * 24 * 3600 * 1000);
}

/** The vendor's monthly commission, sales and payments, and its effective commission rate in percent. */
async function monthlyFigures(ctx: AppContext, vendorId: string, from: Bound | null, to: Bound | null) {
  const row = await selectMonthlyFigures(ctx.db, vendorId, from, to, ctx.config.timeZone);
  if (!row) throw notFound('Vendor not found');
  const rateBp = effectiveCommissionRateBp(
    row.vendor_rate_bp === null ? null : Number(row.vendor_rate_bp),
    settingsFrom({ commissionRateBp: row.market_rate_bp }),
  );
  const months = (row.months ?? []).map((r) => ({
    year: Number(r.year),
    month: Number(r.month),
    commission: Number(r.commission),
    sales: Number(r.sales),
    orders: Number(r.orders),
    paid: Number(r.paid),
  }));
  return { months, rate: rateBp / 100 };
}

/** The three summary cards of the commission screen for one period. */
export async function getCommissionSummary(opts: {
  ctx: AppContext;
  vendorId: string;
  period: CommissionPeriod;
}) {
  const { ctx } = opts;
  const from = periodStart(ctx, opts.period);
  const { months: rows, rate } = await monthlyFigures(ctx, opts.vendorId, from, null);
  const total = rows.reduce((s, r) => s + Number(r.commission), 0);
  const paid = Math.min(
    total,
    rows.reduce((s, r) => s + Number(r.paid), 0),
  );
  return {
    period: opts.period,
    totalCommission: total / 100,
    totalPaidToAdmin: paid / 100,
    pendingAmountToAdmin: (total - paid) / 100,
    vendorCommissionRate: rate,
    totalOrders: rows.reduce((s, r) => s + Number(r.orders), 0),
    totalSales: rows.reduce((s, r) => s + Number(r.sales), 0) / 100,
  };
}

type MonthStatus = 'current' | 'pending' | 'completed' | 'no_data';

/** One record per month of a year (newest first), 12 per page. */
export async function getMonthlyCommissions(opts: {
  ctx: AppContext;
  vendorId: string;
  /** The current year of the marketplace time zone when left out. */
  year?: number;
  page: number;
  limit: number;
}) {
  const { ctx } = opts;
  // Months are calendar months in the marketplace time zone (like the analytics rollups).
  const now = localMonth(ctx);
  const year = opts.year ?? now.year;
  const from = monthStart(year, 1);
  const to = monthStart(year + 1, 1);
  const { months: rows, rate } = await monthlyFigures(ctx, opts.vendorId, from, to);
  const lastMonth = year < now.year ? 12 : year === now.year ? now.month : 0;
  const records = [];
  for (let month = lastMonth; month >= 1; month--) {
    const r = rows.find((x) => x.year === year && x.month === month);
    const commission = Number(r?.commission ?? 0);
    const paid = Math.min(commission, Number(r?.paid ?? 0));
    const isCurrent = year === now.year && month === now.month;
    const status: MonthStatus = isCurrent
      ? 'current'
      : commission === 0
        ? 'no_data'
        : paid >= commission
          ? 'completed'
          : 'pending';
    records.push({
      year: year,
      month,
      monthName: MONTH_NAMES[month - 1]!,
      status,
      totalCommission: commission / 100,
      paidToAdmin: paid / 100,
      pendingAmountToAdmin: (commission - paid) / 100,
      totalOrders: Number(r?.orders ?? 0),
      totalSales: Number(r?.sales ?? 0) / 100,
    });
  }
  const totalReports = records.length;
  const totalPages = Math.max(1, Math.ceil(totalReports / opts.limit));
  return {
    records: records.slice((opts.page - 1) * opts.limit, opts.page * opts.limit),
    pagination: {
      currentPage: opts.page,
      totalPages,
      totalReports,
      pageSize: opts.limit,
      hasNextPage: opts.page < totalPages,
      hasPrevPage: opts.page > 1,
    },
    vendorCommissionRate: rate,
  };
}

/** An admin records a vendor's commission payment for one month; never more than is pending. */
export async function recordCommissionPayment(opts: {
  ctx: AppContext;
  adminId: string;
  vendorId: string;
  year: number;
  month: number;
  amountMinor: number;
  reference?: string;
}) {
  const { ctx } = opts;
  return ctx.db.transaction(async (tx) => {
    // Serialise payments per vendor so two concurrent payments cannot both pass the check.
    if (!(await lockVendor(tx, opts.vendorId))) throw notFound('Vendor not found');
    const from = monthStart(opts.year, opts.month);
    const to = nextMonthStart(opts.year, opts.month);
    const owed = await deliveredCommission(tx, opts.vendorId, from, to, ctx.config.timeZone);
    const paid = await paidCommission(tx, opts.vendorId, opts.year, opts.month);
    const pending = owed - paid;
    if (opts.amountMinor > pending) {
      throw conflict(
        `The payment is more than the ${(Math.max(pending, 0) / 100).toFixed(2)} pending for ${MONTH_NAMES[opts.month - 1]} ${opts.year}`,
        'PAYMENT_EXCEEDS_PENDING',
        { pending: Math.max(pending, 0) / 100 },
      );
    }
    const row = await insertCommissionPayment(tx, {
      vendorId: opts.vendorId,
      year: opts.year,
      month: opts.month,
      amountMinor: opts.amountMinor,
      reference: opts.reference ?? '',
      recordedBy: opts.adminId,
      createdAt: ctx.clock.now(),
    });
    noteAuditChange({
      subjectType: 'commission_payment',
      subjectId: row.id,
      vendorId: opts.vendorId,
      before: { month: `${opts.year}-${opts.month}`, paidMinor: paid, pendingMinor: pending },
      after: { paidMinor: paid + opts.amountMinor, pendingMinor: pending - opts.amountMinor },
    });
    return { payment: row, pendingAfter: (pending - opts.amountMinor) / 100 };
  });
}
