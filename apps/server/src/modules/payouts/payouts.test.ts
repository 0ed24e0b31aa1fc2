import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderParts, payouts } from '../../db/schema/index.js';
import { ManualClock } from '../../lib/clock.js';
import { createProduct, orderBody, setSetting } from '../../test/catalog-fixtures.js';
import { createAccount, signedIn, signIn } from '../../test/fixtures.js';
import { moveVendorPart } from '../../test/part-steps.js';
import { call, useTestApp } from '../../test/test-app.js';
import { runPayouts } from './payouts.service.js';

const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Gina Guest' };
const DAY = 86_400_000;

/**
 * Vendor balances and payouts (issue 28 item 4, decision 0048): earnings become available after
 * the hold, a run pays each vendor's available balance once from the minimum up, statements add up
 * to the payout, failures give the money back, holds skip, negative balances are netted.
 */
describe('payouts', () => {
  const clock = new ManualClock('2026-11-02T10:00:00.000Z');
  const t = useTestApp({ clock });
  const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms).toISOString());

  async function shop() {
    const vendor = await createAccount(t().app, { role: 'vendor', businessName: `Shop ${Math.random()}` });
    // Sessions end while the clock moves by days: each call signs in afresh.
    return { ...vendor, token: () => signIn(t().app, 'vendor', vendor) };
  }

  /** A card order of one product of the vendor at `price`, delivered; returns what the vendor earns (minor). */
  async function deliveredSale(v: { vendorId?: string | null; token: () => Promise<string> }, price: number) {
    const { app } = t();
    const customer = await signedIn(app, 'customer');
    const p = await createProduct(app, { vendorId: v.vendorId!, price, shipping: 0, stock: 10 });
    const body = await orderBody(app, [{ productId: p.id, quantity: 1, price }], {
      email: customer.email,
      method: 'card',
      card: CARD,
    });
    const res = await call(app, 'POST', '/api/orders', { body, token: customer.token });
    expect(res.statusCode).toBe(201);
    const partId = res.body.data.order.statusParts.find((x: any) => x.type === 'vendor')._id;
    await moveVendorPart(app, { token: await v.token(), partId }, 'delivered');
    const [part] = await app.ctx.db.select().from(orderParts).where(eq(orderParts.id, partId));
    return part!.vendorAmountMinor;
  }

  const payoutsPage = async (token: () => Promise<string>) => {
    const res = await call(t().app, 'GET', '/api/vendors/payouts', { token: await token() });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const adminToken = async () => {
    const admin = await signedIn(t().app, 'admin');
    return () => signIn(t().app, 'admin', admin);
  };
  const runNow = async (token: () => Promise<string>) => {
    advance(1000);
    const res = await call(t().app, 'POST', '/api/admin/payouts/run', { token: await token(), body: {} });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };

  it('holds delivered earnings for 7 days, then pays them once; the statement adds up to the payout', async () => {
    const v = await shop();
    const earned = await deliveredSale(v, 120);
    let page = await payoutsPage(v.token);
    expect(page.balance).toEqual({ pending: earned / 100, available: 0, paidOut: 0 });
    expect(page.schedule).toMatchObject({ text: 'Every Monday', holdDays: 7, minimum: 50 });
    const admin = await adminToken();
    await runNow(admin);
    expect((await payoutsPage(v.token)).payouts).toEqual([]);

    advance(7 * DAY);
    page = await payoutsPage(v.token);
    expect(page.balance).toEqual({ pending: 0, available: earned / 100, paidOut: 0 });
    expect(page.expected).toEqual({ amount: earned / 100, note: null });
    await runNow(admin);
    page = await payoutsPage(v.token);
    expect(page.balance).toEqual({ pending: 0, available: 0, paidOut: earned / 100 });
    expect(page.payouts).toHaveLength(1);
    expect(page.payouts[0]).toMatchObject({ amount: earned / 100, status: 'pending' });
    expect(page.expected.amount).toBeNull();
    expect(page.expected.note).toBe('Nothing is due for payout yet.');

    // A second run pays nothing more.
    await runNow(admin);
    expect((await payoutsPage(v.token)).payouts).toHaveLength(1);

    const id = page.payouts[0]._id;
    const statement = await call(t().app, 'GET', `/api/vendors/payouts/${id}/statement`, {
      token: await v.token(),
    });
    expect(statement.statusCode, JSON.stringify(statement.body)).toBe(200);
    expect(statement.body.data.total).toBe(earned / 100);
    expect(statement.body.data.lines).toHaveLength(1);
    expect(statement.body.data.lines[0].description).toMatch(/^Delivered · order IT-/);
    const csv = await t().app.inject({
      method: 'GET',
      url: `/api/vendors/payouts/${id}/statement/export?format=csv`,
      headers: { authorization: `Bearer ${await v.token()}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain(`Total paid out,,${(earned / 100).toFixed(2)}`);
    const pdf = await t().app.inject({
      method: 'GET',
      url: `/api/vendors/payouts/${id}/statement/export?format=pdf`,
      headers: { authorization: `Bearer ${await v.token()}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('waits below the minimum, skips a held vendor, and nets a negative balance from the next payout', async () => {
    const v = await shop();
    const admin = await adminToken();
    const small = await deliveredSale(v, 30);
    advance(8 * DAY);
    let page = await payoutsPage(v.token);
    expect(page.expected).toEqual({
      amount: null,
      note: 'Below the $50.00 minimum: carried to a later payout.',
    });
    await runNow(admin);
    expect((await payoutsPage(v.token)).payouts).toEqual([]);

    const big = await deliveredSale(v, 200);
    advance(8 * DAY);
    const hold = await call(t().app, 'PUT', `/api/admin/vendors/${v.vendorId}/payout-hold`, {
      token: await admin(),
      body: { held: true, reason: 'Checking the bank details' },
    });
    expect(hold.statusCode).toBe(200);
    page = await payoutsPage(v.token);
    expect(page.hold).toMatchObject({ reason: 'Checking the bank details' });
    await runNow(admin);
    expect((await payoutsPage(v.token)).payouts).toEqual([]);
    await call(t().app, 'PUT', `/api/admin/vendors/${v.vendorId}/payout-hold`, {
      token: await admin(),
      body: { held: false },
    });
    await runNow(admin);
    page = await payoutsPage(v.token);
    expect(page.payouts[0].amount).toBe((small + big) / 100);

    // Money taken back after the payout (an admin's correction) leaves the balance negative...
    const take = await call(t().app, 'POST', '/api/admin/ledger/adjustments', {
      token: await admin(),
      body: { vendorId: v.vendorId, amount: -25, reason: 'Damaged in transit, refunded by the marketplace' },
    });
    expect(take.statusCode).toBe(201);
    page = await payoutsPage(v.token);
    expect(page.balance.available).toBe(-25);
    expect(page.expected.note).toBe('You owe $25.00 after refunds; it is netted from your next earnings.');
    // ...netted from the next payout.
    const next = await deliveredSale(v, 150);
    advance(8 * DAY);
    await runNow(admin);
    page = await payoutsPage(v.token);
    expect(page.payouts[0].amount).toBe((next - 2500) / 100);
    const statement = await call(t().app, 'GET', `/api/vendors/payouts/${page.payouts[0]._id}/statement`, {
      token: await v.token(),
    });
    expect(statement.body.data.lines.map((l: any) => l.amount).sort()).toEqual([-25, next / 100].sort());
  });

  it('gives a failed payout back to the available balance, paid with the next run; only a pending payout moves', async () => {
    const v = await shop();
    const admin = await adminToken();
    const earned = await deliveredSale(v, 100);
    advance(8 * DAY);
    await runNow(admin);
    const [first] = (await payoutsPage(v.token)).payouts;
    const failed = await call(t().app, 'POST', `/api/admin/payouts/${first._id}/failed`, {
      token: await admin(),
      body: { reason: 'The account number was closed' },
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.body.data).toMatchObject({
      status: 'failed',
      failureReason: 'The account number was closed',
    });
    expect((await payoutsPage(v.token)).balance).toEqual({ pending: 0, available: earned / 100, paidOut: 0 });
    const paidFailed = await call(t().app, 'POST', `/api/admin/payouts/${first._id}/paid`, {
      token: await admin(),
      body: { reference: 'X' },
    });
    expect(paidFailed.statusCode).toBe(409);
    await runNow(admin);
    const page = await payoutsPage(v.token);
    expect(page.payouts.map((p: any) => p.status)).toEqual(['pending', 'failed']);
    expect(page.payouts[0].amount).toBe(earned / 100);
    const paid = await call(t().app, 'POST', `/api/admin/payouts/${page.payouts[0]._id}/paid`, {
      token: await admin(),
      body: { reference: 'BANK-42' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', reference: 'BANK-42' });
  });

  it('runs a scheduled run once however often it is reached, and two runs meeting one vendor pay it once', async () => {
    const v = await shop();
    await deliveredSale(v, 90);
    advance(8 * DAY);
    const at = new Date(clock.now().getTime() - 1000);
    const [a, b] = await Promise.all([
      runPayouts({ ctx: t().app.ctx, trigger: 'schedule', scheduledFor: at }),
      runPayouts({ ctx: t().app.ctx, trigger: 'schedule', scheduledFor: at }),
    ]);
    expect([a.claimed, b.claimed].sort()).toEqual([false, true]);
    const c = await deliveredSale(v, 80);
    advance(8 * DAY);
    await Promise.all([
      runPayouts({
        ctx: t().app.ctx,
        trigger: 'schedule',
        scheduledFor: new Date(clock.now().getTime() - 1),
      }),
      runPayouts({ ctx: t().app.ctx, trigger: 'admin', scheduledFor: new Date(clock.now().getTime() - 2) }),
    ]);
    const rows = await t().app.ctx.db.select().from(payouts).where(eq(payouts.vendorId, v.vendorId!));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.amountMinor)).toContain(c);
    expect((await payoutsPage(v.token)).balance.available).toBe(0);
  });

  it('keeps each vendor to its own payouts (404, nothing changed) and answers 401/403 before validating', async () => {
    const a = await shop();
    const b = await shop();
    const admin = await adminToken();
    await deliveredSale(a, 100);
    advance(8 * DAY);
    await runNow(admin);
    const [mine] = (await payoutsPage(a.token)).payouts;
    expect((await payoutsPage(b.token)).payouts).toEqual([]);
    const other = await call(t().app, 'GET', `/api/vendors/payouts/${mine._id}/statement`, {
      token: await b.token(),
    });
    expect(other.statusCode).toBe(404);
    const otherFile = await call(
      t().app,
      'GET',
      `/api/vendors/payouts/${mine._id}/statement/export?format=csv`,
      { token: await b.token() },
    );
    expect(otherFile.statusCode).toBe(404);
    expect((await call(t().app, 'GET', '/api/vendors/payouts')).statusCode).toBe(401);
    const customer = await signedIn(t().app, 'customer');
    expect((await call(t().app, 'GET', '/api/vendors/payouts', { token: customer.token })).statusCode).toBe(
      403,
    );
    expect(
      (await call(t().app, 'POST', '/api/admin/payouts/run', { token: await a.token(), body: { x: 1 } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(t().app, 'POST', `/api/admin/payouts/${mine._id}/paid`, {
          token: await a.token(),
          body: {},
        })
      ).statusCode,
    ).toBe(403);
    const noRef = await call(t().app, 'POST', `/api/admin/payouts/${mine._id}/paid`, {
      token: await admin(),
      body: {},
    });
    expect(noRef.statusCode).toBe(400);
    expect(noRef.body.details[0]).toMatchObject({
      path: 'reference',
      message: 'The bank reference is required',
    });
    const noReason = await call(t().app, 'PUT', `/api/admin/vendors/${a.vendorId}/payout-hold`, {
      token: await admin(),
      body: { held: true },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body.details[0]).toMatchObject({
      path: 'reason',
      message: 'Give the vendor a reason for the hold',
    });
    const missing = await call(
      t().app,
      'PUT',
      '/api/admin/vendors/01900000-0000-7000-8000-000000000000/payout-hold',
      {
        token: await admin(),
        body: { held: false },
      },
    );
    expect(missing.statusCode).toBe(404);
    expect((await payoutsPage(a.token)).payouts[0].status).toBe('pending');
  });

  it('shows the desk: vendors due now, holds, the latest run and the payouts by status', async () => {
    await setSetting(t().app, 'payoutMinimumMinor', 1000);
    try {
      const v = await shop();
      const admin = await adminToken();
      const earned = await deliveredSale(v, 60);
      advance(8 * DAY);
      let desk = await call(t().app, 'GET', '/api/admin/payouts', { token: await admin() });
      expect(desk.statusCode).toBe(200);
      expect(desk.body.data.due).toContainEqual(
        expect.objectContaining({ vendorId: v.vendorId, amount: earned / 100, held: false }),
      );
      expect(desk.body.data.schedule.minimum).toBe(10);
      await runNow(admin);
      desk = await call(t().app, 'GET', '/api/admin/payouts?status=pending', { token: await admin() });
      expect(desk.body.data.due.find((d: any) => d.vendorId === v.vendorId)).toBeUndefined();
      expect(desk.body.data.payouts.every((p: any) => p.status === 'pending')).toBe(true);
      expect(desk.body.data.latestRun).toMatchObject({ trigger: 'admin' });
    } finally {
      await setSetting(t().app, 'payoutMinimumMinor', 5000);
    }
  });
});
