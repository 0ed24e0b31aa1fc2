import { statusLabel } from '@market/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orderParts } from '../../db/schema/index.js';
import { stockOf } from '../../test/catalog-fixtures.js';
import { lastEmailTo, signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { placeVendorOrder } from './testing.js';

/** Issue 35, item 1 (decision 0032): a part moves one step at a time, on every route, for everyone. */
describe('order parts move step by step', () => {
  const t = useTestApp();

  const snapshot = async (partId: string) => {
    const [part] = await t().database.db.select().from(orderParts).where(eq(orderParts.id, partId));
    const events = await t().database.db.select().from(orderEvents).where(eq(orderEvents.partId, partId));
    return { part, events: events.length };
  };

  it('refuses a pending part skipping to processing, shipped or delivered on every vendor route (409, nothing changed)', async () => {
    const s = await placeVendorOrder(t().app);
    const tok = s.vendor.token;
    const before = await snapshot(s.partId);
    const mailBefore = await lastEmailTo(t().app, s.email);
    const stockBefore = await stockOf(t().app, s.product.id);
    const tries = [
      ['/api/status/%/vendor-status', { status: 'delivered' }],
      ['/api/status/%/vendor-status', { status: 'processing' }],
      ['/api/status/%/vendor-status', { status: 'shipped', trackingNumber: '1Z1', carrier: 'UPS' }],
      ['/api/vendors/orders/%/status', { status: 'delivered' }],
      ['/api/vendors/orders/%/status', { status: 'processing' }],
      ['/api/vendors/orders/%/status', { status: 'shipped', trackingInfo: '1Z1', carrier: 'UPS' }],
    ] as const;
    for (const [path, body] of tries) {
      const res = await call(t().app, 'PUT', path.replace('%', s.partId), { token: tok, body });
      expect(res.statusCode, `${path} ${body.status}`).toBe(409);
      expect(res.body).toMatchObject({
        code: 'ILLEGAL_TRANSITION',
        message: `Cannot change status from Pending to ${statusLabel('order', body.status)}`,
        from: 'pending',
        to: body.status,
      });
    }
    expect(await snapshot(s.partId)).toEqual(before);
    expect(await stockOf(t().app, s.product.id)).toEqual(stockBefore);
    // No "delivered" (or any) e-mail reached the customer.
    expect(await lastEmailTo(t().app, s.email)).toEqual(mailBefore);
  });

  it('ships only with a tracking number and a carrier (400 naming each field), then delivers', async () => {
    const s = await placeVendorOrder(t().app);
    const tok = s.vendor.token;
    const url = `/api/status/${s.partId}/vendor-status`;
    expect((await call(t().app, 'PUT', url, { token: tok, body: { status: 'accepted' } })).statusCode).toBe(
      200,
    );
    // An accepted part cannot be delivered before it ships.
    const early = await call(t().app, 'PUT', url, { token: tok, body: { status: 'delivered' } });
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toBe('Cannot change status from Accepted to Delivered');

    const before = await snapshot(s.partId);
    const bare = await call(t().app, 'PUT', url, { token: tok, body: { status: 'shipped' } });
    expect(bare.statusCode).toBe(400);
    expect(bare.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'trackingNumber',
          message: 'Enter the tracking number to mark this order shipped',
        }),
        expect.objectContaining({
          path: 'carrier',
          message: 'Choose the carrier to mark this order shipped',
        }),
      ]),
    );
    const noCarrier = await call(t().app, 'PUT', `/api/vendors/orders/${s.partId}/status`, {
      token: tok,
      body: { status: 'shipped', trackingInfo: '1Z999' },
    });
    expect(noCarrier.statusCode).toBe(400);
    expect(noCarrier.body.details).toEqual([
      expect.objectContaining({ path: 'carrier', message: 'Choose the carrier to mark this order shipped' }),
    ]);
    const blank = await call(t().app, 'PUT', url, {
      token: tok,
      body: { status: 'shipped', trackingNumber: '   ', carrier: 'UPS' },
    });
    expect(blank.statusCode).toBe(400);
    expect(await snapshot(s.partId)).toEqual(before);

    // Processing may be skipped: accepted -> shipped.
    const ship = await call(t().app, 'PUT', url, {
      token: tok,
      body: { status: 'shipped', trackingNumber: '1Z999AA1', carrier: 'USPS' },
    });
    expect(ship.statusCode).toBe(200);
    expect(ship.body.data.order.tracking).toMatchObject({ trackingNumber: '1Z999AA1', carrier: 'USPS' });
    expect((await lastEmailTo(t().app, s.email))?.text).toContain('1Z999AA1');
    const deliver = await call(t().app, 'PUT', url, { token: tok, body: { status: 'delivered' } });
    expect(deliver.statusCode).toBe(200);
    expect(deliver.body.data.order.status).toBe('delivered');
  });

  it("holds the admin to the same steps on the marketplace's own part", async () => {
    const s = await placeVendorOrder(t().app);
    const admin = await signedIn(t().app, 'admin');
    const url = `/api/orders/${s.order._id}/status`;
    const put = (body: Record<string, unknown>) => call(t().app, 'PUT', url, { token: admin.token, body });
    const before = await snapshot(s.adminPartId);
    for (const status of ['processing', 'shipped', 'delivered']) {
      const res = await put({ status, trackingNumber: 'MKT1', carrier: 'DHL' });
      expect(res.statusCode, status).toBe(409);
      expect(res.body).toMatchObject({ code: 'ILLEGAL_TRANSITION', from: 'pending', to: status });
    }
    expect(await snapshot(s.adminPartId)).toEqual(before);
    expect((await put({ status: 'confirmed' })).statusCode).toBe(200);
    const bare = await put({ status: 'shipped' });
    expect(bare.statusCode).toBe(400);
    expect(bare.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'carrier',
      'trackingNumber',
    ]);
    expect((await put({ status: 'delivered' })).statusCode).toBe(409);
    expect((await put({ status: 'shipped', trackingNumber: 'MKT1', carrier: 'DHL' })).statusCode).toBe(200);
    const [part] = await t().database.db.select().from(orderParts).where(eq(orderParts.id, s.adminPartId));
    expect(part).toMatchObject({ status: 'shipped', trackingNumber: 'MKT1', carrier: 'DHL' });
    expect((await put({ status: 'delivered' })).statusCode).toBe(200);
  });
});
