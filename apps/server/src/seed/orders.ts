import type { PartStatus } from '@market/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { inventoryItems, orderParts, products, stockMovements, users, vendors } from '../db/schema/index.js';
import { ManualClock } from '../lib/clock.js';
import type { RenderedEmail } from '../modules/mail/index.js';
import { Mailer } from '../modules/mail/index.js';
import { cancelOrderPart, changeAdminPartStatus, placeOrder, quoteOrder } from '../modules/orders/index.js';
import { changeVendorOrderStatus, recordCommissionPayment } from '../modules/vendor-orders/index.js';
import type { SeedRefs } from './accounts.js';

const DAY = 86_400_000;

/** Historical demo orders sent no e-mail: this mailer records nothing. */
class SilentMailer extends Mailer {
  override async enqueue(_db: DbOrTx, _to: string, _email: RenderedEmail): Promise<string> {
    return '';
  }
  override async deliver(): Promise<void> {}
}

/** A small deterministic generator so the demo data is the same on every machine. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
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
const PLACES: [string, string, string][] = [
  ['Austin', 'TX', '73301'],
  ['Seattle', 'WA', '98101'],
  ['Denver', 'CO', '80202'],
  ['Boston', 'MA', '02108'],
  ['Chicago', 'IL', '60601'],
  ['Miami', 'FL', '33101'],
  ['Portland', 'OR', '97201'],
  ['Phoenix', 'AZ', '85001'],
  ['Atlanta', 'GA', '30301'],
  ['San Diego', 'CA', '92101'],
  ['New York', 'NY', '10001'],
  ['Nashville', 'TN', '37201'],
];

type Buyer = {
  id: string | null;
  name: string;
  email: string;
  phone: string;
  place: [string, string, string];
};

/**
 * About 300 orders over the last twelve months, placed and moved through their statuses with the
 * real use cases (so stock, commission and unified statuses are consistent), then commission
 * payments for the older months.
 */
export async function seedOrders(ctx: AppContext, refs: SeedRefs, count = 310): Promise<void> {
  const rnd = random(20261121);
  const end = ctx.clock.now().getTime();
  const clock = new ManualClock(end - 365 * DAY);
  const seedCtx: AppContext = {
    ...ctx,
    clock,
    mailer: new SilentMailer(ctx.db, clock, ctx.log, ctx.mailer.transport),
  };

  // Demo customers (the demo customer buys most often).
  const buyers: Buyer[] = [];
  const demo = await ctx.db.query.users.findFirst({ where: eq(users.email, 'customer@demo.test') });
  buyers.push({
    id: demo!.id,
    name: demo!.name,
    email: demo!.email,
    phone: '+1 555 0100',
    place: PLACES[4]!,
  });
  const extra = Array.from({ length: 40 }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    return {
      email: `${first}.${last}${i}@shopper.test`.toLowerCase(),
      name: `${first} ${last}`,
      role: 'customer' as const,
      passwordHash: refs.passwordHash,
      phone: `+1 555 02${String(i).padStart(2, '0')}`,
      createdAt: new Date(end - (400 - i * 5) * DAY),
    };
  });
  const created = await ctx.db
    .insert(users)
    .values(extra)
    .returning({ id: users.id, name: users.name, email: users.email, phone: users.phone });
  for (const [i, u] of created.entries()) {
    buyers.push({
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phone ?? '',
      place: PLACES[i % PLACES.length]!,
    });
  }

  const vendorUsers = new Map(
    (await ctx.db.select({ id: vendors.id, userId: vendors.userId }).from(vendors)).map((v) => [
      v.id,
      v.userId,
    ]),
  );
  // Products the catalogue left well stocked: the low and out-of-stock ones stay as they are.
  const saleable = await ctx.db
    .select({ id: products.id, vendorId: products.vendorId, priceMinor: products.priceMinor })
    .from(products)
    .innerJoin(inventoryItems, eq(inventoryItems.productId, products.id))
    .leftJoin(vendors, eq(vendors.id, products.vendorId))
    .where(
      and(
        eq(products.status, 'active'),
        isNull(products.deletedAt),
        sql`${inventoryItems.currentStock} - ${inventoryItems.reservedStock} > ${products.lowStockThreshold}`,
        sql`(${products.vendorId} is null or ${vendors.verificationStatus} = 'approved')`,
      ),
    );
  if (saleable.length === 0) return;

  // More orders in recent months: a gently rising curve.
  const times = Array.from(
    { length: count },
    () => end - rnd.next() ** 1.25 * 360 * DAY - rnd.int(0, 3600_000),
  ).sort((a, b) => a - b);

  for (const at of times) {
    clock.set(at);
    const buyer = rnd.chance(0.18)
      ? { ...rnd.pick(buyers.slice(1)), id: null }
      : rnd.chance(0.25)
        ? buyers[0]!
        : rnd.pick(buyers);
    const lines = new Map<string, { productId: string; quantity: number; price: number }>();
    for (let i = rnd.int(1, 3); i > 0; i--) {
      const p = rnd.pick(saleable);
      lines.set(p.id, { productId: p.id, quantity: rnd.int(1, 2), price: p.priceMinor / 100 });
    }
    await restockIfNeeded(seedCtx, [...lines.values()]);
    const items = [...lines.values()];
    const method = rnd.pick(['card', 'card', 'cod'] as const);
    const quote = await quoteOrder({ ctx: seedCtx, items, deliverySpeed: 'standard' });
    if (quote.problems.length) continue;
    const [city, state, zip] = buyer.place;
    let orderId: string;
    try {
      ({ orderId } = await placeOrder({
        ctx: seedCtx,
        customerId: buyer.id,
        order: {
          customer: { name: buyer.name, email: buyer.email, phone: buyer.phone || '+1 555 0199' },
          shippingAddress: {
            street: `${rnd.int(10, 999)} Oak Avenue`,
            apartment: '',
            city,
            state,
            zipCode: zip,
            country: 'United States',
          },
          items,
          payment: {
            method,
            amount: quote.total,
            ...(method === 'card'
              ? { card: { number: '4242424242424242', expiry: '12/30', cvc: '123', name: buyer.name } }
              : {}),
          },
          deliverySpeed: rnd.pick(['standard', 'standard', 'express', 'overnight'] as const),
          notes: '',
        },
      }));
    } catch {
      continue;
    }
    await advanceParts(seedCtx, clock, rnd, { orderId, at, end, vendorUsers, adminId: refs.adminId, buyer });
  }

  await seedCommissionPayments(ctx, refs, end);
}

