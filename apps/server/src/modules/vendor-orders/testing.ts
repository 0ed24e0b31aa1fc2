import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createProduct, orderBody } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { call } from '../../test/test-app.js';

/** A vendor with a product, and the marketplace's own product (test support for the vendor order tests). */
export type Shop = {
  vendor: Awaited<ReturnType<typeof signedIn>>;
  product: Awaited<ReturnType<typeof createProduct>>;
  own: Awaited<ReturnType<typeof createProduct>>;
};

/** A vendor with a product, and a customer order holding it plus a marketplace item. */
export async function placeVendorOrder(
  app: FastifyInstance,
  opts: { customerName?: string; quantity?: number } & Partial<Shop> = {},
) {
  const vendor = opts.vendor ?? (await signedIn(app, 'vendor', { businessName: 'Vendor One' }));
  const product =
    opts.product ??
    (await createProduct(app, {
      vendorId: vendor.vendorId!,
      title: 'Desk Lamp',
      price: 40,
      shipping: 5,
      stock: 20,
    }));
  const own =
    opts.own ?? (await createProduct(app, { vendorId: null, title: 'Gift Card', price: 10, stock: 50 }));
  const email = `buyer-${Date.now()}-${Math.random()}@example.test`;
  const body = await orderBody(
    app,
    [
      { productId: product.id, quantity: opts.quantity ?? 2, price: 40 },
      { productId: own.id, quantity: 1, price: 10 },
    ],
    { email },
  );
  if (opts.customerName) body.customer.name = opts.customerName;
  const res = await call(app, 'POST', '/api/orders', { body });
  expect(res.statusCode).toBe(201);
  const order = res.body.data.order;
  const partId = order.statusParts.find((p: { type: string }) => p.type === 'vendor')._id as string;
  const adminPartId = order.statusParts.find((p: { type: string }) => p.type === 'admin')._id as string;
  return { vendor, product, own, order, partId, adminPartId, email };
}
