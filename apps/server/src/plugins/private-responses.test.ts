import { describe, expect, it } from 'vitest';
import { createProduct, orderBody } from '../test/catalog-fixtures.js';
import { signedIn } from '../test/fixtures.js';
import { call, useTestApp } from '../test/test-app.js';

/**
 * Issue 33 item 7: no reply carrying personal data may be kept by a browser or a shared cache.
 * Every reply to a signed-in request and every API reply of a route that is not public catalogue
 * says `Cache-Control: no-store`; the public catalogue, answered to a guest, keeps its caching.
 */
describe('Cache-Control on personal replies', () => {
  const t = useTestApp();

  async function world() {
    const app = t().app;
    const customer = await signedIn(app, 'customer');
    const vendor = await signedIn(app, 'vendor');
    const admin = await signedIn(app, 'admin');
    const product = await createProduct(app, { vendorId: vendor.vendorId!, price: 12 });
    const placed = await call(app, 'POST', '/api/orders', {
      token: customer.token,
      body: await orderBody(app, [{ productId: product.id, quantity: 1, price: 12 }], {
        email: customer.email,
      }),
    });
    expect(placed.statusCode).toBe(201);
    const guest = await call(app, 'POST', '/api/orders', {
      body: await orderBody(app, [{ productId: product.id, quantity: 1, price: 12 }], {
        email: 'guest-cache@example.test',
      }),
    });
    expect(guest.statusCode).toBe(201);
    return { customer, vendor, admin, product, order: placed.body.data.order, guest };
  }

  it('sends no-store on the signed-in and personal routes, errors included', async () => {
    const app = t().app;
    const w = await world();
    expect(w.guest.headers['cache-control']).toBe('no-store');
    const guestOrder = w.guest.body.data.order;
    const guestEmail = 'guest-cache%40example.test';
    const requests: Array<[string, string, string | undefined, unknown?]> = [
      // The eight routes issue 33 names.
      ['GET', '/api/auth/me', w.customer.token],
      ['GET', '/api/orders/user/my-orders', w.customer.token],
      ['GET', `/api/orders/${w.order._id}`, w.customer.token],
      ['GET', '/api/vendors/profile', w.vendor.token],
      ['GET', '/api/vendors/customers', w.vendor.token],
      ['GET', '/api/vendors/dashboard', w.vendor.token],
      ['GET', '/api/admin/vendors', w.admin.token],
      ['GET', '/api/admin/orders', w.admin.token],
      // Guest orders and tracking carry names, addresses and e-mails without a session.
      ['GET', `/api/orders/track/${guestOrder.orderNumber}`, undefined],
      ['GET', `/api/orders/confirmation/${guestOrder._id}?email=${guestEmail}`, undefined],
      ['GET', `/api/orders/${guestOrder._id}/details?email=${guestEmail}`, undefined],
      ['GET', `/api/orders/${guestOrder._id}/split-details?email=${guestEmail}`, undefined],
      // Sign-in answers a token.
      ['POST', '/api/auth/login', undefined, { email: w.customer.email, password: w.customer.password }],
      // A product page read with a session (a vendor may see its own hidden product).
      ['GET', `/api/products/${w.product.id}`, w.customer.token],
      // Refusals and errors of personal routes too.
      ['GET', '/api/auth/me', undefined],
      ['GET', `/api/orders/${w.admin.id}`, w.customer.token],
      ['GET', '/api/vendors/profile', w.customer.token],
    ];
    for (const [method, url, token, body] of requests) {
      const res = await call(app, method as 'GET', url, { token, body });
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(res.headers['cache-control'], `${method} ${url} (${res.statusCode})`).toBe('no-store');
    }
  });

  it('leaves the public catalogue cacheable when asked by a guest', async () => {
    const app = t().app;
    const vendor = await signedIn(app, 'vendor');
    const product = await createProduct(app, { vendorId: vendor.vendorId!, price: 5 });
    for (const url of [
      '/api/products',
      `/api/products/${product.id}`,
      '/api/shops',
      `/api/shops/${vendor.vendorId}`,
      '/api/categories',
    ]) {
      const res = await call(app, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
    // The crawler files keep their hour.
    const robots = await call(app, 'GET', '/robots.txt');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });
});
