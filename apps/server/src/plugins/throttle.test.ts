import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, vendors } from '../db/schema/index.js';
import { apiCategory, sendForm } from '../modules/catalog/testing.js';
import { signedIn } from '../test/fixtures.js';
import { call, useTestApp } from '../test/test-app.js';

/** A vendor's repeatable writes past WRITE_THROTTLE_MAX (here 2) answer 429 and change nothing (decision 0037). */
describe('vendor write throttles', () => {
  const t = useTestApp({ env: { WRITE_THROTTLE_MAX: '2' } });

  it('limits product creation per vendor account; the admin’s own products are not throttled', async () => {
    const { app } = t();
    const admin = await signedIn(app, 'admin');
    const [a, b] = await Promise.all([signedIn(app, 'vendor'), signedIn(app, 'vendor')]);
    const main = await apiCategory(app, admin.token, { name: `Home ${Date.now()}`, admin: true });
    const create = (token: string, title: string, url = '/api/vendors/products') =>
      sendForm(app, 'POST', url, {
        token,
        fields: {
          title,
          description: 'A fine product.',
          price: '10',
          shipping: '2',
          stock: '10',
          mainCategory: main,
        },
      });
    expect((await create(a.token, 'One')).statusCode).toBe(201);
    expect((await create(a.token, 'Two')).statusCode).toBe(201);
    const third = await create(a.token, 'Three');
    expect(third.statusCode).toBe(429);
    expect(third.body.message).toMatch(/^Too many product changes: at most 2 every 10 minutes/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    const titles = await t()
      .database.db.select({ title: products.title })
      .from(products)
      .where(eq(products.vendorId, a.vendorId!));
    expect(titles.map((p) => p.title).sort()).toEqual(['One', 'Two']);
    // Another vendor has its own count; the admin's catalogue is not throttled.
    expect((await create(b.token, 'Theirs')).statusCode).toBe(201);
    for (const title of ['M1', 'M2', 'M3'])
      expect((await create(admin.token, title, '/api/admin/products')).statusCode).toBe(201);
  });

  it('limits profile changes (business address and contacts) per vendor account', async () => {
    const { app } = t();
    const v = await signedIn(app, 'vendor');
    const rename = (businessName: string) =>
      call(app, 'PUT', '/api/vendors/profile', { token: v.token, body: { businessName } });
    expect((await rename('Shop One')).statusCode).toBe(200);
    expect((await rename('Shop Two')).statusCode).toBe(200);
    const third = await rename('Shop Three');
    expect(third.statusCode).toBe(429);
    expect(third.body.message).toMatch(/^Too many profile changes: at most 2 every 10 minutes/);
    const [row] = await t()
      .database.db.select({ name: vendors.businessName })
      .from(vendors)
      .where(eq(vendors.id, v.vendorId!));
    expect(row!.name).toBe('Shop Two');
  });
});
