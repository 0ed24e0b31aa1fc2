import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productSearchTerms, products, vendors } from '../../db/schema/index.js';
import { createProduct } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { countStatements, storefrontPage } from './testing.js';

/**
 * A one-word search reads its page from product_search_terms (decision 0029): the same products in
 * the same order as ranking every match, and the words follow the product and its vendor.
 */
describe('storefront one-word search (ranked words)', () => {
  const t = useTestApp();

  const search = (query: string) => storefrontPage(t().app, query);

  /** The order every match ranked in the heap gives (the general path), straight from SQL. */
  const rankedInSql = async (words: string) => {
    const result = await t().app.ctx.db.execute(sql`
      select id from products
      where status = 'active' and deleted_at is null and vendor_visible
        and search_vector @@ websearch_to_tsquery('english', ${words})
      order by ts_rank(search_vector, websearch_to_tsquery('english', ${words})) desc, created_at desc, id desc`);
    // Both drivers (PGlite, node-postgres) answer with a rows array.
    return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  };

  const termsOf = async (productId: string) =>
    (
      await t()
        .app.ctx.db.select({ term: productSearchTerms.term })
        .from(productSearchTerms)
        .where(eq(productSearchTerms.productId, productId))
    )
      .map((r) => r.term)
      .sort();

  const setup = async () => {
    const app = t().app;
    const shop = await signedIn(app, 'vendor', { businessName: 'Lamp Works' });
    const other = await signedIn(app, 'vendor', { businessName: 'Bright Corner' });
    const made: { id: string; vendorId: string | null }[] = [];
    const shopId = shop.vendorId ?? null;
    const otherId = other.vendorId ?? null;
    // Ranks differ by where the word is (title A, brand B, description C) and how often; some tie
    // and are ordered by creation time, then id.
    const specs = [
      { vendorId: shopId, title: 'Desk Lamp', description: 'A lamp for the desk, lamp of brass.' },
      { vendorId: shopId, title: 'Floor Light', description: 'Tall, with a lamp shade.' },
      { vendorId: otherId, title: 'Reading Lamp', description: 'Warm light.' },
      { vendorId: otherId, title: 'Brass Bowl', description: 'Not a lamp at all, a bowl.' },
      { vendorId: null, title: 'Lamp Lamp Lamp', description: 'The lamp of lamps.' },
      { vendorId: shopId, title: 'Wall Lamp', description: 'Warm light.' },
      { vendorId: shopId, title: 'Candle', description: 'No electric light.' },
    ];
    for (const [i, spec] of specs.entries()) {
      t().clock.advance(60_000);
      const p = await createProduct(app, { vendorId: spec.vendorId, title: spec.title });
      await app.ctx.db
        .update(products)
        .set({ description: spec.description, createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 3))) })
        .where(eq(products.id, p.id));
      made.push({ id: p.id, vendorId: spec.vendorId });
    }
    return { shop, other, made };
  };

  it('gives the same products in the same order as ranking every match, page by page', async () => {
    await setup();
    const expected = await rankedInSql('lamp');
    expect(expected.length).toBe(6);
    const all = await search('search=lamp&limit=24');
    expect(all.ids).toEqual(expected);
    expect(all.total).toBe(6);
    // Pages of 2: the offset is taken on the ranked words' index.
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...(await search(`search=lamp&limit=2&page=${page}`)).ids);
    expect(pages).toEqual(expected);
    // A stemmed form and upper case are the same word.
    expect((await search('search=LAMPS')).ids).toEqual(expected);
    // Several words, a phrase or an exclusion still rank every match (the general branch).
    expect((await search('search=warm%20lamp')).ids).toEqual(await rankedInSql('warm lamp'));
    expect((await search('search=lamp%20-brass')).ids).toEqual(await rankedInSql('lamp -brass'));
    expect((await search('search=%22reading%20lamp%22')).ids).toEqual(await rankedInSql('"reading lamp"'));
    // Only stop words: nothing, as before.
    expect((await search('search=the')).ids).toEqual([]);
    // The one-word page does come from the ranked words: without a product's rows it is not found
    // by one word (the trigger never leaves a visible product so; this shows which path served).
    await t().app.ctx.db.delete(productSearchTerms).where(eq(productSearchTerms.productId, expected[0]!));
    expect((await search('search=lamp')).ids).toEqual(expected.slice(1));
    expect((await search('search=lamp%20lamp')).ids).toEqual(expected);
    // Hidden and shown again, the product's words are written anew.
    for (const status of ['inactive', 'active'] as const)
      await t().app.ctx.db.update(products).set({ status }).where(eq(products.id, expected[0]!));
    expect((await search('search=lamp')).ids).toEqual(expected);
  });

  it('keeps the words of visible products only, rewritten when a product or its vendor changes', async () => {
    const { shop, made } = await setup();
    const desk = made[0]!.id;
    expect(await termsOf(desk)).toEqual(['brass', 'desk', 'lamp']);

    // Edited: the old words go, the new ones come, in the same statement's transaction.
    await t().app.ctx.db.update(products).set({ title: 'Desk Lantern' }).where(eq(products.id, desk));
    expect(await termsOf(desk)).toEqual(['brass', 'desk', 'lamp', 'lantern']);
    expect((await search('search=lantern')).ids).toEqual([desk]);

    // Deactivated, deleted: gone from the words and from the search.
    await t().app.ctx.db.update(products).set({ status: 'inactive' }).where(eq(products.id, desk));
    expect(await termsOf(desk)).toEqual([]);
    expect((await search('search=lantern')).ids).toEqual([]);
    await t().app.ctx.db.update(products).set({ status: 'active' }).where(eq(products.id, desk));
    expect((await search('search=lantern')).ids).toEqual([desk]);
    await t().app.ctx.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, desk));
    expect(await termsOf(desk)).toEqual([]);

    // A vendor put under review: all its products leave the next search; approved again, they return.
    const shopProducts = made.filter((m) => m.vendorId === shop.vendorId && m.id !== desk).map((m) => m.id);
    await t()
      .app.ctx.db.update(vendors)
      .set({ verificationStatus: 'under_review' })
      .where(eq(vendors.id, shop.vendorId!));
    for (const id of shopProducts) expect(await termsOf(id)).toEqual([]);
    const during = (await search('search=lamp')).ids;
    for (const id of shopProducts) expect(during).not.toContain(id);
    expect(during).toEqual(await rankedInSql('lamp'));
    await t()
      .app.ctx.db.update(vendors)
      .set({ verificationStatus: 'approved' })
      .where(eq(vendors.id, shop.vendorId!));
    expect((await search('search=lamp')).ids).toEqual(await rankedInSql('lamp'));
    expect((await search('search=lamp')).ids).toEqual(expect.arrayContaining(shopProducts.slice(0, 2)));
  });

  it('reads a one-word page in at most 3 statements', async () => {
    await setup();
    const counter = countStatements(t().database);
    const res = await call(t().app, 'GET', '/api/products?search=lamp');
    counter.stop();
    expect(res.statusCode).toBe(200);
    expect(counter.count).toBeGreaterThan(0);
    expect(counter.count).toBeLessThanOrEqual(3);
  });
});
