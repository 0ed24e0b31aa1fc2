import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerLines, orderParts, orderRefunds } from '../../db/schema/index.js';
import { ManualClock } from '../../lib/clock.js';
import { createProduct, orderBody } from '../../test/catalog-fixtures.js';
import { createAccount, lastEmailTo, signedIn, signIn } from '../../test/fixtures.js';
import { moveAdminPart, moveVendorPart } from '../../test/part-steps.js';
import { call, useTestApp } from '../../test/test-app.js';

function receiptForm(order: unknown, image: Buffer) {
  const boundary = `----money${Date.now()}`;
  const part = (head: string, value: Buffer | string) => [
    Buffer.from(head),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ];
  const payload = Buffer.concat([
    ...part(`--${boundary}\r\nContent-Disposition: form-data; name="order"\r\n\r\n`, JSON.stringify(order)),
    ...part(
      `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n`,
      image,
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Gina Guest' };

/**
 * The money of an order goes through the ledger in the transaction of each change (issue 28,
 * decisions 0043 and 0047): the card payment at checkout, a refund of the exact share of every
 * cancelled item, cash on delivery when collected, and each vendor's earnings when delivered.
 */
describe('order money', () => {
  const clock = new ManualClock('2026-11-20T10:00:00.000Z');
  const t = useTestApp({ clock });

  /** House Mug 2 x $20 ($4 shipping) and House Plate $10 ($2) from the marketplace, Alpha Lamp $50 ($5) from a vendor; tax 8 %. */
  async function mixedOrder(method: 'card' | 'cod' | 'bank_transfer') {
    const { app } = t();
    const customer = await signedIn(app, 'customer');
    const vendor = await createAccount(app, { role: 'vendor', businessName: `Alpha ${Math.random()}` });
    const vendorToken = await signIn(app, 'vendor', vendor);
    const mug = await createProduct(app, {
      vendorId: null,
      title: 'House Mug',
      price: 20,
      shipping: 4,
      stock: 10,
    });
    const plate = await createProduct(app, {
      vendorId: null,
      title: 'House Plate',
      price: 10,
      shipping: 2,
      stock: 10,
    });
    const lamp = await createProduct(app, {
      vendorId: vendor.vendorId!,
      title: 'Alpha Lamp',
      price: 50,
      shipping: 5,
      stock: 10,
    });
    const body = await orderBody(
      app,
      [
        { productId: mug.id, quantity: 2, price: 20 },
        { productId: plate.id, quantity: 1, price: 10 },
        { productId: lamp.id, quantity: 1, price: 50 },
      ],
      { email: customer.email, method, ...(method === 'card' ? { card: CARD } : {}) },
    );
    let order: any;
    if (method === 'bank_transfer') {
      const image = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const form = receiptForm(body, image);
      const res = await app.inject({
        method: 'POST',
        url: '/api/orders/with-receipt',
        payload: form.payload,
        headers: { ...form.headers, authorization: `Bearer ${customer.token}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      order = res.json().data.order;
    } else {
      const res = await call(app, 'POST', '/api/orders', { body, token: customer.token });
      expect(res.statusCode).toBe(201);
      order = res.body.data.order;
    }
    expect(order.totalAmount).toBe(117);
    const item = (title: string) => order.items.find((i: any) => i.title === title);
    const part = (type: string) => order.statusParts.find((p: any) => p.type === type);
    return { order, customer, vendor, vendorToken, item, part };
  }

  async function linesOf(orderId: string) {
    return t()
      .app.ctx.db.select({
        kind: ledgerEntries.kind,
        account: ledgerLines.account,
        vendorId: ledgerLines.vendorId,
        amountMinor: ledgerLines.amountMinor,
      })
      .from(ledgerLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
      .where(eq(ledgerEntries.orderId, orderId));
  }
  const total = (lines: { account: string; amountMinor: number }[], account: string) =>
    lines.filter((l) => l.account === account).reduce((s, l) => s + Number(l.amountMinor), 0);

  async function balance(vendorId: string) {
    const admin = await signedIn(t().app, 'admin');
    const res = await call(t().app, 'GET', `/api/admin/ledger/vendors/${vendorId}/balance`, {
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    const b = res.body.data;
    // The route speaks in the currency's units; the test in minor units.
    return {
      pendingMinor: Math.round(b.pending * 100),
      availableMinor: Math.round(b.available * 100),
      totalMinor: Math.round(b.total * 100),
    };
  }

  async function vendorPart(partId: string) {
    const [row] = await t().app.ctx.db.select().from(orderParts).where(eq(orderParts.id, partId));
    return row!;
  }

  it('posts a card payment at checkout: what the customer paid, each seller’s share, shipping and tax', async () => {
    const m = await mixedOrder('card');
    const lines = await linesOf(m.order._id);
    expect(lines.every((l) => l.kind === 'order_paid')).toBe(true);
    expect(total(lines, 'customer_payments')).toBe(11_700);
    expect(total(lines, 'shipping_collected')).toBe(-900);
    expect(total(lines, 'tax_collected')).toBe(-800);
    expect(total(lines, 'marketplace_sales')).toBe(-5_000);
    const part = await vendorPart(m.part('vendor')._id);
    expect(total(lines, 'commission_revenue')).toBe(-part.commissionMinor);
    expect(total(lines, 'vendor_pending')).toBe(-part.vendorAmountMinor);
    expect(await balance(m.vendor.vendorId!)).toEqual({
      pendingMinor: part.vendorAmountMinor,
      availableMinor: 0,
      totalMinor: part.vendorAmountMinor,
    });
  });

  it('refunds exactly a cancelled item’s share to the card, says so on the order and by e-mail, and posts it', async () => {
    const m = await mixedOrder('card');
    const res = await call(t().app, 'POST', `/api/orders/user/cancel-items/${m.order._id}`, {
      token: m.customer.token,
      body: { itemsToCancel: [m.item('House Plate')._id] },
    });
    expect(res.statusCode).toBe(200);
    // $10 of items, its share of the marketplace part's $4 shipping (10 of 50: $0.80) and of the
    // order's $8 tax (10 of 100: $0.80).
    const view = await call(t().app, 'GET', `/api/orders/${m.order._id}`, { token: m.customer.token });
    expect(view.body.data.order).toMatchObject({
      paymentStatus: 'partially_refunded',
      totalAmount: 105.4,
      refundedAmount: 11.6,
      refunds: [
        {
          amount: 11.6,
          method: 'card',
          status: 'succeeded',
          message: 'Refunded $11.60 to card on Nov 20, 2026',
        },
      ],
    });
    const [refund] = await t()
      .app.ctx.db.select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, m.order._id));
    expect(refund!.providerReference).toMatch(/^re_test_/);
    const mail = await lastEmailTo(t().app, m.customer.email);
    expect(mail?.subject).toBe(`Refund for your order ${m.order.orderNumber}`);
    expect(mail?.text).toContain('Refunded $11.60 to card on Nov 20, 2026');
    const lines = await linesOf(m.order._id);
    expect(total(lines, 'refunds')).toBe(-1_160);
    // What the customer paid less what was refunded is what the order still shows.
    expect(total(lines, 'customer_payments') + total(lines, 'refunds')).toBe(10_540);
    // A later change posts nothing twice.
    await call(t().app, 'POST', `/api/orders/user/cancel-items/${m.order._id}`, {
      token: m.customer.token,
      body: { itemsToCancel: [m.item('House Plate')._id] },
    });
    expect(await linesOf(m.order._id)).toHaveLength(lines.length);
  });

  it('refunds the whole payment when the whole order is cancelled; the vendor’s pending earnings go back to zero', async () => {
    const m = await mixedOrder('card');
    const res = await call(t().app, 'POST', `/api/orders/user/cancel/${m.order._id}`, {
      token: m.customer.token,
      body: { reason: 'Changed my mind' },
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const view = await call(t().app, 'GET', `/api/orders/${m.order._id}`, { token: m.customer.token });
    expect(view.body.data.order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: 117 });
    const lines = await linesOf(m.order._id);
    expect(total(lines, 'customer_payments') + total(lines, 'refunds')).toBe(0);
    for (const account of ['shipping_collected', 'tax_collected', 'commission_revenue', 'marketplace_sales'])
      expect(total(lines, account), account).toBe(0);
    expect(await balance(m.vendor.vendorId!)).toEqual({ pendingMinor: 0, availableMinor: 0, totalMinor: 0 });
  });

  it('moves a vendor’s earnings from pending to available when its part is delivered, once', async () => {
    const m = await mixedOrder('card');
    await moveVendorPart(t().app, { token: m.vendorToken, partId: m.part('vendor')._id }, 'delivered');
    const part = await vendorPart(m.part('vendor')._id);
    expect(await balance(m.vendor.vendorId!)).toEqual({
      pendingMinor: 0,
      availableMinor: part.vendorAmountMinor,
      totalMinor: part.vendorAmountMinor,
    });
    const [{ n }] = (await t()
      .app.ctx.db.select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, m.order._id), eq(ledgerEntries.kind, 'part_delivered')))) as [
      { n: number },
    ];
    expect(n).toBe(1);
  });

  it('refunds a returned part’s items and tax (not its shipping) to the card, from the vendor’s earnings', async () => {
    const m = await mixedOrder('card');
    await moveVendorPart(t().app, { token: m.vendorToken, partId: m.part('vendor')._id }, 'returned');
    // The lamp: $50 and its share of the $8 tax (50 of 100: $4); its $5 shipping was used.
    const view = await call(t().app, 'GET', `/api/orders/${m.order._id}`, { token: m.customer.token });
    expect(view.body.data.order).toMatchObject({
      paymentStatus: 'partially_refunded',
      totalAmount: 63,
      refundedAmount: 54,
      refunds: [{ amount: 54, status: 'succeeded', message: 'Refunded $54.00 to card on Nov 20, 2026' }],
    });
    const lines = await linesOf(m.order._id);
    expect(lines.filter((l) => l.kind === 'return_refund').length).toBeGreaterThan(0);
    expect(total(lines, 'customer_payments') + total(lines, 'refunds')).toBe(6_300);
    expect(await balance(m.vendor.vendorId!)).toEqual({ pendingMinor: 0, availableMinor: 0, totalMinor: 0 });
    // Moving nothing more posts nothing more.
    const again = await call(t().app, 'GET', `/api/orders/${m.order._id}`, { token: m.customer.token });
    expect(again.body.data.order.refunds).toHaveLength(1);
  });

  it('collects cash on delivery for what is left: nothing is posted before, nothing is refunded', async () => {
    const m = await mixedOrder('cod');
    await call(t().app, 'POST', `/api/orders/user/cancel-items/${m.order._id}`, {
      token: m.customer.token,
      body: { itemsToCancel: [m.item('House Plate')._id] },
    });
    expect(await linesOf(m.order._id)).toEqual([]);
    const admin = await signedIn(t().app, 'admin');
    await moveAdminPart(
      t().app,
      { token: admin.token, orderId: m.order._id, partId: m.part('admin')._id },
      'delivered',
    );
    expect(await linesOf(m.order._id)).toEqual([]);
    await moveVendorPart(t().app, { token: m.vendorToken, partId: m.part('vendor')._id }, 'delivered');
    const view = await call(t().app, 'GET', `/api/orders/${m.order._id}`, { token: m.customer.token });
    expect(view.body.data.order).toMatchObject({ paymentStatus: 'paid', totalAmount: 105.4, refunds: [] });
    const lines = await linesOf(m.order._id);
    expect(total(lines, 'customer_payments')).toBe(10_540);
    expect(total(lines, 'refunds')).toBe(0);
    const part = await vendorPart(m.part('vendor')._id);
    expect((await balance(m.vendor.vendorId!)).availableMinor).toBe(part.vendorAmountMinor);
  });

  it('owes back what was cancelled once an admin confirms the transfer, and records the refund sent', async () => {
    const m = await mixedOrder('bank_transfer');
    const admin = await signedIn(t().app, 'admin');
    await call(t().app, 'POST', `/api/orders/user/cancel-items/${m.order._id}`, {
      token: m.customer.token,
      body: { itemsToCancel: [m.item('House Plate')._id] },
    });
    // Nothing arrived yet: nothing is posted and nothing is owed.
    expect(await linesOf(m.order._id)).toEqual([]);
    const confirmUrl = `/api/admin/orders/${m.order._id}/payment/confirm`;
    const confirmed = await call(t().app, 'POST', confirmUrl, {
      token: admin.token,
      body: { reference: 'BANK-778' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body.message).toBe('Bank transfer confirmed');
    const refund = confirmed.body.data.order.refunds[0];
    expect(confirmed.body.data.order).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedAmount: 0,
      refunds: [
        {
          amount: 11.6,
          method: 'bank_transfer',
          status: 'owed',
          message: 'Refund of $11.60 owed, to be sent by bank transfer',
        },
      ],
    });
    const lines = await linesOf(m.order._id);
    expect(total(lines, 'customer_payments')).toBe(11_700);
    expect(total(lines, 'refunds')).toBe(-1_160);

    const again = await call(t().app, 'POST', confirmUrl, { token: admin.token, body: {} });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('This bank transfer was already confirmed');

    const sentUrl = `/api/admin/orders/${m.order._id}/refunds/${refund._id}/sent`;
    const blank = await call(t().app, 'POST', sentUrl, { token: admin.token, body: { reference: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.details[0]).toMatchObject({
      path: 'reference',
      message: 'Please enter the bank reference of the transfer',
    });
    const sent = await call(t().app, 'POST', sentUrl, { token: admin.token, body: { reference: 'REF-991' } });
    expect(sent.statusCode).toBe(200);
    expect(sent.body.data.order).toMatchObject({
      refundedAmount: 11.6,
      refunds: [{ status: 'recorded', message: 'Refunded $11.60 by bank transfer on Nov 20, 2026' }],
    });
    const mail = await lastEmailTo(t().app, m.customer.email);
    expect(mail?.text).toContain('Refunded $11.60 by bank transfer on Nov 20, 2026');
    const twice = await call(t().app, 'POST', sentUrl, {
      token: admin.token,
      body: { reference: 'REF-991' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe('Only a refund that is owed can be recorded as sent');
    // The ledger is unchanged by recording the transfer: the refund was posted when it became owed.
    expect(await linesOf(m.order._id)).toHaveLength(lines.length);
  });

  it('refuses to confirm a card order, an unknown order or refund, and anyone but an admin, changing nothing', async () => {
    const m = await mixedOrder('card');
    const admin = await signedIn(t().app, 'admin');
    const confirmUrl = `/api/admin/orders/${m.order._id}/payment/confirm`;
    const card = await call(t().app, 'POST', confirmUrl, { token: admin.token, body: {} });
    expect(card.statusCode).toBe(409);
    expect(card.body.message).toBe(
      'Only a bank transfer is confirmed by hand; this order was paid otherwise',
    );
    const missing = '01900000-0000-7000-8000-000000000000';
    expect(
      (
        await call(t().app, 'POST', `/api/admin/orders/${missing}/payment/confirm`, {
          token: admin.token,
          body: {},
        })
      ).statusCode,
    ).toBe(404);
    const noRefund = await call(t().app, 'POST', `/api/admin/orders/${m.order._id}/refunds/${missing}/sent`, {
      token: admin.token,
      body: { reference: 'X-1' },
    });
    expect(noRefund.statusCode).toBe(404);
    const unknownField = await call(t().app, 'POST', confirmUrl, {
      token: admin.token,
      body: { paid: true },
    });
    expect(unknownField.statusCode).toBe(400);
    expect((await call(t().app, 'POST', confirmUrl, { body: {} })).statusCode).toBe(401);
    expect((await call(t().app, 'POST', confirmUrl, { token: m.vendorToken, body: {} })).statusCode).toBe(
      403,
    );
    expect((await call(t().app, 'POST', confirmUrl, { token: m.customer.token, body: {} })).statusCode).toBe(
      403,
    );
    const view = await call(t().app, 'GET', `/api/orders/${m.order._id}`, { token: m.customer.token });
    expect(view.body.data.order.paymentStatus).toBe('paid');
  });
});
