import type { PartStatus } from '@market/domain';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { inventoryItems, type orderParts, stockMovements } from '../db/schema/index.js';
import type { ManualClock } from '../lib/clock.js';
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

/** Before an order, a product running low is restocked (a 'restock' movement), as its seller would. */
export async function restockIfNeeded(ctx: AppContext, lines: { productId: string; quantity: number }[]) {
  const rows = await ctx.db
    .select()
    .from(inventoryItems)
    .where(
      inArray(
        inventoryItems.productId,
        lines.map((l) => l.productId),
      ),
    );
  for (const row of rows) {
    const wanted = lines.find((l) => l.productId === row.productId)!.quantity;
    if (row.currentStock - row.reservedStock >= wanted + 12) continue;
    const add = 40;
    const at = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(inventoryItems)
        .set({ currentStock: row.currentStock + add, lastStockUpdate: at })
        .where(eq(inventoryItems.id, row.id));
      await tx.insert(stockMovements).values({
        productId: row.productId,
        vendorId: row.vendorId,
        type: 'restock',
        quantity: add,
        currentBefore: row.currentStock,
        currentAfter: row.currentStock + add,
        reservedBefore: row.reservedStock,
        reservedAfter: row.reservedStock,
        reason: 'Restocked from supplier',
        createdAt: at,
      });
    });
  }
}

/**
 * Moves one part along its plan with the real use cases (stock, commission, unified status and
 * events stay consistent), each step at its planned time; steps after `end` are left for later.
 */
export async function advancePart(
  ctx: AppContext,
  clock: ManualClock,
  rnd: Random,
  o: {
    part: Part;
    plan: PartPlan;
    at: number;
    end: number;
    vendorUserId: string | undefined;
    adminId: string;
    buyer: Buyer;
  },
) {
  const { part, plan } = o;
  const steps: [number, PartStatus, 'vendor' | 'customer'][] = [];
  if (plan.kind === 'lifecycle') {
    if (part.type === 'vendor') steps.push([plan.accepted, 'accepted', 'vendor']);
    if (plan.processing !== null) steps.push([plan.processing, 'processing', 'vendor']);
    steps.push([plan.shipped, 'shipped', 'vendor'], [plan.delivered, 'delivered', 'vendor']);
    if (plan.returned !== null) steps.push([plan.returned, 'returned', 'vendor']);
  } else if (plan.kind === 'cancelledByCustomer') {
    steps.push([plan.afterHours, 'cancelled', 'customer']);
  } else {
    const to = plan.kind === 'rejected' && part.type === 'vendor' ? 'rejected' : 'cancelled';
    steps.push([plan.afterHours, to, 'vendor']);
  }
  for (const [hours, to, by] of steps) {
    const t = o.at + hours * HOUR;
    if (t > o.end - HOUR) break;
    clock.set(t);
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
        await changeAdminPartStatus({ ctx, orderId: part.orderId, status: to, adminId: o.adminId });
      }
    } catch {
      break;
    }
  }
}
