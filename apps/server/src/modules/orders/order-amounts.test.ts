import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orderParts, orders } from '../../db/schema/index.js';
import { createProduct, orderBody } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';

/**
 * Order amounts are 64-bit (migration 0036, decision 0037): what the quote shows, checkout
 * accepts. Two units at the maximum price (10,000,000) with 8 % tax come to 21,600,000.00,
 * 2,160,000,000 minor units, past a 32-bit integer.
 */
describe('order amounts past 32 bits', () => {
  const t = useTestApp();

  it('quotes and places two units at the maximum price, storing the exact amounts', async () => {
    const vendor = await signedIn(t().app, 'vendor', { businessName: 'Dear Store' });
    const p = await createProduct(t().app, {
      vendorId: vendor.vendorId!,
      title: 'Gold Throne',
      price: 10_000_000,
      shipping: 0,
      stock: 3,
    });
    const quote = await call(t().app, 'POST', '/api/orders/quote', {
      body: { items: [{ productId: p.id, quantity: 2 }], deliverySpeed: 'standard' },
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.body.data).toMatchObject({
      subtotal: 20_000_000,
      tax: 1_600_000,
      total: 21_600_000,
      problems: [],
    });

    const body = await orderBody(t().app, [{ productId: p.id, quantity: 2, price: 10_000_000 }]);
    const res = await call(t().app, 'POST', '/api/orders', { body });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.order.totalAmount).toBe(21_600_000);

    const id = res.body.data.order._id;
    const [order] = await t().database.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({
      subtotalMinor: 2_000_000_000,
      taxMinor: 160_000_000,
      totalMinor: 2_160_000_000,
    });
    const parts = await t().database.db.select().from(orderParts).where(eq(orderParts.orderId, id));
    expect(parts).toHaveLength(1);
    expect(parts[0]!.subtotalMinor).toBe(2_000_000_000);
    expect(parts[0]!.commissionMinor + parts[0]!.vendorAmountMinor).toBe(2_000_000_000);
    const items = await t().database.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(items[0]).toMatchObject({ unitPriceMinor: 1_000_000_000, quantity: 2, totalMinor: 2_000_000_000 });

    // The vendor reads the part back with the same figures.
    const list = await call(t().app, 'GET', '/api/vendors/orders', { token: vendor.token });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.body.data)).toContain('20000000');
  });
});
