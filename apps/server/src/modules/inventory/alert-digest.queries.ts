import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.js';
import { inventoryAlerts, inventoryItems, products, vendors } from '../../db/schema/index.js';

// The vendor's alerts: their list and acknowledgement, and the daily digest of critical ones.

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

const alertColumns = {
  id: inventoryAlerts.id,
  inventoryId: inventoryAlerts.inventoryItemId,
  productName: products.title,
  productSku: products.sku,
  kind: inventoryAlerts.kind,
  message: inventoryAlerts.message,
  severity: inventoryAlerts.severity,
  acknowledgedAt: inventoryAlerts.acknowledgedAt,
  createdAt: inventoryAlerts.createdAt,
};

/**
 * A page of alerts, newest first: the page's ids walked in inventory_alerts_vendor_open_idx
 * order, then their items' names (joined for the page only).
 */
function alertsPage(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  const order = [desc(inventoryAlerts.createdAt), desc(inventoryAlerts.id)];
  return db
    .select(alertColumns)
    .from(inventoryAlerts)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryAlerts.inventoryItemId))
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .where(
      inArray(
        inventoryAlerts.id,
        db
          .select({ id: inventoryAlerts.id })
          .from(inventoryAlerts)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      ),
    )
    .orderBy(...order);
}

/** The vendor's newest open alerts not yet acknowledged (the overview's list). */
export function recentAlerts(db: DbOrTx, vendorId: string, limit: number) {
  return alertsPage(
    db,
    and(
      eq(inventoryAlerts.vendorId, vendorId),
      isNull(inventoryAlerts.resolvedAt),
      isNull(inventoryAlerts.acknowledgedAt),
    ),
    limit,
    0,
  );
}

/** Open alerts of the vendor, newest first; `acknowledged` filters when given. */
export async function listAlerts(
  db: DbOrTx,
  vendorId: string,
  q: { acknowledged?: boolean; page: number; limit: number },
) {
  const base = and(eq(inventoryAlerts.vendorId, vendorId), isNull(inventoryAlerts.resolvedAt));
  const where =
    q.acknowledged === undefined
      ? base
      : and(
          base,
          q.acknowledged
            ? sql`${inventoryAlerts.acknowledgedAt} is not null`
            : isNull(inventoryAlerts.acknowledgedAt),
        );
  const [rows, [counts]] = await Promise.all([
    alertsPage(db, where, q.limit, (q.page - 1) * q.limit),
    db
      .select({
        total: sql<number>`(count(*) filter (where ${where}))::int`,
        active: sql<number>`(count(*) filter (where ${inventoryAlerts.acknowledgedAt} is null))::int`,
      })
      .from(inventoryAlerts)
      .where(base),
  ]);
  return { rows, total: Number(counts?.total ?? 0), active: Number(counts?.active ?? 0) };
}

export async function acknowledgeAlert(
  db: DbOrTx,
  opts: { vendorId: string; inventoryId: string; alertId: string; userId: string; at: Date },
) {
  const [row] = await db
    .update(inventoryAlerts)
    .set({
      acknowledgedAt: sql`coalesce(${inventoryAlerts.acknowledgedAt}, ${opts.at.toISOString()}::timestamptz)`,
      acknowledgedBy: sql`coalesce(${inventoryAlerts.acknowledgedBy}, ${opts.userId}::uuid)`,
      updatedAt: opts.at,
    })
    .where(
      and(
        eq(inventoryAlerts.id, opts.alertId),
        eq(inventoryAlerts.inventoryItemId, opts.inventoryId),
        eq(inventoryAlerts.vendorId, opts.vendorId),
      ),
    )
    .returning({ id: inventoryAlerts.id });
  if (!row) return undefined;
  const [alert] = await db
    .select(alertColumns)
    .from(inventoryAlerts)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryAlerts.inventoryItemId))
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .where(eq(inventoryAlerts.id, row.id));
  return alert;
}
