import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/test-app.js';
import { itemOf, vendorWithItems } from './testing.js';

/** Issue 34 item 2: a product's low-stock threshold has one home, its inventory item (migration 0040). */
describe('one low-stock threshold per product', () => {
  const t = useTestApp();

  it('is the same on the product and on its inventory item, whichever screen changed it', async () => {
    const { app } = t();
    const { vendor, items } = await vendorWithItems(app, [8]);
    const item = items[0]!;
    const product = async () =>
      (await call(app, 'GET', `/api/vendors/products/${item.productId}`, { token: vendor.token })).body.data;

    expect((await product()).lowStockThreshold).toBe(10);
    expect((await itemOf(app, vendor.token, item.id)).stockStatus).toBe('low_stock');

    // Changed on the inventory screen: the product form reads the same value.
    const put = await call(app, 'PUT', `/api/vendors/inventory/${item.id}`, {
      token: vendor.token,
      body: { lowStockThreshold: 3 },
    });
    expect(put.statusCode).toBe(200);
    expect((await product()).lowStockThreshold).toBe(3);
    expect(await itemOf(app, vendor.token, item.id)).toMatchObject({
      lowStockThreshold: 3,
      stockStatus: 'in_stock',
    });

    // Changed in the product form: the inventory item and its status follow.
    const edit = await call(app, 'PUT', `/api/vendors/products/${item.productId}`, {
      token: vendor.token,
      body: { lowStockThreshold: 9 },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.body.data.lowStockThreshold).toBe(9);
    expect(await itemOf(app, vendor.token, item.id)).toMatchObject({
      lowStockThreshold: 9,
      stockStatus: 'low_stock',
    });
  });
});
