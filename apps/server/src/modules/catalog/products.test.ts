import path from 'node:path';
import { MESSAGES } from '@market/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { products, stockMovements } from '../../db/schema/index.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import {
  apiCategory,
  apiProduct,
  fakeMp4,
  filesUnder,
  makeImage,
  productWorld,
  sendForm,
} from './testing.js';

describe('vendor products', () => {
  const t = useTestApp();

  const setup = () => productWorld(t().app);
  const uploadsDir = () => path.join(t().app.ctx.config.dataDir, 'uploads');
  const productCount = async () => (await t().database.db.select({ id: products.id }).from(products)).length;

  it('adds a product with two images, making WebP variants served with immutable caching', async () => {
    const { app, a, main, sub } = await setup();
    const res = await sendForm(app, 'POST', '/api/vendors/products', {
      token: a.token,
      fields: {
        title: 'Brass Desk Lamp',
        description: 'A warm brass lamp for late reading.',
        price: '49.99',
        shipping: '4.5',
        stock: '7',
        brand: 'Lumen',
        tags: 'brass, desk',
        keywords: '["lamp","light"]',
        mainCategory: JSON.stringify([main]),
        subCategory: JSON.stringify([sub]),
        sku: 'LMP-1',
        primaryImageIndex: '1',
      },
      files: [
        { field: 'images', filename: 'a.png', content: await makeImage({ width: 1600, height: 900 }) },
        { field: 'images', filename: 'b.jpg', content: await makeImage({ format: 'jpeg' }) },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Product created successfully! Redirecting...');
    const p = res.body.data;
    expect(p).toMatchObject({
      title: 'Brass Desk Lamp',
      name: 'Brass Desk Lamp',
      price: 49.99,
      shipping: 4.5,
      stock: 7,
      currentStock: 7,
      reservedStock: 0,
      // 7 available against the default threshold of 10: low, by the one stock rule (decision 0045).
      stockStatus: 'low-stock',
      brand: 'Lumen',
      tags: ['brass', 'desk'],
      keywords: ['lamp', 'light'],
      mainCategory: { _id: main },
      subCategory: { _id: sub, name: 'Lamps' },
      status: 'active',
      sku: 'LMP-1',
      lowStockThreshold: 10,
      slug: 'brass-desk-lamp',
      metaTitle: 'Brass Desk Lamp',
      metaDescription: 'A warm brass lamp for late reading.',
      vendor: { _id: a.vendorId, businessName: 'Alpha Goods' },
      video: null,
    });
    expect(p.images).toHaveLength(2);
    expect(p.images.map((i: any) => i.isPrimary)).toEqual([false, true]);
    expect(p.image).toBe(p.images[1].displayUrl);
    expect(p.images[0]).toMatchObject({ width: 1600, height: 900 });

    const original = await app.inject({ method: 'GET', url: p.images[0].url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const thumb = await app.inject({ method: 'GET', url: p.images[0].thumbUrl });
    expect(thumb.headers['content-type']).toBe('image/webp');
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(thumbMeta).toMatchObject({ format: 'webp', width: 320 });
    const display = await sharp(
      (await app.inject({ method: 'GET', url: p.images[0].displayUrl })).rawPayload,
    ).metadata();
    expect(display.width).toBe(1200);

    // Initial stock movement and inventory item written with the product.
    const moves = await t()
      .database.db.select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, p._id));
    expect(moves).toMatchObject([{ type: 'initial', quantity: 7, currentBefore: 0, currentAfter: 7 }]);
  });

  it('accepts category names and checks the subcategory belongs to the main category', async () => {
    const { app, a, main, sub, other, stamp } = await setup();
    const byName = await apiProduct(app, a.token, {
      title: 'Named',
      mainCategory: JSON.stringify([`Home ${stamp}`]),
      subCategory: JSON.stringify(['Lamps']),
    });
    expect(byName.mainCategory?._id).toBe(main);
    expect(byName.subCategory?._id).toBe(sub);
    const mismatch = await sendForm(app, 'POST', '/api/vendors/products', {
      token: a.token,
      fields: {
        title: 'X',
        description: 'd',
        price: '1',
        shipping: '0',
        stock: '1',
        mainCategory: other,
        subCategory: sub,
      },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body.message).toBe('The subcategory must belong to the chosen main category');
    const subAsMain = await sendForm(app, 'POST', '/api/vendors/products', {
      token: a.token,
      fields: { title: 'X', description: 'd', price: '1', shipping: '0', stock: '1', mainCategory: sub },
    });
    expect(subAsMain.statusCode).toBe(400);
    // Another vendor's own category is not usable.
    const bCat = await apiCategory(app, (await signedIn(app, 'vendor')).token, { name: 'Private' });
    const foreign = await sendForm(app, 'POST', '/api/vendors/products', {
      token: a.token,
      fields: { title: 'X', description: 'd', price: '1', shipping: '0', stock: '1', mainCategory: bCat },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.message).toBe('Please choose one of the available categories');
  });

  it('validates required fields and numbers with the form messages, storing nothing', async () => {
    const { app, a } = await setup();
    const before = filesUnder(uploadsDir());
    const count = await productCount();
    const res = await sendForm(app, 'POST', '/api/vendors/products', {
      token: a.token,
      fields: { title: '', price: '-1', shipping: 'abc', stock: '2.5' },
      files: [{ field: 'images', filename: 'a.png', content: await makeImage() }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Product name is required' },
        { path: 'description', message: 'Description is required' },
        { path: 'price', message: 'Price must be 0 or more' },
        { path: 'shipping', message: 'Shipping must be a number' },
        { path: 'stock', message: 'Stock must be a whole number' },
        { path: 'mainCategory', message: 'Main category is required' },
      ]),
    );
    expect(filesUnder(uploadsDir())).toEqual(before);
    expect(await productCount()).toBe(count);
  });

  it('rejects fields a client must not set', async () => {
    const { app, a, b, main } = await setup();
    const res = await sendForm(app, 'POST', '/api/vendors/products', {
      token: a.token,
      fields: {
        title: 'X',
        description: 'd',
        price: '1',
        shipping: '0',
        stock: '1',
        mainCategory: main,
        vendorId: b.vendorId!,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.details).toEqual([{ path: 'vendorId', message: 'Unknown field: vendorId' }]);
  });

  it.each([
    ['pending', MESSAGES.vendorStatus.pending],
    ['under_review', MESSAGES.vendorStatus.under_review],
    ['rejected', MESSAGES.vendorStatus.rejected],
  ] as const)('refuses a %s vendor with 403 and its status message', async (status, message) => {
    const { app, main } = await setup();
    const v = await signedIn(app, 'vendor', { verificationStatus: status });
    const before = filesUnder(uploadsDir());
    const count = await productCount();
    const res = await sendForm(app, 'POST', '/api/vendors/products', {
      token: v.token,
      fields: { title: 'X', description: 'd', price: '1', shipping: '0', stock: '1', mainCategory: main },
      files: [{ field: 'images', filename: 'a.png', content: await makeImage() }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({ success: false, message, code: 'VENDOR_NOT_APPROVED' });
    expect(filesUnder(uploadsDir())).toEqual(before);
    expect(await productCount()).toBe(count);
  });

  it('stores one MP4 video', async () => {
    const { app, a, main } = await setup();
    const p = await apiProduct(
      app,
      a.token,
      { title: 'With video', mainCategory: main },
      { files: [{ field: 'video', filename: 'clip.mp4', content: fakeMp4() }] },
    );
    expect(p.video).toMatch(/^\/uploads\/media\/.+\/original\.mp4$/);
    const res = await app.inject({ method: 'GET', url: p.video! });
    expect(res.headers['content-type']).toBe('video/mp4');
  });

  it('makes slugs from the name, unique per vendor, and applies the slug rules to given ones', async () => {
    const { app, a, b, main } = await setup();
    const title = `Oak Table ${Math.random().toString(36).slice(2, 6)}`;
    const base = title.toLowerCase().replace(/ /g, '-');
    const first = await apiProduct(app, a.token, { title, mainCategory: main });
    const second = await apiProduct(app, a.token, { title, mainCategory: main });
    const other = await apiProduct(app, b.token, { title, mainCategory: main });
    expect([first.slug, second.slug, other.slug]).toEqual([base, `${base}-2`, base]);
    const given = await apiProduct(app, a.token, {
      title: 'x',
      slug: `  My  ${base} !!`,
      mainCategory: main,
    });
    expect(given.slug).toBe(`my-${base}`);
    const taken = await sendForm(app, 'POST', '/api/vendors/products', {
      token: a.token,
      fields: {
        title: 'y',
        slug: base,
        description: 'd',
        price: '1',
        shipping: '0',
        stock: '1',
        mainCategory: main,
      },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe('Another of your products already uses this slug');
    // A deleted product frees its slug.
    await call(app, 'DELETE', `/api/vendors/products/${first._id}`, { token: a.token });
    const reuse = await apiProduct(app, a.token, { title: 'z', slug: base, mainCategory: main });
    expect(reuse.slug).toBe(base);
  });

  it('applies the SEO limits and fallbacks', async () => {
    const { app, a, main } = await setup();
    const description = `${'Soft wool blanket for cold evenings, '.repeat(8)}end.`;
    const p = await apiProduct(app, a.token, { title: 'Wool Blanket', description, mainCategory: main });
    expect(p.metaTitle).toBe('Wool Blanket');
    expect(p.metaDescription.length).toBeLessThanOrEqual(160);
    expect(description.startsWith(p.metaDescription)).toBe(true);
    const own = await apiProduct(app, a.token, {
      title: 'Wool Blanket 2',
      metaTitle: 'Best blanket',
      metaDescription: 'Warm.',
      altText: 'A grey blanket',
      seoKeywords: 'wool,blanket',
      mainCategory: main,
    });
    expect(own).toMatchObject({
      metaTitle: 'Best blanket',
      metaDescription: 'Warm.',
      altText: 'A grey blanket',
    });
    expect(own.seoKeywords).toEqual(['wool', 'blanket']);
    const long = await sendForm(app, 'POST', '/api/vendors/products', {
      token: a.token,
      fields: {
        title: 'y',
        description: 'd',
        price: '1',
        shipping: '0',
        stock: '1',
        mainCategory: main,
        metaTitle: 'x'.repeat(61),
      },
    });
    expect(long.statusCode).toBe(400);
    expect(long.body.details).toEqual([
      { path: 'metaTitle', message: 'Meta title must be at most 60 characters' },
    ]);
  });

  it('answers 404 for another vendor’s product on every route and changes nothing', async () => {
    const { app, a, b, main } = await setup();
    const p = await apiProduct(app, a.token, { title: 'Mine', mainCategory: main, price: '5' });
    const routes: Array<[string, string]> = [
      ['GET', `/api/vendors/products/${p._id}`],
      ['DELETE', `/api/vendors/products/${p._id}`],
      ['GET', `/api/vendors/products/${p._id}/analytics`],
    ];
    for (const [method, url] of routes) {
      const res = await call(app, method as 'GET', url, { token: b.token });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body.message).toBe('Product not found');
    }
    const put = await sendForm(app, 'PUT', `/api/vendors/products/${p._id}`, {
      token: b.token,
      fields: { price: '1', title: 'Stolen' },
    });
    expect(put.statusCode).toBe(404);
    const putJson = await call(app, 'PUT', `/api/vendors/products/${p._id}`, {
      token: b.token,
      body: { price: 1 },
    });
    expect(putJson.statusCode).toBe(404);
    const list = await call(app, 'GET', '/api/vendors/products?limit=100', { token: b.token });
    expect(list.body.data.products.map((x: any) => x._id)).not.toContain(p._id);
    const [row] = await t().database.db.select().from(products).where(eq(products.id, p._id)).limit(1);
    expect(row).toMatchObject({ title: 'Mine', priceMinor: 500, deletedAt: null });
    // Admin routes are the marketplace's own products only: a vendor's product is not there either.
    const admin = await call(app, 'GET', `/api/admin/products/${p._id}`, {
      token: (await signedIn(app, 'admin')).token,
    });
    expect(admin.statusCode).toBe(404);
  });

  it('deletes softly: gone from lists and pages, kept in the table', async () => {
    const { app, a, main } = await setup();
    const p = await apiProduct(app, a.token, { title: 'Old Stool', mainCategory: main });
    const del = await call(app, 'DELETE', `/api/vendors/products/${p._id}`, { token: a.token });
    expect(del.statusCode).toBe(200);
    expect((await call(app, 'GET', `/api/vendors/products/${p._id}`, { token: a.token })).statusCode).toBe(
      404,
    );
    expect((await call(app, 'GET', `/api/products/${p._id}`)).statusCode).toBe(404);
    expect((await call(app, 'DELETE', `/api/vendors/products/${p._id}`, { token: a.token })).statusCode).toBe(
      404,
    );
    const [row] = await t().database.db.select().from(products).where(eq(products.id, p._id)).limit(1);
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('guards the routes by role', async () => {
    const { app, main } = await setup();
    expect((await call(app, 'GET', '/api/vendors/products')).statusCode).toBe(401);
    const customer = await signedIn(app, 'customer');
    expect((await call(app, 'GET', '/api/vendors/products', { token: customer.token })).statusCode).toBe(403);
    const res = await sendForm(app, 'POST', '/api/vendors/products', {
      token: customer.token,
      fields: { title: 'x', mainCategory: main },
    });
    expect(res.statusCode).toBe(403);
  });
});
