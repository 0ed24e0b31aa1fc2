import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  categories,
  orderItems,
  orderParts,
  orders,
  products,
  productViewsDaily,
} from '../db/schema/index.js';
import { drainAnalytics } from '../modules/analytics/index.js';
import { createProduct } from './catalog-fixtures.js';
import { signedIn } from './fixtures.js';

/**
 * Test support for Sales Performance and Product Performance: a small fixed history for one
 * vendor (and a rival), written straight to the tables with chosen times and statuses, then
 * folded into the rollups. Times are UTC; the tests run with MARKETPLACE_TIME_ZONE=Asia/Karachi
 * (UTC+5, no daylight saving), "today" being 2025-06-14.
 */

let seq = 0;

type Line = { productId: string; quantity: number; unitMinor: number; status?: 'active' | 'cancelled' };

/** One customer order holding one forwarded vendor part with these lines. */
export async function insertPart(
  app: FastifyInstance,
  opts: { vendorId: string; when: string; status: string; lines: Line[]; email?: string },
) {
  const db = app.ctx.db;
  const createdAt = new Date(opts.when);
  const live = opts.lines.filter((l) => (l.status ?? 'active') === 'active');
  const subtotal = live.reduce((n, l) => n + l.quantity * l.unitMinor, 0);
  const number = `PERF-${++seq}-${Math.random().toString(36).slice(2, 7)}`;
  const customer = { customerName: 'Buyer', customerEmail: opts.email ?? `buyer${seq}@example.test` };
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: number,
      ...customer,
      customerPhone: '1',
      shipStreet: '1 Main St',
      shipCity: 'Lahore',
      shipState: 'Punjab',
      shipZipCode: '54000',
      shipCountry: 'Pakistan',
      estimatedDeliveryAt: createdAt,
      paymentMethod: 'cod',
      currency: 'USD',
      subtotalMinor: subtotal,
      shippingMinor: 0,
      taxMinor: 0,
      totalMinor: subtotal,
      taxRateBp: 0,
      orderType: 'vendor_only',
      createdAt,
    })
    .returning({ id: orders.id });
  const [part] = await db
    .insert(orderParts)
    .values({
      orderId: order!.id,
      type: 'vendor',
      vendorId: opts.vendorId,
      status: opts.status,
      orderNumber: number,
      ...customer,
      itemCount: opts.lines.length,
      subtotalMinor: subtotal,
      vendorAmountMinor: subtotal,
      forwardedAt: createdAt,
      createdAt,
    })
    .returning({ id: orderParts.id });
  for (const line of opts.lines)
    await db.insert(orderItems).values({
      orderId: order!.id,
      partId: part!.id,
      productId: line.productId,
      vendorId: opts.vendorId,
      title: 'Item',
      unitPriceMinor: line.unitMinor,
      quantity: line.quantity,
      totalMinor: line.quantity * line.unitMinor,
      status: line.status ?? 'active',
      createdAt,
    });
  return part!.id;
}

async function product(
  app: FastifyInstance,
  vendorId: string,
  title: string,
  stock: number,
  mainCategoryId: string | null,
) {
  const p = await createProduct(app, { vendorId, title, stock });
  if (mainCategoryId) await app.ctx.db.update(products).set({ mainCategoryId }).where(eq(products.id, p.id));
  return p.id;
}

/**
 * The fixed history (Karachi days; a 7-day range ending 2025-06-14 is 06-08..06-14, the previous
 * period 06-01..06-07):
 * - P0 06-02 12:00 Mon, delivered: Lamp x1 @40                           (previous)
 * - P2 06-07 23:30 Sat, delivered: Mug x2 @15                            (previous; 18:30 UTC)
 * - P1 06-08 01:00 Sun, delivered: Lamp x2 @40 = 80                      (current; 06-07 20:00 UTC)
 * - P3 06-09 09:00 Mon, shipped:   Lamp x1 @40 + Mug x2 @15 = 70
 * - P4 06-10 10:00 Tue, cancelled: Poster x1 @25                         (not a sale)
 * - P5 06-10 11:00 Tue, pending:   Mug x1 @15, Lamp x1 @40 cancelled by the customer = 15
 * - P6 06-12 15:00 Thu, returned:  Poster x2 @25                         (not a sale)
 * - the rival vendor: 06-09, delivered, Rival Item x10 @99
 * Views: Lamp 10 on 06-09 and 5 on 06-03; Mug 4 on 06-12; Vase 3 on 06-10; Poster none.
 * Stock: Lamp 7, Mug 12, Poster 3, Vase 5.
 */
