import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, vendors } from '../../db/schema/index.js';
import { createProduct } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { countStorefrontProducts, START_AT_DAY_FROM } from './storefront.queries.js';
import { countStatements, storefrontPage } from './testing.js';

/**
 * storefront_day_changes counts the visible products each UTC day created, in the products' own
 * transactions, and a deep newest-first page of the whole catalogue starts at its day (decision
 * 0031): the same products in the same order as skipping every newer one.
 */
describe('storefront days: deep newest pages of the whole catalogue', () => {
  const t = useTestApp();
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

  const list = (query: string) => storefrontPage(t().app, query);

  /** Every visible product, newest first, straight from SQL. */
  const newestInSql = async () =>
    rowsOf<{ id: string }>(
      await t().app.ctx.db.execute(sql`
        select id from products where status = 'active' and deleted_at is null and vendor_visible
        order by created_at desc, id desc`),
    ).map((r) => r.id);

  /** The kept counts (days at 0 left out) and the counts of the products themselves. */
  const days = async () => {
    const db = t().app.ctx.db;
    const kept = rowsOf<{ day: number; n: number }>(
      await db.execute(sql`select day, sum(change)::int as n from storefront_day_changes group by day
        having sum(change) <> 0 order by day`),
    );
    const counted = rowsOf<{ day: number; n: number }>(
      await db.execute(sql`
        select floor(extract(epoch from created_at) / 86400)::int as day, count(*)::int as n from products
        where status = 'active' and deleted_at is null and vendor_visible group by 1 order by 1`),
    );
    const negative = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from (select day from storefront_day_changes group by day
        having sum(change) < 0) d`),
    );
    return {
      kept: kept.map(({ day, n }) => [Number(day), Number(n)]),
      counted: counted.map(({ day, n }) => [Number(day), Number(n)]),
      negative: Number(negative[0]!.n),
    };
  };
  const expectDaysKept = async () => {
    const { kept, counted, negative } = await days();
    expect(kept).toEqual(counted);
    expect(negative).toBe(0);
  };

  /** `count` active products of a vendor in one statement, `perDay` a day from 2025-03-01, ties in pairs. */
  const bulk = async (vendorId: string | null, count: number, perDay: number, tag: string) => {
    const rows = await t()
      .app.ctx.db.insert(products)
      .values(
        Array.from({ length: count }, (_, i) => ({
          vendorId,
          title: `${tag} ${i}`,
          description: 'Bulk',
          priceMinor: 1000 + i,
          shippingMinor: 0,
          status: (i % 17 === 5 ? 'inactive' : 'active') as 'active' | 'inactive',
          slug: `${tag}-${i}`,
          sku: `${tag.toUpperCase()}-${i}`,
          // Within a day, two products share each creation time (the page orders them by id).
          createdAt: new Date(Date.UTC(2025, 2, 1 + Math.floor(i / perDay), 0, Math.floor((i % perDay) / 2))),
        })),
      )
      .returning({ id: products.id });
    return rows.map((r) => r.id);
  };

  it('keeps each day’s count as products are created, hidden, shown, moved, deleted and edited', async () => {
    const app = t().app;
    const db = app.ctx.db;
    const shop = await signedIn(app, 'vendor', { businessName: 'Day Works' });
    const other = await signedIn(app, 'vendor', { businessName: 'Night Works' });
    const mine = await bulk(shop.vendorId!, 40, 9, 'day');
    const theirs = await bulk(other.vendorId!, 25, 6, 'night');
    await createProduct(app, { vendorId: null, price: 10 });
    await createProduct(app, { vendorId: shop.vendorId!, price: 12, status: 'inactive' });
    await expectDaysKept();
    expect((await days()).kept.length).toBeGreaterThan(4);

    await db
      .update(products)
      .set({ status: 'inactive' })
      .where(inArray(products.id, mine.slice(0, 7)));
    await expectDaysKept();
    await db
      .update(products)
      .set({ status: 'active' })
      .where(inArray(products.id, mine.slice(0, 3)));
    await expectDaysKept();
    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, mine[10]!));
    await expectDaysKept();
    // Moved to another day (a creation time set again), and hard-deleted.
    await db
      .update(products)
      .set({ createdAt: new Date(Date.UTC(2024, 11, 31, 23, 59)) })
      .where(inArray(products.id, theirs.slice(0, 4)));
    await expectDaysKept();
    await db.delete(products).where(inArray(products.id, theirs.slice(20)));
    await expectDaysKept();

    // A vendor put under review: its products leave their days; approved again, they return.
    await db
      .update(vendors)
      .set({ verificationStatus: 'under_review' })
      .where(eq(vendors.id, shop.vendorId!));
    await expectDaysKept();
    const hidden = await days();
    await db.update(vendors).set({ verificationStatus: 'approved' }).where(eq(vendors.id, shop.vendorId!));
    await expectDaysKept();
    expect((await days()).kept).not.toEqual(hidden.kept);

    // An edit that changes no product's visibility or day appends nothing (a compaction may
    // have summed rows meanwhile, so there are at most as many).
    const rowCount = async () =>
      Number(
        rowsOf<{ n: number }>(
          await db.execute(sql`select count(*)::int as n from storefront_day_changes`),
        )[0]!.n,
      );
    const before = await rowCount();
    await db
      .update(products)
      .set({ title: 'Renamed' })
      .where(inArray(products.id, [...mine, ...theirs]));
    expect(await rowCount()).toBeLessThanOrEqual(before);
    await expectDaysKept();

    // Compacting sums each day's rows into one and drops days at 0; the counts stay.
    // (A statement's own compaction, one in 64 at random, may have run: two more rows for a day
    // that has some, summing to 0, make sure there is something to sum.)
    await db.execute(sql`insert into storefront_day_changes (day, change)
      select day, c from (select min(day) as day from storefront_day_changes) d, (values (2), (-2)) v(c)`);
    expect(await rowCount()).toBeGreaterThan((await days()).kept.length);
    await expectDaysKept();
    await db.execute(sql`select storefront_day_changes_compact()`);
    expect(await rowCount()).toBe((await days()).kept.length);
    await expectDaysKept();
  });

  it('gives deep newest-first pages exactly, across days, to the last page and past it', async () => {
    const app = t().app;
    const shop = await signedIn(app, 'vendor', { businessName: 'Deep Works' });
    const other = await signedIn(app, 'vendor', { businessName: 'Far Works' });
    await bulk(shop.vendorId!, START_AT_DAY_FROM + 400, 150, 'deep');
    await bulk(other.vendorId!, 300, 45, 'far');
    await bulk(null, 80, 80, 'own');
    const expected = await newestInSql();
    expect(expected.length).toBeGreaterThan(START_AT_DAY_FROM + 300);

    const total = (await list('limit=24')).total;
    expect(total).toBe(expected.length);
    // Pages from the offset on which the day starts the walk: its first, within and across days.
    for (const [limit, page] of [
      [24, Math.ceil(START_AT_DAY_FROM / 24) + 1],
      [10, START_AT_DAY_FROM / 10 + 1],
      [7, 150],
      [24, 55],
      [48, 30],
    ] as const) {
      const from = (page - 1) * limit;
      expect(from).toBeGreaterThanOrEqual(START_AT_DAY_FROM);
      const got = await list(`limit=${limit}&page=${page}`);
      expect(got.ids, `limit ${limit} page ${page}`).toEqual(expected.slice(from, from + limit));
      expect(got.total).toBe(expected.length);
    }
    const last = Math.ceil(expected.length / 24);
    expect((await list(`limit=24&page=${last}`)).ids).toEqual(expected.slice((last - 1) * 24));
    expect((await list(`limit=24&page=${last + 1}`)).ids).toEqual([]);
    expect((await list('limit=24&page=400')).ids).toEqual([]);
    // 'relevance' without a search is newest first too.
    expect((await list('sort=relevance&limit=24&page=50')).ids).toEqual(expected.slice(1176, 1200));

    // A vendor put under review leaves the next deep page and the total in the same transaction.
    await app.ctx.db
      .update(vendors)
      .set({ verificationStatus: 'under_review' })
      .where(eq(vendors.id, shop.vendorId!));
    const after = await newestInSql();
    expect(after.length).toBeLessThan(START_AT_DAY_FROM);
    // (The API's total is the count cache's for a few seconds; the count itself is fresh.)
    expect(await countStorefrontProducts(app.ctx.db, {})).toBe(after.length);
    expect((await list('limit=24&page=2')).ids).toEqual(after.slice(24, 48));
    await app.ctx.db
      .update(vendors)
      .set({ verificationStatus: 'approved' })
      .where(eq(vendors.id, shop.vendorId!));
    await app.ctx.db
      .update(vendors)
      .set({ verificationStatus: 'under_review' })
      .where(eq(vendors.id, other.vendorId!));
    const withoutOther = await newestInSql();
    const deep = await list('limit=24&page=45');
    expect(deep.ids).toEqual(withoutOther.slice(1056, 1080));
    expect(await countStorefrontProducts(app.ctx.db, {})).toBe(withoutOther.length);
  });

  it('reads a deep page in at most 3 statements', async () => {
    const shop = await signedIn(t().app, 'vendor', { businessName: 'Count Works' });
    await bulk(shop.vendorId!, START_AT_DAY_FROM + 50, 200, 'count');
    const counter = countStatements(t().database);
    const res = await call(
      t().app,
      'GET',
      `/api/products?limit=24&page=${Math.ceil(START_AT_DAY_FROM / 24) + 1}`,
    );
    counter.stop();
    expect(res.statusCode).toBe(200);
    expect(res.body.data.products).toHaveLength(24);
    expect(counter.count).toBeGreaterThan(0);
    expect(counter.count).toBeLessThanOrEqual(3);
  });

  // Races need real connections: PGlite has one, so this runs on PostgreSQL only.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'keeps the days exact under racing creations, bulk status changes and vendor reviews (PostgreSQL)',
    async () => {
      const app = t().app;
      const shops = await Promise.all(
        [0, 1, 2].map((i) => signedIn(app, 'vendor', { businessName: `Race Works ${i}` })),
      );
      const lots = await Promise.all(shops.map((s, i) => bulk(s.vendorId!, 60, 10, `race${i}`)));
      // Each creation spans several days, half of them in descending order of day.
      const creations = Array.from({ length: 30 }, (_, n) =>
        app.ctx.db.transaction(async (tx) => {
          const days = n % 2 ? [0, 1, 2, 3] : [3, 2, 1, 0];
          for (const d of days)
            await tx.insert(products).values({
              vendorId: shops[n % 3]!.vendorId!,
              title: `Raced ${n}-${d}`,
              description: 'Raced',
              priceMinor: 500,
              shippingMinor: 0,
              status: 'active',
              slug: `raced-${n}-${d}`,
              sku: `RACED-${n}-${d}`,
              createdAt: new Date(Date.UTC(2025, 2, 1 + d, 12)),
            });
        }),
      );
      const statusChanges = Array.from({ length: 20 }, (_, n) =>
        call(app, 'POST', '/api/vendors/products/bulk/update', {
          token: shops[n % 3]!.token,
          body: {
            productIds: lots[n % 3]!.slice(n, n + 15),
            fields: { status: n % 2 ? 'active' : 'inactive' },
          },
        }),
      );
      const reviews = Array.from({ length: 6 }, (_, n) =>
        app.ctx.db
          .update(vendors)
          .set({ verificationStatus: n % 2 ? 'approved' : 'under_review' })
          .where(eq(vendors.id, shops[n % 3]!.vendorId!)),
      );
      // Compactions racing the writers and each other: none waits for rows another one holds.
      const compactions = Array.from({ length: 8 }, () =>
        app.ctx.db.execute(sql`select storefront_day_changes_compact()`),
      );
      const results = await Promise.allSettled([...creations, ...statusChanges, ...reviews, ...compactions]);
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      for (const r of results.slice(30, 50))
        expect((r as PromiseFulfilledResult<{ statusCode: number }>).value.statusCode).toBe(200);
      await expectDaysKept();
    },
    120_000,
  );
});
