import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { inventoryItems, orders, payouts, products } from '../db/schema/index.js';
import type { FormFile } from '../modules/catalog/testing.js';
import { runPayouts } from '../modules/payouts/index.js';
import { createProduct, setSetting } from './catalog-fixtures.js';
import { type CreatedUser, signedIn } from './fixtures.js';
import { call } from './test-app.js';
import { insertVendorPart } from './vendor-part-fixtures.js';

/**
 * Test support for the audit log's completeness test (decision 0038): the world its route fixtures
 * (audit-route-fixtures.ts) act in, what a fixture returns, and the records they prepare.
 */

type Account = CreatedUser & { token: string };

/** The session a call runs in: an admin session, or an admin's impersonation of a shop. */
export type AuditSession = { token: string; actorId: string; asVendorId: string | null };

export type AuditWorld = {
  app: FastifyInstance;
  admin: Account;
  vendor: Account;
  customer: Account;
  /** A global category, for products created through the API. */
  category: string;
  /** An `imp_` token of the admin for a shop. */
  impersonate(vendorId: string, admin?: Account): Promise<string>;
};

export type RouteCall = {
  url: string;
  /** A JSON body; `example` builds the smallest one the route's request schema accepts. */
  body?: unknown;
  example?: true;
  form?: { fields: Record<string, string>; files?: FormFile[] };
  /** The record the entry must name (`subject_id`), or how to read it from the reply (a created one). */
  record: string | ((reply: any) => string);
  /** A session of its own, for a route that ends or changes the one it runs in. */
  session?: AuditSession;
};

export type Role = 'admin' | 'vendor';
export type Fixture = (w: AuditWorld, role: Role) => Promise<RouteCall>;

export const seq = { n: 0 };
export const unique = (prefix: string) => `${prefix} ${++seq.n}-${Math.random().toString(36).slice(2, 7)}`;

export const ok = (res: { statusCode: number; body: unknown }, what: string) => {
  expect(res.statusCode, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body as { data: any };
};

export const product = (w: AuditWorld, vendorId: string | null = w.vendor.vendorId!, stock = 50) =>
  createProduct(w.app, { vendorId, stock, price: 20, title: unique('Audit product') });

/** A pending vendor part of the world's shop holding one product. */
export async function pendingPart(w: AuditWorld) {
  const p = await product(w);
  return insertVendorPart(w.app, {
    vendorId: w.vendor.vendorId!,
    when: w.app.ctx.clock.now().toISOString(),
    email: 'audit-buyer@example.test',
    status: 'pending',
    items: [{ productId: p.id, quantity: 1, unitMinor: 2000 }],
  });
}

/** A customer order of a shop product (stock reserved), through the checkout. */
export async function placedOrder(w: AuditWorld, productId: string) {
  const quote = ok(
    await call(w.app, 'POST', '/api/orders/quote', {
      body: { items: [{ productId, quantity: 2 }], deliverySpeed: 'standard' },
    }),
    'quote',
  );
  const res = await call(w.app, 'POST', '/api/orders', {
    body: {
      customer: { name: 'Audit Buyer', email: 'audit-buyer@example.test', phone: '+1 555 0100' },
      shippingAddress: {
        street: '1 Test Road',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
        country: 'United States',
      },
      items: [{ productId, quantity: 2, price: 20 }],
      payment: { method: 'cod', amount: quote.data.total },
      deliverySpeed: 'standard',
    },
  });
  const order = ok(res, 'order').data.order;
  const part = (type: string) =>
    order.statusParts.find((p: { type: string }) => p.type === type)?._id as string;
  return { orderId: order._id as string, partId: part('vendor'), adminPartId: part('admin') };
}

/**
 * A bank transfer order waiting for its money (the checkout's own path with a receipt is tested in
 * order-money.test.ts; here the placed order's method is set directly to keep the fixture small).
 */
export async function bankTransferOrder(w: AuditWorld, productId: string) {
  const placed = await placedOrder(w, productId);
  await w.app.ctx.db
    .update(orders)
    .set({ paymentMethod: 'bank_transfer' })
    .where(eq(orders.id, placed.orderId));
  return placed;
}

/**
 * A payout waiting for the admin's confirmation: a delivered cash-on-delivery sale of the shop,
 * paid out at once (the hold and the minimum set to 0 while it is delivered and run, then restored).
 */
export async function pendingPayout(w: AuditWorld): Promise<string> {
  const { orderId, partId } = await placedOrder(w, (await product(w)).id);
  await setSetting(w.app, 'payoutHoldDays', 0);
  await setSetting(w.app, 'payoutMinimumMinor', 0);
  try {
    for (const status of ['accepted', 'shipped', 'delivered'])
      ok(
        await call(w.app, 'PUT', `/api/admin/orders/${orderId}/parts/${partId}/status`, {
          token: w.admin.token,
          body: status === 'shipped' ? { status, trackingNumber: 'AUD-1', carrier: 'UPS' } : { status },
        }),
        status,
      );
    await runPayouts({ ctx: w.app.ctx, trigger: 'schedule', scheduledFor: new Date() });
  } finally {
    await setSetting(w.app, 'payoutHoldDays', 7);
    await setSetting(w.app, 'payoutMinimumMinor', 5000);
  }
  const [payout] = await w.app.ctx.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.vendorId, w.vendor.vendorId!), eq(payouts.status, 'pending')))
    .orderBy(desc(payouts.createdAt))
    .limit(1);
  return payout!.id;
}

