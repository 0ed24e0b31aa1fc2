import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.js';
import { vendorFacts } from '../accounts/index.js';
import { productFacts } from '../catalog/index.js';
import { alertRows, alertView, itemView } from '../inventory/index.js';

// The vendor's alerts: their list and acknowledgement, and the daily digest of critical ones.

/**
 * Open critical alerts not e-mailed yet, of vendors not e-mailed about alerts since `since`
 * (at most one message a day per vendor).
 */
export async function pendingCriticalAlerts(db: DbOrTx, since: Date) {
  return db
    .select({
      id: alertView.id,
      vendorId: vendorFacts.id,
      email: vendorFacts.email,
      businessName: vendorFacts.businessName,
      productName: productFacts.title,
      productSku: productFacts.sku,
      message: alertView.message,
    })
    .from(alertView)
    .innerJoin(vendorFacts, eq(vendorFacts.id, alertView.vendorId))
    .innerJoin(itemView, eq(itemView.id, alertView.inventoryItemId))
    .innerJoin(productFacts, eq(productFacts.id, itemView.productId))
    .where(
      and(
        eq(alertView.severity, 'critical'),
        isNull(alertView.resolvedAt),
        isNull(alertView.emailedAt),
        sql`not exists (select 1 from ${alertRows} e where e.vendor_id = ${alertView.vendorId}
          and e.emailed_at >= ${since.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(vendorFacts.id, alertView.createdAt);
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
  id: alertView.id,
  inventoryId: alertView.inventoryItemId,
  productName: productFacts.title,
  productSku: productFacts.sku,
  kind: alertView.kind,
  message: alertView.message,
  severity: alertView.severity,
  acknowledgedAt: alertView.acknowledgedAt,
  createdAt: alertView.createdAt,
};

/**
 * A page of alerts, newest first: the page's ids walked in inventory_alerts_vendor_open_idx
 * order, then their items' names (joined for the page only).
 */
function alertsPage(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  const order = [desc(alertView.createdAt), desc(alertView.id)];
  return db
    .select(alertColumns)
    .from(alertView)
    .innerJoin(itemView, eq(itemView.id, alertView.inventoryItemId))
    .innerJoin(productFacts, eq(productFacts.id, itemView.productId))
    .where(
      inArray(
        alertView.id,
        db
          .select({ id: alertView.id })
          .from(alertView)
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
    and(eq(alertView.vendorId, vendorId), isNull(alertView.resolvedAt), isNull(alertView.acknowledgedAt)),
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
  const base = and(eq(alertView.vendorId, vendorId), isNull(alertView.resolvedAt));
  const where =
    q.acknowledged === undefined
      ? base
      : and(
          base,
          q.acknowledged ? sql`${alertView.acknowledgedAt} is not null` : isNull(alertView.acknowledgedAt),
        );
  const [rows, [counts]] = await Promise.all([
    alertsPage(db, where, q.limit, (q.page - 1) * q.limit),
    db
      .select({
        total: sql<number>`(count(*) filter (where ${where}))::int`,
        active: sql<number>`(count(*) filter (where ${alertView.acknowledgedAt} is null))::int`,
      })
      .from(alertView)
      .where(base),
  ]);
  return { rows, total: Number(counts?.total ?? 0), active: Number(counts?.active ?? 0) };
}

/** One alert with its product's name and SKU (the reply to an acknowledgement). */
export async function findAlert(db: DbOrTx, id: string) {
  const [alert] = await db
    .select(alertColumns)
    .from(alertView)
    .innerJoin(itemView, eq(itemView.id, alertView.inventoryItemId))
    .innerJoin(productFacts, eq(productFacts.id, itemView.productId))
    .where(eq(alertView.id, id));
  return alert;
}
