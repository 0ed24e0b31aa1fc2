import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { apiCategory, apiProduct, countStatements } from './testing.js';

describe('My Products list', () => {
  const t = useTestApp();
  let ctx: Awaited<ReturnType<typeof setup>>;

  const setup = async () => {
    const app = t().app;
    const admin = await signedIn(app, 'admin');
    const a = await signedIn(app, 'vendor');
    const b = await signedIn(app, 'vendor');
    const home = await apiCategory(app, admin.token, { name: 'Home', admin: true });
    const lamps = await apiCategory(app, admin.token, { name: 'Lamps', parentCategory: home, admin: true });
    const kitchen = await apiCategory(app, admin.token, { name: 'Kitchen', admin: true });
    const specs: Array<Record<string, string>> = [
      { title: 'Red Kettle', price: '20', stock: '0', mainCategory: kitchen, sku: 'KET-1' },
      { title: 'Blue Lamp', price: '35', stock: '3', mainCategory: home, subCategory: lamps, sku: 'LMP-7' },
      { title: 'Green Mug', price: '8.5', stock: '50', mainCategory: kitchen, sku: 'MUG-2' },
      { title: 'Yellow Chair', price: '120', stock: '5', mainCategory: home, status: 'draft', sku: 'CHR-1' },
      { title: 'Alpha Rug', price: '60', stock: '4', mainCategory: home, sku: 'RUG-9', brand: 'Weave' },
    ];
    const ids: Record<string, string> = {};
    for (const spec of specs) {
      t().clock.advance(60_000);
      ids[spec.title!] = (await apiProduct(app, a.token, spec))._id;
    }
    await apiProduct(app, b.token, { title: 'Other Lamp', mainCategory: home, subCategory: lamps });
    return { app, a, b, home, lamps, kitchen, ids };
  };

  const titles = async (query: string) => {
    const res = await call(ctx.app, 'GET', `/api/vendors/products${query}`, { token: ctx.a.token });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.data.products.map((p: any) => p.title);
  };

  it('lists the vendor’s products newest first with pagination and stats over all of them', async () => {
    ctx = await setup();
    const res = await call(ctx.app, 'GET', '/api/vendors/products', { token: ctx.a.token });
    expect(res.body.data.products.map((p: any) => p.title)).toEqual([
      'Alpha Rug',
      'Yellow Chair',
      'Green Mug',
      'Blue Lamp',
      'Red Kettle',
    ]);
    // A table row, not the whole entity: no description, SEO fields or media list.
    expect(res.body.data.products.find((p: any) => p.title === 'Blue Lamp')).toEqual({
      _id: ctx.ids['Blue Lamp'],
      title: 'Blue Lamp',
      name: 'Blue Lamp',
      price: 35,
      stock: 3,
      currentStock: 3,
      reservedStock: 0,
      stockStatus: 'low-stock',
      mainCategory: { _id: ctx.home, name: 'Home' },
      subCategory: { _id: ctx.lamps, name: 'Lamps' },
      image: null,
      thumbnail: null,
      status: 'active',
      sku: 'LMP-7',
      lowStockThreshold: 10,
      slug: 'blue-lamp',
      featured: false,
      moderation: null,
      review: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.body.data.pagination).toEqual({
      currentPage: 1,
      pageSize: 12,
      totalItems: 5,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
      total: 5,
      pages: 1,
    });
    expect(res.body.data.stats).toEqual({
      totalProducts: 5,
      activeProducts: 4,
      // The one stock rule (decision 0045): 3, 4 and 5 units are all at or below the threshold of 10.
      lowStock: 3,
      outOfStock: 1,
      inventoryValue: 1370,
    });
    const page = await call(ctx.app, 'GET', '/api/vendors/products?limit=2&page=3', { token: ctx.a.token });
    expect(page.body.data.products.map((p: any) => p.title)).toEqual(['Red Kettle']);
    expect(page.body.data.pagination).toMatchObject({
      totalItems: 5,
      totalPages: 3,
      hasNextPage: false,
      hasPrevPage: true,
    });
    // Stats stay over all products whatever the filter.
    const filtered = await call(ctx.app, 'GET', '/api/vendors/products?stockStatus=out-of-stock', {
      token: ctx.a.token,
    });
    expect(filtered.body.data.stats.totalProducts).toBe(5);
    expect(filtered.body.data.pagination.totalItems).toBe(1);
  });

  it('filters by stock status with the one stock rule: available against the product’s threshold', async () => {
    expect(await titles('?stockStatus=out-of-stock')).toEqual(['Red Kettle']);
    // Yellow Chair's 5 units are at or below its threshold of 10, as the Inventory screen says (decision 0045).
    expect(await titles('?stockStatus=low-stock')).toEqual(['Alpha Rug', 'Yellow Chair', 'Blue Lamp']);
    expect(await titles('?stockStatus=in-stock')).toEqual(['Green Mug']);
    const bad = await call(ctx.app, 'GET', '/api/vendors/products?stockStatus=some', { token: ctx.a.token });
    expect(bad.statusCode).toBe(400);
  });

  it('classifies stock by each product’s own threshold, as Inventory does (decision 0045)', async () => {
    // Vendor b: six units against a threshold of 4 are in stock, against the default 10 low.
    const vase = await apiProduct(ctx.app, ctx.b.token, {
      title: 'Tall Vase',
      stock: '6',
      lowStockThreshold: '4',
      mainCategory: ctx.home,
    });
    const bowl = await apiProduct(ctx.app, ctx.b.token, {
      title: 'Wide Bowl',
      stock: '6',
      mainCategory: ctx.home,
    });
    const res = await call(ctx.app, 'GET', '/api/vendors/products', { token: ctx.b.token });
    const row = (id: string) => res.body.data.products.find((p: any) => p._id === id);
    expect(row(vase._id)).toMatchObject({ stock: 6, lowStockThreshold: 4, stockStatus: 'in-stock' });
    expect(row(bowl._id)).toMatchObject({ stock: 6, lowStockThreshold: 10, stockStatus: 'low-stock' });
    const inventory = await call(ctx.app, 'GET', '/api/vendors/inventory?limit=50', { token: ctx.b.token });
    expect(inventory.statusCode).toBe(200);
    const item = (id: string) => inventory.body.data.items.find((i: any) => i.product._id === id);
    expect(item(vase._id).stockStatus).toBe('in_stock');
    expect(item(bowl._id).stockStatus).toBe('low_stock');
    const low = await call(ctx.app, 'GET', '/api/vendors/products?stockStatus=low-stock', {
      token: ctx.b.token,
    });
    expect(low.body.data.products.map((p: any) => p.title)).toContain('Wide Bowl');
    expect(low.body.data.products.map((p: any) => p.title)).not.toContain('Tall Vase');
  });

  it('searches by a word of the title, a SKU prefix or a brand', async () => {
    expect(await titles('?search=lamp')).toEqual(['Blue Lamp']);
    expect(await titles('?search=kettles')).toEqual(['Red Kettle']);
    expect(await titles('?search=MUG-')).toEqual(['Green Mug']);
    expect(await titles('?search=weave')).toEqual(['Alpha Rug']);
    expect(await titles('?search=nothing-like-this')).toEqual([]);
  });

  it('pages, sorts and counts the matches of a search, with other filters', async () => {
    // "e" is in the SKU or brand of none, in the titles of four of the five.
    const page = async (query: string) => {
      const res = await call(ctx.app, 'GET', `/api/vendors/products?search=e${query}`, {
        token: ctx.a.token,
      });
      expect(res.statusCode).toBe(200);
      return {
        titles: res.body.data.products.map((p: any) => p.title),
        total: res.body.data.pagination.totalItems,
      };
    };
    expect(await page('&sort=name')).toEqual({
      titles: ['Blue Lamp', 'Green Mug', 'Red Kettle', 'Yellow Chair'],
      total: 4,
    });
    expect(await page('&sort=price_high&limit=2&page=2')).toEqual({
      titles: ['Red Kettle', 'Green Mug'],
      total: 4,
    });
    expect(await page('&sort=oldest&limit=3')).toEqual({
      titles: ['Red Kettle', 'Blue Lamp', 'Green Mug'],
      total: 4,
    });
    expect(await page('&stockStatus=low-stock')).toEqual({ titles: ['Yellow Chair', 'Blue Lamp'], total: 2 });
    expect(await page('&sort=price_low&page=3&limit=2')).toEqual({ titles: [], total: 4 });
  });

  it('filters by category, a main category including its subcategories', async () => {
    expect(await titles(`?category=${ctx.lamps}`)).toEqual(['Blue Lamp']);
    expect(await titles(`?category=${ctx.home}`)).toEqual(['Alpha Rug', 'Yellow Chair', 'Blue Lamp']);
    expect(await titles(`?category=${ctx.kitchen}&sort=name`)).toEqual(['Green Mug', 'Red Kettle']);
  });

  it('filters by price range and status', async () => {
    expect(await titles('?minPrice=20&maxPrice=60')).toEqual(['Alpha Rug', 'Blue Lamp', 'Red Kettle']);
    expect(await titles('?maxPrice=8.5')).toEqual(['Green Mug']);
    expect(await titles('?status=draft')).toEqual(['Yellow Chair']);
    const bad = await call(ctx.app, 'GET', '/api/vendors/products?minPrice=10&maxPrice=5', {
      token: ctx.a.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toContain('Minimum price cannot be more than maximum price');
  });

  it('sorts newest, oldest, price low/high and name', async () => {
    expect(await titles('?sort=oldest')).toEqual([
      'Red Kettle',
      'Blue Lamp',
      'Green Mug',
      'Yellow Chair',
      'Alpha Rug',
    ]);
    expect(await titles('?sort=price_low')).toEqual([
      'Green Mug',
      'Red Kettle',
      'Blue Lamp',
      'Alpha Rug',
      'Yellow Chair',
    ]);
    expect(await titles('?sort=price_high')).toEqual([
      'Yellow Chair',
      'Alpha Rug',
      'Blue Lamp',
      'Red Kettle',
      'Green Mug',
    ]);
    expect(await titles('?sort=name')).toEqual([
      'Alpha Rug',
      'Blue Lamp',
      'Green Mug',
      'Red Kettle',
      'Yellow Chair',
    ]);
    const bad = await call(ctx.app, 'GET', '/api/vendors/products?sort=random', { token: ctx.a.token });
    expect(bad.statusCode).toBe(400);
  });

  it('answers a list request with one SQL statement, two when the session is looked up', async () => {
    const counts: number[] = [];
    for (const query of [
      '',
      '?search=lamp&sort=price_high',
      `?category=${ctx.home}&stockStatus=low-stock&minPrice=1&maxPrice=100&sort=name&page=1&limit=2`,
      '?page=99',
    ]) {
      const counter = countStatements(t().database);
      const res = await call(ctx.app, 'GET', `/api/vendors/products${query}`, { token: ctx.a.token });
      counter.stop();
      expect(res.statusCode).toBe(200);
      counts.push(counter.count);
      if (query === '?page=99') {
        // Past the last page: no products, but the totals and stat cards are still there.
        expect(res.body.data.products).toEqual([]);
        expect(res.body.data.pagination.totalItems).toBeGreaterThan(0);
        expect(res.body.data.stats.totalProducts).toBe(res.body.data.pagination.totalItems);
      }
    }
    // The first request reads the session; the others find it in the session cache.
    expect(counts[0]).toBeLessThanOrEqual(2);
    expect(counts.slice(1)).toEqual([1, 1, 1]);
    const admin = await signedIn(ctx.app, 'admin');
    const counter = countStatements(t().database);
    await call(ctx.app, 'GET', '/api/admin/products', { token: admin.token });
    counter.stop();
    expect(counter.count).toBeLessThanOrEqual(2);
  });
});
