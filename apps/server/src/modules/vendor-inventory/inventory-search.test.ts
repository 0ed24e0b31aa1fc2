import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { call, useTestApp } from '../../test/test-app.js';
import { FEW_SEARCH_MATCHES } from './inventory.queries.js';
import { vendorWithItems } from './testing.js';

const B = '/api/vendors/inventory';

/**
 * The inventory search reads its matches once and both counts and sorts them (searchPage in
 * inventory.queries.ts): every sort and filter gives exactly the vendor's live matching items, in
 * the order the list promises, and never another vendor's.
 */
describe('inventory search', () => {
  const t = useTestApp();

  /** The list as a vendor: the page's item ids and the total. */
  const listAs = (token: string) => async (q: string) => {
    const res = await call(t().app, 'GET', `${B}?${q}`, { token });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return {
      ids: res.body.data.items.map((i: { _id: string }) => i._id) as string[],
      total: res.body.data.pagination.totalItems as number,
    };
  };

  /** The vendor's live items whose title or SKU contains the term, in the list's order, from SQL. */
  const inSql = async (vendorId: string, term: string, order: string, status?: string) => {
    const result = await t().app.ctx.db.execute(sql`
      select i.id from inventory_items i join products p on p.id = i.product_id
      where i.vendor_id = ${vendorId} and p.deleted_at is null
        and (p.title ilike ${`%${term}%`} or p.sku ilike ${`%${term}%`})
        and (${status ?? null}::text is null or i.stock_status = ${status ?? null})
      order by ${sql.raw(order)}`);
    return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  };

  it('gives exactly the vendor live matches in every sort, filtered and paged, with their total', async () => {
    const { app } = t();
    const { vendor, items } = await vendorWithItems(app, [30, 5, 0, 12, 5, 40, 0]);
    // Another vendor's items carry the same word; one of ours is deleted.
    await vendorWithItems(app, [7, 3]);
    await app.ctx.db
      .update(products)
      .set({ deletedAt: new Date() })
      .where(eq(products.id, items[6]!.productId));
    const vendorId = vendor.vendorId!;
    const list = listAs(vendor.token);
    const sorts: [string, string][] = [
      ['sortBy=lastStockUpdate&sortOrder=desc', 'i.last_stock_update desc, i.id desc'],
      ['sortBy=currentStock&sortOrder=asc', 'i.current_stock asc, i.id asc'],
      ['sortBy=currentStock&sortOrder=desc', 'i.current_stock desc, i.id desc'],
      ['sortBy=product.name&sortOrder=asc', 'lower(p.title) asc, i.id asc'],
      ['sortBy=stockStatus&sortOrder=desc', 'i.stock_status desc, i.id desc'],
    ];
    for (const [query, order] of sorts) {
      const expected = await inSql(vendorId, 'item', order);
      expect(expected).toHaveLength(6);
      const pages: string[] = [];
      for (const page of [1, 2, 3]) {
        const got = await list(`search=item&${query}&limit=2&page=${page}`);
        expect(got.total).toBe(6);
        pages.push(...got.ids);
      }
      expect(pages, query).toEqual(expected);
    }
    // With a status filter, and the SKU of one item.
    const low = await list('search=item&status=low_stock&sortBy=currentStock&sortOrder=asc');
    expect(low.ids).toEqual(await inSql(vendorId, 'item', 'i.current_stock asc, i.id asc', 'low_stock'));
    expect(low.total).toBe(low.ids.length);
    const outOf = await list('search=item&outOfStock=true');
    expect(outOf.ids).toEqual(
      await inSql(vendorId, 'item', 'i.last_stock_update desc, i.id desc', 'out_of_stock'),
    );
    expect(outOf.ids).toHaveLength(1);
    const bySku = await list(`search=${items[3]!.sku.toLowerCase()}`);
    expect(bySku.ids).toEqual([items[3]!.id]);
    // The deleted product's item is not found, even by its SKU; nor is a term nobody has.
    expect((await list(`search=${items[6]!.sku}`)).ids).toEqual([]);
    expect(await list('search=zzzz')).toEqual({ ids: [], total: 0 });
  });
  it('gives a search with more matches than FEW_SEARCH_MATCHES exactly (the joined branch)', async () => {
    const { app } = t();
    const { vendor } = await vendorWithItems(app, [3]);
    const vendorId = vendor.vendorId!;
    const extra = FEW_SEARCH_MATCHES + 50;
    await app.ctx.db.execute(sql`
      with made as (
        insert into products (id, vendor_id, title, description, price_minor, shipping_minor, status, slug, sku)
        select gen_random_uuid(), ${vendorId}::uuid, 'Bulk item ' || g, 'Bulk', 1000, 0, 'active', 'bulk-item-' || g, 'BULK-ITEM-' || g
        from generate_series(1, ${extra}) g
        returning id, sku)
      insert into inventory_items (id, product_id, vendor_id, current_stock, last_stock_update)
      select gen_random_uuid(), id, ${vendorId}::uuid, (substr(sku, 11)::int * 7) % 40,
        timestamptz '2026-01-01' + (substr(sku, 11)::int % 500) * interval '1 minute'
      from made`);
    const list = listAs(vendor.token);
    for (const [query, order] of [
      ['sortBy=lastStockUpdate&sortOrder=desc', 'i.last_stock_update desc, i.id desc'],
      ['sortBy=currentStock&sortOrder=asc', 'i.current_stock asc, i.id asc'],
      ['sortBy=product.name&sortOrder=asc', 'lower(p.title) asc, i.id asc'],
    ] as const) {
      const expected = await inSql(vendorId, 'item', order);
      expect(expected.length).toBe(extra + 1);
      const first = await list(`search=item&${query}&limit=20`);
      expect(first.ids, query).toEqual(expected.slice(0, 20));
      expect(first.total).toBe(extra + 1);
      expect((await list(`search=item&${query}&limit=20&page=50`)).ids, query).toEqual(
        expected.slice(980, 1000),
      );
    }
    const low = await list('search=bulk&status=low_stock&sortBy=currentStock&sortOrder=asc&limit=100');
    expect(low.ids).toEqual(
      (await inSql(vendorId, 'bulk', 'i.current_stock asc, i.id asc', 'low_stock')).slice(0, 100),
    );
  });
});
