import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/test-app.js';
import { placeVendorOrder } from '../vendor-orders/testing.js';
import { itemOf, ledgerProblems, summaryProblems, vendorWithItems } from './testing.js';

const B = '/api/vendors/inventory';

/** The fields the spec's client sends (spec 001 section 7, Inventory): create with `product`, release without `orderId`. */
describe("vendor inventory: the spec's create and release bodies", () => {
  const t = useTestApp();

  it('creates an item from `product` as from `productId`; exactly one of them, 400 naming the field', async () => {
    const { app } = t();
    const { vendor, items } = await vendorWithItems(app, [15, 4]);
    const [first, second] = items as [(typeof items)[0], (typeof items)[0]];
    for (const item of items)
      expect((await call(app, 'DELETE', `${B}/${item.id}`, { token: vendor.token })).statusCode).toBe(200);

    const created = await call(app, 'POST', B, { token: vendor.token, body: { product: first.productId } });
    expect(created.statusCode).toBe(201);
    expect(created.body.data.item).toMatchObject({
      product: { _id: first.productId },
      currentStock: 0,
      lowStockThreshold: 10,
      reorderPoint: 20,
      reorderQuantity: 50,
    });
    const again = await call(app, 'POST', B, { token: vendor.token, body: { product: first.productId } });
    expect(again.statusCode).toBe(409);

    const both = await call(app, 'POST', B, {
      token: vendor.token,
      body: { product: second.productId, productId: second.productId },
    });
    expect(both.statusCode).toBe(400);
    expect(both.body.details).toEqual([
      { path: 'productId', message: 'Send either product or productId, not both' },
    ]);
    const neither = await call(app, 'POST', B, { token: vendor.token, body: { currentStock: 3 } });
    expect(neither.statusCode).toBe(400);
    expect(neither.body.details).toEqual([{ path: 'product', message: 'Product is required' }]);
    const malformed = await call(app, 'POST', B, { token: vendor.token, body: { product: 'lamp' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body.details[0]).toEqual({ path: 'product', message: 'Invalid product id' });
    // Another vendor's product, named either way, is not found.
    const other = await vendorWithItems(app, []);
    for (const body of [{ product: second.productId }, { productId: second.productId }]) {
      const res = await call(app, 'POST', B, { token: other.vendor.token, body });
      expect(res.statusCode).toBe(404);
    }
    const byId = await call(app, 'POST', B, {
      token: vendor.token,
      body: { productId: second.productId, currentStock: 2 },
    });
    expect(byId.statusCode).toBe(201);
    expect(byId.body.data.item).toMatchObject({ product: { _id: second.productId }, currentStock: 2 });
    expect(await ledgerProblems(app, [first.productId, second.productId])).toEqual([]);
    expect(await summaryProblems(app)).toEqual([]);
  });

  it('releases reserved units without an order: never more than reserved, oldest reservation first, one movement per order', async () => {
    const { app, clock } = t();
    const { vendor, items } = await vendorWithItems(app, [20]);
    const item = items[0]!;
    const older = await placeVendorOrder(app, { vendor, product: item.product, quantity: 3 });
    clock.advance(60_000);
    const newer = await placeVendorOrder(app, { vendor, product: item.product, quantity: 2 });
    expect(await itemOf(app, vendor.token, item.id)).toMatchObject({ currentStock: 20, reservedStock: 5 });
    const release = (body: object) =>
      call(app, 'POST', `${B}/${item.id}/release`, { token: vendor.token, body });

    const tooMany = await release({ quantity: 6, reason: 'Count' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.body.message).toBe('Only 5 units are reserved');
    expect(await itemOf(app, vendor.token, item.id)).toMatchObject({ reservedStock: 5 });

    const res = await release({ quantity: 4, reason: 'Manual release' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.item).toMatchObject({ currentStock: 20, reservedStock: 1, availableStock: 19 });
    expect(
      res.body.data.movements.map((m: Record<string, unknown>) => [
        m.type,
        m.orderId,
        m.quantity,
        m.reservedBefore,
        m.reservedAfter,
        m.currentAfter,
        m.reason,
      ]),
    ).toEqual([
      ['release', older.order._id, 3, 5, 2, 20, 'Manual release'],
      ['release', newer.order._id, 1, 2, 1, 20, 'Manual release'],
    ]);
    expect(res.body.data.movement).toEqual(res.body.data.movements[1]);
    // The newer order keeps 1 reserved unit: its own release is bounded by it, and it is the last one.
    const forOrder = await release({ quantity: 2, orderId: newer.order._id, reason: 'x' });
    expect(forOrder.statusCode).toBe(409);
    expect(forOrder.body.message).toBe('Only 1 unit is reserved for this order');
    expect((await release({ quantity: 1, reason: 'x' })).statusCode).toBe(200);
    const none = await release({ quantity: 1, reason: 'x' });
    expect(none.statusCode).toBe(409);
    expect(none.body.message).toBe('Only 0 units are reserved');
    expect(await itemOf(app, vendor.token, item.id)).toMatchObject({ currentStock: 20, reservedStock: 0 });
    expect(await ledgerProblems(app, [item.productId])).toEqual([]);
    expect(await summaryProblems(app)).toEqual([]);
  });
});
