import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.js';
import { signedIn } from '../../test/fixtures.js';
import { call, type TestApp, useTestApp } from '../../test/test-app.js';
import { buildFixedHistory } from './fixed-history.testing.js';

const URL = '/api/vendors/analytics/financial';

/** The Financial Report's months of a year next to the Commissions screen's monthly records: equal to the cent. */
async function expectReconciled(app: TestApp['app'], token: string, year: number) {
  const fin = await call(app, 'GET', `${URL}?startDate=${year}-01-01&endDate=${year}-12-31`, { token });
  expect(fin.statusCode).toBe(200);
  const com = await call(app, 'GET', `/api/vendors/orders/commissions/monthly?year=${year}`, { token });
  expect(com.statusCode).toBe(200);
  const records = com.body.data.records as any[];
  const months = fin.body.data.months as any[];
  expect(months.map((m) => m.monthNumber)).toEqual(records.map((r) => r.month).reverse());
  for (const r of records) {
    const m = months.find((x) => x.monthNumber === r.month);
    expect(
      [m.commission, m.paidToAdmin, m.pendingToAdmin, m.deliveredOrders, m.deliveredSales],
      `${year}-${r.month}`,
    ).toEqual([r.totalCommission, r.paidToAdmin, r.pendingAmountToAdmin, r.totalOrders, r.totalSales]);
  }
  const summary = (await call(app, 'GET', '/api/vendors/orders/commissions?period=year', { token })).body.data
    .summary;
  const t = fin.body.data.totals;
  expect([t.commission, t.paidToAdmin, t.pendingToAdmin, t.deliveredOrders, t.deliveredSales]).toEqual([
    summary.totalCommission,
    summary.totalPaidToAdmin,
    summary.pendingAmountToAdmin,
    summary.totalOrders,
    summary.totalSales,
  ]);
  return fin.body.data;
}

const pick = (m: any) => [
  m.month,
  m.grossSales,
  m.cancellations,
  m.returns,
  m.refundsAndCancellations,
  m.netSales,
  m.deliveredOrders,
  m.deliveredSales,
  m.commission,
  m.earnings,
  m.paidToAdmin,
  m.pendingToAdmin,
];

