import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.js';
import { createProduct, orderBody } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { moveVendorPart } from '../../test/part-steps.js';
import { call, useTestApp } from '../../test/test-app.js';
import { drainAnalytics } from '../analytics/index.js';

/**
 * Decision 0016: one definition of stock value (at list price and at cost) and of earnings, read by
 * every endpoint that shows them. Each figure is fetched through every endpoint on the same data
 * and must be equal (and equal to the hand-computed value).
 */
describe('figures that agree', () => {
  const t = useTestApp({ clock: new ManualClock('2026-03-15T12:00:00Z') });

  async function inventoryId(token: string, productId: string) {
    const list = await call(t().app, 'GET', '/api/vendors/inventory?limit=100', { token });
    return list.body.data.items.find((i: { productId?: string; product: { _id: string } }) =>
      [i.productId, i.product._id].includes(productId),
    )._id as string;
  }

  it('stock value: dashboard, My Products, inventory overview, inventory list and FIFO valuation', async () => {
    const { app } = t();
    const vendor = await signedIn(app, 'vendor');
    const other = await signedIn(app, 'vendor');
    const lamp = await createProduct(app, { vendorId: vendor.vendorId!, price: 40, stock: 10 });
    const mug = await createProduct(app, {
      vendorId: vendor.vendorId!,
      price: 12.5,
      stock: 3,
      status: 'inactive',
    });
    const gone = await createProduct(app, { vendorId: vendor.vendorId!, price: 99, stock: 7 });
    await createProduct(app, { vendorId: other.vendorId!, price: 1000, stock: 1000 });
    await createProduct(app, { vendorId: null, price: 500, stock: 5 });
    // A deleted product's stock is not the vendor's stock any more.
    expect(
      (await call(app, 'DELETE', `/api/vendors/products/${gone.id}`, { token: vendor.token })).statusCode,
    ).toBe(200);
    // Costed batches: 5 lamps at 2.50, 4 mugs at 1.25 (the 10 + 3 units of the fixture have no cost).
    const B = '/api/vendors/inventory';
    const lampItem = await inventoryId(vendor.token, lamp.id);
    const mugItem = await inventoryId(vendor.token, mug.id);
    for (const [id, quantity, unitCost] of [
      [lampItem, 5, 2.5],
      [mugItem, 4, 1.25],
    ] as const) {
      const r = await call(app, 'POST', `${B}/${id}/adjust`, {
        token: vendor.token,
        body: { quantity, reason: 'Delivery', unitCost },
      });
      expect(r.statusCode).toBe(200);
    }
    // A pending order reserves 2 lamps: they are still on hand (and still valued).
    const body = await orderBody(app, [{ productId: lamp.id, quantity: 2, price: 40 }]);
    expect((await call(app, 'POST', '/api/orders', { body })).statusCode).toBe(201);

    // At list price: 15 lamps x 40 + 7 mugs x 12.50 = 687.50.
    const atPrice = 15 * 40 + 7 * 12.5;
    // At cost: 5 x 2.50 + 4 x 1.25 = 17.50; 10 + 3 units without cost count 0.
    const atCost = 5 * 2.5 + 4 * 1.25;

    const dash = await call(app, 'GET', '/api/vendors/dashboard/stats', { token: vendor.token });
    expect(dash.statusCode).toBe(200);
    const mine = await call(app, 'GET', '/api/vendors/products', { token: vendor.token });
    expect(mine.statusCode).toBe(200);
    const filtered = await call(app, 'GET', '/api/vendors/products?search=zzz-nothing&page=3', {
      token: vendor.token,
    });
    expect([dash.body.data.stats.products.totalValue, mine.body.data.stats.inventoryValue]).toEqual([
      atPrice,
      atPrice,
    ]);
    // The card is over all the owner's products, whatever the list's filters and page.
    expect(filtered.body.data.stats.inventoryValue).toBe(atPrice);

    const overview = await call(app, 'GET', `${B}/overview`, { token: vendor.token });
    const items = await call(app, 'GET', `${B}?limit=100`, { token: vendor.token });
    const fifo = await call(app, 'POST', `${B}/calculate-valuation`, {
      token: vendor.token,
      body: { method: 'fifo' },
    });
    const sumOfItems = items.body.data.items.reduce(
      (s: number, i: { stockValue: number }) => s + i.stockValue,
      0,
    );
    expect([overview.body.data.summary.totalValue, sumOfItems, fifo.body.data.totalValue]).toEqual([
      atCost,
      atCost,
      atCost,
    ]);
    expect(overview.body.data.summary.itemsWithoutCost).toBe(2);
    expect(fifo.body.data.uncostedUnits).toBe(13);

    // The marketplace's own list reads the same definition for its own products only.
    const admin = await signedIn(app, 'admin');
    const own = await call(app, 'GET', '/api/admin/products', { token: admin.token });
    expect(own.statusCode).toBe(200);
    expect(own.body.data.stats.inventoryValue).toBe(5 * 500);
  });

  it('earnings: order detail, order list, commissions and Financial Reports add up the same way', async () => {
    const { app, clock } = t();
    const vendor = await signedIn(app, 'vendor');
    const p = await createProduct(app, { vendorId: vendor.vendorId!, price: 33.33, shipping: 4, stock: 100 });
    const own = await createProduct(app, { vendorId: null, price: 10, stock: 100 });
    const parts: string[] = [];
    for (const qty of [1, 2, 3]) {
      const body = await orderBody(
        app,
        [
          { productId: p.id, quantity: qty, price: 33.33 },
          { productId: own.id, quantity: 1, price: 10 },
        ],
        { email: `c${qty}@example.test` },
      );
      const res = await call(app, 'POST', '/api/orders', { body });
      expect(res.statusCode).toBe(201);
      const partId = res.body.data.order.statusParts.find((x: { type: string }) => x.type === 'vendor')._id;
      await moveVendorPart(app, { token: vendor.token, partId }, 'delivered');
      parts.push(partId);
    }
    clock.set('2026-03-15T13:00:00Z');
    // The reports read the analytics read model (decision 0013), brought up to date by its job.
    await drainAnalytics({ ctx: app.ctx });

    const list = await call(app, 'GET', '/api/vendors/orders?limit=50', { token: vendor.token });
    expect(list.statusCode).toBe(200);
    const listed = new Map<string, { vendorAmount: number; commissionAmount: number }>(
      list.body.data.orders.map((o: { _id: string }) => [o._id, o]),
    );
    let earnings = 0;
    let commission = 0;
    let sales = 0;
    for (const id of parts) {
      const detail = (await call(app, 'GET', `/api/vendors/orders/${id}`, { token: vendor.token })).body.data
        .order;
      // On screen: subtotal less commission is the earnings, to the cent; shipping and tax apart.
      expect(Math.round((detail.vendorSubtotal - detail.commissionAmount) * 100)).toBe(
        Math.round(detail.vendorAmount * 100),
      );
      expect(detail.shippingCost).toBe(4);
      expect(detail.taxAmount).toBeGreaterThan(0);
      // The list shows the same figures as the detail.
      expect([listed.get(id)!.vendorAmount, listed.get(id)!.commissionAmount]).toEqual([
        detail.vendorAmount,
        detail.commissionAmount,
      ]);
      // The item lines' commission adds up to the order's.
      const itemCommission = detail.items.reduce(
        (s: number, i: { commissionAmount: number }) => s + i.commissionAmount,
        0,
      );
      expect(Math.round(itemCommission * 100)).toBe(Math.round(detail.commissionAmount * 100));
      earnings += Math.round(detail.vendorAmount * 100);
      commission += Math.round(detail.commissionAmount * 100);
      sales += Math.round(detail.vendorSubtotal * 100);
    }
    // 33.33 x (1 + 2 + 3) = 199.98; commission round(3333 x 20%) + round(6666 x 20%) + round(9999 x 20%).
    expect([sales, commission, earnings]).toEqual([19998, 667 + 1333 + 2000, 19998 - 4000]);

    const summary = (
      await call(app, 'GET', '/api/vendors/orders/commissions?period=month', { token: vendor.token })
    ).body.data.summary;
    expect(Math.round(summary.totalCommission * 100)).toBe(commission);
    const fin = await call(
      app,
      'GET',
      '/api/vendors/analytics/financial?startDate=2026-03-01&endDate=2026-03-31',
      {
        token: vendor.token,
      },
    );
    expect(fin.statusCode).toBe(200);
    const march = fin.body.data.months.find((m: { month: string }) => m.month === '2026-03');
    expect([Math.round(march.commission * 100), Math.round(march.earnings * 100)]).toEqual([
      commission,
      earnings,
    ]);
  });
});
