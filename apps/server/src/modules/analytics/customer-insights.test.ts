import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { periodCustomers, periodCustomersToDate } from './customer-insights.queries.js';
import { buildFixedHistory } from './fixed-history.testing.js';

const URL = '/api/vendors/analytics/customers';

describe('Customer Insights', () => {
  const t = useTestApp({ clock: new ManualClock('2026-03-15T12:00:00Z') });
  let history: Awaited<ReturnType<typeof buildFixedHistory>>;
  const get = async (query: string, token = history.vendor.token) =>
    call(t().app, 'GET', `${URL}?${query}`, { token });

  it('counts the customers of a period, new and returning by week, and the repeat rate (hand-computed)', async () => {
    history = await buildFixedHistory(t().app, t().clock);
    const res = await get('startDate=2026-02-01&endDate=2026-03-14');
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d.period).toEqual({ startDate: '2026-02-01', endDate: '2026-03-14' });
    expect(d.timeRange).toBeNull();
    expect(d.granularity).toBe('week');
    // alice (Feb 10), bob (Feb 20, Mar 14), carol, dan, erin; new: carol, dan, erin; repeat: alice, bob.
    expect(d.summary).toMatchObject({
      totalCustomers: 5,
      newCustomers: 3,
      returningCustomers: 2,
      repeatCustomers: 2,
      repeatCustomerRate: 40,
    });
    expect(d.summary.repeatRateDefinition).toContain('more than one order');
    // Weeks start on Monday; Feb 1 2026 is a Sunday.
    expect(d.newVsReturning).toEqual([
      { period: '2026-01-26', newCustomers: 0, returningCustomers: 0 },
      { period: '2026-02-02', newCustomers: 0, returningCustomers: 0 },
      { period: '2026-02-09', newCustomers: 1, returningCustomers: 1 },
      { period: '2026-02-16', newCustomers: 0, returningCustomers: 1 },
      { period: '2026-02-23', newCustomers: 1, returningCustomers: 0 },
      { period: '2026-03-02', newCustomers: 1, returningCustomers: 0 },
      { period: '2026-03-09', newCustomers: 0, returningCustomers: 1 },
    ]);
    // Spent = live parts only (bob's return and carol's cancellation do not count).
    expect(d.topCustomers.map((c: any) => [c.name, c.orders, c.spent])).toEqual([
      ['Alice A.', 2, 160],
      ['Bob B.', 3, 80],
      ['Dan', 1, 40],
      ['Erin', 1, 40],
      ['Carol', 1, 0],
    ]);
    expect(d.topCustomers[0].email).toBe(history.mail('alice'));
    expect(d.topCustomers[1].lastOrderAt).toBe('2026-03-14T10:00:00.000Z');
    expect(d.locations).toEqual([
      { country: 'United States', city: 'Springfield', customers: 3, spent: 80 },
      { country: 'Pakistan', city: 'Lahore', customers: 1, spent: 160 },
      { country: 'Germany', city: 'Berlin', customers: 1, spent: 80 },
    ]);
  });

  it('gives the same customers for a period up to today from the latest-day rollups as from the customer rows', async () => {
    const { app } = t();
    const vendorId = history.vendor.vendorId!;
    for (const from of ['2025-03-16', '2026-02-01', '2026-02-15', '2026-03-09', '2026-03-15']) {
      const fast = await periodCustomersToDate(app.ctx.db, vendorId, from, '2026-03-15');
      const rows = await periodCustomers(app.ctx.db, vendorId, from, '2026-03-15', 'UTC');
      expect(JSON.parse(JSON.stringify(fast)), from).toEqual(JSON.parse(JSON.stringify(rows)));
    }
    const year = await periodCustomersToDate(app.ctx.db, vendorId, '2025-03-16', '2026-03-15');
    expect(year.customers).toBe(5);
  });

  it('builds the retention grid of the first-order months up to the period end', async () => {
    const d = (await get('timeRange=30')).body.data;
    expect(d.period).toEqual({ startDate: '2026-02-14', endDate: '2026-03-15' });
    expect(d.granularity).toBe('day');
    expect(d.newVsReturning).toHaveLength(30);
    // January: alice and bob; both ordered in February, bob again in March. February: carol and dan.
    expect(d.cohorts).toEqual([
      {
        cohort: '2026-01',
        customers: 2,
        retention: [
          { offset: 1, customers: 2, rate: 100 },
          { offset: 2, customers: 1, rate: 50 },
        ],
      },
      { cohort: '2026-02', customers: 2, retention: [{ offset: 1, customers: 0, rate: 0 }] },
      { cohort: '2026-03', customers: 1, retention: [] },
    ]);
  });

  it('knows who ordered inside a past period from the rollups and, at its edges, from their orders', async () => {
    // All of February: bob ordered before and after, and in February (a whole month inside the period).
    const feb = (await get('startDate=2026-02-01&endDate=2026-02-28')).body.data.summary;
    expect(feb).toMatchObject({
      totalCustomers: 4,
      newCustomers: 2,
      repeatCustomers: 2,
      repeatCustomerRate: 50,
    });
    // Feb 15 - Mar 10: bob ordered on Feb 20, between orders before and after the period.
    const mid = (await get('startDate=2026-02-15&endDate=2026-03-10')).body.data.summary;
    expect(mid).toMatchObject({
      totalCustomers: 3,
      newCustomers: 2,
      repeatCustomers: 1,
      repeatCustomerRate: 33.3,
    });
    // Feb 21 - Feb 27: nobody ordered; bob's orders lie on both sides.
    const none = (await get('startDate=2026-02-21&endDate=2026-02-27')).body.data;
    expect(none.summary).toMatchObject({ totalCustomers: 0, repeatCustomerRate: null });
    expect(none.topCustomers).toEqual([]);
  });

  it('shows a vendor only its own customers; an impersonating admin sees the same', async () => {
    const other = await signedIn(t().app, 'vendor');
    const empty = (await get('timeRange=365', other.token)).body.data;
    expect(empty.summary.totalCustomers).toBe(0);
    expect(empty.cohorts).toEqual([]);
    expect(empty.locations).toEqual([]);
    const imp = await call(t().app, 'POST', `/api/admin/vendors/${history.vendor.vendorId}/impersonate`, {
      token: history.admin.token,
    });
    const asAdmin = await get('timeRange=90', imp.body.data.token);
    expect(asAdmin.body.data).toEqual((await get('timeRange=90')).body.data);
    expect((await get('timeRange=90', history.admin.token)).statusCode).toBe(403);
    expect((await call(t().app, 'GET', URL)).statusCode).toBe(401);
  });

  it('refuses bad input with the field named', async () => {
    for (const [query, field] of [
      ['timeRange=14', 'timeRange'],
      ['startDate=2026-02-30&endDate=2026-03-01', 'startDate'],
      ['startDate=2024-01-01&endDate=2026-03-01', 'endDate'],
      ['startDate=2026-03-01', 'endDate'],
      ['vendorId=x', 'vendorId'],
    ]) {
      const res = await get(query!);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.body.details), query).toContain(field!);
    }
  });
});
