import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import {
  inventoryItems,
  orderItems,
  orderParts,
  outboxEmails,
  products,
  users,
  vendors,
} from '../db/schema/index.js';
import { ManualClock } from '../lib/clock.js';
import { rebuildAnalytics } from '../modules/analytics/index.js';
import type { RenderedEmail } from '../modules/mail/index.js';
import { Mailer } from '../modules/mail/index.js';
import { cancelOrderItems, forwardOrder, placeOrder, quoteOrder } from '../modules/orders/index.js';
import { updateSettings } from '../modules/settings/index.js';
import { recordCommissionPayment } from '../modules/vendor-orders/index.js';
import type { SeedRefs } from './accounts.js';
import { OPENING_DAYS } from './catalog.js';
import { acceptedPart, DAY, orderTimes, PLACES, planPart, random, waitingPart } from './order-plan.js';

const HOUR = 3_600_000;

import { Agenda, type Buyer, partSteps, restockIfNeeded } from './order-steps.js';
import { schedulePayouts } from './payouts.js';

/**
 * Historical demo orders send no e-mail: this mailer records nothing itself, and the messages a
 * use case writes with its own statement (outboxRow) are marked sent at their time instead of
 * being delivered (otherwise the outbox job would send a year of confirmations after start-up).
 */
class SilentMailer extends Mailer {
  override async enqueue(_db: DbOrTx, _to: string, _email: RenderedEmail): Promise<string> {
    return '';
  }
  override async deliver(ids: string[]): Promise<void> {
    const real = ids.filter(Boolean);
    if (real.length === 0) return;
    await this.db
      .update(outboxEmails)
      .set({ status: 'sent', attempts: 1, sentAt: sql`${outboxEmails.createdAt}` })
      .where(inArray(outboxEmails.id, real));
  }
}

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'James',
  'Mia',
  'Lucas',
  'Amelia',
  'Mason',
  'Harper',
  'Ethan',
  'Ella',
  'Logan',
  'Aria',
  'Aiden',
  'Chloe',
  'Jackson',
];
const LAST = [
  'Smith',
  'Johnson',
  'Garcia',
  'Brown',
  'Davis',
  'Miller',
  'Wilson',
  'Moore',
  'Taylor',
  'Lee',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'King',
];
/** Demo orders over the last year (about one a day on average, more recently). */
export const DEMO_ORDER_COUNT = 380;

/**
 * A year of demo orders that gives every analytics screen something to show (the shape is in
 * order-plan.ts): placed and moved through their statuses with the real use cases (so stock,
 * commission and unified statuses are consistent), some lines cancelled by the customer before
 * forwarding, then commission payments for the older months and the analytics rollups rebuilt.
 * The same on every machine for the same start time: a seeded generator, and every list read
 * from the database in a fixed order.
 */