/** Before an order, a product running low is restocked (a 'restock' movement), as its seller would. */
async function restockIfNeeded(ctx: AppContext, lines: { productId: string; quantity: number }[]) {
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

async function advanceParts(
  ctx: AppContext,
  clock: ManualClock,
  rnd: ReturnType<typeof random>,
  o: {
    orderId: string;
    at: number;
    end: number;
    vendorUsers: Map<string, string>;
    adminId: string;
    buyer: Buyer;
  },
) {
  const ageDays = (o.end - o.at) / DAY;
  const parts = await ctx.db.select().from(orderParts).where(eq(orderParts.orderId, o.orderId));
  for (const part of parts) {
    const roll = rnd.next();
    // How far this part got, by the order's age.
    let path: PartStatus[];
    if (roll < 0.06) path = ['cancelled'];
    else if (roll < 0.08 && part.type === 'vendor') path = ['rejected'];
    // Older orders skip straight from accepted to shipped (the machine allows skipping forward).
    else if (ageDays > 10)
      path = rnd.chance(0.02)
        ? ['accepted', 'shipped', 'delivered', 'returned']
        : ['accepted', 'shipped', 'delivered'];
    else if (ageDays > 5)
      path = rnd.chance(0.5)
        ? ['accepted', 'processing', 'shipped', 'delivered']
        : ['accepted', 'processing', 'shipped'];
    else if (ageDays > 2)
      path = rnd.pick([
        ['accepted'],
        ['accepted', 'processing'],
        ['accepted', 'processing', 'shipped'],
      ] as PartStatus[][]);
    else path = rnd.pick([[], [], ['accepted']] as PartStatus[][]);
    if (part.type === 'admin') path = path.filter((s) => s !== 'accepted' && s !== 'rejected');

    let t = o.at;
    for (const to of path) {
      t += rnd.int(4, 30) * 3600_000;
      if (t > o.end - 3600_000) break;
      clock.set(t);
      try {
        if (to === 'cancelled' && rnd.chance(0.6)) {
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
            userId: o.vendorUsers.get(part.vendorId!)!,
            partId: part.id,
            to,
            reason:
              to === 'cancelled' || to === 'rejected'
                ? rnd.pick(['Out of stock', 'Cannot ship to this address'])
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
          await changeAdminPartStatus({ ctx, orderId: o.orderId, status: to, adminId: o.adminId });
        }
      } catch {
        break;
      }
    }
  }
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
