import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { commissionPayments, vendors } from '../../db/schema/index.js';

export type MonthFigures = {
  year: number;
  month: number;
  commission: number;
  sales: number;
  orders: number;
  paid: number;
};

/**
 * Commission per calendar month (UTC) of delivered parts (read from the covering index
 * order_parts_vendor_delivered_idx), the payments recorded for each month, the vendor's own rate
 * and the stored marketplace rate: one statement. Undefined when there is no such vendor.
 */
export async function selectMonthlyFigures(db: DbOrTx, vendorId: string, from: Date | null, to: Date | null) {
  const [row] = await queryRows<{
    months: MonthFigures[] | null;
    vendor_rate_bp: number | null;
    market_rate_bp: unknown;
  }>(
    db,
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
  return row;
}

/** Locks the vendor row: payments are serialised per vendor. */
export async function lockVendor(tx: Tx, vendorId: string): Promise<boolean> {
  const [vendor] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .for('update');
  return Boolean(vendor);
}

/** Commission of the vendor's parts delivered in [from, to), in minor units. */
export async function deliveredCommission(
  db: DbOrTx,
  vendorId: string,
  from: Date,
  to: Date,
): Promise<number> {
  const [owed] = await queryRows<{ commission: number }>(
    db,
    sql`select coalesce(sum(commission_minor), 0)::bigint as commission from order_parts
        where vendor_id = ${vendorId} and status = 'delivered'
          and delivered_at >= ${from.toISOString()} and delivered_at < ${to.toISOString()}`,
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
