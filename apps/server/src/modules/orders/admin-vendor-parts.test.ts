import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orderEvents, orderParts } from '../../db/schema/index.js';
import { createProduct, orderBody, stockOf } from '../../test/catalog-fixtures.js';
import { createAccount, lastEmailTo, signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';

/** Issue 35 item 6: an admin acts on any vendor's part, step by step, audited. */
describe("admin actions on a vendor's part", () => {
  const t = useTestApp();

  async function world() {
    const { app } = t();
    const vendor = await createAccount(app, { role: 'vendor', businessName: 'Alpha Store' });
    const admin = await signedIn(app, 'admin', { name: 'Ada Admin' });
    const lamp = await createProduct(app, {
      vendorId: vendor.vendorId!,
      title: 'Alpha Lamp',
      price: 50,
      stock: 10,
    });
    const own = await createProduct(app, { vendorId: null, title: 'House Mug', price: 20, stock: 10 });
    const body = await orderBody(
      app,
      [
        { productId: lamp.id, quantity: 2, price: 50 },
        { productId: own.id, quantity: 1, price: 20 },
      ],
      { email: 'buyer@example.test' },
    );
    const res = await call(app, 'POST', '/api/orders', { body });
    expect(res.statusCode).toBe(201);
    const order = res.body.data.order;
    const part = (type: string) =>
      order.statusParts.find((p: { type: string }) => p.type === type)._id as string;
    return {
      app,
      vendor,
      admin,
      lamp,
      orderId: order._id as string,
      partId: part('vendor'),
      adminPartId: part('admin'),
    };
  }

  const move = (w: Awaited<ReturnType<typeof world>>, body: Record<string, unknown>, partId = w.partId) =>
    call(w.app, 'PUT', `/api/admin/orders/${w.orderId}/parts/${partId}/status`, {
      token: w.admin.token,
      body,
    });
  const partRow = async (w: Awaited<ReturnType<typeof world>>) =>
    (await w.app.ctx.db.select().from(orderParts).where(eq(orderParts.id, w.partId)))[0]!;

  it('accepts, ships with a carrier and a tracking number, and delivers; each move recorded as the admin', async () => {
    const w = await world();
    expect((await move(w, { status: 'accepted' })).statusCode).toBe(200);
    const noTracking = await move(w, { status: 'shipped' });
    expect(noTracking.statusCode).toBe(400);
    const shipped = await move(w, { status: 'shipped', trackingNumber: 'TRK-1', carrier: 'UPS' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.body.message).toBe('Vendor part status updated to shipped');
    expect(await stockOf(w.app, w.lamp.id)).toEqual({ current: 8, reserved: 0, available: 8 });
    const mail = await lastEmailTo(w.app, 'buyer@example.test');
    expect(mail?.text).toContain('Alpha Store');
    expect(mail?.text).toContain('TRK-1');
    expect((await move(w, { status: 'delivered' })).statusCode).toBe(200);
    expect(await partRow(w)).toMatchObject({ status: 'delivered', trackingNumber: 'TRK-1', carrier: 'UPS' });

    const events = await w.app.ctx.db.select().from(orderEvents).where(eq(orderEvents.partId, w.partId));
    const byAdmin = events.filter((e) => e.actorType === 'admin');
    expect(byAdmin.map((e) => e.toStatus)).toEqual(['accepted', 'shipped', 'delivered']);
    expect(byAdmin.every((e) => e.actorId === w.admin.id)).toBe(true);
    const audit = await w.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'changeVendorPartAsAdmin'), eq(auditLog.subjectId, w.partId)));
    expect(audit).toHaveLength(3);
    expect(audit.every((a) => a.actorId === w.admin.id && a.vendorId === w.vendor.vendorId)).toBe(true);
  });

  it('refuses a skipped step with 409 and changes nothing', async () => {
    const w = await world();
    const before = await partRow(w);
    const skip = await move(w, { status: 'delivered' });
    expect(skip.statusCode).toBe(409);
    expect(skip.body).toMatchObject({ code: 'ILLEGAL_TRANSITION', from: 'pending', to: 'delivered' });
    const ship = await move(w, { status: 'shipped', trackingNumber: 'T', carrier: 'UPS' });
    expect(ship.statusCode).toBe(409);
    expect(await partRow(w)).toEqual(before);
    expect(await stockOf(w.app, w.lamp.id)).toEqual({ current: 10, reserved: 2, available: 8 });
    const events = await w.app.ctx.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.partId, w.partId), eq(orderEvents.actorType, 'admin')));
    expect(events).toEqual([]);
  });

  it('cancels a vendor part for the marketplace, releasing its stock; cancelled is final', async () => {
    const w = await world();
    const res = await move(w, { status: 'cancelled', reason: 'Seller unreachable' });
    expect(res.statusCode).toBe(200);
    expect(await partRow(w)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'admin',
      cancellationReason: 'Seller unreachable',
    });
    expect(await stockOf(w.app, w.lamp.id)).toEqual({ current: 10, reserved: 0, available: 10 });
    expect((await move(w, { status: 'accepted' })).statusCode).toBe(409);
  });

  it("answers 404 for the marketplace's own part, another order's part, and refuses vendors and unknown fields", async () => {
    const w = await world();
    expect((await move(w, { status: 'accepted' }, w.adminPartId)).statusCode).toBe(404);
    const other = await call(
      w.app,
      'PUT',
      `/api/admin/orders/01900000-0000-7000-8000-000000000000/parts/${w.partId}/status`,
      { token: w.admin.token, body: { status: 'accepted' } },
    );
    expect(other.statusCode).toBe(404);
    const vendor = await signedIn(w.app, 'vendor');
    const asVendor = await call(w.app, 'PUT', `/api/admin/orders/${w.orderId}/parts/${w.partId}/status`, {
      token: vendor.token,
      body: { status: 'accepted' },
    });
    expect(asVendor.statusCode).toBe(403);
    expect((await move(w, { status: 'accepted', extra: 1 })).statusCode).toBe(400);
    expect((await partRow(w)).status).toBe('pending');
  });
});
