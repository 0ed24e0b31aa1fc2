import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { orderBody } from '../../test/catalog-fixtures.js';
import { call } from '../../test/test-app.js';

/** Test support: a guest order of the given lines placed now (by the test clock); its vendor part ids. */
export async function guestOrder(
  app: FastifyInstance,
  lines: { productId: string; quantity: number; price: number }[],
  email = `buyer-${Math.random().toString(36).slice(2)}@example.test`,
) {
  const body = await orderBody(app, lines, { email });
  const res = await call(app, 'POST', '/api/orders', { body });
  expect(res.statusCode).toBe(201);
  const order = res.body.data.order;
  const vendorParts = (order.statusParts as { type: string; _id: string }[])
    .filter((p) => p.type === 'vendor')
    .map((p) => p._id);
  return { orderId: order._id as string, vendorParts, email };
}

/** Moves a vendor part to a status as its vendor. */
export async function setPartStatus(app: FastifyInstance, token: string, partId: string, status: string) {
  const res = await call(app, 'PUT', `/api/vendors/orders/${partId}/status`, {
    token,
    // Shipping needs a tracking number and a carrier (decision 0032).
    body: status === 'shipped' ? { status, trackingInfo: '1Z-TEST', carrier: 'UPS' } : { status },
  });
  expect(res.statusCode).toBe(200);
}