export async function seedOrders(ctx: AppContext, refs: SeedRefs, count = DEMO_ORDER_COUNT): Promise<void> {
  const rnd = random(20261121);
  const end = ctx.clock.now().getTime();
  const clock = new ManualClock(end - 365 * DAY);
  const seedCtx: AppContext = {
    ...ctx,
    clock,
    mailer: new SilentMailer(ctx.db, clock, ctx.log, ctx.mailer.transport),
  };
  const buyers = await seedBuyers(ctx, refs, end);

  const vendorUsers = new Map(
    (await ctx.db.select({ id: vendors.id, userId: vendors.userId }).from(vendors)).map((v) => [
      v.id,
      v.userId,
    ]),
  );
  // Products the catalogue left well stocked: the low and out-of-stock ones stay as they are.
  const saleable = await ctx.db
    .select({
      id: products.id,
      vendorId: products.vendorId,
      priceMinor: products.priceMinor,
      createdAt: products.createdAt,
    })
    .from(products)
    .innerJoin(inventoryItems, eq(inventoryItems.productId, products.id))
    .leftJoin(vendors, eq(vendors.id, products.vendorId))
    .where(
      and(
        eq(products.status, 'active'),
        isNull(products.deletedAt),
        sql`${inventoryItems.currentStock} - ${inventoryItems.reservedStock} > ${inventoryItems.lowStockThreshold}`,
        sql`(${products.vendorId} is null or ${vendors.verificationStatus} = 'approved')`,
      ),
    )
    .orderBy(asc(products.sku), asc(products.title));
  if (saleable.length === 0) return;
  const vendorRank = new Map([...Object.values(refs.vendors)].map((id, i) => [id, i]));
  // Every planned move of every part, run in time order across orders (so the stock ledger of each
  // product chains in time: a later order's reservation never comes before an earlier delivery).
  const agenda = new Agenda();

  const times = orderTimes(rnd, end, count);
  schedulePayouts(seedCtx, clock, agenda, {
    start: end - 365 * DAY,
    end,
    adminId: refs.adminId,
    mainVendorId: refs.vendors.demo!,
  });
  for (const at of times) {
    await agenda.runUntil(at);
    clock.set(at);
    // Products on sale by now (listed, opening stock history over); the main demo vendor gets
    // most of the lines: its screens are the ones shown first.
    const onSale = saleable.filter((p) => p.createdAt.getTime() + OPENING_DAYS * DAY <= at);
    if (onSale.length === 0) continue;
    const mainVendor = onSale.filter((p) => p.vendorId === refs.vendors.demo);
    const eligible = buyers.filter((b) => b.since <= at);
    // Early joiners come back most often; the demo customer is a regular; one order in five is a guest's.
    const roll = rnd.next();
    const pool = roll < 0.2 ? eligible.filter((b) => !b.id) : eligible.filter((b) => b.id);
    const buyer =
      roll > 0.85 || pool.length === 0 ? buyers[0]! : pool[Math.floor(rnd.next() ** 1.7 * pool.length)]!;
    const lines = new Map<string, { productId: string; quantity: number; price: number }>();
    for (let i = rnd.int(1, 3); i > 0; i--) {
      const p = mainVendor.length && rnd.chance(0.6) ? rnd.pick(mainVendor) : rnd.pick(onSale);
      lines.set(p.id, { productId: p.id, quantity: rnd.int(1, 2), price: p.priceMinor / 100 });
    }
    const items = [...lines.values()];
    const method = rnd.pick(['card', 'card', 'cod'] as const);
    const speed = rnd.pick(['standard', 'standard', 'standard', 'express', 'express', 'overnight'] as const);
    // A few signed-in buyers drop a line of a multi-line order before it reaches the vendor.
    const dropLine = buyer.id !== null && items.length > 1 && rnd.chance(0.12);
    await restockIfNeeded(seedCtx, items);
    const quote = await quoteOrder({ ctx: seedCtx, items, deliverySpeed: speed });
    if (quote.problems.length) continue;
    let orderId: string;
    if (dropLine) await updateSettings({ ctx: seedCtx, changes: { autoForwardOrders: false } });
    try {
      ({ orderId } = await placeOrder({
        ctx: seedCtx,
        customerId: buyer.id,
        order: {
          customer: { name: buyer.name, email: buyer.email, phone: buyer.phone || '+1 555 0199' },
          shippingAddress: {
            street: `${rnd.int(10, 999)} Oak Avenue`,
            apartment: '',
            city: buyer.place.city,
            state: buyer.place.state,
            zipCode: buyer.place.zip,
            country: buyer.place.country,
          },
          items,
          payment: {
            method,
            amount: quote.total,
            ...(method === 'card'
              ? { card: { number: '4242424242424242', expiry: '12/30', cvc: '123', name: buyer.name } }
              : {}),
          },
          deliverySpeed: speed,
          notes: '',
        },
      }));
    } catch {
      continue;
    } finally {
      if (dropLine) await updateSettings({ ctx: seedCtx, changes: { autoForwardOrders: true } });
    }
    // The newest order always waits for its vendors (every day's demo has a 'placed' order); the
    // one before it has been accepted and waits to be shipped.
    const newest = at === times[times.length - 1];
    const secondNewest = at === times[times.length - 2];
    const ageHours = (end - at) / HOUR;
    const scheduleParts = async (notBefore: number) => {
      const parts = (await ctx.db.select().from(orderParts).where(eq(orderParts.orderId, orderId))).sort(
        (a, b) => (vendorRank.get(a.vendorId ?? '') ?? -1) - (vendorRank.get(b.vendorId ?? '') ?? -1),
      );
      for (const part of parts) {
        const plan = planPart(rnd, speed, ageHours);
        const steps = partSteps(seedCtx, clock, rnd, {
          part,
          plan: newest ? waitingPart(ageHours) : secondNewest ? acceptedPart(ageHours) : plan,
          at,
          notBefore,
          end,
          vendorUserId: part.vendorId ? vendorUsers.get(part.vendorId) : undefined,
          adminId: refs.adminId,
          buyer,
        });
        for (const step of steps) agenda.add(step);
      }
    };
    if (dropLine)
      dropOneLine(seedCtx, clock, agenda, {
        orderId,
        at,
        buyer,
        adminId: refs.adminId,
        planParts: scheduleParts,
      });
    else await scheduleParts(at);
  }
  await agenda.runUntil(end);

  await seedCommissionPayments(ctx, refs, end);
  // The analytics screens read the rollups: build them from the orders just made.
  await rebuildAnalytics({ ctx });
}

