import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { ManualClock } from '../../lib/clock.js';
import { createProduct, orderBody, setSetting } from '../../test/catalog-fixtures.js';
import { createAccount, signedIn, signIn } from '../../test/fixtures.js';
import { moveVendorPart } from '../../test/part-steps.js';
import { call, useTestApp } from '../../test/test-app.js';

const METRICS_TOKEN = 'metrics-token-for-reconciliation-0123456789';
const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Gina Guest' };

/** The reconciliation report and its health figure (issue 28 item 6). */
describe('reconciliation', () => {
  const clock = new ManualClock('2026-11-20T10:00:00.000Z');
  const t = useTestApp({ clock, env: { METRICS_TOKEN } });

  it('sums the ledger per day and per vendor, checks every paid order, and reports a difference', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin');
    const customer = await signedIn(app, 'customer');
    const vendor = await createAccount(app, { role: 'vendor', businessName: 'Reconcile Goods' });
    const own = await createProduct(app, {
      vendorId: null,
      title: 'House Cup',
      price: 10,
      shipping: 2,
      stock: 10,
    });
    const lamp = await createProduct(app, {
      vendorId: vendor.vendorId!,
      title: 'Lamp',
      price: 50,
      shipping: 5,
      stock: 10,
    });
    const body = await orderBody(
      app,
      [
        { productId: own.id, quantity: 1, price: 10 },
        { productId: lamp.id, quantity: 1, price: 50 },
      ],
      { email: customer.email, method: 'card', card: CARD },
    );
    const placed = await call(app, 'POST', '/api/orders', { body, token: customer.token });
    expect(placed.statusCode).toBe(201);
    const order = placed.body.data.order;
    // $60 of items, $7 shipping, 8 % tax ($4.80): $71.80.
    expect(order.totalAmount).toBe(71.8);
    const cup = order.items.find((i: any) => i.title === 'House Cup');
    await call(app, 'POST', `/api/orders/user/cancel-items/${order._id}`, {
      token: customer.token,
      body: { itemsToCancel: [cup._id] },
    });
    const vendorPart = order.statusParts.find((p: any) => p.type === 'vendor')._id;
    // Earnings available at delivery and paid out from the first cent, so the day has a payout.
    await setSetting(app, 'payoutHoldDays', 0);
    await setSetting(app, 'payoutMinimumMinor', 0);
    try {
      await moveVendorPart(
        app,
        { token: await signIn(app, 'vendor', vendor), partId: vendorPart },
        'delivered',
      );
      clock.set('2026-11-20T12:00:00.000Z');
      const run = await call(app, 'POST', '/api/admin/payouts/run', { token: admin.token, body: {} });
      expect(run.body.data.vendorsPaid, JSON.stringify(run.body)).toBeGreaterThanOrEqual(1);
    } finally {
      await setSetting(app, 'payoutHoldDays', 7);
      await setSetting(app, 'payoutMinimumMinor', 5000);
    }

    const res = await call(app, 'GET', '/api/admin/reconciliation?from=2026-11-20&to=2026-11-20', {
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    const r = res.body.data;
    // The cup: $10, its $2 shipping (the only item of its part) and its $0.80 share of tax.
    expect(r.totals).toMatchObject({ paymentsReceived: 71.8, refunds: 12.8, tax: 4, shipping: 5 });
    expect(r.days).toHaveLength(1);
    expect(r.days[0]).toMatchObject({ day: '2026-11-20', paymentsReceived: 71.8, refunds: 12.8 });
    const v = r.vendors.find((x: any) => x.vendorId === vendor.vendorId);
    // A payout moves what vendors are owed, not what they earned.
    expect(v.vendorEarnings + v.commission).toBe(50);
    expect(v.payouts).toBe(v.vendorEarnings);
    expect(v.balance).toEqual({ pending: 0, available: 0, paidOut: v.vendorEarnings });
    expect(r.check).toMatchObject({ mismatched: 0 });
    expect(r.check.checked).toBeGreaterThanOrEqual(1);

    const metrics = async () => String((await call(app, 'GET', '/metrics', { token: METRICS_TOKEN })).body);
    expect(await metrics()).toMatch(/^ledger_order_mismatches 0$/m);

    // An order whose figures no longer match its ledger lines is reported with its number.
    await app.ctx.db.update(orders).set({ totalMinor: 5_000 }).where(eq(orders.id, order._id));
    const after = await call(app, 'GET', '/api/admin/reconciliation?from=2026-11-20&to=2026-11-20', {
      token: admin.token,
    });
    expect(after.body.data.check).toMatchObject({
      mismatched: 1,
      sample: [{ orderNumber: order.orderNumber, totalMinor: 5_000, ledgerMinor: 5_900 }],
    });
  });

  it('answers 401 and 403 before validating, and 400 for dates that do not make a period', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin');
    const vendor = await signedIn(app, 'vendor');
    expect((await call(app, 'GET', '/api/admin/reconciliation?from=nope')).statusCode).toBe(401);
    expect(
      (await call(app, 'GET', '/api/admin/reconciliation?from=nope', { token: vendor.token })).statusCode,
    ).toBe(403);
    const bad = await call(app, 'GET', '/api/admin/reconciliation?from=2026-11-20&to=2026-11-01', {
      token: admin.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.details[0]).toMatchObject({ path: 'to', message: 'The end comes before the start' });
    const long = await call(app, 'GET', '/api/admin/reconciliation?from=2024-01-01&to=2026-01-01', {
      token: admin.token,
    });
    expect(long.body.details[0]).toMatchObject({ path: 'to', message: 'Choose at most a year' });
    const unknown = await call(app, 'GET', '/api/admin/reconciliation?vendor=x', { token: admin.token });
    expect(unknown.statusCode).toBe(400);
  });
});
