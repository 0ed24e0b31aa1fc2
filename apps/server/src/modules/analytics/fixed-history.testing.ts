import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ManualClock } from '../../lib/clock.js';
import { address, createProduct, orderBody, setSetting } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { moveVendorPart } from '../../test/part-steps.js';
import { call } from '../../test/test-app.js';
import { drainAnalytics } from './index.js';

/**
 * A small fixed order history for one vendor (test support of the Customer Insights and Financial
 * Reports tests). Lamp 40.00, Mug 15.00; commission 20%. Instants are UTC.
 *
 * | placed            | customer        | part         | what became of it                         |
 * | 2026-01-20 10:00  | alice (guest)   | 1 lamp  40   | delivered 01-20 11:00                     |
 * | 2026-01-25 10:00  | bob (guest)     | 2 lamps 80   | delivered 01-26, returned 02-02           |
 * | 2026-02-10 10:00  | Alice (guest)   | 3 lamps 120  | delivered 02-10 12:00 (e-mail typed in capitals)|
 * | 2026-02-12 10:00  | carol (guest)   | 1 lamp  40   | cancelled by the vendor                   |
 * | 2026-02-20 10:00  | bob             | 1 lamp  40   | pending                                   |
 * | 2026-02-28 18:00  | dan (guest)     | 1 lamp  40   | placed 02-28 23:00 and delivered 03-01 00:30 in Karachi (UTC+5) |
 * | 2026-03-05 10:00  | erin (account)  | lamp + mug   | mug cancelled by erin before forwarding; delivered 03-06 |
 * | 2026-03-14 10:00  | bob             | 1 lamp  40   | pending, shipped to Berlin                |
 * Alice's orders go to Lahore, Pakistan; the others to Springfield, United States.
 * The admin records payments of 8.00 for January and 10.00 for February.
 */
export async function buildFixedHistory(app: FastifyInstance, clock: ManualClock) {
  const admin = await signedIn(app, 'admin');
  const vendor = await signedIn(app, 'vendor', { businessName: 'Fixed History Shop' });
  const lamp = await createProduct(app, { vendorId: vendor.vendorId!, title: 'Lamp', price: 40, stock: 100 });
  const mug = await createProduct(app, { vendorId: vendor.vendorId!, title: 'Mug', price: 15, stock: 100 });
  const erin = await signedIn(app, 'customer', { email: `erin-${Date.now()}@example.test`, name: 'Erin' });
  const tag = Math.random().toString(36).slice(2, 8);
  const mail = (n: string) => `${n}-${tag}@example.test`;

  async function place(
    at: string,
    who: { name: string; email: string; token?: string },
    lines: { productId: string; quantity: number; price: number }[],
    where: { city: string; country: string } = { city: address.city, country: address.country },
  ) {
    clock.set(at);
    const body = await orderBody(app, lines, { email: who.email });
    body.customer.name = who.name;
    body.shippingAddress = { ...address, ...where };
    const res = await call(app, 'POST', '/api/orders', { body, token: who.token });
    expect(res.statusCode).toBe(201);
    const order = res.body.data.order;
    return {
      order,
      partId: order.statusParts.find((p: { type: string }) => p.type === 'vendor')._id as string,
    };
  }
  async function status(partId: string, at: string, to: string) {
    clock.set(at);
    // Delivered and returned are reached step by step (decision 0032), all at this time.
    if (to === 'delivered' || to === 'returned') {
      await moveVendorPart(app, { token: vendor.token, partId }, to);
      return;
    }
    const res = await call(app, 'PUT', `/api/status/${partId}/vendor-status`, {
      token: vendor.token,
      body: { status: to },
    });
    expect(res.statusCode).toBe(200);
  }
  const one = (q = 1) => [{ productId: lamp.id, quantity: q, price: 40 }];
  const lahore = { city: 'Lahore', country: 'Pakistan' };

  const a1 = await place('2026-01-20T10:00:00Z', { name: 'Alice', email: mail('alice') }, one(), lahore);
  await status(a1.partId, '2026-01-20T11:00:00Z', 'delivered');
  const b1 = await place('2026-01-25T10:00:00Z', { name: 'Bob', email: mail('bob') }, one(2));
  await status(b1.partId, '2026-01-26T10:00:00Z', 'delivered');
  await status(b1.partId, '2026-02-02T10:00:00Z', 'returned');
  const a2 = await place(
    '2026-02-10T10:00:00Z',
    { name: 'Alice A.', email: mail('alice').toUpperCase() },
    one(3),
    lahore,
  );
  await status(a2.partId, '2026-02-10T12:00:00Z', 'delivered');
  const c1 = await place('2026-02-12T10:00:00Z', { name: 'Carol', email: mail('carol') }, one());
  await status(c1.partId, '2026-02-12T11:00:00Z', 'cancelled');
  await place('2026-02-20T10:00:00Z', { name: 'Bob', email: mail('bob') }, one());
  const d1 = await place('2026-02-28T18:00:00Z', { name: 'Dan', email: mail('dan') }, one());
  await status(d1.partId, '2026-02-28T19:30:00Z', 'delivered');

  await setSetting(app, 'autoForwardOrders', false);
  const e1 = await place('2026-03-05T10:00:00Z', { name: 'Erin', email: erin.email, token: erin.token }, [
    { productId: lamp.id, quantity: 1, price: 40 },
    { productId: mug.id, quantity: 1, price: 15 },
  ]);
  const mugItem = e1.order.items.find((i: { title: string }) => i.title === 'Mug');
  const cancel = await call(app, 'POST', `/api/orders/user/cancel-items/${e1.order._id}`, {
    token: erin.token,
    body: { itemsToCancel: [mugItem._id] },
  });
  expect(cancel.statusCode).toBe(200);
  const fwd = await call(app, 'POST', `/api/admin/orders/${e1.order._id}/forward`, {
    token: admin.token,
    body: {},
  });
  expect(fwd.statusCode).toBe(200);
  await setSetting(app, 'autoForwardOrders', true);
  await status(e1.partId, '2026-03-06T10:00:00Z', 'delivered');
  await place('2026-03-14T10:00:00Z', { name: 'Bob B.', email: mail('bob') }, one(), {
    city: 'Berlin',
    country: 'Germany',
  });

  for (const [month, amount] of [
    [1, 8],
    [2, 10],
  ] as const) {
    const pay = await call(app, 'POST', '/api/admin/commissions/payments', {
      token: admin.token,
      body: { vendorId: vendor.vendorId, year: 2026, month, amount },
    });
    expect(pay.statusCode).toBe(201);
  }
  clock.set('2026-03-15T12:00:00Z');
  await drainAnalytics({ ctx: app.ctx });
  return { admin, vendor, mail, erin };
}