/**
 * The signed-in buyer cancels the order's last line within the hour, then the admin forwards the
 * order and its parts' moves are planned: both on the agenda, so they run in time order with the
 * other orders' moves.
 */
function dropOneLine(
  ctx: AppContext,
  clock: ManualClock,
  agenda: Agenda,
  o: {
    orderId: string;
    at: number;
    buyer: Buyer;
    adminId: string;
    planParts: (notBefore: number) => Promise<void>;
  },
) {
  const cancelAt = o.at + 40 * 60_000;
  const forwardAt = o.at + 75 * 60_000;
  agenda.add({
    at: cancelAt,
    run: async () => {
      const lines = await ctx.db
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.orderId, o.orderId))
        .orderBy(asc(orderItems.title));
      clock.set(cancelAt);
      try {
        await cancelOrderItems({
          ctx,
          orderId: o.orderId,
          itemIds: [lines.at(-1)!.id],
          viewer: { role: 'customer', userId: o.buyer.id, vendorId: null, email: o.buyer.email },
          reason: 'No longer needed',
        });
      } catch {
        // Nothing to drop: the order is forwarded below as it is.
      }
    },
  });
  agenda.add({
    at: forwardAt,
    run: async () => {
      clock.set(forwardAt);
      try {
        await forwardOrder({ ctx, orderId: o.orderId, adminId: o.adminId, notes: '' });
      } catch {
        // Only the marketplace's own products (nothing to forward) or a part cancelled whole.
      }
      await o.planParts(forwardAt + 1000);
    },
  });
}

/**
 * The buyers: the demo customer, 40 registered shoppers who signed up over the year (an order
 * only after signing up) and 24 guests who first visited over the year, in several countries.
 */
async function seedBuyers(ctx: AppContext, refs: SeedRefs, end: number): Promise<Buyer[]> {
  const [demo] = await ctx.db.select().from(users).where(eq(users.email, 'customer@demo.test')).limit(1);
  const buyers: Buyer[] = [
    { id: demo!.id, name: demo!.name, email: demo!.email, phone: '+1 555 0100', place: PLACES[0]!, since: 0 },
  ];
  const extra = Array.from({ length: 40 }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    return {
      email: `${first}.${last}${i}@shopper.test`.toLowerCase(),
      name: `${first} ${last}`,
      role: 'customer' as const,
      passwordHash: refs.passwordHash,
      phone: `+1 555 02${String(i).padStart(2, '0')}`,
      createdAt: new Date(end - (380 - i * 8) * DAY),
    };
  });
  const created = await ctx.db.insert(users).values(extra).returning({
    id: users.id,
    name: users.name,
    email: users.email,
    phone: users.phone,
    createdAt: users.createdAt,
  });
  for (const [i, u] of [...created].sort((a, b) => a.email.localeCompare(b.email)).entries()) {
    buyers.push({
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phone ?? '',
      place: PLACES[(i + 1) % PLACES.length]!,
      since: u.createdAt.getTime(),
    });
  }
  for (let j = 0; j < 24; j++) {
    const first = FIRST[(j * 3 + 5) % FIRST.length]!;
    const last = LAST[(j * 4 + 2) % LAST.length]!;
    buyers.push({
      id: null,
      name: `${first} ${last}`,
      email: `${first}.${last}.guest${j}@mail.test`.toLowerCase(),
      phone: `+1 555 03${String(j).padStart(2, '0')}`,
      place: PLACES[(j * 5 + 3) % PLACES.length]!,
      since: end - (360 - j * 14) * DAY,
    });
  }
  return buyers;
}

/** Commission settled for the older months; the last two months partly or not at all. */
async function seedCommissionPayments(ctx: AppContext, refs: SeedRefs, end: number) {
  const now = new Date(end);
  for (const key of ['demo', 'greenleaf', 'peak']) {
    const vendorId = refs.vendors[key];
    if (!vendorId) continue;
    for (let back = 12; back >= 2; back--) {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
      const [owed] = await ctx.db
        .select({ c: sql<number>`coalesce(sum(${orderParts.commissionMinor}), 0)`.mapWith(Number) })
        .from(orderParts)
        .where(
          and(
            eq(orderParts.vendorId, vendorId),
            eq(orderParts.status, 'delivered'),
            sql`${orderParts.deliveredAt} >= ${d.toISOString()} and ${orderParts.deliveredAt} < ${new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString()}`,
          ),
        );
      const amount = back === 2 ? Math.floor((owed?.c ?? 0) / 2) : (owed?.c ?? 0);
      if (amount <= 0) continue;
      await recordCommissionPayment({
        ctx,
        adminId: refs.adminId,
        vendorId,
        year: d.getUTCFullYear(),
        month: d.getUTCMonth() + 1,
        amountMinor: amount,
        reference: `Transfer ${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`,
      });
    }
  }
}
