import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, productViewsDaily, vendors } from '../../db/schema/index.js';
import { createProduct } from '../../test/catalog-fixtures.js';
import { createAccount, signedIn, signIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { setResponseCacheTtl } from './list-cache.js';
import { apiCategory, apiProduct, countStatements, makeImage } from './testing.js';

describe('storefront', () => {
  const t = useTestApp();
  let s: Awaited<ReturnType<typeof setup>>;

  const setup = async () => {
    const app = t().app;
    const admin = await signedIn(app, 'admin');
    const shop = await signedIn(app, 'vendor', { businessName: 'Tea House' });
    const other = await signedIn(app, 'vendor', { businessName: 'Cup Corner' });
    const later = await signedIn(app, 'vendor', { businessName: 'Soon Approved' });
    const drinks = await apiCategory(app, admin.token, { name: 'Food & Beverages', admin: true });
    const tea = await apiCategory(app, admin.token, { name: 'Tea', parentCategory: drinks, admin: true });
    const office = await apiCategory(app, admin.token, { name: 'Office Supplies', admin: true });
    const step = () => t().clock.advance(60_000);
    const p: Record<string, any> = {};
    step();
    p.sencha = await apiProduct(
      app,
      shop.token,
      {
        title: 'Organic Sencha Green Tea',
        description: 'Steamed Japanese leaves with a grassy sweetness.',
        price: '12.5',
        stock: '30',
        mainCategory: drinks,
        subCategory: tea,
      },
      { files: [{ field: 'images', filename: 'tea.png', content: await makeImage() }] },
    );
    step();
    p.oolong = await apiProduct(app, shop.token, {
      title: 'Roasted Oolong',
      description: 'Charcoal roasted oolong tea.',
      price: '22',
      mainCategory: drinks,
      subCategory: tea,
    });
    step();
    p.draft = await apiProduct(app, shop.token, {
      title: 'Draft Tea',
      status: 'draft',
      mainCategory: drinks,
    });
    step();
    p.inactive = await apiProduct(app, shop.token, {
      title: 'Hidden Tea',
      status: 'inactive',
      mainCategory: drinks,
    });
    step();
    p.deleted = await apiProduct(app, shop.token, { title: 'Deleted Tea', mainCategory: drinks });
    await call(app, 'DELETE', `/api/vendors/products/${p.deleted._id}`, { token: shop.token });
    step();
    p.mug = await apiProduct(app, other.token, {
      title: 'Stoneware Tea Mug',
      price: '9',
      stock: '0',
      mainCategory: drinks,
    });
    step();
    p.pending = await apiProduct(app, later.token, { title: 'Pending Vendor Tea', mainCategory: drinks });
    await t()
      .database.db.update(vendors)
      .set({ verificationStatus: 'pending' })
      .where(eq(vendors.id, later.vendorId!));
    step();
    p.own = await apiProduct(
      app,
      admin.token,
      { title: 'Marketplace Notebook', price: '5', mainCategory: office, featured: 'true' },
      { admin: true },
    );
    return { app, admin, shop, other, later, drinks, tea, office, p };
  };

  const search = async (query: string) => {
    const res = await call(s.app, 'GET', `/api/products${query}`);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.data.products.map((x: any) => x.title);
  };

  it('shows only active products of approved vendors and the marketplace', async () => {
    s = await setup();
    expect(await search('')).toEqual([
      'Marketplace Notebook',
      'Stoneware Tea Mug',
      'Roasted Oolong',
      'Organic Sencha Green Tea',
    ]);
    for (const key of ['draft', 'inactive', 'deleted', 'pending']) {
      const res = await call(s.app, 'GET', `/api/products/${s.p[key]._id}`);
      expect(res.statusCode, key).toBe(404);
      expect(res.body.message).toBe('Product not found');
    }
  });

  it('finds a product by a word of its title, ranked by relevance', async () => {
    expect(await search('?search=sencha')).toEqual(['Organic Sencha Green Tea']);
    expect(await search('?search=roasted')).toEqual(['Roasted Oolong']);
    // "tea" is in all three titles; descriptions count less than titles.
    expect(await search('?search=tea')).toEqual(
      expect.arrayContaining(['Organic Sencha Green Tea', 'Roasted Oolong', 'Stoneware Tea Mug']),
    );
    expect(await search('?search=japanese')).toEqual(['Organic Sencha Green Tea']);
    expect(await search('?search=draft')).toEqual([]);
    expect(await search('?search=%22green tea%22 -mug')).toEqual(['Organic Sencha Green Tea']);
  });

  it('filters by category (with subcategories), vendor, price and featured', async () => {
    expect(await search(`?category=${s.tea}`)).toEqual(['Roasted Oolong', 'Organic Sencha Green Tea']);
    expect(await search(`?category=${s.drinks}`)).toEqual([
      'Stoneware Tea Mug',
      'Roasted Oolong',
      'Organic Sencha Green Tea',
    ]);
    expect(await search(`?vendor=${s.other.vendorId}`)).toEqual(['Stoneware Tea Mug']);
    expect(await search(`?vendor=${s.later.vendorId}`)).toEqual([]);
    expect(await search('?minPrice=9&maxPrice=12.5')).toEqual([
      'Stoneware Tea Mug',
      'Organic Sencha Green Tea',
    ]);
    expect(await search('?featured=true')).toEqual(['Marketplace Notebook']);
  });

  it('pages a main category and a subcategory in every sort in the order of the whole list', async () => {
    const members = {
      [s.drinks]: ['Stoneware Tea Mug', 'Roasted Oolong', 'Organic Sencha Green Tea'],
      [s.tea]: ['Roasted Oolong', 'Organic Sencha Green Tea'],
    };
    for (const sort of ['newest', 'price_low', 'price_high', 'name']) {
      const whole = await search(`?sort=${sort}`);
      for (const [category, titles] of Object.entries(members)) {
        const paged: string[] = [];
        // One product a page, one page past the end (empty): every offset of the category's index.
        for (let page = 1; page <= titles.length + 1; page++)
          paged.push(...(await search(`?category=${category}&sort=${sort}&limit=1&page=${page}`)));
        expect(paged, `${sort} ${category}`).toEqual(whole.filter((title: string) => titles.includes(title)));
      }
    }
    expect(await search(`?category=${s.drinks}&sort=price_high&minPrice=9&maxPrice=12.5`)).toEqual([
      'Organic Sencha Green Tea',
      'Stoneware Tea Mug',
    ]);
  });

  it('sorts and paginates', async () => {
    expect(await search('?sort=price_low')).toEqual([
      'Marketplace Notebook',
      'Stoneware Tea Mug',
      'Organic Sencha Green Tea',
      'Roasted Oolong',
    ]);
    expect(await search('?sort=price_high&limit=1&page=2')).toEqual(['Organic Sencha Green Tea']);
    expect(await search('?sort=name')).toEqual([
      'Marketplace Notebook',
      'Organic Sencha Green Tea',
      'Roasted Oolong',
      'Stoneware Tea Mug',
    ]);
    const res = await call(s.app, 'GET', '/api/products?limit=3&page=2');
    expect(res.body.data.pagination).toMatchObject({
      currentPage: 2,
      pageSize: 3,
      totalItems: 4,
      totalPages: 2,
      hasNextPage: false,
      hasPrevPage: true,
    });
    expect((await call(s.app, 'GET', '/api/products?limit=61')).statusCode).toBe(400);
    expect((await call(s.app, 'GET', '/api/products?sort=cheap')).statusCode).toBe(400);
    expect((await call(s.app, 'GET', '/api/products?vendorId=x')).statusCode).toBe(400);
  });

  it("answers 404 'Product not found' for an unknown product or a link that is not an id at all", async () => {
    for (const id of ['not-a-product', '0190f2a4-5b6c-7d8e-9f00-112233445566', 'x'.repeat(100)]) {
      const res = await call(t().app, 'GET', `/api/products/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body.message).toBe('Product not found');
    }
    // Past the router's parameter limit: the URI is refused as too long.
    expect((await call(t().app, 'GET', `/api/products/${'x'.repeat(101)}`)).statusCode).toBe(414);
  });

  it('gives the product page with gallery, vendor, price, availability and category', async () => {
    const res = await call(s.app, 'GET', `/api/products/${s.p.sencha._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: s.p.sencha._id,
      title: 'Organic Sencha Green Tea',
      price: 12.5,
      stock: 30,
      inStock: true,
      vendor: { _id: s.shop.vendorId, businessName: 'Tea House', logo: null },
      mainCategory: { _id: s.drinks, name: 'Food & Beverages' },
      subCategory: { _id: s.tea, name: 'Tea' },
    });
    expect(res.body.data.images).toHaveLength(1);
    expect(res.body.data).not.toHaveProperty('reservedStock');
    const mug = await call(s.app, 'GET', `/api/products/${s.p.mug._id}`);
    expect(mug.body.data).toMatchObject({ stock: 0, inStock: false });
    const own = await call(s.app, 'GET', `/api/products/${s.p.own._id}`);
    expect(own.body.data.vendor).toBeNull();
  });

  it('counts one view per product page per day, not the vendor’s own', async () => {
    const views = async () => {
      const [row] = await t()
        .database.db.select()
        .from(productViewsDaily)
        .where(eq(productViewsDaily.productId, s.p.oolong._id));
      return row?.views ?? 0;
    };
    const customer = await signedIn(s.app, 'customer');
    await call(s.app, 'GET', `/api/products/${s.p.oolong._id}`);
    await call(s.app, 'GET', `/api/products/${s.p.oolong._id}`, { token: customer.token });
    expect(await views()).toBe(2);
    await call(s.app, 'GET', `/api/products/${s.p.oolong._id}`, { token: s.shop.token });
    expect(await views()).toBe(2);
    await call(s.app, 'GET', `/api/products/${s.p.oolong._id}`, { token: s.other.token });
    expect(await views()).toBe(3);
    t().clock.advance(24 * 3600_000);
    await call(s.app, 'GET', `/api/products/${s.p.oolong._id}`);
    const rows = await t()
      .database.db.select()
      .from(productViewsDaily)
      .where(eq(productViewsDaily.productId, s.p.oolong._id));
    expect(rows.map((r) => r.views).sort()).toEqual([1, 3]);
  });

  it('shows an approved vendor’s shop header, 404 for others', async () => {
    const res = await call(s.app, 'GET', `/api/shops/${s.shop.vendorId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ _id: s.shop.vendorId, businessName: 'Tea House', productCount: 2 });
    expect((await call(s.app, 'GET', `/api/shops/${s.later.vendorId}`)).statusCode).toBe(404);
  });

  it('hides a vendor’s products as soon as it is no longer approved', async () => {
    await t()
      .database.db.update(vendors)
      .set({ verificationStatus: 'rejected' })
      .where(eq(vendors.id, s.other.vendorId!));
    expect(await search('')).not.toContain('Stoneware Tea Mug');
    expect((await call(s.app, 'GET', `/api/products/${s.p.mug._id}`)).statusCode).toBe(404);
    await t()
      .database.db.update(vendors)
      .set({ verificationStatus: 'approved' })
      .where(eq(vendors.id, s.other.vendorId!));
  });

  it('uses at most 3 SQL statements per list request', async () => {
    for (const query of [
      '',
      '?search=tea',
      `?category=${s.drinks}&minPrice=1&maxPrice=100&sort=price_high&page=2&limit=1`,
      `?vendor=${s.shop.vendorId}&sort=name`,
    ]) {
      const counter = countStatements(t().database);
      const res = await call(s.app, 'GET', `/api/products${query}`);
      counter.stop();
      expect(res.statusCode).toBe(200);
      expect(counter.count, query).toBeGreaterThan(0);
      expect(counter.count, query).toBeLessThanOrEqual(3);
    }
    const counter = countStatements(t().database);
    await call(s.app, 'GET', '/api/categories?counts=true');
    counter.stop();
    expect(counter.count).toBe(1);
  });

  it('serves repeated anonymous list requests from a short cache, dropped by any catalogue write', async () => {
    setResponseCacheTtl(s.app.ctx, 60_000);
    try {
      const first = countStatements(t().database);
      const a = await call(s.app, 'GET', '/api/products?sort=name');
      first.stop();
      expect(first.count).toBeGreaterThan(0);
      const second = countStatements(t().database);
      const b = await call(s.app, 'GET', '/api/products?sort=name');
      second.stop();
      expect(second.count).toBe(0);
      expect(b.body).toEqual(a.body);
      expect(b.headers['content-type']).toContain('application/json');
      const token = await signIn(s.app, 'vendor', s.shop);
      await apiProduct(s.app, token, { title: 'Fresh Matcha', mainCategory: s.drinks });
      const c = await call(s.app, 'GET', '/api/products?sort=name');
      expect(c.body.data.products.map((x: any) => x.title)).toContain('Fresh Matcha');
    } finally {
      setResponseCacheTtl(s.app.ctx, 0);
    }
  });

  it('keeps deleted products in the table for order history', async () => {
    const [row] = await t()
      .database.db.select()
      .from(products)
      .where(and(eq(products.id, s.p.deleted._id)));
    expect(row?.deletedAt).not.toBeNull();
  });
});

describe('shop list', () => {
  const t = useTestApp();

  it('lists approved shops that have products for sale, by name', async () => {
    const open = await createAccount(t().app, { role: 'vendor', businessName: 'Aardvark Alley' });
    await createAccount(t().app, { role: 'vendor', businessName: 'Empty Emporium' });
    const pending = await createAccount(t().app, {
      role: 'vendor',
      businessName: 'Pending Place',
      verificationStatus: 'pending',
    });
    await createProduct(t().app, { vendorId: open.vendorId!, title: 'Thing' });
    await createProduct(t().app, { vendorId: pending.vendorId!, title: 'Hidden thing' });
    const res = await call(t().app, 'GET', '/api/shops');
    expect(res.statusCode).toBe(200);
    const names = res.body.data.shops.map((s: any) => s.businessName);
    expect(names).toContain('Aardvark Alley');
    expect(names).not.toContain('Empty Emporium');
    expect(names).not.toContain('Pending Place');
    expect(res.body.data.shops.find((s: any) => s.businessName === 'Aardvark Alley').productCount).toBe(1);
  });
});
