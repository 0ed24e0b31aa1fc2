import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orderParts, orders, stockMovements, vendors } from '../../db/schema/index.js';
import { address, createProduct, orderBody, stockOf } from '../../test/catalog-fixtures.js';
import { createAccount, lastEmailTo, signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';

describe('quote and checkout', () => {
  const t = useTestApp();

  async function shop() {
    const a = await createAccount(t().app, { role: 'vendor', businessName: 'Alpha Store' });
    const b = await createAccount(t().app, { role: 'vendor', businessName: 'Beta Store' });
    await t().database.db.update(vendors).set({ commissionRateBp: 1500 }).where(eq(vendors.id, b.vendorId!));
    const own = await createProduct(t().app, {
      vendorId: null,
      title: 'House Mug',
      price: 19.99,
      shipping: 3,
      stock: 10,
    });
    const a1 = await createProduct(t().app, {
      vendorId: a.vendorId!,
      title: 'Alpha Lamp',
      price: 25,
      shipping: 5,
      stock: 10,
    });
    const a2 = await createProduct(t().app, {
      vendorId: a.vendorId!,
      title: 'Alpha Bulb',
      price: 10,
      shipping: 8,
      stock: 10,
    });
    const b1 = await createProduct(t().app, {
      vendorId: b.vendorId!,
      title: 'Beta Book',
      price: 5,
      shipping: 0,
      stock: 3,
    });
    return { a, b, own, a1, a2, b1 };
  }
  const orderCount = async () =>
    (await t().database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;

  it('quotes per seller with the highest shipping fee, tax on the subtotal and the total', async () => {
    const s = await shop();
    const res = await call(t().app, 'POST', '/api/orders/quote', {
      body: {
        items: [
          { productId: s.own.id, quantity: 1 },
          { productId: s.a1.id, quantity: 2 },
          { productId: s.a2.id, quantity: 1 },
          { productId: s.b1.id, quantity: 3 },
        ],
        deliverySpeed: 'express',
      },
    });
    expect(res.statusCode).toBe(200);
    const q = res.body.data;
    expect(q.sellers.map((x: any) => [x.name, x.subtotal, x.shipping])).toEqual([
      ['Marketplace', 19.99, 3],
      ['Alpha Store', 60, 8],
      ['Beta Store', 15, 0],
    ]);
    expect(q).toMatchObject({
      subtotal: 94.99,
      shipping: 11,
      tax: 7.6,
      taxRate: 0.08,
      total: 113.59,
      problems: [],
    });
    expect(new Date(q.estimatedDelivery).getTime() - t().clock.now().getTime()).toBe(2 * 24 * 3600 * 1000);
  });

  it('reports what cannot be bought in the quote', async () => {
    const s = await shop();
    const res = await call(t().app, 'POST', '/api/orders/quote', {
      body: { items: [{ productId: s.b1.id, quantity: 5 }] },
    });
    expect(res.body.data.problems).toEqual([
      { productId: s.b1.id, title: 'Beta Book', message: 'Only 3 left of "Beta Book"', available: 3 },
    ]);
  });

  it('places one order across the marketplace and two vendors, split into parts with commission snapshots', async () => {
    const s = await shop();
    const body = await orderBody(t().app, [
      { productId: s.own.id, quantity: 1, price: 19.99 },
      { productId: s.a1.id, quantity: 2, price: 25 },
      { productId: s.b1.id, quantity: 1, price: 5 },
    ]);
    const res = await call(t().app, 'POST', '/api/orders', { body });
    expect(res.statusCode).toBe(201);
    const order = res.body.data.order;
    expect(order.orderNumber).toMatch(/^IT-\d{13}[A-Z0-9]{5}$/);
    expect(order).toMatchObject({
      orderType: 'mixed',
      status: 'placed',
      hasSplitOrder: true,
      forwardedToVendors: true,
      subtotal: 74.99,
      shipping: 8,
      tax: 6,
      totalAmount: 88.99,
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      customer: { name: 'Gina Guest', email: 'gina@example.test' },
    });
    expect(
      order.statusParts.map((p: any) => [p.type, p.vendor?.businessName ?? null, p.status, p.subtotal]),
    ).toEqual([
      ['admin', null, 'pending', 19.99],
      ['vendor', 'Alpha Store', 'pending', 50],
      ['vendor', 'Beta Store', 'pending', 5],
    ]);
    // The reply is built from the rows written, and must be what reading the order back gives.
    const readBack = await call(
      t().app,
      'GET',
      `/api/orders/confirmation/${order._id}?email=gina%40example.test`,
    );
    expect(readBack.statusCode).toBe(200);
    expect(order).toEqual(readBack.body.data.order);
    const parts = await t().database.db.select().from(orderParts).where(eq(orderParts.orderId, order._id));
    const alpha = parts.find((p) => p.vendorId === s.a.vendorId)!;
    const beta = parts.find((p) => p.vendorId === s.b.vendorId)!;
    expect(alpha).toMatchObject({ commissionRateBp: 2000, commissionMinor: 1000, vendorAmountMinor: 4000 });
    expect(beta).toMatchObject({ commissionRateBp: 1500, commissionMinor: 75, vendorAmountMinor: 425 });
    expect(await stockOf(t().app, s.a1.id)).toEqual({ current: 10, reserved: 2, available: 8 });
    const moves = await t()
      .database.db.select()
      .from(stockMovements)
      .where(eq(stockMovements.orderId, order._id));
    expect(moves.map((m) => m.type)).toEqual(['reserve', 'reserve', 'reserve']);
    expect(moves.find((m) => m.productId === s.a1.id)).toMatchObject({
      vendorId: s.a.vendorId,
      quantity: 2,
      currentBefore: 10,
      currentAfter: 10,
      reservedBefore: 0,
      reservedAfter: 2,
      reason: `Order ${order.orderNumber}`,
    });
    expect((await lastEmailTo(t().app, 'gina@example.test'))!.subject).toBe(
      `Order confirmed: ${order.orderNumber}`,
    );
    // A later change of the vendor's rate does not touch the placed order.
    await t().database.db.update(vendors).set({ commissionRateBp: 500 }).where(eq(vendors.id, s.b.vendorId!));
    const [again] = await t().database.db.select().from(orderParts).where(eq(orderParts.id, beta.id));
    expect(again!.commissionRateBp).toBe(1500);
  });

  it('answers a changed price with 409 naming the product and stores nothing', async () => {
    const s = await shop();
    const before = await orderCount();
    const body = await orderBody(t().app, [{ productId: s.a1.id, quantity: 1, price: 25 }]);
    body.items[0]!.price = 1;
    const res = await call(t().app, 'POST', '/api/orders', { body });
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ code: 'PRICE_CHANGED', productId: s.a1.id });
    expect(res.body.message).toContain('Alpha Lamp');
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t().app, s.a1.id)).toMatchObject({ reserved: 0 });
  });

  it('answers a payment amount different from the quoted total with 409', async () => {
    const s = await shop();
    const body = await orderBody(t().app, [{ productId: s.a1.id, quantity: 1, price: 25 }]);
    body.payment.amount = 1;
    const res = await call(t().app, 'POST', '/api/orders', { body });
    expect(res.statusCode).toBe(409);
    expect(res.body.code).toBe('TOTAL_CHANGED');
  });

  it('sums two lines of the same product and refuses more than is available, naming what is left', async () => {
    const s = await shop();
    const body = await orderBody(t().app, [
      { productId: s.b1.id, quantity: 2, price: 5 },
      { productId: s.b1.id, quantity: 2, price: 5 },
    ]);
    const res = await call(t().app, 'POST', '/api/orders', { body });
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ code: 'OUT_OF_STOCK', productId: s.b1.id, available: 3 });
    expect(res.body.message).toBe('Only 3 left of "Beta Book"');
    expect(await stockOf(t().app, s.b1.id)).toEqual({ current: 3, reserved: 0, available: 3 });
  });

  it('refuses products that are not for sale', async () => {
    const pending = await createAccount(t().app, { role: 'vendor', verificationStatus: 'pending' });
    const hidden = await createProduct(t().app, { vendorId: pending.vendorId!, price: 5 });
    const draft = await createProduct(t().app, { vendorId: null, price: 5, status: 'draft' });
    for (const p of [hidden, draft]) {
      const res = await call(t().app, 'POST', '/api/orders', {
        body: {
          customer: { name: 'A', email: 'a@example.test', phone: '1' },
          shippingAddress: address,
          items: [{ productId: p.id, quantity: 1, price: 5 }],
          payment: { method: 'cod', amount: 5.4 },
        },
      });
      expect(res.statusCode).toBe(409);
      expect(res.body.code).toBe('PRODUCT_UNAVAILABLE');
    }
  });

  it('returns the first order for a repeated Idempotency-Key', async () => {
    const s = await shop();
    const body = await orderBody(t().app, [{ productId: s.a2.id, quantity: 1, price: 10 }]);
    const headers = { 'idempotency-key': 'checkout-attempt-12345' };
    const first = await call(t().app, 'POST', '/api/orders', { body, headers });
    const second = await call(t().app, 'POST', '/api/orders', { body, headers });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body.data.order._id).toBe(first.body.data.order._id);
    expect(await stockOf(t().app, s.a2.id)).toMatchObject({ reserved: 1 });
    const other = await call(t().app, 'POST', '/api/orders', {
      body: { ...body, customer: { ...body.customer, name: 'Someone Else' } },
      headers,
    });
    expect(other.statusCode).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_MISMATCH');
  });

  it('answers every order data check message through the API', async () => {
    const cases: [unknown, string[]][] = [
      [
        {},
        [
          'Customer information is required',
          'Shipping address is required',
          'Order must contain at least one item',
          'Payment information is required',
        ],
      ],
      [
        { customer: { name: '', email: '', phone: '' } },
        ['Customer name is required', 'Customer email is required', 'Customer phone is required'],
      ],
      [
        { shippingAddress: { street: '', city: '', state: '', zipCode: '', country: '' } },
        [
          'Street address is required',
          'City is required',
          'State is required',
          'ZIP code is required',
          'Country is required',
        ],
      ],
      [{ items: [] }, ['Order must contain at least one item']],
      [
        { items: [{ productId: '', quantity: 0, price: -1 }] },
        [
          'Item 1: Product ID is required',
          'Item 1: Valid quantity is required',
          'Item 1: Valid price is required',
        ],
      ],
      [{ payment: {} }, ['Payment method is required', 'Payment amount is required']],
    ];
    for (const [body, messages] of cases) {
      const res = await call(t().app, 'POST', '/api/orders', { body });
      expect(res.statusCode).toBe(400);
      expect(res.body.details.map((d: any) => d.message)).toEqual(expect.arrayContaining(messages));
    }
  });

  it('charges a card through the payment provider; a declined card stores nothing', async () => {
    const s = await shop();
    const before = await orderCount();
    const declined = await orderBody(t().app, [{ productId: s.a2.id, quantity: 1, price: 10 }], {
      method: 'card',
      card: { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123', name: 'Gina Guest' },
    });
    const no = await call(t().app, 'POST', '/api/orders', { body: declined });
    expect(no.statusCode).toBe(402);
    expect(no.body).toMatchObject({ code: 'PAYMENT_DECLINED', message: 'The card was declined' });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t().app, s.a2.id)).toMatchObject({ reserved: 0 });
    const approved = await orderBody(t().app, [{ productId: s.a2.id, quantity: 1, price: 10 }], {
      method: 'card',
      card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Gina Guest' },
    });
    const yes = await call(t().app, 'POST', '/api/orders', { body: approved });
    expect(yes.statusCode).toBe(201);
    expect(yes.body.data.order).toMatchObject({ paymentMethod: 'card', paymentStatus: 'paid' });
    expect(yes.body.data.order.transactionId).toMatch(/^txn_test_/);
    expect(JSON.stringify(yes.body)).not.toContain('4242424242424242');
  });

  it('links the order to a signed-in customer and lists it in my orders with pagination', async () => {
    const s = await shop();
    const customer = await signedIn(t().app, 'customer');
    for (let i = 0; i < 3; i++) {
      const body = await orderBody(t().app, [{ productId: s.a2.id, quantity: 1, price: 10 }], {
        email: customer.email,
      });
      expect((await call(t().app, 'POST', '/api/orders', { body, token: customer.token })).statusCode).toBe(
        201,
      );
      t().clock.advance(1000);
    }
    const page = await call(t().app, 'GET', '/api/orders/user/my-orders?limit=2', { token: customer.token });
    expect(page.statusCode).toBe(200);
    expect(page.body.data.orders).toHaveLength(2);
    expect(page.body.data.pagination).toMatchObject({
      currentPage: 1,
      totalItems: 3,
      totalOrders: 3,
      totalPages: 2,
      hasNextPage: true,
    });
    const defaults = await call(t().app, 'GET', '/api/orders/user/my-orders', { token: customer.token });
    expect(defaults.body.data.pagination).toMatchObject({ currentPage: 1, pageSize: 10 });
  });

  it('shows an order only to its owner, an admin, or a guest with the right e-mail', async () => {
    const s = await shop();
    const owner = await signedIn(t().app, 'customer');
    const other = await signedIn(t().app, 'customer');
    const admin = await signedIn(t().app, 'admin');
    const vendor = await signedIn(t().app, 'vendor');
    const body = await orderBody(t().app, [{ productId: s.a2.id, quantity: 1, price: 10 }], {
      email: owner.email,
    });
    const id = (await call(t().app, 'POST', '/api/orders', { body, token: owner.token })).body.data.order._id;
    expect((await call(t().app, 'GET', `/api/orders/${id}`, { token: owner.token })).statusCode).toBe(200);
    expect((await call(t().app, 'GET', `/api/orders/${id}`, { token: admin.token })).statusCode).toBe(200);
    const foreign = await call(t().app, 'GET', `/api/orders/${id}`, { token: other.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.message).toBe('Order not found');
    expect((await call(t().app, 'GET', `/api/orders/${id}`, { token: vendor.token })).statusCode).toBe(403);

    const guestBody = await orderBody(t().app, [{ productId: s.a2.id, quantity: 1, price: 10 }], {
      email: 'guest@example.test',
    });
    const guestId = (await call(t().app, 'POST', '/api/orders', { body: guestBody })).body.data.order._id;
    expect(
      (await call(t().app, 'GET', `/api/orders/${guestId}/details?email=GUEST@example.test`)).statusCode,
    ).toBe(200);
    expect(
      (await call(t().app, 'GET', `/api/orders/${guestId}/details?email=wrong@example.test`)).statusCode,
    ).toBe(404);
    expect((await call(t().app, 'GET', `/api/orders/${guestId}/details`)).statusCode).toBe(404);
    expect(
      (await call(t().app, 'GET', `/api/orders/confirmation/${guestId}?email=guest@example.test`)).statusCode,
    ).toBe(200);
  });

  it('keeps the order lines with their prices at the time of the order', async () => {
    const s = await shop();
    const body = await orderBody(t().app, [{ productId: s.a1.id, quantity: 3, price: 25 }]);
    const id = (await call(t().app, 'POST', '/api/orders', { body })).body.data.order._id;
    const items = await t().database.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      title: 'Alpha Lamp',
      unitPriceMinor: 2500,
      quantity: 3,
      totalMinor: 7500,
      shippingMinor: 500,
    });
  });
});