export async function performanceHistory(app: FastifyInstance) {
  const vendor = await signedIn(app, 'vendor', { businessName: 'Lamp House' });
  const rival = await signedIn(app, 'vendor', { businessName: 'Rival Shop' });
  // The vendor's own categories (each test app holds several histories: global names would clash).
  const [lighting] = await app.ctx.db
    .insert(categories)
    .values({ vendorId: vendor.vendorId!, name: 'Lighting', slug: 'lighting' })
    .returning({ id: categories.id });
  const [kitchen] = await app.ctx.db
    .insert(categories)
    .values({ vendorId: vendor.vendorId!, name: 'Kitchen', slug: 'kitchen' })
    .returning({ id: categories.id });
  const v = vendor.vendorId!;
  const lamp = await product(app, v, 'Lamp', 7, lighting!.id);
  const mug = await product(app, v, 'Mug', 12, kitchen!.id);
  const poster = await product(app, v, 'Poster', 3, null);
  const vase = await product(app, v, 'Unsold Vase', 5, kitchen!.id);
  const rivalItem = await product(app, rival.vendorId!, 'Rival Item', 50, lighting!.id);

  const L = (quantity: number, status?: 'cancelled') => ({
    productId: lamp,
    quantity,
    unitMinor: 4000,
    status,
  });
  const M = (quantity: number) => ({ productId: mug, quantity, unitMinor: 1500 });
  const P = (quantity: number) => ({ productId: poster, quantity, unitMinor: 2500 });
  await insertPart(app, { vendorId: v, when: '2025-06-02T07:00:00Z', status: 'delivered', lines: [L(1)] });
  await insertPart(app, { vendorId: v, when: '2025-06-07T18:30:00Z', status: 'delivered', lines: [M(2)] });
  await insertPart(app, { vendorId: v, when: '2025-06-07T20:00:00Z', status: 'delivered', lines: [L(2)] });
  await insertPart(app, {
    vendorId: v,
    when: '2025-06-09T04:00:00Z',
    status: 'shipped',
    lines: [L(1), M(2)],
  });
  await insertPart(app, { vendorId: v, when: '2025-06-10T05:00:00Z', status: 'cancelled', lines: [P(1)] });
  await insertPart(app, {
    vendorId: v,
    when: '2025-06-10T06:00:00Z',
    status: 'pending',
    lines: [M(1), L(1, 'cancelled')],
  });
  await insertPart(app, { vendorId: v, when: '2025-06-12T10:00:00Z', status: 'returned', lines: [P(2)] });
  await insertPart(app, {
    vendorId: rival.vendorId!,
    when: '2025-06-09T05:00:00Z',
    status: 'delivered',
    lines: [{ productId: rivalItem, quantity: 10, unitMinor: 9900 }],
  });
  await app.ctx.db.insert(productViewsDaily).values([
    { productId: lamp, day: '2025-06-09', views: 10 },
    { productId: lamp, day: '2025-06-03', views: 5 },
    { productId: mug, day: '2025-06-12', views: 4 },
    { productId: vase, day: '2025-06-10', views: 3 },
    { productId: rivalItem, day: '2025-06-10', views: 100 },
  ]);
  await drainAnalytics({ ctx: app.ctx });
  return { vendor, rival, lamp, mug, poster, vase, rivalItem, lighting: lighting!.id, kitchen: kitchen!.id };
}