export async function inventoryItemOf(w: AuditWorld, productId: string) {
  const [row] = await w.app.ctx.db
    .select({ id: inventoryItems.id, sku: products.sku })
    .from(inventoryItems)
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .where(eq(inventoryItems.productId, productId));
  return row!;
}

export async function stockItem(w: AuditWorld, stock = 50) {
  const p = await product(w, w.vendor.vendorId!, stock);
  return { productId: p.id, ...(await inventoryItemOf(w, p.id)) };
}

/** A category through the API: global with the admin's token, the shop's own with the vendor's. */
export async function category(w: AuditWorld, role: Role) {
  const url = role === 'admin' ? '/api/admin/categories' : '/api/vendors/categories';
  const token = role === 'admin' ? w.admin.token : w.vendor.token;
  const res = await call(w.app, 'POST', url, { token, body: { name: unique('Cat'), description: 'Things' } });
  return ok(res, 'category').data._id as string;
}

/** An inquiry of the customer about a product of the shop (vendor desk) or of the marketplace. */
export async function inquiry(w: AuditWorld, role: Role) {
  const p = await product(w, role === 'vendor' ? w.vendor.vendorId! : null);
  const res = await call(w.app, 'POST', '/api/inquiries', {
    token: w.customer.token,
    body: { subject: 'A question', category: 'product_inquiry', message: 'Hello', relatedProduct: p.id },
  });
  return ok(res, 'inquiry').data.inquiry._id as string;
}

export const productForm = (w: AuditWorld) => ({
  fields: {
    title: unique('Form product'),
    description: 'A fine product.',
    price: '10',
    shipping: '2',
    stock: '10',
    mainCategory: w.category,
  },
});

/** A fresh admin account signed in, for a route that changes its own account. */
export async function ownAdminSession(w: AuditWorld): Promise<{ session: AuditSession; admin: Account }> {
  const admin = await signedIn(w.app, 'admin');
  return { admin, session: { token: admin.token, actorId: admin.id, asVendorId: null } };
}

/** A fresh impersonation of the world's shop by its admin. */
export async function ownImpersonation(w: AuditWorld): Promise<AuditSession> {
  return {
    token: await w.impersonate(w.vendor.vendorId!),
    actorId: w.admin.id,
    asVendorId: w.vendor.vendorId!,
  };
}
