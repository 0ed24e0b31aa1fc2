import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { commissionPayments, vendors } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { effectiveCommissionRateBp, settingsFrom } from '../settings/index.js';

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

function periodStart(now: Date, period: CommissionPeriod): Date {
  if (period === 'month') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  if (period === 'year') return new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  return new Date(now.getTime() - 90 * 24 * 3600 * 1000);
}

type MonthFigures = {
  year: number;
  month: number;
  commission: number;
  sales: number;
  orders: number;
  paid: number;
};

/**
 * Commission per calendar month (UTC) of delivered parts (read from the covering index
 * order_parts_vendor_delivered_idx), the payments recorded for each month, and the vendor's
 * commission rate: one statement.
 */
async function monthlyFigures(ctx: AppContext, vendorId: string, from: Date | null, to: Date | null) {
  const [row] = await queryRows<{
    months: MonthFigures[] | null;
    vendor_rate_bp: number | null;
    market_rate_bp: unknown;
  }>(
    ctx.db,
    sql`
      with d as (
        select extract(year from delivered_at at time zone 'UTC')::int as year,
               extract(month from delivered_at at time zone 'UTC')::int as month,
               sum(commission_minor)::bigint as commission, sum(subtotal_minor)::bigint as sales, count(*)::int as orders
        from order_parts
        where vendor_id = ${vendorId} and status = 'delivered'
          ${from ? sql`and delivered_at >= ${from.toISOString()}` : sql``}
          ${to ? sql`and delivered_at < ${to.toISOString()}` : sql``}
        group by 1, 2
      ),
      p as (
        select year, month, sum(amount_minor)::bigint as paid from commission_payments
        where vendor_id = ${vendorId} group by 1, 2
      ),
      m as (
        select coalesce(d.year, p.year) as year, coalesce(d.month, p.month) as month,
               coalesce(d.commission, 0) as commission, coalesce(d.sales, 0) as sales,
               coalesce(d.orders, 0) as orders, coalesce(p.paid, 0) as paid
        from d full join p on p.year = d.year and p.month = d.month
        ${from ? sql`where make_date(coalesce(d.year, p.year), coalesce(d.month, p.month), 1) >= date_trunc('month', ${from.toISOString()}::timestamptz at time zone 'UTC')::date` : sql``}
      )
      select (select json_agg(m order by year desc, month desc) from m) as months,
             v.commission_rate_bp as vendor_rate_bp,
             (select s.value from settings s where s.key = 'commissionRateBp') as market_rate_bp
      from vendors v where v.id = ${vendorId}`,
  );
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
  const now = ctx.clock.now();
  const from = periodStart(now, opts.period);
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
  year: number;
  page: number;
  limit: number;
}) {
  const { ctx } = opts;
  const now = ctx.clock.now();
  const from = new Date(Date.UTC(opts.year, 0, 1));
  const to = new Date(Date.UTC(opts.year + 1, 0, 1));
  const { months: rows, rate } = await monthlyFigures(ctx, opts.vendorId, from, to);
  const lastMonth =
    opts.year < now.getUTCFullYear() ? 12 : opts.year === now.getUTCFullYear() ? now.getUTCMonth() + 1 : 0;
  const records = [];
  for (let month = lastMonth; month >= 1; month--) {
    const r = rows.find((x) => x.year === opts.year && x.month === month);
    const commission = Number(r?.commission ?? 0);
    const paid = Math.min(commission, Number(r?.paid ?? 0));
    const isCurrent = opts.year === now.getUTCFullYear() && month === now.getUTCMonth() + 1;
    const status: MonthStatus = isCurrent
      ? 'current'
      : commission === 0
        ? 'no_data'
        : paid >= commission
          ? 'completed'
          : 'pending';
    records.push({
      year: opts.year,
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
    const [vendor] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.id, opts.vendorId))
      .for('update');
    if (!vendor) throw notFound('Vendor not found');
    const from = new Date(Date.UTC(opts.year, opts.month - 1, 1));
    const to = new Date(Date.UTC(opts.year, opts.month, 1));
    const [owed] = await queryRows<{ commission: number }>(
      tx,
      sql`select coalesce(sum(commission_minor), 0)::bigint as commission from order_parts
          where vendor_id = ${opts.vendorId} and status = 'delivered'
            and delivered_at >= ${from.toISOString()} and delivered_at < ${to.toISOString()}`,
    );
    const [paid] = await tx
      .select({ paid: sql<number>`coalesce(sum(${commissionPayments.amountMinor}), 0)`.mapWith(Number) })
      .from(commissionPayments)
      .where(
        and(
          eq(commissionPayments.vendorId, opts.vendorId),
          eq(commissionPayments.year, opts.year),
          eq(commissionPayments.month, opts.month),
        ),
      );
    const pending = Number(owed?.commission ?? 0) - (paid?.paid ?? 0);
    if (opts.amountMinor > pending) {
      throw conflict(
        `The payment is more than the ${(Math.max(pending, 0) / 100).toFixed(2)} pending for ${MONTH_NAMES[opts.month - 1]} ${opts.year}`,
        'PAYMENT_EXCEEDS_PENDING',
        { pending: Math.max(pending, 0) / 100 },
      );
    }
    const [row] = await tx
      .insert(commissionPayments)
      .values({
        vendorId: opts.vendorId,
        year: opts.year,
        month: opts.month,
        amountMinor: opts.amountMinor,
        reference: opts.reference ?? '',
        recordedBy: opts.adminId,
        createdAt: ctx.clock.now(),
      })
      .returning();
    return { payment: row!, pendingAfter: (pending - opts.amountMinor) / 100 };
  });
}
