import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orderParts, vendors } from '../../db/schema/index.js';
import { setSetting, stockOf } from '../../test/catalog-fixtures.js';
import { lastEmailTo, signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { placeVendorOrder } from './testing.js';

describe('vendor order management', () => {
  const t = useTestApp();

  const setup = (opts: Parameters<typeof placeVendorOrder>[1] = {}) => placeVendorOrder(t().app, opts);
  const unified = async (orderId: string, email: string) =>
    (await call(t().app, 'GET', `/api/orders/${orderId}/details?email=${encodeURIComponent(email)}`)).body
      .data.order.status;

  it('lists only its own forwarded parts with items, amounts and status counts', async () => {
    const s = await setup();
    const res = await call(t().app, 'GET', '/api/vendors/orders?summary=true', { token: s.vendor.token });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.orders).toHaveLength(1);
    const o = res.body.data.orders[0];
    expect(o).toMatchObject({
      _id: s.partId,
      orderNumber: s.order.orderNumber,
      status: 'pending',
      statusLabel: 'Pending (Contact Admin)',
      vendorSubtotal: 80,
      shippingCost: 5,
      totalAmount: 85,
      commissionRate: 20,
      commissionAmount: 16,
      vendorAmount: 64,
      itemCount: 2,
    });
    expect(o.items.map((i: any) => i.title)).toEqual(['Desk Lamp']);
    expect(res.body.data.pagination).toMatchObject({
      currentPage: 1,
      pageSize: 10,
      totalOrders: 1,
      totalPages: 1,
    });
    expect(res.body.data.summary).toMatchObject({ counts: { pending: 1 }, totalCommission: 16 });
    const plain = await call(t().app, 'GET', '/api/vendors/orders', { token: s.vendor.token });
    expect(plain.body.data.summary).toBeUndefined();
    // The vendor view names the vendor: business, contact name and e-mail (spec 000 section 3).
    await t()
      .app.ctx.db.update(vendors)
      .set({ contactFirstName: 'Vera', contactLastName: 'Stone' })
      .where(eq(vendors.id, s.vendor.vendorId!));
    const detail = await call(t().app, 'GET', `/api/vendors/orders/${s.partId}`, { token: s.vendor.token });
    expect(detail.body.data.order).toMatchObject({
      shippingAddress: { street: '1 Test Road', city: 'Springfield' },
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      taxAmount: 6.4,
    });
    expect(detail.body.data.order.vendor).toEqual({
      businessName: 'Vendor One',
      name: 'Vera Stone',
      email: s.vendor.email,
    });
    expect(detail.body.data.order.items).toHaveLength(1);
  });

  it('walks accept -> processing -> shipped (sale) -> delivered, updating the unified status each time', async () => {
    const s = await setup();
    const tok = s.vendor.token;
    const accept = await call(t().app, 'PUT', `/api/vendors/orders/${s.partId}/respond`, {
      token: tok,
      body: { action: 'accept' },
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.body.message).toBe('Order accepted successfully!');
    expect(await unified(s.order._id, s.email)).toBe('processing');
    expect(
      (
        await call(t().app, 'PUT', `/api/vendors/orders/${s.partId}/status`, {
          token: tok,
          body: { status: 'processing' },
        })
      ).statusCode,
    ).toBe(200);
    const ship = await call(t().app, 'PUT', `/api/vendors/orders/${s.partId}/status`, {
      token: tok,
      body: { status: 'shipped', trackingInfo: '1Z999', carrier: 'UPS' },
    });
    expect(ship.statusCode).toBe(200);
    expect(ship.body.data.order.tracking).toMatchObject({ trackingNumber: '1Z999', carrier: 'UPS' });
    expect(await stockOf(t().app, s.product.id)).toEqual({ current: 18, reserved: 0, available: 18 });
    expect(await unified(s.order._id, s.email)).toBe('shipped');
    const mail = await lastEmailTo(t().app, s.email);
    expect(mail!.subject).toContain('has shipped');
    expect(mail!.text).toContain('1Z999');
    const delivered = await call(t().app, 'PUT', `/api/status/${s.partId}/vendor-status`, {
      token: tok,
      body: { status: 'delivered' },
    });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.body.message).toBe('Order part marked Delivered');
    expect((await lastEmailTo(t().app, s.email))!.subject).toContain('was delivered');
    // The marketplace's part is still pending: rule A gives placed.
    expect(await unified(s.order._id, s.email)).toBe('placed');
    const events = await t().database.db.select().from(orderEvents).where(eq(orderEvents.partId, s.partId));
    expect(events.map((e) => e.toStatus)).toEqual([
      'pending',
      'accepted',
      'processing',
      'shipped',
      'delivered',
    ]);
  });

  it('refuses illegal moves with 409 naming from and to, through every status call', async () => {
    const s = await setup();
    const tok = s.vendor.token;
    await call(t().app, 'PUT', `/api/vendors/orders/${s.partId}/respond`, {
      token: tok,
      body: { action: 'accept' },
    });
    await call(t().app, 'PUT', `/api/vendors/orders/${s.partId}/status`, {
      token: tok,
      body: { status: 'shipped', trackingInfo: '1Z1', carrier: 'UPS' },
    });
    const calls = [
      () =>
        call(t().app, 'PUT', `/api/status/${s.partId}/vendor-status`, {
          token: tok,
          body: { status: 'processing' },
        }),
      () =>
        call(t().app, 'PUT', `/api/vendors/orders/${s.partId}/status`, {
          token: tok,
          body: { status: 'pending' },
        }),
      () =>
        call(t().app, 'PUT', `/api/vendors/orders/${s.partId}/respond`, {
          token: tok,
          body: { action: 'reject' },
        }),
      () =>
        call(t().app, 'PUT', `/api/vendors/orders/vendor-orders/${s.partId}/action`, {
          token: tok,
          body: { action: 'cancel', notes: 'Out of stock' },
        }),
    ];
    for (const c of calls) {
      const res = await c();
      expect(res.statusCode).toBe(409);
      expect(res.body.code).toBe('ILLEGAL_TRANSITION');
      expect(res.body.from).toBe('shipped');
    }
    const [part] = await t().database.db.select().from(orderParts).where(eq(orderParts.id, s.partId));
    expect(part!.status).toBe('shipped');
  });

  it('rejects a pending order (releasing stock) and only from pending', async () => {
    const s = await setup();
    const res = await call(t().app, 'PUT', `/api/vendors/orders/${s.partId}/respond`, {
      token: s.vendor.token,
      body: { action: 'reject', notes: 'Cannot ship to this area' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Order rejected successfully!');
    expect(res.body.data.order).toMatchObject({
      status: 'rejected',
      vendorNotes: 'Cannot ship to this area',
    });
    expect(await stockOf(t().app, s.product.id)).toEqual({ current: 20, reserved: 0, available: 20 });
    expect((await lastEmailTo(t().app, s.email))!.subject).toContain('was cancelled');
  });

  it('cancels with a reason from the card screen, releasing stock', async () => {
    const s = await setup();
    await call(t().app, 'PUT', `/api/status/${s.partId}/vendor-status`, {
      token: s.vendor.token,
      body: { status: 'processing' },
    });
    const empty = await call(t().app, 'PUT', `/api/vendors/orders/vendor-orders/${s.partId}/action`, {
      token: s.vendor.token,
      body: { action: 'cancel', notes: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    const res = await call(t().app, 'PUT', `/api/vendors/orders/vendor-orders/${s.partId}/action`, {
      token: s.vendor.token,
      body: { action: 'cancel', notes: 'Damaged in storage' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.order).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'vendor',
      statusLabel: 'Cancelled by Vendor',
    });
    expect(await stockOf(t().app, s.product.id)).toMatchObject({ reserved: 0 });
  });

  it('cannot change a part the customer cancelled', async () => {
    const s = await setup();
    await call(t().app, 'POST', `/api/orders/user/cancel-vendor-part/${s.partId}`, {
      body: { email: s.email },
    });
    for (const status of ['processing', 'shipped', 'cancelled']) {
      const res = await call(t().app, 'PUT', `/api/status/${s.partId}/vendor-status`, {
        token: s.vendor.token,
        body: status === 'shipped' ? { status, trackingNumber: '1Z1', carrier: 'UPS' } : { status },
      });
      expect(res.statusCode).toBe(409);
      expect(res.body.message).toBe('Cannot modify - Order cancelled by customer');
    }
    const list = await call(t().app, 'GET', '/api/vendors/orders?status=cancelled_by_customer', {
      token: s.vendor.token,
    });
    expect(list.body.data.orders[0]).toMatchObject({
      statusLabel: 'Cancelled by Customer',
      cancelledBy: 'user',
    });
    expect(
      (await call(t().app, 'GET', '/api/vendors/orders?status=cancelled', { token: s.vendor.token })).body
        .data.orders,
    ).toHaveLength(0);
  });

  it('filters by status and pages newest first, with the total of the filter', async () => {
    const s = await setup();
    const second = await setup({ vendor: s.vendor, product: s.product, own: s.own });
    const third = await setup({ vendor: s.vendor, product: s.product, own: s.own });
    const accepted = await call(t().app, 'PUT', `/api/vendors/orders/${second.partId}/respond`, {
      token: s.vendor.token,
      body: { action: 'accept' },
    });
    expect(accepted.statusCode).toBe(200);
    const list = async (query: string) =>
      (await call(t().app, 'GET', `/api/vendors/orders?${query}`, { token: s.vendor.token })).body.data;
    const pending = await list('status=pending');
    expect(pending.orders.map((o: any) => o._id)).toEqual([third.partId, s.partId]);
    expect(pending.pagination.totalOrders).toBe(2);
    const acceptedOnly = await list('status=accepted');
    expect(acceptedOnly.orders.map((o: any) => o._id)).toEqual([second.partId]);
    expect(acceptedOnly.orders[0].items).toHaveLength(1);
    const pageTwo = await list('limit=2&page=2');
    expect(pageTwo.orders.map((o: any) => o._id)).toEqual([s.partId]);
    expect(pageTwo.pagination).toMatchObject({ currentPage: 2, totalOrders: 3, totalPages: 2 });
    expect((await list('limit=2&page=1')).orders.map((o: any) => o._id)).toEqual([
      third.partId,
      second.partId,
    ]);
    // Past the last page there is no row to carry the total: it is still counted.
    const beyond = await list('limit=2&page=5');
    expect(beyond.orders).toEqual([]);
    expect(beyond.pagination).toMatchObject({ currentPage: 5, totalOrders: 3, totalPages: 2 });
    expect((await list('status=shipped')).pagination).toMatchObject({ totalOrders: 0 });
  });

  it('accepts tracking only once shipped, with the carrier list', async () => {
    const s = await setup();
    const early = await call(t().app, 'PUT', `/api/vendors/orders/${s.partId}/tracking`, {
      token: s.vendor.token,
      body: { trackingNumber: 'ABC', carrier: 'DHL' },
    });
    expect(early.statusCode).toBe(409);
    await call(t().app, 'PUT', `/api/vendors/orders/${s.partId}/respond`, {
      token: s.vendor.token,
      body: { action: 'accept' },
    });
    const shipped = await call(t().app, 'PUT', `/api/vendors/orders/${s.partId}/status`, {
      token: s.vendor.token,
      body: { status: 'shipped', trackingInfo: 'FIRST1', carrier: 'UPS' },
    });
    expect(shipped.statusCode).toBe(200);
    const bad = await call(t().app, 'PUT', `/api/vendors/orders/${s.partId}/tracking`, {
      token: s.vendor.token,
      body: { trackingNumber: 'ABC', carrier: 'Pigeon' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await call(t().app, 'PUT', `/api/vendors/orders/${s.partId}/tracking`, {
      token: s.vendor.token,
      body: { trackingNumber: 'ABC123', carrier: 'DHL', notes: 'Leave at door' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.message).toBe('Tracking information updated successfully');
    expect(ok.body.data.order.tracking).toEqual({
      trackingNumber: 'ABC123',
      carrier: 'DHL',
      notes: 'Leave at door',
    });
  });

  it("never shows or changes another vendor's part or the marketplace's part (404 everywhere)", async () => {
    const s = await setup();
    const other = await signedIn(t().app, 'vendor');
    const attempts = [
      () => call(t().app, 'GET', `/api/vendors/orders/${s.partId}`, { token: other.token }),
      () =>
        call(t().app, 'PUT', `/api/status/${s.partId}/vendor-status`, {
          token: other.token,
          body: { status: 'processing' },
        }),
      () =>
        call(t().app, 'PUT', `/api/vendors/orders/vendor-orders/${s.partId}/action`, {
          token: other.token,
          body: { action: 'cancel', notes: 'x' },
        }),
      () =>
        call(t().app, 'PUT', `/api/vendors/orders/${s.partId}/respond`, {
          token: other.token,
          body: { action: 'accept' },
        }),
      () =>
        call(t().app, 'PUT', `/api/vendors/orders/${s.partId}/status`, {
          token: other.token,
          body: { status: 'shipped', trackingInfo: '1Z1', carrier: 'UPS' },
        }),
      () =>
        call(t().app, 'PUT', `/api/vendors/orders/${s.partId}/tracking`, {
          token: other.token,
          body: { trackingNumber: 'X', carrier: 'UPS' },
        }),
      () => call(t().app, 'GET', `/api/vendors/orders/${s.adminPartId}`, { token: s.vendor.token }),
      () =>
        call(t().app, 'PUT', `/api/status/${s.adminPartId}/vendor-status`, {
          token: s.vendor.token,
          body: { status: 'processing' },
        }),
    ];
    for (const attempt of attempts) expect((await attempt()).statusCode).toBe(404);
    expect(
      (await call(t().app, 'GET', '/api/vendors/orders', { token: other.token })).body.data.orders,
    ).toHaveLength(0);
    const csv = await t().app.inject({
      method: 'GET',
      url: '/api/vendors/orders/export?format=csv',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(csv.body).not.toContain(s.order.orderNumber);
    const [part] = await t().database.db.select().from(orderParts).where(eq(orderParts.id, s.partId));
    expect(part!.status).toBe('pending');
  });

  it('does not show parts that are not forwarded yet', async () => {
    await setSetting(t().app, 'autoForwardOrders', false);
    try {
      const s = await setup();
      expect(
        (await call(t().app, 'GET', '/api/vendors/orders', { token: s.vendor.token })).body.data.orders,
      ).toHaveLength(0);
      expect(
        (await call(t().app, 'GET', `/api/vendors/orders/${s.partId}`, { token: s.vendor.token })).statusCode,
      ).toBe(404);
    } finally {
      await setSetting(t().app, 'autoForwardOrders', true);
    }
  });
});
