import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.js';
import { inventoryAlerts, inventoryItems, products, vendors } from '../../db/schema/index.js';

/**
 * Open critical alerts not e-mailed yet, of vendors not e-mailed about alerts since `since`
 * (at most one message a day per vendor).
 */
export async function pendingCriticalAlerts(db: DbOrTx, since: Date) {
  return db
    .select({
      id: inventoryAlerts.id,
      vendorId: vendors.id,
      email: vendors.email,
      businessName: vendors.businessName,
      productName: products.title,
      productSku: products.sku,
      message: inventoryAlerts.message,
    })
    .from(inventoryAlerts)
    .innerJoin(vendors, eq(vendors.id, inventoryAlerts.vendorId))
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryAlerts.inventoryItemId))
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .where(
      and(
        eq(inventoryAlerts.severity, 'critical'),
        isNull(inventoryAlerts.resolvedAt),
        isNull(inventoryAlerts.emailedAt),
        sql`not exists (select 1 from inventory_alerts e where e.vendor_id = ${inventoryAlerts.vendorId}
          and e.emailed_at >= ${since.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(vendors.id, inventoryAlerts.createdAt);
}

export async function markEmailed(db: DbOrTx, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(inventoryAlerts).set({ emailedAt: at }).where(inArray(inventoryAlerts.id, ids));
}

/**
 * The digest's transaction-level advisory lock: with several instances only one builds the
 * digests at a time (the others skip the run); released at commit or rollback.
 */
export async function takeDigestLock(tx: Tx): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtext('inventory_alert_digest')) as ok`,
  );
  return row?.ok === true;
}
