import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { vendorApplications, vendors } from '../db/schema/index.js';
import { ManualClock } from '../lib/clock.js';
import { ledgerProblems } from '../modules/vendor-inventory/testing.js';
import { signIn } from '../test/fixtures.js';
import { call, createTestApp, useTestApp } from '../test/test-app.js';
import { seedDemoData } from './index.js';
import { DEMO_APPLICATION_IDS, DEMO_APPLICATION_STATUS_KEY } from './onboarding.js';

describe('demo data', () => {
  const t = useTestApp();

  // About 40 s alone; three minutes and more when the 2-core machine runs other test files beside it.
  it('seeds an empty database once, with the demo logins working', { timeout: 360_000 }, async () => {
    expect(await seedDemoData(t().app.ctx)).toBe(true);
    expect(await seedDemoData(t().app.ctx)).toBe(false);
    await signIn(t().app, 'admin', { email: 'admin@demo.test', password: 'demo1234' });
    await signIn(t().app, 'customer', { email: 'customer@demo.test', password: 'demo1234' });
    const vendorToken = await signIn(t().app, 'vendor', { email: 'vendor@demo.test', password: 'demo1234' });
    const me = await call(t().app, 'GET', '/api/auth/me', { token: vendorToken });
    expect(me.body.data.vendor).toMatchObject({
      businessName: 'Demo Traders',
      verificationStatus: 'approved',
    });
  });

  it('has vendors in every verification status and applications in every review status', async () => {
    const statuses = await t()
      .database.db.select({ s: vendors.verificationStatus, n: sql<number>`count(*)::int` })
      .from(vendors)
      .groupBy(vendors.verificationStatus);
    expect(statuses.map((r) => r.s).sort()).toEqual(['approved', 'pending', 'rejected', 'under_review']);
    const apps = await t()
      .database.db.selectDistinct({ s: vendorApplications.status })
      .from(vendorApplications);
    expect(apps.map((r) => r.s).sort()).toEqual([
      'approved',
      'more_info_required',
      'rejected',
      'submitted',
      'under_review',
    ]);
  });

  it('leaves no mail waiting in the outbox: a year of history is not sent again after start-up', async () => {
    const [outbox] = await queryRows<{ pending: number; sent: number }>(
      t().database.db,
      sql`select count(*) filter (where status = 'pending')::int as pending,
        count(*) filter (where status = 'sent')::int as sent from outbox_emails`,
    );
    expect(outbox!.pending).toBe(0);
    expect(outbox!.sent).toBeGreaterThan(300);
  });

  it('has about 380 orders over a year in every status, consistent with stock', async () => {
    const [summary] = await queryRows<{ n: number; oldest: string; statuses: string[] }>(
      t().database.db,
      sql`select count(*)::int as n, min(created_at)::text as oldest, array_agg(distinct unified_status) as statuses from orders`,
    );
    expect(summary!.n).toBeGreaterThanOrEqual(340);
    expect(Date.now() - new Date(summary!.oldest).getTime()).toBeGreaterThan(300 * 24 * 3600 * 1000);
    expect(summary!.statuses).toEqual(
      // A returned part keeps its order 'delivered'.
      expect.arrayContaining(['cancelled', 'delivered', 'placed', 'processing', 'shipped']),
    );
    const parts = await queryRows<{ status: string }>(
      t().database.db,
      sql`select distinct status from order_parts`,
    );
    expect(parts.map((p) => p.status)).toEqual(
      expect.arrayContaining([
        'pending',
        'accepted',
        'processing',
        'shipped',
        'delivered',
        'cancelled',
        'rejected',
        'returned',
      ]),
    );
    // Reserved stock is exactly the units of live order lines that have not shipped.
    const mismatches = await queryRows<{ product_id: string }>(
      t().database.db,
      sql`select i.product_id from inventory_items i
          left join (select oi.product_id, sum(oi.quantity)::int as units from order_items oi
                     join order_parts op on op.id = oi.part_id
                     where oi.status = 'active' and op.status in ('pending', 'accepted', 'confirmed', 'processing')
                     group by oi.product_id) o on o.product_id = i.product_id
          where i.reserved_stock <> coalesce(o.units, 0) or i.current_stock < i.reserved_stock`,
    );
    expect(mismatches).toEqual([]);
    // The stock ledger: every product's movements sum to its stock, reservations to its reserved units.
    expect(await ledgerProblems(t().app)).toEqual([]);
    const [inventory] = await queryRows<{ batches: number; costed: number; open: number; critical: number }>(
      t().database.db,
      sql`select (select count(*)::int from inventory_batches) as batches,
          (select count(*)::int from inventory_batches where unit_cost_minor > 0 and remaining_quantity > 0) as costed,
          (select count(*)::int from inventory_alerts where resolved_at is null) as open,
          (select count(*)::int from inventory_alerts where resolved_at is null and severity = 'critical') as critical`,
    );
    expect(inventory!.batches).toBeGreaterThan(100);
    expect(inventory!.costed).toBeGreaterThan(20);
    expect(inventory!.open).toBeGreaterThan(3);
    expect(inventory!.critical).toBeGreaterThan(0);
    const [paid] = await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from commission_payments`,
    );
    expect(paid!.n).toBeGreaterThan(0);
  });

  it('shows the credentials of the freshly approved demo applicant to the browser holding its status key', async () => {
    const url = `/api/vendors/application-status/${DEMO_APPLICATION_IDS.approvedWithCredentials}`;
    const res = await call(t().app, 'GET', url, {
      headers: { 'x-application-key': DEMO_APPLICATION_STATUS_KEY },
    });
    expect(res.body.data.loginCredentials).toMatchObject({ email: 'studio@newhorizon.test' });
    const other = await call(t().app, 'GET', url);
    expect(other.body.data).toMatchObject({ status: 'approved', loginCredentials: null });
  });

  it('gives the main demo vendor returns, cancellations, repeat customers and deliveries to show', async () => {
    const db = t().database.db;
    const [days] = await queryRows<Record<string, number>>(
      db,
      sql`select count(*)::int as days, sum(d.orders)::int as orders, sum(d.status_returned)::int as returned,
          sum(d.status_cancelled)::int as cancelled_by_vendor, sum(d.status_cancelled_by_customer)::int as cancelled_by_customer,
          sum(d.cancelled_minor)::int as cancelled_minor, sum(d.returning_customers)::int as returning,
          sum(d.shipped_parts)::int as shipped, sum(d.processing_hours)::float8 as processing_hours,
          sum(d.delivered_parts)::int as delivered, sum(d.delivered_on_time)::int as on_time
        from analytics_vendor_days d join vendors v on v.id = d.vendor_id where v.email = 'vendor@demo.test'`,
    );
    expect(days!.orders).toBeGreaterThanOrEqual(150);
    expect(days!.days).toBeGreaterThanOrEqual(100);
    for (const key of ['returned', 'cancelled_by_vendor', 'cancelled_by_customer', 'returning', 'shipped'])
      expect(Number(days![key]), key).toBeGreaterThan(0);
    expect(days!.processing_hours).toBeGreaterThan(0);
    // Some deliveries on time, some late.
    expect(days!.on_time).toBeGreaterThan(0);
    expect(days!.on_time).toBeLessThan(Number(days!.delivered));

    const [more] = await queryRows<Record<string, number>>(
      db,
      sql`select
          (select count(*)::int from order_items i join order_parts p on p.id = i.part_id
            where i.vendor_id = v.id and i.status = 'cancelled' and p.status not in ('cancelled', 'rejected')) as single_lines,
          (select count(*)::int from analytics_vendor_customers c where c.vendor_id = v.id and c.orders > 1) as repeat_customers,
          (select count(*)::int from analytics_vendor_customers c where c.vendor_id = v.id
            and not exists (select 1 from users u where lower(u.email) = c.customer_key)) as guests,
          (select count(distinct c.country)::int from analytics_vendor_customers c where c.vendor_id = v.id) as countries,
          (select count(distinct c.city)::int from analytics_vendor_customers c where c.vendor_id = v.id) as cities,
          (select coalesce(sum(pv.views), 0)::int from product_views_daily pv join products pr on pr.id = pv.product_id
            where pr.vendor_id = v.id) as views,
          (select count(*)::int from analytics_product_days pd where pd.vendor_id = v.id) as product_days,
          (select count(*)::int from analytics_dirty_parts) as queued
        from vendors v where v.email = 'vendor@demo.test'`,
    );
    expect(more!.single_lines).toBeGreaterThan(0);
    expect(more!.repeat_customers).toBeGreaterThanOrEqual(5);
    expect(more!.guests).toBeGreaterThan(0);
    expect(more!.countries).toBeGreaterThanOrEqual(3);
    expect(more!.cities).toBeGreaterThanOrEqual(6);
    expect(more!.views).toBeGreaterThan(1000);
    expect(more!.product_days).toBeGreaterThan(0);
    // The rollups were rebuilt at the end of the seed: nothing left queued.
    expect(more!.queued).toBe(0);
  });

  it('posts its money through the ledger: card refunds, weekly payouts paid, one failed and paid again, a negative balance netted', async () => {
    const db = t().app.ctx.db;
    const unbalanced = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select entry_id from ledger_lines group by entry_id having sum(amount_minor) <> 0) x`,
    );
    expect(unbalanced[0]!.n).toBe(0);
    const refunds = await queryRows<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from order_refunds where amount_minor > 0 group by status`,
    );
    expect(refunds.find((r) => r.status === 'succeeded')?.n ?? 0).toBeGreaterThan(0);
    const payouts = await queryRows<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from payouts group by status`,
    );
    const count = (status: string) => payouts.find((p) => p.status === status)?.n ?? 0;
    expect(count('paid')).toBeGreaterThan(20);
    expect(count('failed')).toBe(1);
    // Each payout is exactly the lines it settled.
    const mismatched = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from payouts p where p.amount_minor <> (select -sum(amount_minor) from payout_lines l where l.payout_id = p.id)`,
    );
    expect(mismatched[0]!.n).toBe(0);
    // The $30.00 taken back after a payout was settled, netted, by a later payout of the main vendor.
    const netted = await queryRows<{ amount: string; paid: string }>(
      db,
      sql`select l.amount_minor::text as amount, p.amount_minor::text as paid
          from payout_lines l join ledger_entries e on e.id = l.entry_id join payouts p on p.id = l.payout_id
          where e.kind = 'adjustment' and l.amount_minor = 3000`,
    );
    expect(netted).toHaveLength(1);
    expect(Number(netted[0]!.paid)).toBeGreaterThan(0);
    // Right after it, the vendor owed the marketplace: its available balance was negative.
    const owed = await queryRows<{ owed: string }>(
      db,
      sql`select sum(l.amount_minor)::text as owed from ledger_lines l, ledger_entries a
          where a.kind = 'adjustment' and l.vendor_id = (select vendor_id from ledger_lines where entry_id = a.id and account = 'vendor_available')
            and l.account = 'vendor_available' and coalesce(l.available_at, l.occurred_at) <= a.occurred_at`,
    );
    expect(Number(owed[0]!.owed)).toBeGreaterThan(0);
  });

  it('has a weekly rhythm and a growth trend', async () => {
    const now = t().clock.now().toISOString();
    const [shape] = await queryRows<{ weekend: number; weekday: number; recent: number; early: number }>(
      t().database.db,
      sql`select
          avg(n) filter (where dow in (0, 6))::float8 as weekend, avg(n) filter (where dow between 1 and 4)::float8 as weekday,
          sum(n) filter (where day >= ${now}::timestamptz - interval '120 days')::int as recent,
          sum(n) filter (where day < ${now}::timestamptz - interval '240 days')::int as early
        from (select day, extract(dow from day)::int as dow, orders as n from analytics_marketplace_days) d`,
    );
    expect(shape!.weekend).toBeGreaterThan(shape!.weekday);
    expect(shape!.recent).toBeGreaterThan(shape!.early * 1.3);
  });

  it('has a newly approved vendor without orders (the analytics empty state)', async () => {
    const [fresh] = await queryRows<{ status: string; parts: number; days: number }>(
      t().database.db,
      sql`select v.verification_status as status,
          (select count(*)::int from order_parts p where p.vendor_id = v.id) as parts,
          (select count(*)::int from analytics_vendor_days d where d.vendor_id = v.id) as days
        from vendors v where v.email = 'studio@newhorizon.test'`,
    );
    expect(fresh).toEqual({ status: 'approved', parts: 0, days: 0 });
  });

  it('reads as a real history: nothing after the seed, shops joined over the year, stock that chains, varied inquiries', async () => {
    const db = t().database.db;
    // Nothing is dated after the moment of seeding.
    const [future] = await queryRows<Record<string, number>>(
      db,
      sql`select
          (select count(*)::int from inquiry_messages where created_at > now() or read_at > now()) as messages,
          (select count(*)::int from inquiries where created_at > now() or last_activity_at > now()) as inquiries,
          (select count(*)::int from inquiry_notes where added_at > now()) as notes,
          (select count(*)::int from stock_movements where created_at > now()) as movements,
          (select count(*)::int from orders where created_at > now()) as orders,
          (select count(*)::int from order_events where created_at > now()) as events,
          (select count(*)::int from products where created_at > now()) as products,
          (select count(*)::int from vendors where created_at > now()) as vendors`,
    );
    expect(future).toEqual({
      messages: 0,
      inquiries: 0,
      notes: 0,
      movements: 0,
      orders: 0,
      events: 0,
      products: 0,
      vendors: 0,
    });
    // Shops joined on different days over more than a year; every shop joined before its first sale.
    const shops = await queryRows<{ joined: number; first_sale: number | null }>(
      db,
      sql`select extract(day from now() - v.created_at)::int as joined,
          (select extract(day from now() - min(o.created_at))::int from order_parts p join orders o on o.id = p.order_id
           where p.vendor_id = v.id) as first_sale
          from vendors v`,
    );
    expect(new Set(shops.map((s) => s.joined)).size).toBe(shops.length);
    expect(Math.max(...shops.map((s) => s.joined))).toBeGreaterThan(365);
    for (const s of shops) if (s.first_sale !== null) expect(s.joined).toBeGreaterThanOrEqual(s.first_sale);
    // No product is sold before it was listed.
    const [early] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from order_items i join orders o on o.id = i.order_id
          join products p on p.id = i.product_id where o.created_at < p.created_at`,
    );
    expect(early!.n).toBe(0);
    // Each product's stock history chains in time: a movement starts where the one before ended,
    // and the last one ends at the product's stock.
    const [chain] = await queryRows<{ breaks: number; moves: number; ends: number }>(
      db,
      sql`with m as (
            select product_id, current_before, reserved_before,
              lag(current_after) over w as prev_current, lag(reserved_after) over w as prev_reserved
            from stock_movements window w as (partition by product_id order by created_at, id))
          select
            (select count(*)::int from m where prev_current is not null
              and (prev_current <> current_before or prev_reserved <> reserved_before)) as breaks,
            (select count(*)::int from m) as moves,
            (select count(*)::int from inventory_items i join lateral (
               select current_after, reserved_after from stock_movements s where s.product_id = i.product_id
               order by s.created_at desc, s.id desc limit 1) l
             on true where l.current_after <> i.current_stock or l.reserved_after <> i.reserved_stock) as ends`,
    );
    expect(chain!.moves).toBeGreaterThan(500);
    expect(chain).toMatchObject({ breaks: 0, ends: 0 });
    // Every shop has its own questions: no subject is asked of every desk.
    const [subjects] = await queryRows<{ desks: number; shared: number; distinct: number }>(
      db,
      sql`select count(distinct coalesce(vendor_id::text, 'marketplace'))::int as desks,
          (select count(*)::int from (select subject from inquiries group by subject
             having count(distinct coalesce(vendor_id::text, 'marketplace')) > 1) s) as shared,
          count(distinct subject)::int as distinct
          from inquiries`,
    );
    expect(subjects!.desks).toBe(4);
    expect(subjects!.shared).toBeLessThanOrEqual(4);
    expect(subjects!.distinct).toBeGreaterThan(40);
  });

  it('has inquiries for the demo vendors and the marketplace in every status, priority and category', async () => {
    const [r] = await queryRows<{
      statuses: string[];
      priorities: string[];
      categories: string[];
      desks: number;
      marketplace: number;
      notes: number;
      system_notes: number;
      attachments: number;
      rated: number;
      unread: number;
      counts_ok: boolean;
    }>(
      t().database.db,
      sql`select array_agg(distinct status order by status) as statuses,
          array_agg(distinct priority order by priority) as priorities,
          array_agg(distinct category order by category) as categories,
          count(distinct vendor_id)::int as desks,
          (count(*) filter (where vendor_id is null))::int as marketplace,
          (select count(*)::int from inquiry_notes) as notes,
          (select count(*)::int from inquiry_notes where added_by_name is null) as system_notes,
          (select count(*)::int from inquiry_attachments) as attachments,
          count(rating)::int as rated,
          sum(vendor_unread)::int as unread,
          bool_and(message_count = (select count(*) from inquiry_messages m where m.inquiry_id = inquiries.id)) as counts_ok
        from inquiries`,
    );
    expect(r!.statuses).toEqual(['closed', 'in_progress', 'open', 'resolved', 'waiting_customer']);
    expect(r!.priorities).toEqual(['high', 'low', 'medium', 'urgent']);
    expect(r!.categories).toHaveLength(7);
    expect(r!.desks).toBe(3);
    expect(r!.marketplace).toBeGreaterThan(0);
    expect(r!.notes).toBeGreaterThan(r!.system_notes);
    expect(r!.system_notes).toBeGreaterThan(0);
    expect(r!.attachments).toBeGreaterThan(0);
    expect(r!.rated).toBeGreaterThan(0);
    expect(r!.unread).toBeGreaterThan(0);
    expect(r!.counts_ok).toBe(true);
    // The demo vendor's desk reads them: stats with figures, and an attachment it can download.
    const token = await signIn(t().app, 'vendor', { email: 'vendor@demo.test', password: 'demo1234' });
    const stats = await call(t().app, 'GET', '/api/vendors/inquiries/stats', { token });
    expect(stats.body.data.overview.totalInquiries).toBeGreaterThanOrEqual(20);
    expect(stats.body.data.overview.avgResponseTime).toBeGreaterThan(0);
    expect(stats.body.data.overview.avgRating).toBeGreaterThanOrEqual(3);
    const list = await call(t().app, 'GET', '/api/vendors/inquiries?category=billing', { token });
    const withFile = await call(t().app, 'GET', `/api/vendors/inquiries/${list.body.data.inquiries[0]._id}`, {
      token,
    });
    const file = withFile.body.data.inquiry.messages[0].attachments[0];
    expect(file.filename).toBe('invoice.pdf');
    expect((await call(t().app, 'GET', file.url, { token })).statusCode).toBe(200);
  });

  it('seeds the same orders on a second database (deterministic)', { timeout: 600_000 }, async () => {
    const second = await createTestApp({ clock: new ManualClock(t().clock.now()) });
    try {
      expect(await seedDemoData(second.app.ctx)).toBe(true);
      const fingerprint = async (db: typeof second.database.db) =>
        queryRows(
          db,
          sql`select (select count(*)::int from orders) as orders,
            (select json_agg(x order by x.status) from (select status, count(*)::int as n, sum(subtotal_minor)::int as s
              from order_parts group by status) x) as parts,
            (select count(*)::int from order_items where status = 'cancelled') as cancelled_lines,
            (select md5(string_agg(to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS') || customer_email
              || ship_city || total_minor || unified_status, ',' order by created_at, customer_email)) from orders) as orders_hash,
            (select md5(string_agg(inquiry_number || status || priority || category || message_count
              || coalesce(rating, 0), ',' order by inquiry_number)) from inquiries) as inquiries_hash,
            (select json_build_object('revenue', sum(revenue_minor)::bigint, 'returning', sum(returning_customers)::int,
              'onTime', sum(delivered_on_time)::int) from analytics_vendor_days) as rollups`,
        );
      expect(await fingerprint(second.database.db)).toEqual(await fingerprint(t().database.db));
    } finally {
      await second.close();
    }
  });
});
