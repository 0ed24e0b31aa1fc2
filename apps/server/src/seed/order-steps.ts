import type { PartStatus } from '@market/domain';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import {
  inventoryBatches,
  inventoryItems,
  type orderParts,
  products,
  stockMovements,
} from '../db/schema/index.js';
import type { ManualClock } from '../lib/clock.js';
import { followStockChanges } from '../modules/inventory/index.js';
import { cancelOrderPart, changeAdminPartStatus } from '../modules/orders/index.js';
import { changeVendorOrderStatus } from '../modules/vendor-orders/index.js';
import type { PartPlan, Place, Random } from './order-plan.js';

const HOUR = 3_600_000;

export type Buyer = {
  id: string | null;
  name: string;
  email: string;
  phone: string;
  place: Place;
  /** When the buyer first shows up (an account's creation, a guest's first visit). */
  since: number;
};

type Part = typeof orderParts.$inferSelect;

/**
 * Before an order, a product running low is restocked as its seller would: a batch of 40 units at
 * 55 percent of the price and its 'batch_receipt' movement (alerts follow).
 */
export async function restockIfNeeded(ctx: AppContext, lines: { productId: string; quantity: number }[]) {
  const rows = await ctx.db
    .select({ item: inventoryItems, priceMinor: products.priceMinor })
    .from(inventoryItems)
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .where(
      inArray(
        inventoryItems.productId,
        lines.map((l) => l.productId),
      ),
    );
  for (const { item: row, priceMinor } of rows) {
    const wanted = lines.find((l) => l.productId === row.productId)!.quantity;
    if (row.currentStock - row.reservedStock >= wanted + 12) continue;
    const add = 40;
    const at = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(inventoryItems)
        .where(eq(inventoryItems.id, row.id))
        .for('update');
      const [batch] = await tx
        .insert(inventoryBatches)
        .values({
          inventoryItemId: row.id,
          vendorId: row.vendorId,
          quantity: add,
          remainingQuantity: add,
          unitCostMinor: Math.round(priceMinor * 0.55),
          receivedAt: at,
          supplier: 'Wholesale Direct',
          reference: `PO-${at.toISOString().slice(0, 10)}`,
          createdAt: at,
        })
        .returning({ id: inventoryBatches.id });
      await tx
        .update(inventoryItems)
        .set({ currentStock: locked!.currentStock + add, lastStockUpdate: at })
        .where(eq(inventoryItems.id, row.id));
      await tx.insert(stockMovements).values({
        productId: row.productId,
        vendorId: row.vendorId,
        type: 'batch_receipt',
        quantity: add,
        currentBefore: locked!.currentStock,
        currentAfter: locked!.currentStock + add,
        reservedBefore: locked!.reservedStock,
        reservedAfter: locked!.reservedStock,
        reason: 'Restocked from supplier',
        batchId: batch!.id,
        createdAt: at,
      });
      await followStockChanges(tx, { effects: [{ productId: row.productId, consumed: 0 }], at });
    });
  }
}

/** One planned move of a part, at its time. */
export type PartStep = { at: number; run: () => Promise<void> };

/** Planned moves waiting for their time, run in time order (ties in the order they were added). */
export class Agenda {
  private steps: (PartStep & { n: number })[] = [];
  private added = 0;

  add(step: PartStep): void {
    this.steps.push({ ...step, n: this.added++ });
  }

  /** Runs every step due at or before `t`, earliest first (a step may add steps). */
  async runUntil(t: number): Promise<void> {
    for (;;) {
      this.steps.sort((a, b) => a.at - b.at || a.n - b.n);
      const next = this.steps[0];
      if (!next || next.at > t) return;
      this.steps.shift();
      await next.run();
    }
  }
}

/**
 * One part's moves along its plan, each to run at its planned time with the real use cases (stock,
 * commission, unified status and events stay consistent); moves after `end` are left for later. A
 * move that fails ends the part's plan.
 */
export function partSteps(
  ctx: AppContext,
  clock: ManualClock,
  rnd: Random,
  o: {
    part: Part;
    plan: PartPlan;
    at: number;
    /** No move before this time (the moment the part was planned, when that is after placing). */
    notBefore: number;
    end: number;
    vendorUserId: string | undefined;
    adminId: string;
    buyer: Buyer;
  },
) {
  const { part, plan } = o;
  const steps: [number, PartStatus, 'vendor' | 'customer'][] = [];
  if (plan.kind === 'lifecycle') {
    // Every part is taken before it is processed or shipped (decision 0032).
    steps.push([plan.accepted, part.type === 'vendor' ? 'accepted' : 'confirmed', 'vendor']);
    if (plan.processing !== null) steps.push([plan.processing, 'processing', 'vendor']);
    steps.push([plan.shipped, 'shipped', 'vendor'], [plan.delivered, 'delivered', 'vendor']);
    if (plan.returned !== null) steps.push([plan.returned, 'returned', 'vendor']);
  } else if (plan.kind === 'cancelledByCustomer') {
    steps.push([plan.afterHours, 'cancelled', 'customer']);
  } else {
    const to = plan.kind === 'rejected' && part.type === 'vendor' ? 'rejected' : 'cancelled';
    steps.push([plan.afterHours, to, 'vendor']);
  }
  let stopped = false;
  const timeOf = (hours: number) => Math.max(o.at + hours * HOUR, o.notBefore);
  const due = steps.filter(([hours]) => timeOf(hours) <= o.end - HOUR);
  return due.map(([hours, to, by]) => ({
    at: timeOf(hours),
    run: async () => {
      if (stopped) return;
      clock.set(timeOf(hours));
      try {
        if (by === 'customer') {
          await cancelOrderPart({
            ctx,
            partId: part.id,
            type: part.type,
            viewer: {
              role: o.buyer.id ? 'customer' : 'guest',
              userId: o.buyer.id,
              vendorId: null,
              email: o.buyer.email,
            },
            reason: rnd.pick(['Ordered by mistake', 'Found it cheaper', 'No longer needed']),
          });
        } else if (part.type === 'vendor') {
          await changeVendorOrderStatus({
            ctx,
            vendorId: part.vendorId!,
            userId: o.vendorUserId!,
            partId: part.id,
            to,
            reason:
              to === 'cancelled' || to === 'rejected'
                ? rnd.pick(['Out of stock', 'Cannot ship to this address'])
                : to === 'returned'
                  ? rnd.pick(['Item not as described', 'Arrived damaged', 'Wrong size'])
                  : null,
            tracking:
              to === 'shipped'
                ? {
                    trackingNumber: `1Z${rnd.int(100000, 999999)}${rnd.int(1000, 9999)}`,
                    carrier: rnd.pick(['UPS', 'FedEx', 'USPS', 'DHL']),
                  }
                : undefined,
          });
        } else {
          await changeAdminPartStatus({
            ctx,
            orderId: part.orderId,
            status: to,
            adminId: o.adminId,
            // The marketplace's own parcels: a number from the part's id, drawing nothing from rnd.
            ...(to === 'shipped'
              ? {
                  trackingNumber: `MKT${part.id.replace(/-/g, '').slice(0, 12).toUpperCase()}`,
                  carrier: 'UPS',
                }
              : {}),
          });
        }
      } catch {
        stopped = true;
      }
    },
  }));
}
