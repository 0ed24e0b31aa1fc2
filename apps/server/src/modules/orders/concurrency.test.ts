import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createProduct, orderBody, stockOf } from '../../test/catalog-fixtures.js';
import { createAccount } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';

// Races need real connections: PGlite has one, so this runs on PostgreSQL only (TEST_DATABASE_URL).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('stock under concurrency (PostgreSQL)', () => {
  const t = useTestApp();

  it('200 simultaneous orders for 50 units place exactly 50 and never oversell', async () => {
    const vendor = await createAccount(t().app, { role: 'vendor' });
    const product = await createProduct(t().app, {
      vendorId: vendor.vendorId!,
      title: 'Hot Item',
      price: 9.99,
      stock: 50,
    });
    const body = await orderBody(t().app, [{ productId: product.id, quantity: 1, price: 9.99 }]);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(t().app, 'POST', '/api/orders', {
          body: { ...body, customer: { ...body.customer, email: `racer${i}@example.test` } },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(50);
    expect(codes.filter((c) => c === 409)).toHaveLength(150);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.body.code === 'OUT_OF_STOCK')).toBe(
      true,
    );

    const stock = await stockOf(t().app, product.id);
    expect(stock).toEqual({ current: 50, reserved: 50, available: 0 });
    const [open] = await queryRows<{ units: number; orders: number }>(
      t().database.db,
      sql`select coalesce(sum(oi.quantity), 0)::int as units, count(distinct oi.order_id)::int as orders
          from order_items oi join order_parts op on op.id = oi.part_id
          where oi.product_id = ${product.id} and oi.status = 'active' and op.status not in ('cancelled', 'rejected', 'shipped', 'delivered')`,
    );
    expect(open).toEqual({ units: 50, orders: 50 });
    const [moves] = await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from stock_movements where product_id = ${product.id} and type = 'reserve'`,
    );
    expect(moves!.n).toBe(50);
  }, 120_000);

  it('orders for several products locking in a consistent order never deadlock', async () => {
    const vendor = await createAccount(t().app, { role: 'vendor' });
    const a = await createProduct(t().app, { vendorId: vendor.vendorId!, price: 1, stock: 1000 });
    const b = await createProduct(t().app, { vendorId: vendor.vendorId!, price: 2, stock: 1000 });
    const ab = await orderBody(t().app, [
      { productId: a.id, quantity: 1, price: 1 },
      { productId: b.id, quantity: 1, price: 2 },
    ]);
    const ba = { ...ab, items: [...ab.items].reverse() };
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => call(t().app, 'POST', '/api/orders', { body: i % 2 ? ab : ba })),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    expect(await stockOf(t().app, a.id)).toMatchObject({ reserved: 60 });
    expect(await stockOf(t().app, b.id)).toMatchObject({ reserved: 60 });
  }, 120_000);

  it('a two-line order refused for either line keeps no units of the other', async () => {
    const vendor = await createAccount(t().app, { role: 'vendor' });
    // Ids grow with creation: the scarce product is reserved last in one pair and first in the other.
    const plenty1 = await createProduct(t().app, { vendorId: vendor.vendorId!, price: 1, stock: 1000 });
    const scarce1 = await createProduct(t().app, { vendorId: vendor.vendorId!, price: 2, stock: 20 });
    const scarce2 = await createProduct(t().app, { vendorId: vendor.vendorId!, price: 3, stock: 20 });
    const plenty2 = await createProduct(t().app, { vendorId: vendor.vendorId!, price: 4, stock: 1000 });
    for (const [first, second] of [
      [plenty1, scarce1],
      [scarce2, plenty2],
    ] as const) {
      const body = await orderBody(t().app, [
        { productId: first.id, quantity: 1, price: first.price },
        { productId: second.id, quantity: 1, price: second.price },
      ]);
      const results = await Promise.all(
        Array.from({ length: 60 }, () => call(t().app, 'POST', '/api/orders', { body })),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(20);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(40);
      expect(await stockOf(t().app, first.id)).toMatchObject({ reserved: 20 });
      expect(await stockOf(t().app, second.id)).toMatchObject({ reserved: 20 });
    }
  }, 120_000);
});
