import { GLOBAL_CATEGORY_NAMES } from '@market/domain';
import { isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, productViewsDaily, stockMovements } from '../db/schema/index.js';
import { call, useTestApp } from '../test/test-app.js';
import { seedAccounts } from './accounts.js';
import { seedCatalog } from './catalog.js';

describe('demo catalogue', () => {
  const t = useTestApp();

  it('seeds categories, 60 products with images, stock and a year of views', {
    timeout: 120_000,
  }, async () => {
    const ctx = t().app.ctx;
    const refs = await seedAccounts(ctx);
    // About 4 s on an idle 2-core machine (images dominate); no timing assertion, CI machines vary.
    const catalog = await seedCatalog(ctx, refs);

    const globals = await t().database.db.select().from(categories).where(isNull(categories.vendorId));
    const mains = globals.filter((c) => c.parentId === null).map((c) => c.name);
    expect(mains.sort()).toEqual([...GLOBAL_CATEGORY_NAMES].sort());
    for (const main of globals.filter((c) => c.parentId === null)) {
      const children = globals.filter((c) => c.parentId === main.id).length;
      expect(children, main.name).toBeGreaterThanOrEqual(2);
      expect(children, main.name).toBeLessThanOrEqual(4);
    }

    expect(catalog.products).toHaveLength(60);
    const owners = new Set(catalog.products.map((p) => p.vendorId));
    expect(owners).toEqual(new Set([refs.vendors.demo, refs.vendors.greenleaf, refs.vendors.peak, null]));
    expect(catalog.products.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(5);
    expect(catalog.products.filter((p) => p.stock > 0 && p.stock < 5).length).toBeGreaterThanOrEqual(5);
    expect(catalog.products.filter((p) => p.status !== 'active').length).toBeGreaterThanOrEqual(4);

    const list = await call(t().app, 'GET', '/api/products?limit=60');
    expect(list.body.data.pagination.totalItems).toBe(
      catalog.products.filter((p) => p.status === 'active').length,
    );
    const first = list.body.data.products[0];
    expect(first.image).toMatch(/^\/uploads\/media\/.+\/display\.webp$/);
    const image = await t().app.inject({ method: 'GET', url: first.image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const [views] = await t()
      .database.db.select({ days: sql<number>`count(distinct ${productViewsDaily.day})::int` })
      .from(productViewsDaily);
    expect(views!.days).toBeGreaterThan(300);
    const [moves] = await t().database.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements);
    expect(moves!.n).toBe(240);
  });
});
