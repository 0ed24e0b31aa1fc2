import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { createProduct } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { FEW_IN_PRICE_RANGE } from './storefront.queries.js';
import { countStatements, storefrontPage } from './testing.js';

/**
 * A price range alone, newest first (decision 0030): a narrow range is sorted from the price
 * index's entries, a wide one walks the newest-first index. Both give exactly the products and
 * order of filtering and sorting every visible product.
 */
describe('storefront price range, newest first', () => {
  const t = useTestApp();

  const list = (query: string) => storefrontPage(t().app, query);

  /** Every visible product in the range, newest first, straight from SQL (prices in minor units). */
  const inSql = async (min: number | null, max: number | null) => {
    const result = await t().app.ctx.db.execute(sql`
      select id from products
      where status = 'active' and deleted_at is null and vendor_visible
        and (${min}::int is null or price_minor >= ${min}::int)
        and (${max}::int is null or price_minor <= ${max}::int)
      order by created_at desc, id desc`);
    return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  };

  /** Twelve products at 5, 10, ... 60 with creation times in pairs (ties ordered by id), one hidden. */
  const setup = async () => {
    const app = t().app;
    const shop = await signedIn(app, 'vendor', { businessName: 'Price Works' });
    for (let i = 1; i <= 12; i++) {
      const p = await createProduct(app, { vendorId: shop.vendorId ?? null, price: i * 5 });
      await app.ctx.db
        .update(products)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 2))) })
        .where(eq(products.id, p.id));
    }
    await createProduct(app, { vendorId: shop.vendorId ?? null, price: 20, status: 'inactive' });
    return shop;
  };

  const pagesOf = async (query: string, limit: number, pages: number) => {
    const ids: string[] = [];
    for (let page = 1; page <= pages; page++)
      ids.push(...(await list(`${query}&limit=${limit}&page=${page}`)).ids);
    return ids;
  };

  it('gives a narrow range exactly, page by page, with either bound alone', async () => {
    await setup();
    const expected = await inSql(1000, 4000);
    expect(expected.length).toBe(7);
    expect(await pagesOf('minPrice=10&maxPrice=40', 3, 3)).toEqual(expected);
    expect((await list('minPrice=10&maxPrice=40')).total).toBe(7);
    expect((await list('minPrice=30')).ids).toEqual(await inSql(3000, null));
    expect((await list('maxPrice=25')).ids).toEqual(await inSql(null, 2500));
    // 'relevance' without a search is newest first too.
    expect((await list('minPrice=10&maxPrice=40&sort=relevance')).ids).toEqual(expected);
    // An empty range, and a page past the end.
    expect((await list('minPrice=41&maxPrice=44')).ids).toEqual([]);
    expect((await list('minPrice=10&maxPrice=40&limit=3&page=4')).ids).toEqual([]);
    // The price sorts of a range read the same products in price order.
    const byPrice = (await list('minPrice=10&maxPrice=40&sort=price_low')).ids;
    expect([...byPrice].sort()).toEqual([...expected].sort());
  });

  it('gives a wide range (more matches than FEW_IN_PRICE_RANGE) exactly, deep pages included', async () => {
    const shop = await setup();
    // Enough products in the range for the newest-first walk: creation times spread and tied.
    const extra = FEW_IN_PRICE_RANGE + 100;
    await t()
      .app.ctx.db.insert(products)
      .values(
        Array.from({ length: extra }, (_, i) => ({
          vendorId: shop.vendorId ?? null,
          title: `Bulk ${i}`,
          description: 'Bulk',
          priceMinor: 1500 + (i % 2000),
          shippingMinor: 0,
          status: 'active' as const,
          slug: `bulk-${i}-${Date.now()}`,
          sku: `BULK-${i}`,
          createdAt: new Date(Date.UTC(2025, 0, 1, 0, Math.floor(i / 3))),
        })),
      );
    const expected = await inSql(1000, 4000);
    expect(expected.length).toBeGreaterThan(FEW_IN_PRICE_RANGE);
    const first = await list('minPrice=10&maxPrice=40&limit=24');
    expect(first.ids).toEqual(expected.slice(0, 24));
    expect(first.total).toBe(expected.length);
    expect((await list('minPrice=10&maxPrice=40&limit=24&page=30')).ids).toEqual(expected.slice(696, 720));
    const last = Math.ceil(expected.length / 24);
    expect((await list(`minPrice=10&maxPrice=40&limit=24&page=${last}`)).ids).toEqual(
      expected.slice((last - 1) * 24),
    );
    expect((await list('minPrice=15&limit=24&page=2')).ids).toEqual((await inSql(1500, null)).slice(24, 48));
    expect((await list('maxPrice=20&limit=24')).ids).toEqual((await inSql(null, 2000)).slice(0, 24));
    // The narrow range next to it still reads the few it has.
    expect((await list('minPrice=50&maxPrice=60')).ids).toEqual(await inSql(5000, 6000));
  });

  it('reads a price range page in at most 3 statements', async () => {
    await setup();
    const counter = countStatements(t().database);
    const res = await call(t().app, 'GET', '/api/products?minPrice=10&maxPrice=40&page=2&limit=2');
    counter.stop();
    expect(res.statusCode).toBe(200);
    expect(counter.count).toBeGreaterThan(0);
    expect(counter.count).toBeLessThanOrEqual(3);
  });
});
