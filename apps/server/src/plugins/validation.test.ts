import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products, vendors } from '../db/schema/index.js';
import { apiCategory, makeImage, sendForm } from '../modules/catalog/testing.js';
import { signedIn, verifyVendorEmail } from '../test/fixtures.js';
import { call, useTestApp } from '../test/test-app.js';

type Role = 'anonymous' | 'customer' | 'vendor' | 'admin';
type Case = { role: Role; method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown; field: string };

const NUL = '\u0000';
const UUID = '00000000-0000-4000-8000-000000000000';

/** Inputs that reached PostgreSQL as NUL and answered 500 with the SQL in the log (issue 10, item 2). */
const cases: Case[] = [
  { role: 'anonymous', method: 'GET', url: '/api/products?search=%00', field: 'search' },
  { role: 'anonymous', method: 'GET', url: '/api/products?category=a%00', field: 'category' },
  {
    role: 'anonymous',
    method: 'GET',
    url: `/api/orders/confirmation/${UUID}?email=a%00@x.io`,
    field: 'email',
  },
  { role: 'vendor', method: 'GET', url: '/api/vendors/products?search=%00', field: 'search' },
  { role: 'vendor', method: 'GET', url: '/api/vendors/orders?search=%00', field: 'search' },
  { role: 'vendor', method: 'GET', url: '/api/vendors/customers?search=%00', field: 'search' },
  { role: 'vendor', method: 'GET', url: '/api/vendors/categories?search=%00', field: 'search' },
  { role: 'admin', method: 'GET', url: '/api/admin/products?search=%00', field: 'search' },
  { role: 'admin', method: 'GET', url: '/api/admin/orders?search=%00', field: 'search' },
  { role: 'admin', method: 'GET', url: '/api/admin/vendors?search=%00', field: 'search' },
  { role: 'admin', method: 'GET', url: '/api/admin/vendor-applications?search=%00', field: 'search' },
  { role: 'admin', method: 'GET', url: '/api/admin/categories?search=%00', field: 'search' },
  {
    role: 'vendor',
    method: 'POST',
    url: '/api/vendors/categories',
    body: { name: `Lamps${NUL}`, description: 'Desk lamps' },
    field: 'name',
  },
  {
    role: 'admin',
    method: 'POST',
    url: '/api/admin/categories',
    body: { name: 'Lamps', description: `Desk${NUL}` },
    field: 'description',
  },
  {
    role: 'vendor',
    method: 'PUT',
    url: '/api/vendors/profile',
    body: { businessName: `Shop${NUL}` },
    field: 'businessName',
  },
  {
    role: 'anonymous',
    method: 'POST',
    url: '/api/email-verification/send-customer-otp',
    body: { email: 'nul@example.test', name: `Nora${NUL}` },
    field: 'name',
  },
  {
    role: 'anonymous',
    method: 'POST',
    url: '/api/auth/register',
    body: { name: `Nora${NUL}`, email: 'nul@example.test', password: 'secret123' },
    field: 'name',
  },
  {
    role: 'anonymous',
    method: 'POST',
    url: '/api/orders/quote',
    body: { items: [{ productId: `x${NUL}`, quantity: 1 }] },
    field: 'items.0.productId',
  },
];