describe('Financial Reports (UTC)', () => {
  const t = useTestApp({ clock: new ManualClock('2026-03-15T12:00:00Z') });
  let history: Awaited<ReturnType<typeof buildFixedHistory>>;

  it('sums each month by its basis (hand-computed) and reconciles to the Commissions screen', async () => {
    history = await buildFixedHistory(t().app, t().clock);
    const d = await expectReconciled(t().app, history.vendor.token, 2026);
    // The year is cut at today.
    expect(d.period).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-03-15',
      requestedStartDate: '2026-01-01',
      requestedEndDate: '2026-12-31',
    });
    expect(d.basis).toMatchObject({
      grossSales: 'placed',
      commission: 'delivered',
      pendingToAdmin: 'delivered',
    });
    // month, gross, cancellations, returns, refunds+cancellations, net, delivered orders, delivered sales,
    // commission, earnings, paid, pending.
    expect(d.months.map(pick)).toEqual([
      // alice 40 live + bob 80 returned; alice's 40 delivered (bob's delivery was returned).
      ['2026-01', 120, 0, 80, 80, 40, 1, 40, 8, 32, 8, 0],
      // alice 120 + bob 40 + dan 40 live, carol 40 cancelled; alice's 120 and dan's 40 (Feb 28 19:30 UTC) delivered.
      ['2026-02', 240, 40, 0, 40, 200, 2, 160, 32, 128, 10, 22],
      // erin 40 live + her cancelled 15 mug, bob 40; erin's 40 delivered.
      ['2026-03', 95, 15, 0, 15, 80, 1, 40, 8, 32, 0, 8],
    ]);
    expect(pick({ month: 'all', ...d.totals })).toEqual([
      'all',
      455,
      55,
      80,
      135,
      320,
      4,
      240,
      48,
      192,
      18,
      30,
    ]);
  });

  it('widens a range to the whole months it touches', async () => {
    const res = await call(t().app, 'GET', `${URL}?timeRange=30`, { token: history.vendor.token });
    expect(res.body.data.period).toMatchObject({ startDate: '2026-02-01', endDate: '2026-03-15' });
    expect(res.body.data.months.map((m: any) => m.month)).toEqual(['2026-02', '2026-03']);
    expect(res.body.data.timeRange).toBe(30);
    const empty = await call(t().app, 'GET', `${URL}?startDate=2025-01-01&endDate=2025-02-10`, {
      token: history.vendor.token,
    });
    expect(empty.body.data.months.map(pick)).toEqual([
      ['2025-01', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      ['2025-02', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('shows a vendor only its own figures; an impersonating admin sees the same; bad input is refused', async () => {
    const other = await signedIn(t().app, 'vendor');
    const mine = await call(t().app, 'GET', `${URL}?timeRange=90`, { token: history.vendor.token });
    const theirs = await call(t().app, 'GET', `${URL}?timeRange=90`, { token: other.token });
    expect(theirs.body.data.totals.grossSales).toBe(0);
    expect(theirs.body.data.totals.paidToAdmin).toBe(0);
    const imp = await call(t().app, 'POST', `/api/admin/vendors/${history.vendor.vendorId}/impersonate`, {
      token: history.admin.token,
    });
    const asAdmin = await call(t().app, 'GET', `${URL}?timeRange=90`, { token: imp.body.data.token });
    expect(asAdmin.body.data).toEqual(mine.body.data);
    expect((await call(t().app, 'GET', URL, { token: history.admin.token })).statusCode).toBe(403);
    for (const [query, field] of [
      ['timeRange=abc', 'timeRange'],
      ['startDate=2026-3-1&endDate=2026-03-02', 'startDate'],
      ['startDate=2026-03-02&endDate=2026-03-01', 'endDate'],
      ['period=year', 'period'],
    ]) {
      const res = await call(t().app, 'GET', `${URL}?${query}`, { token: history.vendor.token });
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.body.details), query).toContain(field!);
    }
  });
});

describe('Financial Reports in Asia/Karachi (UTC+5)', () => {
  const t = useTestApp({
    clock: new ManualClock('2026-03-15T12:00:00Z'),
    env: { MARKETPLACE_TIME_ZONE: 'Asia/Karachi' },
  });

  it('puts a delivery just after local midnight in the local month, on both screens alike', async () => {
    const history = await buildFixedHistory(t().app, t().clock);
    const d = await expectReconciled(t().app, history.vendor.token, 2026);
    expect(d.timeZone).toBe('Asia/Karachi');
    // Dan's part: placed Feb 28 23:00 and delivered Mar 1 00:30 Karachi time: placed in February,
    // delivered (commission) in March; in UTC both were in February.
    expect(d.months.map(pick)).toEqual([
      ['2026-01', 120, 0, 80, 80, 40, 1, 40, 8, 32, 8, 0],
      ['2026-02', 240, 40, 0, 40, 200, 1, 120, 24, 96, 10, 14],
      ['2026-03', 95, 15, 0, 15, 80, 2, 80, 16, 64, 0, 16],
    ]);
    // The March payment may cover the part delivered after local midnight.
    const pay = await call(t().app, 'POST', '/api/admin/commissions/payments', {
      token: history.admin.token,
      body: { vendorId: history.vendor.vendorId, year: 2026, month: 3, amount: 16 },
    });
    expect(pay.statusCode).toBe(201);
    const after = await expectReconciled(t().app, history.vendor.token, 2026);
    expect(after.months[2]).toMatchObject({ paidToAdmin: 16, pendingToAdmin: 0 });
  });

  it("starts the Commissions screen's year and month at local midnight", async () => {
    // 2026-12-31 19:30 UTC is already 2027-01-01 00:30 in Karachi.
    t().clock.set('2026-12-31T19:30:00Z');
    const vendor = await signedIn(t().app, 'vendor');
    const monthly = await call(t().app, 'GET', '/api/vendors/orders/commissions/monthly', {
      token: vendor.token,
    });
    expect(monthly.body.data.records.map((r: any) => [r.year, r.month, r.status])).toEqual([
      [2027, 1, 'current'],
    ]);
    const fin = await call(t().app, 'GET', `${URL}?timeRange=7`, { token: vendor.token });
    expect(fin.body.data.period).toMatchObject({ startDate: '2026-12-01', endDate: '2027-01-01' });
    expect(fin.body.data.months.map((m: any) => m.month)).toEqual(['2026-12', '2027-01']);
  });
});
