import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { inventoryAlerts } from './inventory.tables.js';

// Writes to the alerts the vendor's screens and the daily digest make (the ledger raises, re-grades
// and resolves them in followStockChanges).

/** Marks alerts as e-mailed in the digest. */
export async function markEmailed(db: DbOrTx, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(inventoryAlerts).set({ emailedAt: at }).where(inArray(inventoryAlerts.id, ids));
}

/**
 * Acknowledges one of the vendor's alerts on one of its items (again: no change); the alert's id,
 * or undefined when it is not theirs.
 */
export async function acknowledgeAlertRow(
  db: DbOrTx,
  opts: { vendorId: string; inventoryId: string; alertId: string; userId: string; at: Date },
): Promise<string | undefined> {
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
  return row?.id;
}
