import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { vendorRates } from '../accounts/index.js';
import { partCommissionFacts } from '../orders/index.js';
import { settingRows } from '../settings/index.js';
import { commissionPayments } from './commissions.tables.js';

export type MonthFigures = {
  year: number;
  month: number;
  commission: number;
  sales: number;
  orders: number;
  paid: number;
};

/**
 * A bound of a commission period: an instant, or a calendar day (YYYY-MM-DD) whose start in the
 * marketplace time zone is the bound.
 */
export type Bound = Date | string;

const at = (b: Bound, tz: string) =>
  typeof b === 'string' ? sql`(${b}::timestamp at time zone ${tz})` : sql`${b.toISOString()}::timestamptz`;

/**
 * Commission per calendar month in the marketplace time zone `tz` of delivered parts (read from
 * the covering index order_parts_vendor_delivered_idx), the payments recorded for each month, the
 * vendor's own rate and the stored marketplace rate: one statement. Undefined when there is no such vendor.
 */
export async function selectMonthlyFigures(
  db: DbOrTx,
  vendorId: string,
  from: Bound | null,
  to: Bound | null,
  tz: string,
) {
  const [row] = await queryRows<{
    months: MonthFigures[] | null;
    vendor_rate_bp: number | null;
    market_rate_bp: unknown;
  }>(
    db,
    sql`
      with d as (
        select extract(year from delivered_at at time zone ${tz})::int as year,
               extract(month from delivered_at at time zone ${tz})::int as month,
               sum(commission_minor)::bigint as commission, sum(subtotal_minor)::bigint as sales, count(*)::int as orders
        from ${partCommissionFacts} parts
        where vendor_id = ${vendorId} and status = 'delivered'
          ${from ? sql`and delivered_at >= ${at(from, tz)}` : sql``}
          ${to ? sql`and delivered_at < ${at(to, tz)}` : sql``}
        group by 1, 2
      ),
      p as (
        select ${commissionPayments.year} as year, ${commissionPayments.month} as month,
               sum(${commissionPayments.amountMinor})::bigint as paid
        from ${commissionPayments}
        where ${commissionPayments.vendorId} = ${vendorId} group by 1, 2
      ),
      m as (
        select coalesce(d.year, p.year) as year, coalesce(d.month, p.month) as month,
               coalesce(d.commission, 0) as commission, coalesce(d.sales, 0) as sales,
               coalesce(d.orders, 0) as orders, coalesce(p.paid, 0) as paid
        from d full join p on p.year = d.year and p.month = d.month
        ${from ? sql`where make_date(coalesce(d.year, p.year), coalesce(d.month, p.month), 1) >= date_trunc('month', ${at(from, tz)} at time zone ${tz})::date` : sql``}
      )
      select (select json_agg(m order by year desc, month desc) from m) as months,
             v.commission_rate_bp as vendor_rate_bp,
             (select s.value from ${settingRows} s where s.key = 'commissionRateBp') as market_rate_bp
      from ${vendorRates} v where v.id = ${vendorId}`,
  );
  return row;
}

/** Commission of the vendor's parts delivered in [from, to) (days in the marketplace time zone `tz`), in minor units. */
export async function deliveredCommission(
  db: DbOrTx,
  vendorId: string,
  from: Bound,
  to: Bound,
  tz: string,
): Promise<number> {
  const [owed] = await queryRows<{ commission: number }>(
    db,
    sql`select coalesce(sum(commission_minor), 0)::bigint as commission from ${partCommissionFacts} parts
        where vendor_id = ${vendorId} and status = 'delivered'
          and delivered_at >= ${at(from, tz)} and delivered_at < ${at(to, tz)}`,
  );
  return Number(owed?.commission ?? 0);
}

/** Payments recorded for one month, in minor units. */
export async function paidCommission(
  db: DbOrTx,
  vendorId: string,
  year: number,
  month: number,
): Promise<number> {
  const [paid] = await db
    .select({ paid: sql<number>`coalesce(sum(${commissionPayments.amountMinor}), 0)`.mapWith(Number) })
    .from(commissionPayments)
    .where(
      and(
        eq(commissionPayments.vendorId, vendorId),
        eq(commissionPayments.year, year),
        eq(commissionPayments.month, month),
      ),
    );
  return paid?.paid ?? 0;
}

export async function insertCommissionPayment(tx: Tx, row: typeof commissionPayments.$inferInsert) {
  const [created] = await tx.insert(commissionPayments).values(row).returning();
  return created!;
}
