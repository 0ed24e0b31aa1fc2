import { describe, expect, it } from 'vitest';
import { signedIn } from '../test/fixtures.js';
import { call, useTestApp } from '../test/test-app.js';

const UNKNOWN = '0190f1a2-7b3c-7d4e-8f5a-6b7c8d9e0f1a';
const MALFORMED = ['not-a-uuid', '123', "1'; drop table products;--", 'x'.repeat(90)];

/**
 * Issue 16 part 6: every id a buyer or vendor can reach by URL answers 404 with what was not found,
 * whether the id is malformed or unknown (never a 400 that reads like a passing fault), and
 * changes nothing.
 */
describe('ids in the URL that name nothing', () => {
  const t = useTestApp();

  it('answer 404 with what was not found, malformed or unknown', async () => {
    const { app } = t();
    const vendor = await signedIn(app, 'vendor');
    const customer = await signedIn(app, 'customer');
    const admin = await signedIn(app, 'admin');
    const cases: Array<{
      path: (id: string) => string;
      token?: string;
      message: string;
      method?: 'GET' | 'PUT';
    }> = [
      { path: (id) => `/api/products/${id}`, message: 'Product not found' },
      { path: (id) => `/api/shops/${id}`, message: 'Shop not found' },
      { path: (id) => `/api/orders/confirmation/${id}`, message: 'Order not found' },
      { path: (id) => `/api/orders/${id}`, token: customer.token, message: 'Order not found' },
      { path: (id) => `/api/inquiries/${id}`, token: customer.token, message: 'Inquiry not found' },
      { path: (id) => `/api/vendors/orders/${id}`, token: vendor.token, message: 'Order not found' },
      { path: (id) => `/api/vendors/customers/${id}`, token: vendor.token, message: 'Customer not found' },
      {
        path: (id) => `/api/vendors/customers/${id}/orders`,
        token: vendor.token,
        message: 'Customer not found',
      },
      { path: (id) => `/api/vendors/products/${id}`, token: vendor.token, message: 'Product not found' },
      {
        path: (id) => `/api/vendors/products/${id}/analytics`,
        token: vendor.token,
        message: 'Product not found',
      },
      {
        path: (id) => `/api/vendors/inventory/${id}`,
        token: vendor.token,
        message: 'Inventory item not found',
      },
      { path: (id) => `/api/vendors/inquiries/${id}`, token: vendor.token, message: 'Inquiry not found' },
      { path: (id) => `/api/admin/products/${id}`, token: admin.token, message: 'Product not found' },
      { path: (id) => `/api/admin/orders/${id}`, token: admin.token, message: 'Order not found' },
    ];
    const seen: string[] = [];
    for (const c of cases) {
      for (const id of [UNKNOWN, ...MALFORMED]) {
        const res = await call(app, c.method ?? 'GET', c.path(encodeURIComponent(id)), { token: c.token });
        seen.push(`${c.path(':id')} ${id.slice(0, 12)} -> ${res.statusCode} ${res.body?.message}`);
      }
    }
    const expected = cases.flatMap((c) =>
      [UNKNOWN, ...MALFORMED].map((id) => `${c.path(':id')} ${id.slice(0, 12)} -> 404 ${c.message}`),
    );
    expect(seen).toEqual(expected);
  });

  it('a malformed id on a write is a 404 too, and changes nothing', async () => {
    const { app } = t();
    const vendor = await signedIn(app, 'vendor');
    const res = await call(app, 'PUT', '/api/vendors/orders/not-a-uuid/status', {
      token: vendor.token,
      body: { status: 'shipped', trackingInfo: '1Z1', carrier: 'UPS' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Order not found', code: 'NOT_FOUND' });
    // Authentication still comes first.
    const anonymous = await call(app, 'GET', '/api/vendors/orders/not-a-uuid');
    expect(anonymous.statusCode).toBe(401);
  });
});
