import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { userRows } from '../accounts/index.js';
import { vendorMarketingSpend, vendorMonthlyGoals } from './performance.tables.js';

/** Writes of the vendor's monthly goals and marketing spend (issue 13). `month` is the month's first day. */

type Who = { vendorId: string; month: string; userId: string; adminId: string | null };

export async function upsertGoals(
  db: DbOrTx,
  opts: Who & { revenueMinor: number | null; orders: number | null; customers: number | null },
) {
  const [row] = await queryRows<{ updated_at: string }>(
    db,
    sql`insert into ${vendorMonthlyGoals} (vendor_id, month, revenue_minor, orders, customers, updated_at, updated_by, updated_by_admin)
      values (${opts.vendorId}, ${opts.month}::date, ${opts.revenueMinor}, ${opts.orders}, ${opts.customers}, now(),
        ${opts.userId}, ${opts.adminId})
      on conflict (vendor_id, month) do update set revenue_minor = excluded.revenue_minor, orders = excluded.orders,
        customers = excluded.customers, updated_at = excluded.updated_at, updated_by = excluded.updated_by,
        updated_by_admin = excluded.updated_by_admin
      returning updated_at`,
  );
  return row!;
}

export async function upsertSpend(db: DbOrTx, opts: Who & { amountMinor: number }) {
  const [row] = await queryRows<{ updated_at: string }>(
    db,
    sql`insert into ${vendorMarketingSpend} (vendor_id, month, amount_minor, updated_at, updated_by, updated_by_admin)
      values (${opts.vendorId}, ${opts.month}::date, ${opts.amountMinor}, now(), ${opts.userId}, ${opts.adminId})
      on conflict (vendor_id, month) do update set amount_minor = excluded.amount_minor,
        updated_at = excluded.updated_at, updated_by = excluded.updated_by, updated_by_admin = excluded.updated_by_admin
      returning updated_at`,
  );
  return row!;
}

export async function deleteSpend(db: DbOrTx, vendorId: string, month: string) {
  await db.execute(
    sql`delete from ${vendorMarketingSpend} where vendor_id = ${vendorId} and month = ${month}::date`,
  );
}

/** The names of the vendor's user and of the admin, for the reply. */
export async function userNames(db: DbOrTx, ids: string[]) {
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from ${userRows} u where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}
