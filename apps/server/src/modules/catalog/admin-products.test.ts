import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deleteKeys, isValidKey, storageFor } from '../../lib/storage.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { apiCategory, apiProduct, makeImage, sendForm } from './testing.js';

describe('the marketplace’s own products (admin)', () => {
  const t = useTestApp();

  it('lets admins manage products without a vendor, with the same rules and media', async () => {
    const app = t().app;
    const admin = await signedIn(app, 'admin');
    const vendor = await signedIn(app, 'vendor');
    const books = await apiCategory(app, admin.token, { name: 'Books & Media', admin: true });
    const own = await apiCategory(app, vendor.token, { name: 'Vendor only' });

    const created = await sendForm(app, 'POST', '/api/admin/products', {
      token: admin.token,
      fields: {
        title: 'House Notebook',
        description: 'Dotted pages.',
        price: '6.5',
        shipping: '1',
        stock: '40',
        mainCategory: JSON.stringify(['Books & Media']),
        featured: 'true',
      },
      files: [{ field: 'images', filename: 'n.gif', content: await makeImage({ format: 'gif' }) }],
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const p = created.body.data;
    expect(p).toMatchObject({ vendor: null, featured: true, price: 6.5, mainCategory: { _id: books } });
    expect(p.images[0].url).toMatch(/original\.gif$/);

    // A vendor's own category is not the marketplace's to use.
    const foreignCat = await sendForm(app, 'POST', '/api/admin/products', {
      token: admin.token,
      fields: { title: 'x', description: 'd', price: '1', shipping: '0', stock: '1', mainCategory: own },
    });
    expect(foreignCat.statusCode).toBe(400);

    const list = await call(app, 'GET', '/api/admin/products', { token: admin.token });
    expect(list.body.data.products.map((x: any) => x._id)).toContain(p._id);
    // Only the marketplace's own products: not the vendor's.
    const vendorProduct = await apiProduct(app, vendor.token, { title: 'Vendor Lamp', mainCategory: books });
    const again = await call(app, 'GET', '/api/admin/products', { token: admin.token });
    const listed: string[] = again.body.data.products.map((x: any) => x._id);
    expect(listed).toContain(p._id);
    expect(listed).not.toContain(vendorProduct._id);
    expect(again.body.data.products.find((x: any) => x._id === p._id)).toMatchObject({
      thumbnail: expect.stringMatching(/thumb\.webp$/),
      image: expect.stringMatching(/display\.webp$/),
    });

    const edit = await call(app, 'PUT', `/api/admin/products/${p._id}`, {
      token: admin.token,
      body: { stock: 35, expectedStock: 40, featured: false },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.body.data).toMatchObject({ stock: 35, featured: false });

    const bulk = await call(app, 'POST', '/api/admin/products/bulk/prices', {
      token: admin.token,
      body: { productIds: [p._id], type: 'percentage', value: 100, operation: 'increase' },
    });
    expect(bulk.statusCode).toBe(200);
    expect(
      (await call(app, 'GET', `/api/admin/products/${p._id}`, { token: admin.token })).body.data.price,
    ).toBe(13);

    // Vendors can neither reach the admin routes nor the marketplace's products through theirs.
    expect((await call(app, 'GET', '/api/admin/products', { token: vendor.token })).statusCode).toBe(403);
    expect(
      (await call(app, 'GET', `/api/vendors/products/${p._id}`, { token: vendor.token })).statusCode,
    ).toBe(404);
    const vendorBulk = await call(app, 'POST', '/api/vendors/products/bulk/delete', {
      token: vendor.token,
      body: { productIds: [p._id] },
    });
    expect(vendorBulk.statusCode).toBe(404);

    // A vendor's product is not an admin product either.
    const vp = await apiProduct(app, vendor.token, { title: 'Vendor thing', mainCategory: books });
    expect(
      (await call(app, 'DELETE', `/api/admin/products/${vp._id}`, { token: admin.token })).statusCode,
    ).toBe(404);

    const analytics = await call(app, 'GET', `/api/admin/products/${p._id}/analytics?timeRange=7`, {
      token: admin.token,
    });
    expect(analytics.statusCode).toBe(200);

    expect(
      (await call(app, 'DELETE', `/api/admin/products/${p._id}`, { token: admin.token })).statusCode,
    ).toBe(200);
    expect((await call(app, 'GET', `/api/products/${p._id}`)).statusCode).toBe(404);
  });
});

describe('stored files', () => {
  const t = useTestApp();

  it('serves stored keys with immutable caching and nothing outside the uploads folder', async () => {
    const app = t().app;
    const storage = storageFor(app.ctx.config);
    await storage.put('test/abc/file.png', await makeImage());
    const ok = await app.inject({ method: 'GET', url: '/uploads/test/abc/file.png' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    const head = await app.inject({ method: 'HEAD', url: '/uploads/test/abc/file.png' });
    expect(head.statusCode).toBe(200);

    fs.writeFileSync(path.join(app.ctx.config.dataDir, 'secret.txt'), 'secret');
    for (const url of ['/uploads/..%2fsecret.txt', '/uploads/missing.png', '/uploads/a/%00.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret');
    }
    // Dot segments are resolved by the URL parser before routing: never to the file.
    for (const url of [
      '/uploads/../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/test/../../secret.txt',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('secret');
    }
    expect(await storage.get('../secret.txt')).toBeNull();
    expect(isValidKey('a/../b')).toBe(false);
    expect(isValidKey('/etc/passwd')).toBe(false);
    expect(isValidKey('media/0190/original.png')).toBe(true);

    await deleteKeys(storage, ['test/abc/file.png']);
    expect(fs.existsSync(path.join(app.ctx.config.dataDir, 'uploads', 'test'))).toBe(false);
  });
});
