import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.js';
import { orderPartRows, orderRows } from '../orders/index.js';
import {
  analyticsCategoryDays,
  analyticsCohortMonths,
  analyticsCustomerFirstDays,
  analyticsCustomerFirstMonths,
  analyticsCustomerLastDays,
  analyticsCustomerMonths,
  analyticsDirtyParts,
  analyticsMarketplaceDays,
  analyticsProductDays,
  analyticsProductMonths,
  analyticsProductStatusDays,
  analyticsVendorCustomers,
  analyticsVendorDays,
  analyticsVendorMonths,
} from './analytics.tables.js';
import { localDay } from './refresh.queries.js';

/**
 * The analytics refresh's queue and keys (decision 0013): the refresh lock, the queued parts, the
 * rollup keys they touch (or all keys, for a rebuild), and emptying every rollup before a rebuild.
 */

/** One worker at a time refreshes rollups (across instances too): the refresh deletes and re-inserts rows. */
export async function takeRefreshLock(tx: Tx): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtext('analytics_refresh')) as ok`,
  );
  return row?.ok === true;
}

export async function waitForRefreshLock(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics_refresh'))`);
}

/** Takes up to `limit` queued parts (skipping those another worker holds) and removes them from the queue. */
export async function claimDirtyParts(tx: Tx, limit: number): Promise<string[]> {
  const rows = await queryRows<{ part_id: string }>(
    tx,
    sql`delete from ${analyticsDirtyParts} where part_id in (
          select part_id from ${analyticsDirtyParts} order by queued_at, part_id limit ${limit} for update skip locked)
        returning part_id`,
  );
  return rows.map((r) => r.part_id);
}

export async function countDirtyParts(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${analyticsDirtyParts}`,
  );
  return row?.n ?? 0;
}

export type RefreshKeys = {
  /** (vendor, day) pairs: placement days and delivery days of the parts. */
  vendorDays: { vendorId: string; day: string }[];
  /** (vendor, customer) pairs. */
  customers: { vendorId: string; customerKey: string }[];
  /** Marketplace days (placement days of the parts' orders). */
  marketDays: string[];
};

/** The rollup keys touched by these parts. */
export async function keysOfParts(db: DbOrTx, partIds: string[], tz: string): Promise<RefreshKeys> {
  if (partIds.length === 0) return { vendorDays: [], customers: [], marketDays: [] };
  const rows = await queryRows<{ kind: string; vendor_id: string | null; k: string }>(
    db,
    sql`with p as (select * from ${orderPartRows} op
        where id in (select value::uuid from json_array_elements_text(${JSON.stringify(partIds)}::json)))
      select distinct 'vd' as kind, vendor_id, to_char(${localDay(sql`created_at`, tz)}, 'YYYY-MM-DD') as k
        from p where vendor_id is not null
      union select distinct 'vd', vendor_id, to_char(${localDay(sql`delivered_at`, tz)}, 'YYYY-MM-DD')
        from p where vendor_id is not null and delivered_at is not null
      union select distinct 'c', vendor_id, lower(customer_email) from p where vendor_id is not null
      union select distinct 'm', null::uuid, to_char(${localDay(sql`o.created_at`, tz)}, 'YYYY-MM-DD')
        from ${orderRows} o where o.id in (select order_id from p)
      union select distinct 'm', null::uuid, to_char(${localDay(sql`delivered_at`, tz)}, 'YYYY-MM-DD')
        from p where vendor_id is not null and delivered_at is not null`,
  );
  const keys: RefreshKeys = { vendorDays: [], customers: [], marketDays: [] };
  for (const r of rows) {
    if (r.kind === 'vd') keys.vendorDays.push({ vendorId: r.vendor_id!, day: r.k });
    else if (r.kind === 'c') keys.customers.push({ vendorId: r.vendor_id!, customerKey: r.k });
    else keys.marketDays.push(r.k);
  }
  return keys;
}

/** Every key there is: what a rebuild refreshes. */
export async function allKeys(db: DbOrTx, tz: string): Promise<RefreshKeys> {
  const rows = await queryRows<{ kind: string; vendor_id: string | null; k: string }>(
    db,
    sql`select distinct 'vd' as kind, vendor_id, to_char(${localDay(sql`created_at`, tz)}, 'YYYY-MM-DD') as k
        from ${orderPartRows} op where vendor_id is not null and forwarded_at is not null
      union select distinct 'vd', vendor_id, to_char(${localDay(sql`delivered_at`, tz)}, 'YYYY-MM-DD')
        from ${orderPartRows} op where vendor_id is not null and delivered_at is not null
      union select distinct 'c', vendor_id, lower(customer_email)
        from ${orderPartRows} op where vendor_id is not null and forwarded_at is not null
      union select distinct 'm', null::uuid, to_char(${localDay(sql`created_at`, tz)}, 'YYYY-MM-DD') from ${orderRows} o
      union select distinct 'm', null::uuid, to_char(${localDay(sql`delivered_at`, tz)}, 'YYYY-MM-DD')
        from ${orderPartRows} op where vendor_id is not null and delivered_at is not null`,
  );
  const keys: RefreshKeys = { vendorDays: [], customers: [], marketDays: [] };
  for (const r of rows) {
    if (r.kind === 'vd') keys.vendorDays.push({ vendorId: r.vendor_id!, day: r.k });
    else if (r.kind === 'c') keys.customers.push({ vendorId: r.vendor_id!, customerKey: r.k });
    else keys.marketDays.push(r.k);
  }
  return keys;
}

export async function clearRollups(tx: Tx) {
  await tx.execute(sql`truncate ${analyticsVendorDays}, ${analyticsProductDays}, ${analyticsVendorCustomers},
    ${analyticsCustomerMonths}, ${analyticsMarketplaceDays}, ${analyticsVendorMonths}, ${analyticsCategoryDays},
    ${analyticsCustomerFirstDays}, ${analyticsCustomerFirstMonths}, ${analyticsCustomerLastDays}, ${analyticsCohortMonths},
    ${analyticsProductMonths}, ${analyticsProductStatusDays}, ${analyticsDirtyParts}`);
}
