import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { orderParts } from '../db/schema/index.js';
import { call } from './test-app.js';

/**
 * Test support: walks a part forward through the HTTP routes, one legal step at a time
 * (decision 0032), from wherever it is to `to`. Shipping sends a tracking number and a carrier;
 * processing is visited only when it is the goal.
 */
const PATH = ['pending', 'taken', 'processing', 'shipped', 'delivered', 'returned'] as const;
type Goal = 'taken' | 'processing' | 'shipped' | 'delivered' | 'returned';

async function statusOf(app: FastifyInstance, partId: string): Promise<string> {
  const [part] = await app.ctx.db.select().from(orderParts).where(eq(orderParts.id, partId));
  const status = part!.status;
  return status === 'accepted' || status === 'confirmed' ? 'taken' : status;
}

async function walk(
  app: FastifyInstance,
  partId: string,
  to: Goal,
  send: (status: string) => Promise<{ statusCode: number; body: unknown }>,
  taken: 'accepted' | 'confirmed',
) {
  const from = PATH.indexOf((await statusOf(app, partId)) as (typeof PATH)[number]);
  const goal = PATH.indexOf(to);
  for (let i = from + 1; i <= goal; i++) {
    const step = PATH[i]!;
    if (step === 'processing' && to !== 'processing') continue;
    const res = await send(step === 'taken' ? taken : step);
    expect(res.statusCode, `${step}: ${JSON.stringify(res.body)}`).toBe(200);
  }
}

/** The marketplace's own part of an order, moved by an admin (`PUT /orders/:id/status`). */
export async function moveAdminPart(
  app: FastifyInstance,
  o: { token: string; orderId: string; partId: string },
  to: Goal,
) {
  await walk(
    app,
    o.partId,
    to,
    (status) =>
      call(app, 'PUT', `/api/orders/${o.orderId}/status`, {
        token: o.token,
        body: status === 'shipped' ? { status, trackingNumber: 'MKT-TEST-1', carrier: 'UPS' } : { status },
      }),
    'confirmed',
  );
}

/** A vendor part moved by its vendor (`PUT /status/:id/vendor-status`). */
export async function moveVendorPart(app: FastifyInstance, o: { token: string; partId: string }, to: Goal) {
  await walk(
    app,
    o.partId,
    to,
    (status) =>
      call(app, 'PUT', `/api/status/${o.partId}/vendor-status`, {
        token: o.token,
        body: status === 'shipped' ? { status, trackingNumber: '1Z-TEST-1', carrier: 'UPS' } : { status },
      }),
    'accepted',
  );
}