describe('text PostgreSQL cannot store is refused with a 400 naming the field', () => {
  const t = useTestApp();
  const tokens: Partial<Record<Role, string>> = {};
  let category = '';

  beforeAll(async () => {
    const app = t().app;
    for (const role of ['customer', 'vendor', 'admin'] as const)
      tokens[role] = (await signedIn(app, role)).token;
    category = await apiCategory(app, tokens.admin!, { name: 'Hostile Lamps', admin: true });
  });

  it.each(cases)('$method $url as $role: 400 on $field', async ({ role, method, url, body, field }) => {
    const res = await call(t().app, method, url, { token: tokens[role as Exclude<Role, 'anonymous'>], body });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.body.details).toContainEqual({
      path: field,
      message: 'Contains a character that is not allowed (U+0000)',
    });
  });

  it('answers 404 to a NUL in a path: it names no order (decision 0016, issue 16)', async () => {
    const res = await call(t().app, 'GET', '/api/orders/track/IT-%00');
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('refuses the other C0 controls and unpaired surrogates, anywhere in a body', async () => {
    const app = t().app;
    for (const bad of ['\u0001', '\u001b', '\u000b', '\ud800', 'x\udfff']) {
      const res = await call(app, 'POST', '/api/vendors/categories', {
        token: tokens.vendor,
        body: { name: 'Ok', description: `d${bad}` },
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.body.details[0].path).toBe('description');
    }
    const key = await call(app, 'POST', '/api/vendors/categories', {
      token: tokens.vendor,
      body: { name: 'Ok', description: 'd', [`x${NUL}`]: 1 },
    });
    expect(key.statusCode).toBe(400);
    expect(key.body.details[0].message).toBe('A field name contains a character that is not allowed');
  });

  it('still takes tab, new lines, emoji and right-to-left text', async () => {
    const res = await call(t().app, 'POST', '/api/vendors/categories', {
      token: tokens.vendor,
      body: { name: 'Lamps 💡 שלום', description: 'Line one\r\nLine\ttwo \u202e' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.description).toBe('Line one\r\nLine\ttwo \u202e');
  });

  it('refuses NUL in a product sent as JSON or as a form field or file name, storing nothing', async () => {
    const app = t().app;
    const before = (await app.ctx.db.select({ n: count() }).from(products))[0]?.n;
    const fields = { description: 'd', price: '1', shipping: '0', stock: '1', mainCategory: category };
    const json = await call(app, 'POST', '/api/vendors/products', {
      token: tokens.vendor,
      body: { ...fields, title: `Lamp${NUL}` },
    });
    expect(json.statusCode).toBe(400);
    expect(json.body.details).toEqual([
      { path: 'title', message: 'Contains a character that is not allowed (U+0000)' },
    ]);
    const form = await sendForm(app, 'POST', '/api/vendors/products', {
      token: tokens.vendor,
      fields: { ...fields, title: `Lamp${NUL}` },
    });
    expect(form.statusCode).toBe(400);
    expect(form.body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'title' }] });
    const file = await sendForm(app, 'POST', '/api/vendors/products', {
      token: tokens.vendor,
      fields: { ...fields, title: 'Lamp' },
      files: [{ field: 'images', filename: `a${NUL}.png`, content: await makeImage() }],
    });
    expect(file.statusCode).toBe(400);
    expect(file.body.details).toEqual([
      { path: 'images', message: 'File name: Contains a character that is not allowed (U+0000)' },
    ]);
    const after = (await app.ctx.db.select({ n: count() }).from(products))[0]?.n;
    expect(after).toBe(before);
  });

  it('leaves the vendor profile and categories unchanged after a refused edit', async () => {
    const app = t().app;
    const vendor = await signedIn(app, 'vendor', { businessName: 'Keep Me' });
    const res = await call(app, 'PUT', '/api/vendors/profile', {
      token: vendor.token,
      body: { businessName: 'New', city: `Lahore${NUL}` },
    });
    expect(res.statusCode).toBe(400);
    const [row] = await app.ctx.db.select().from(vendors).where(eq(vendors.id, vendor.vendorId!)).limit(1);
    expect(row?.businessName).toBe('Keep Me');
    const own = await app.ctx.db.select().from(categories).where(eq(categories.vendorId, vendor.vendorId!));
    expect(own).toEqual([]);
  });

  it('refuses NUL in a vendor application after a verified e-mail', async () => {
    const app = t().app;
    const email = `apply-nul-${Date.now()}@example.test`;
    await verifyVendorEmail(app, email);
    const res = await call(app, 'POST', '/api/vendors/apply', {
      body: {
        email,
        businessName: 'Sunrise',
        businessType: 'company',
        description: `Mugs${NUL}`,
        contactPerson: { firstName: 'Rosa', lastName: 'Clay', phone: '+1 555 0199' },
        address: { street: '12 Kiln Road', city: 'Santa Fe', state: 'NM', zipCode: '87501' },
        categories: ['Home & Garden'],
        documents: { taxId: 'TX-1' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.details).toContainEqual({
      path: 'description',
      message: 'Contains a character that is not allowed (U+0000)',
    });
  });

  it('refuses a NUL spelled as a JSON escape inside a form field (tags, category, receipt order)', async () => {
    const app = t().app;
    const fields = { title: 'Lamp', description: 'd', price: '1', shipping: '0', stock: '1' };
    const tags = await sendForm(app, 'POST', '/api/vendors/products', {
      token: tokens.vendor,
      fields: { ...fields, mainCategory: category, tags: JSON.stringify(['desk', `a${NUL}`]) },
    });
    expect(tags.statusCode).toBe(400);
    expect(tags.body.details).toContainEqual({
      path: 'tags.1',
      message: 'Contains a character that is not allowed (U+0000)',
    });
    const main = await sendForm(app, 'POST', '/api/vendors/products', {
      token: tokens.vendor,
      fields: { ...fields, mainCategory: JSON.stringify([`x${NUL}`]) },
    });
    expect(main.statusCode).toBe(400);
    expect(main.body.details).toContainEqual({
      path: 'mainCategory',
      message: 'Contains a character that is not allowed (U+0000)',
    });
    const receipt = await sendForm(app, 'POST', '/api/orders/with-receipt', {
      fields: { order: JSON.stringify({ customer: { name: `Gina${NUL}` } }) },
    });
    expect(receipt.statusCode).toBe(400);
    expect(receipt.body.details).toEqual([
      { path: 'customer.name', message: 'Contains a character that is not allowed (U+0000)' },
    ]);
  });
});
