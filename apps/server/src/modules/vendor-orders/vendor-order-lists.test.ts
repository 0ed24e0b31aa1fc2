import { describe, expect, it } from 'vitest';
import { orderBody } from '../../test/catalog-fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { customerIdOf } from './customer-id.js';
import { placeVendorOrder } from './testing.js';

describe('vendor order lists, export and customers', () => {
  const t = useTestApp();

  const setup = (opts: Parameters<typeof placeVendorOrder>[1] = {}) => placeVendorOrder(t().app, opts);

  it('searches, filters and paginates', async () => {
    const s = await setup({ customerName: 'Zelda Quartz' });
    for (let i = 0; i < 11; i++) {
      const body = await orderBody(t().app, [{ productId: s.product.id, quantity: 1, price: 40 }], {
        email: `p${i}@example.test`,
      });
      await call(t().app, 'POST', '/api/orders', { body });
    }
    const page2 = await call(t().app, 'GET', '/api/vendors/orders?page=2', { token: s.vendor.token });
    expect(page2.body.data.orders).toHaveLength(2);
    expect(page2.body.data.pagination).toMatchObject({ currentPage: 2, totalPages: 2, totalOrders: 12 });
    const found = await call(t().app, 'GET', '/api/vendors/orders?search=zelda', { token: s.vendor.token });
    expect(found.body.data.orders.map((o: any) => o._id)).toEqual([s.partId]);
    const byNumber = await call(t().app, 'GET', `/api/vendors/orders?search=${s.order.orderNumber}&_t=123`, {
      token: s.vendor.token,
    });
    expect(byNumber.body.data.orders).toHaveLength(1);
    // Matches by e-mail across pages keep their total; LIKE wildcards are searched literally.
    const byEmail = await call(t().app, 'GET', '/api/vendors/orders?search=EXAMPLE.TEST&limit=5&page=2', {
      token: s.vendor.token,
    });
    expect(byEmail.body.data.orders).toHaveLength(5);
    expect(byEmail.body.data.pagination).toMatchObject({ totalOrders: 12, totalPages: 3 });
    const wildcard = await call(t().app, 'GET', '/api/vendors/orders?search=%25', { token: s.vendor.token });
    expect(wildcard.body.data.orders).toEqual([]);
  });

  it('exports every matching order as CSV with safe cells', async () => {
    const s = await setup({ customerName: '=HYPERLINK("http://evil"),"Bob" Jr' });
    const res = await t().app.inject({
      method: 'GET',
      url: '/api/vendors/orders/export?format=csv',
      headers: { authorization: `Bearer ${s.vendor.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="vendor_orders_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Order Number,Customer Name,Email,Status,Total,Commission,Your Amount,Date,Items Count,Order Type',
    );
    expect(lines[1]).toContain(s.order.orderNumber);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil""),""Bob"" Jr"`);
    expect(lines[1]).toContain(',85.00,16.00,64.00,');
    expect(lines[1]).toContain(',2,vendor_order');
  });

  it('lists the customers who bought from the vendor', async () => {
    const s = await setup({ customerName: 'Carla Buyer' });
    const res = await call(t().app, 'GET', '/api/vendors/customers', { token: s.vendor.token });
    expect(res.body.data.customers).toEqual([
      {
        id: customerIdOf(s.email),
        email: s.email,
        name: 'Carla Buyer',
        orderCount: 1,
        totalSpent: 85,
        firstOrder: expect.any(String),
        lastOrder: expect.any(String),
      },
    ]);
  });
});
