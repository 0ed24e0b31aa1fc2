import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inventoryItems, products, settings, stockMovements } from '../db/schema/index.js';

let seq = 0;

/** Inserts a product with its stock row directly (orders tests do not go through the catalogue API). */
export async function createProduct(
  app: FastifyInstance,
  opts: {
    vendorId: string | null;
    title?: string;
    price?: number;
    shipping?: number;
    stock?: number;
    status?: 'active' | 'inactive' | 'draft';
  },
) {
  const n = ++seq;
  const title = opts.title ?? `Product ${n}`;
  const [p] = await app.ctx.db
    .insert(products)
    .values({
      vendorId: opts.vendorId,
      title,
      description: `${title} description`,
      priceMinor: Math.round((opts.price ?? 10) * 100),
      shippingMinor: Math.round((opts.shipping ?? 0) * 100),
      status: opts.status ?? 'active',
      slug: `product-${n}-${Date.now()}`,
      sku: `SKU-${n}`,
    })
    .returning();
  await app.ctx.db
    .insert(inventoryItems)
    .values({ productId: p!.id, vendorId: opts.vendorId, currentStock: opts.stock ?? 100 });
  // The ledger's first movement: current stock is always the sum of its movements.
  await app.ctx.db.insert(stockMovements).values({
    productId: p!.id,
    vendorId: opts.vendorId,
    type: 'initial',
    quantity: opts.stock ?? 100,
    currentBefore: 0,
    currentAfter: opts.stock ?? 100,
    reservedBefore: 0,
    reservedAfter: 0,
    reason: 'Initial stock',
    createdAt: app.ctx.clock.now(),
  });
  return { id: p!.id, title, price: opts.price ?? 10 };
}

export async function stockOf(app: FastifyInstance, productId: string) {
  const [row] = await app.ctx.db.select().from(inventoryItems).where(eq(inventoryItems.productId, productId));
  return {
    current: row!.currentStock,
    reserved: row!.reservedStock,
    available: row!.currentStock - row!.reservedStock,
  };
}

/** A vendor's product waiting for listing review (decision 0044), written directly. */
export async function pendingListing(app: FastifyInstance, vendorId: string, title?: string) {
  const p = await createProduct(app, { vendorId, title });
  await app.ctx.db
    .update(products)
    .set({ reviewState: 'pending', reviewSubmittedAt: app.ctx.clock.now() })
    .where(eq(products.id, p.id));
  return p;
}

export async function setSetting(app: FastifyInstance, key: string, value: unknown) {
  await app.ctx.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

export const address = {
  street: '1 Test Road',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  country: 'United States',
};

/** A valid order body for the given lines, with the amount from the quote endpoint. */
export async function orderBody(
  app: FastifyInstance,
  lines: { productId: string; quantity: number; price: number }[],
  opts: {
    email?: string;
    method?: 'cod' | 'card' | 'bank_transfer';
    card?: Record<string, string>;
    deliverySpeed?: string;
  } = {},
) {
  const quote = await app.inject({
    method: 'POST',
    url: '/api/orders/quote',
    payload: {
      items: lines.map(({ productId, quantity }) => ({ productId, quantity })),
      deliverySpeed: opts.deliverySpeed ?? 'standard',
    },
  });
  const total = quote.json().data.total as number;
  return {
    customer: { name: 'Gina Guest', email: opts.email ?? 'gina@example.test', phone: '+1 555 0123' },
    shippingAddress: address,
    items: lines,
    payment: { method: opts.method ?? 'cod', amount: total, ...(opts.card ? { card: opts.card } : {}) },
    deliverySpeed: opts.deliverySpeed ?? 'standard',
  };
}
