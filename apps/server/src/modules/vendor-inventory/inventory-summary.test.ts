import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { call, useTestApp } from '../../test/test-app.js';
import { placeVendorOrder } from '../vendor-orders/testing.js';
import { summaryProblems, vendorWithItems } from './testing.js';

const B = '/api/vendors/inventory';

/**
 * The overview's cards and the list's totals come from the kept summary (triggers on items,
 * batches and products append per-vendor changes); after every kind of change it must equal the
 * figures recomputed from the items and batches.
 */
describe('inventory summary', () => {
  const t = useTestApp();

  it('follows stock, batches, discontinuing, deleting and restoring products, and item removal', async () => {
    const { app } = t();
    const { vendor, items } = await vendorWithItems(app, [30, 5, 0]);
    const other = await vendorWithItems(app, [12]);
    const overview = async () =>
      (await call(app, 'GET', `${B}/overview`, { token: vendor.token })).body.data.summary;
    const total = async (q: string) =>
      (await call(app, 'GET', `${B}${q}`, { token: vendor.token })).body.data.pagination.totalItems;
    const check = async () => expect(await summaryProblems(app)).toEqual([]);

    expect(await overview()).toMatchObject({
      totalItems: 3,
      totalStock: 35,
      lowStockItems: 1,
      outOfStockItems: 1,
      totalValue: 0,
      itemsWithoutCost: 2,
    });
    await check();
    // A search is sorted and paged like the list, and reads only the vendor's items.
    const searched = await call(app, 'GET', `${B}?search=item&sortBy=currentStock&sortOrder=asc&limit=2`, {
      token: vendor.token,
    });
    expect(searched.body.data.items.map((i: { currentStock: number }) => i.currentStock)).toEqual([0, 5]);
    expect(searched.body.data.pagination.totalItems).toBe(3);
    // A page past the end still tells the total (counted alone), with and without a search.
    const past = await call(app, 'GET', `${B}?page=9&limit=2`, { token: vendor.token });
    expect(past.body.data.items).toEqual([]);
    expect(past.body.data.pagination.totalItems).toBe(3);
    const searchPast = await call(app, 'GET', `${B}?page=2&search=${items[0]!.sku}`, { token: vendor.token });
    expect(searchPast.body).toMatchObject({ data: { items: [] } });
    expect(searchPast.body.data.pagination.totalItems).toBe(1);

    // A costed receipt: value and "without cost" follow the batch.
    const a = items[0]!;
    await call(app, 'POST', `${B}/${a.id}/adjust`, {
      token: vendor.token,
      body: { quantity: 10, reason: 'Delivery', unitCost: 2.5 },
    });
    expect(await overview()).toMatchObject({ totalStock: 45, totalValue: 25, itemsWithoutCost: 2 });
    await check();
    // A second costed batch (the stock still exceeds the costed units).
    await call(app, 'POST', `${B}/${a.id}/batches`, {
      token: vendor.token,
      body: { quantity: 30, unitCost: 1, receivedAt: '2030-01-01T00:00:00.000Z' },
    });
    // A decrease consumes the batches FIFO: 12 from the 2.50 batch (10) and the 1.00 batch (2).
    await call(app, 'POST', `${B}/${a.id}/adjust`, {
      token: vendor.token,
      body: { quantity: -12, reason: 'x' },
    });
    expect(await overview()).toMatchObject({ totalStock: 63, totalValue: 28, itemsWithoutCost: 2 });
    await check();

    // Reserving below the threshold changes the status: the list totals by status follow.
    const b = items[1]!;
    await call(app, 'POST', `${B}/${b.id}/adjust`, {
      token: vendor.token,
      body: { quantity: 20, reason: 'x' },
    });
    expect(await total('?status=low_stock')).toBe(0);
    expect(await total('?status=in_stock')).toBe(2);
    // An order reserves 18 of its 25 (the checkout path), leaving 7 available.
    await placeVendorOrder(app, { vendor, product: b.product, quantity: 18 });
    expect(await total('?lowStock=true')).toBe(1);
    expect(await total('?status=low_stock&outOfStock=true')).toBe(0);
    await check();

    // The reservation raised a low-stock alert: active until acknowledged.
    const withAlert = (await call(app, 'GET', `${B}/overview`, { token: vendor.token })).body.data;
    expect(withAlert.summary.activeAlerts).toBe(1);
    const alert = withAlert.alerts[0];
    expect(alert.inventoryId).toBe(b.id);
    await call(app, 'POST', `${B}/${b.id}/alerts/${alert._id}/acknowledge`, { token: vendor.token });
    expect((await overview()).activeAlerts).toBe(0);
    await check();

    // Discontinued items count under their own status.
    await call(app, 'PUT', `${B}/${items[2]!.id}`, { token: vendor.token, body: { discontinued: true } });
    expect(await total('?status=discontinued')).toBe(1);
    expect(await total('?outOfStock=true')).toBe(0);
    await check();

    // A deleted product leaves the figures; restored, it comes back with its batches.
    await call(app, 'DELETE', `/api/vendors/products/${a.productId}`, { token: vendor.token });
    expect(await overview()).toMatchObject({ totalItems: 2, totalValue: 0 });
    expect(await total('')).toBe(2);
    await check();
    await app.ctx.db.execute(sql`update products set deleted_at = null where id = ${a.productId}`);
    expect(await overview()).toMatchObject({ totalItems: 3, totalValue: 28 });
    await check();

    // Removing an item (and its batches) takes out everything it counted.
    await call(app, 'DELETE', `${B}/${a.id}`, { token: vendor.token });
    expect(await overview()).toMatchObject({ totalItems: 2, totalValue: 0 });
    await check();

    // The other vendor's figures never moved.
    const theirs = await call(app, 'GET', `${B}/overview`, { token: other.vendor.token });
    expect(theirs.body.data.summary).toMatchObject({ totalItems: 1, totalStock: 12 });
  });

  it('folds a vendor’s rows into one once they pile up, figures unchanged', async () => {
    const { app } = t();
    const { vendor, items } = await vendorWithItems(app, [50]);
    for (let i = 0; i < 40; i++)
      await call(app, 'POST', `${B}/${items[0]!.id}/adjust`, {
        token: vendor.token,
        body: { quantity: i % 2 === 0 ? 3 : -1, reason: 'count', ...(i % 4 === 0 ? { unitCost: 1 } : {}) },
      });
    const rows = () =>
      queryRows<{ n: number }>(
        app.ctx.db,
        sql`select count(*)::int as n from inventory_summary_deltas where vendor_id = ${vendor.vendorId}`,
      ).then((r) => r[0]!.n);
    expect(await rows()).toBeGreaterThan(32);
    const before = (await call(app, 'GET', `${B}/overview`, { token: vendor.token })).body.data.summary;
    expect(before.totalStock).toBe(90);
    // That read found more than 32 rows and folded them.
    expect(await rows()).toBe(1);
    const after = (await call(app, 'GET', `${B}/overview`, { token: vendor.token })).body.data.summary;
    expect(after).toEqual(before);
    expect(await summaryProblems(app)).toEqual([]);
  });
});
