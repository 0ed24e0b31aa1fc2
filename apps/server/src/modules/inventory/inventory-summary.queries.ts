import type { InventoryStatus } from '@market/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { inventorySummaryDeltas } from './inventory.tables.js';

export type InventorySummary = {
  totalItems: number;
  totalStock: number;
  byStatus: Record<InventoryStatus, number>;
  valueMinor: number;
  itemsWithoutCost: number;
  activeAlerts: number;
};

/** A vendor's summary rows are folded into one when there are more than this. */
export const FOLD_AT = 32;

/**
 * The vendor's inventory figures: the sum of its summary rows (kept by triggers, migration
 * "lists_inventory_summary"), folded into one row once they pile up.
 */
export async function vendorSummary(db: DbOrTx, vendorId: string): Promise<InventorySummary> {
  const statement = prepared<SummaryRow[]>(
    db,
    'inventory:summary',
    () =>
      db
        .select({
          rows: sql<number>`count(*)`.mapWith(Number),
          items: sql<number>`coalesce(sum(${inventorySummaryDeltas.items}), 0)`.mapWith(Number),
          stock: sql<number>`coalesce(sum(${inventorySummaryDeltas.stock}), 0)`.mapWith(Number),
          inStock: sql<number>`coalesce(sum(${inventorySummaryDeltas.inStock}), 0)`.mapWith(Number),
          lowStock: sql<number>`coalesce(sum(${inventorySummaryDeltas.lowStock}), 0)`.mapWith(Number),
          outOfStock: sql<number>`coalesce(sum(${inventorySummaryDeltas.outOfStock}), 0)`.mapWith(Number),
          discontinued: sql<number>`coalesce(sum(${inventorySummaryDeltas.discontinued}), 0)`.mapWith(Number),
          valueMinor: sql<number>`coalesce(sum(${inventorySummaryDeltas.valueMinor}), 0)`.mapWith(Number),
          withoutCost: sql<number>`coalesce(sum(${inventorySummaryDeltas.withoutCost}), 0)`.mapWith(Number),
          activeAlerts: sql<number>`coalesce(sum(${inventorySummaryDeltas.activeAlerts}), 0)`.mapWith(Number),
        })
        .from(inventorySummaryDeltas)
        .where(eq(inventorySummaryDeltas.vendorId, sql.placeholder('vendorId'))),
    { named: true },
  );
  const [r] = await statement.execute({ vendorId });
  if (r!.rows > FOLD_AT) await foldSummary(db, vendorId);
  return {
    totalItems: r!.items,
    totalStock: r!.stock,
    byStatus: {
      in_stock: r!.inStock,
      low_stock: r!.lowStock,
      out_of_stock: r!.outOfStock,
      discontinued: r!.discontinued,
    },
    valueMinor: r!.valueMinor,
    itemsWithoutCost: r!.withoutCost,
    activeAlerts: r!.activeAlerts,
  };
}
type SummaryRow = {
  rows: number;
  items: number;
  stock: number;
  inStock: number;
  lowStock: number;
  outOfStock: number;
  discontinued: number;
  valueMinor: number;
  withoutCost: number;
  activeAlerts: number;
};

/** Items of the listed statuses (every item when none is set). */
export function summaryCount(s: InventorySummary, statuses: InventoryStatus[] | undefined) {
  return statuses ? statuses.reduce((n, st) => n + s.byStatus[st], 0) : s.totalItems;
}

/**
 * Replaces the vendor's summary rows by their sum, in one statement: rows another folder took
 * first are skipped (already deleted), rows written meanwhile stay for the next fold.
 */
export async function foldSummary(db: DbOrTx, vendorId: string) {
  const d = inventorySummaryDeltas;
  const c = (column: { name: string }) => sql.identifier(column.name);
  const figures = [
    d.items,
    d.stock,
    d.inStock,
    d.lowStock,
    d.outOfStock,
    d.discontinued,
    d.valueMinor,
    d.withoutCost,
    d.activeAlerts,
  ];
  await db.execute(sql`with gone as (delete from ${d} where ${d.vendorId} = ${vendorId}::uuid returning *)
    insert into ${d} (${c(d.vendorId)}, ${sql.join(figures.map(c), sql`, `)})
    select ${vendorId}::uuid, ${sql.join(
      figures.map((f) => sql`sum(${c(f)})`),
      sql`, `,
    )}
    from gone having count(*) > 0`);
}
