import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/test-app.js';
import { placeVendorOrder } from '../vendor-orders/testing.js';
import { itemOf, ledgerProblems, vendorWithItems } from './testing.js';

const B = '/api/vendors/inventory';

describe('vendor inventory', () => {
  const t = useTestApp();

  it('lists with filters, sort and pagination; overview cards agree with the items', async () => {
    const { app } = t();
    const { vendor, items } = await vendorWithItems(app, [100, 8, 0, 50]);
    const list = await call(app, 'GET', `${B}?limit=2&sortBy=currentStock&sortOrder=asc`, {
      token: vendor.token,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body.data.items.map((i: { currentStock: number }) => i.currentStock)).toEqual([0, 8]);
    expect(list.body.data.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalItems: 4,
      limit: 2,
      hasPrev: false,
      hasNext: true,
    });
    const low = await call(app, 'GET', `${B}?status=low_stock`, { token: vendor.token });
    expect(low.body.data.items.map((i: { _id: string }) => i._id)).toEqual([items[1]!.id]);
    const out = await call(app, 'GET', `${B}?outOfStock=true`, { token: vendor.token });
    expect(out.body.data.items.map((i: { stockStatus: string }) => i.stockStatus)).toEqual(['out_of_stock']);
    const search = await call(app, 'GET', `${B}?search=${items[3]!.sku}`, { token: vendor.token });
    expect(search.body.data.items).toHaveLength(1);
    const byName = await call(app, 'GET', `${B}?sortBy=product.name&sortOrder=asc&limit=3`, {
      token: vendor.token,
    });
    expect(byName.statusCode).toBe(200);
    const names = byName.body.data.items.map((i: { product: { name: string } }) =>
      i.product.name.toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
    expect(byName.body.data.pagination.totalItems).toBe(4);
    // A deleted product's item leaves the lists.
    await call(app, 'DELETE', `/api/vendors/products/${items[3]!.productId}`, { token: vendor.token });
    const after = await call(app, 'GET', B, { token: vendor.token });
    expect(after.body.data.pagination.totalItems).toBe(3);
    const bad = await call(app, 'GET', `${B}?sortBy=price`, { token: vendor.token });
    expect(bad.statusCode).toBe(400);

    const overview = await call(app, 'GET', `${B}/overview`, { token: vendor.token });
    expect(overview.statusCode).toBe(200);
    expect(overview.body.data.summary).toMatchObject({
      totalItems: 3,
      totalStock: 108,
      lowStockItems: 1,
      outOfStockItems: 1,
      totalValue: 0,
      itemsWithoutCost: 2,
    });
    // The fixture writes stock directly (no alert); the inventory calls raise them (tested below).
    expect(overview.body.data.alerts).toEqual([]);
  });

  it('adjusts with a batch cost, refuses below reserved, writes the ledger and values FIFO', async () => {
    const { app } = t();
    const { vendor, items } = await vendorWithItems(app, [20]);
    const item = items[0]!;
    const up = await call(app, 'POST', `${B}/${item.id}/adjust`, {
      token: vendor.token,
      body: { quantity: 10, reason: 'Delivery', unitCost: 2.5, supplier: 'Acme' },
    });
    expect(up.statusCode).toBe(200);
    expect(up.body.data.item).toMatchObject({ currentStock: 30, stockValue: 25, uncostedUnits: 20 });
    expect(up.body.data.movement).toMatchObject({
      type: 'restock',
      quantity: 10,
      currentBefore: 20,
      currentAfter: 30,
      reason: 'Delivery',
      actor: { type: 'user', id: vendor.id },
    });
    expect(up.body.data.movement.batchId).toBeTruthy();

    const batch = await call(app, 'POST', `${B}/${item.id}/batches`, {
      token: vendor.token,
      body: { quantity: 5, unitCost: 4, receivedAt: '2030-01-01T00:00:00.000Z', reference: 'PO-7' },
    });
    expect(batch.statusCode).toBe(201);
    expect(batch.body.data.item).toMatchObject({ currentStock: 35, stockValue: 45 });

    // Taking 25 out: the 20 units without cost first? No: FIFO over batches consumes the oldest batch
    // (10 at 2.50) and then 5 of the 2030 batch, whatever had no cost stays uncosted.
    const down = await call(app, 'POST', `${B}/${item.id}/adjust`, {
      token: vendor.token,
      body: { quantity: -12, reason: 'Damaged' },
    });
    expect(down.statusCode).toBe(200);
    expect(down.body.data.item.currentStock).toBe(23);
    // 12 taken FIFO: 10 from the 2.50 batch, 2 from the 4.00 batch: 3 left at 4.00 = 12.
    expect(down.body.data.item.stockValue).toBe(12);
    expect(down.body.data.item.uncostedUnits).toBe(20);

    const batches = await call(app, 'GET', `${B}/${item.id}/batches`, { token: vendor.token });
    expect(batches.body.data.batches.map((b: { remainingQuantity: number }) => b.remainingQuantity)).toEqual([
      0, 3,
    ]);

    const tooMuch = await call(app, 'POST', `${B}/${item.id}/adjust`, {
      token: vendor.token,
      body: { quantity: -24, reason: 'Oops' },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.body.message).toBe('Stock cannot go below zero');
    const zero = await call(app, 'POST', `${B}/${item.id}/adjust`, {
      token: vendor.token,
      body: { quantity: 0, reason: 'x' },
    });
    expect(zero.statusCode).toBe(400);
    const costOnDecrease = await call(app, 'POST', `${B}/${item.id}/adjust`, {
      token: vendor.token,
      body: { quantity: -1, reason: 'x', unitCost: 3 },
    });
    expect(costOnDecrease.statusCode).toBe(400);
    const extra = await call(app, 'POST', `${B}/${item.id}/adjust`, {
      token: vendor.token,
      body: { quantity: 1, reason: 'x', hack: true },
    });
    expect(extra.statusCode).toBe(400);

    const moves = await call(app, 'GET', `${B}/${item.id}/movements?limit=2`, { token: vendor.token });
    expect(moves.body.data.movements.map((m: { type: string }) => m.type)).toEqual([
      'adjustment',
      'batch_receipt',
    ]);
    expect(moves.body.data.pagination).toMatchObject({ totalItems: 4, hasNext: true });

    for (const method of ['fifo', 'lifo', 'average'] as const) {
      const v = await call(app, 'POST', `${B}/calculate-valuation`, {
        token: vendor.token,
        body: { method },
      });
      expect(v.statusCode).toBe(200);
      // 3 costed units on hand: FIFO 3 x 4.00; LIFO the oldest 3 received (2.50); average of the
      // 15 received units (10 x 2.50 + 5 x 4.00 = 45 / 15 = 3.00) x 3.
      expect(v.body.data.totalValue).toBe({ fifo: 12, lifo: 7.5, average: 9 }[method]);
      expect(v.body.data.items[0]).toMatchObject({ uncostedUnits: 20, note: 'no cost recorded' });
    }
    expect(await ledgerProblems(app, [item.productId])).toEqual([]);
  });

  it('orders reserve, the vendor confirms or releases; below reserved is refused; shipping then moves nothing twice', async () => {
    const { app } = t();
    const { vendor, items } = await vendorWithItems(app, [20]);
    const item = items[0]!;
    const placed = await placeVendorOrder(app, { vendor, product: item.product, quantity: 3 });
    expect(await itemOf(app, vendor.token, item.id)).toMatchObject({ currentStock: 20, reservedStock: 3 });

    const below = await call(app, 'POST', `${B}/${item.id}/adjust`, {
      token: vendor.token,
      body: { quantity: -18, reason: 'Count' },
    });
    expect(below.statusCode).toBe(409);
    expect(below.body.message).toBe('Stock cannot go below the 3 units reserved for open orders');
    const bulkBelow = await call(app, 'POST', `${B}/bulk-update`, {
      token: vendor.token,
      body: { updates: [{ id: item.id, currentStock: 2 }] },
    });
    expect(bulkBelow.statusCode).toBe(409);

    const orderId = placed.order._id;
    const reserve = await call(app, 'POST', `${B}/${item.id}/reserve`, {
      token: vendor.token,
      body: { quantity: 2, orderId },
    });
    expect(reserve.statusCode).toBe(200);
    expect(reserve.body.data.item).toMatchObject({ reservedStock: 5, availableStock: 15 });
    const release = await call(app, 'POST', `${B}/${item.id}/release`, {
      token: vendor.token,
      body: { quantity: 6, orderId, reason: 'too many' },
    });
    expect(release.statusCode).toBe(409);
    expect(release.body.message).toBe('Only 5 units are reserved for this order');
    const sale = await call(app, 'POST', `${B}/${item.id}/confirm-sale`, {
      token: vendor.token,
      body: { quantity: 4, orderId },
    });
    expect(sale.statusCode).toBe(200);
    expect(sale.body.data.item).toMatchObject({ currentStock: 16, reservedStock: 1 });
    // Shipping the order now sells only what is still reserved for it (1 unit).
    const status = (body: object) =>
      call(app, 'PUT', `/api/vendors/orders/${placed.partId}/status`, { token: vendor.token, body });
    expect(
      (
        await call(app, 'PUT', `/api/vendors/orders/${placed.partId}/respond`, {
          token: vendor.token,
          body: { action: 'accept' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await status({ status: 'processing' })).statusCode).toBe(200);
    expect((await status({ status: 'shipped', trackingInfo: '1Z1', carrier: 'UPS' })).statusCode).toBe(200);
    expect(await itemOf(app, vendor.token, item.id)).toMatchObject({ currentStock: 15, reservedStock: 0 });
    expect(await ledgerProblems(app, [item.productId])).toEqual([]);
  });

  it('raises, re-grades, clears and acknowledges alerts, one open per item and kind', async () => {
    const { app } = t();
    const { vendor, items } = await vendorWithItems(app, [20]);
    const item = items[0]!;
    const adjust = (quantity: number) =>
      call(app, 'POST', `${B}/${item.id}/adjust`, {
        token: vendor.token,
        body: { quantity, reason: 'count' },
      });
    const alerts = async (q = '') =>
      (await call(app, 'GET', `${B}/alerts/list${q}`, { token: vendor.token })).body.data;

    await adjust(-11); // 9 of 10: low
    await adjust(-1); // 8: still low, no second alert
    let list = await alerts();
    expect(list.alerts.map((a: { kind: string; severity: string }) => `${a.kind}/${a.severity}`)).toEqual([
      'low_stock/low',
    ]);
    await adjust(-6); // 2: high, same alert re-graded
    list = await alerts();
    expect(list.alerts).toHaveLength(1);
    expect(list.alerts[0].severity).toBe('high');
    const ack = await call(app, 'POST', `${B}/${item.id}/alerts/${list.alerts[0]._id}/acknowledge`, {
      token: vendor.token,
    });
    expect(ack.statusCode).toBe(200);
    expect(ack.body.data.alert.acknowledged).toBe(true);
    expect((await alerts('?acknowledged=false')).alerts).toHaveLength(0);
    expect((await alerts('?acknowledged=true')).alerts).toHaveLength(1);

    await adjust(-2); // 0: out of stock (critical) supersedes the low-stock alert
    list = await alerts();
    expect(list.alerts.map((a: { kind: string; severity: string }) => `${a.kind}/${a.severity}`)).toEqual([
      'out_of_stock/critical',
    ]);
    expect(list.activeCount).toBe(1);
    await adjust(30); // recovered: cleared
    expect((await alerts()).alerts).toHaveLength(0);
  });
});
