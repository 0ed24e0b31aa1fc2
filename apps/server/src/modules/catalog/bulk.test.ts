import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryItems, products, stockMovements } from '../../db/schema/index.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { apiCategory, apiProduct } from './testing.js';

describe('bulk product management', () => {
  const t = useTestApp();

  const setup = async () => {
    const app = t().app;
    const admin = await signedIn(app, 'admin');
    const a = await signedIn(app, 'vendor');
    const b = await signedIn(app, 'vendor');
    const stamp = Math.random().toString(36).slice(2, 7);
    const home = await apiCategory(app, admin.token, { name: `Home ${stamp}`, admin: true });
    const lamps = await apiCategory(app, admin.token, { name: 'Lamps', parentCategory: home, admin: true });
    const garden = await apiCategory(app, admin.token, { name: `Garden ${stamp}`, admin: true });
    const p1 = await apiProduct(app, a.token, { title: 'One', price: '10', stock: '10', mainCategory: home });
    const p2 = await apiProduct(app, a.token, {
      title: 'Two',
      price: '19.99',
      stock: '2',
      mainCategory: home,
    });
    const foreign = await apiProduct(app, b.token, {
      title: 'Theirs',
      price: '50',
      stock: '5',
      mainCategory: home,
    });
    return { app, a, b, home, lamps, garden, p1, p2, foreign };
  };

  const rows = async (ids: string[]) => {
    const list = await t()
      .database.db.select({
        id: products.id,
        priceMinor: products.priceMinor,
        status: products.status,
        mainCategoryId: products.mainCategoryId,
        subCategoryId: products.subCategoryId,
        deletedAt: products.deletedAt,
        currentStock: inventoryItems.currentStock,
        reservedStock: inventoryItems.reservedStock,
      })
      .from(products)
      .leftJoin(inventoryItems, eq(inventoryItems.productId, products.id))
      .where(inArray(products.id, ids));
    return Object.fromEntries(list.map((r) => [r.id, r]));
  };

  it('raises prices by 10 percent and replies with the spec message', async () => {
    const { app, a, p1, p2 } = await setup();
    const res = await call(app, 'POST', '/api/vendors/products/bulk/prices', {
      token: a.token,
      body: { productIds: [p1._id, p2._id], type: 'percentage', value: 10, operation: 'increase' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Successfully updated 2 products' });
    const r = await rows([p1._id, p2._id]);
    expect(r[p1._id]?.priceMinor).toBe(1100);
    expect(r[p2._id]?.priceMinor).toBe(2199);
  });

  it('lowers prices by a fixed amount, never below zero', async () => {
    const { app, a, p1, p2 } = await setup();
    const res = await call(app, 'POST', '/api/vendors/products/bulk/prices', {
      token: a.token,
      body: { productIds: [p1._id, p2._id], type: 'fixed', value: 15, operation: 'decrease' },
    });
    expect(res.statusCode).toBe(200);
    const r = await rows([p1._id, p2._id]);
    expect(r[p1._id]?.priceMinor).toBe(0);
    expect(r[p2._id]?.priceMinor).toBe(499);
    const pct = await call(app, 'POST', '/api/vendors/products/bulk/prices', {
      token: a.token,
      body: { productIds: [p2._id], type: 'percentage', value: 250, operation: 'decrease' },
    });
    expect(pct.statusCode).toBe(200);
    expect((await rows([p2._id]))[p2._id]?.priceMinor).toBe(0);
  });

  it('sets, raises and lowers stock, never below zero nor below reserved units, with movements', async () => {
    const { app, a, p1, p2 } = await setup();
    await t()
      .database.db.update(inventoryItems)
      .set({ reservedStock: 4 })
      .where(eq(inventoryItems.productId, p1._id));
    const set = await call(app, 'POST', '/api/vendors/products/bulk/stock', {
      token: a.token,
      body: { productIds: [p1._id, p2._id], operation: 'set', value: 3 },
    });
    expect(set.statusCode).toBe(200);
    let r = await rows([p1._id, p2._id]);
    expect(r[p1._id]).toMatchObject({ currentStock: 7, reservedStock: 4 });
    expect(r[p2._id]).toMatchObject({ currentStock: 3 });

    await call(app, 'POST', '/api/vendors/products/bulk/stock', {
      token: a.token,
      body: { productIds: [p1._id, p2._id], operation: 'increase', value: 5 },
    });
    r = await rows([p1._id, p2._id]);
    expect(r[p1._id]?.currentStock).toBe(12);
    expect(r[p2._id]?.currentStock).toBe(8);

    const dec = await call(app, 'POST', '/api/vendors/products/bulk/stock', {
      token: a.token,
      body: { productIds: [p1._id, p2._id], operation: 'decrease', value: 100 },
    });
    expect(dec.body.message).toBe('Successfully updated 2 products');
    r = await rows([p1._id, p2._id]);
    expect(r[p1._id]).toMatchObject({ currentStock: 4, reservedStock: 4 });
    expect(r[p2._id]).toMatchObject({ currentStock: 0 });

    const moves = await t()
      .database.db.select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, p1._id))
      .orderBy(stockMovements.createdAt, stockMovements.id);
    expect(moves.map((m) => [m.type, m.quantity, m.currentBefore, m.currentAfter])).toEqual([
      ['initial', 10, 0, 10],
      ['bulk_update', -3, 10, 7],
      ['bulk_update', 5, 7, 12],
      ['bulk_update', -8, 12, 4],
    ]);
    expect(moves[1]).toMatchObject({ reservedBefore: 4, reservedAfter: 4, actorId: a.id });

    // A change to the same figure writes no movement.
    await call(app, 'POST', '/api/vendors/products/bulk/stock', {
      token: a.token,
      body: { productIds: [p2._id], operation: 'set', value: 0 },
    });
    const p2moves = await t()
      .database.db.select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, p2._id));
    expect(p2moves).toHaveLength(4);
  });

  it('updates status, or category with a subcategory that belongs to it', async () => {
    const { app, a, p1, p2, home, lamps, garden } = await setup();
    const status = await call(app, 'POST', '/api/vendors/products/bulk/update', {
      token: a.token,
      body: { productIds: [p1._id, p2._id], fields: { status: 'inactive' } },
    });
    expect(status.statusCode).toBe(200);
    let r = await rows([p1._id, p2._id]);
    expect([r[p1._id]?.status, r[p2._id]?.status]).toEqual(['inactive', 'inactive']);

    const cat = await call(app, 'POST', '/api/vendors/products/bulk/update', {
      token: a.token,
      body: { productIds: [p1._id], fields: { mainCategory: [home], subCategory: [lamps] } },
    });
    expect(cat.statusCode).toBe(200);
    r = await rows([p1._id]);
    expect(r[p1._id]).toMatchObject({ mainCategoryId: home, subCategoryId: lamps });

    const moved = await call(app, 'POST', '/api/vendors/products/bulk/update', {
      token: a.token,
      body: { productIds: [p1._id], fields: { mainCategory: garden } },
    });
    expect(moved.statusCode).toBe(200);
    r = await rows([p1._id]);
    expect(r[p1._id]).toMatchObject({ mainCategoryId: garden, subCategoryId: null });

    const wrongSub = await call(app, 'POST', '/api/vendors/products/bulk/update', {
      token: a.token,
      body: { productIds: [p1._id], fields: { mainCategory: garden, subCategory: lamps } },
    });
    expect(wrongSub.statusCode).toBe(400);
    expect((await rows([p1._id]))[p1._id]?.mainCategoryId).toBe(garden);
  });

  it('deletes softly and says how many', async () => {
    const { app, a, p1, p2 } = await setup();
    const res = await call(app, 'POST', '/api/vendors/products/bulk/delete', {
      token: a.token,
      body: { productIds: [p1._id, p2._id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Successfully deleted 2 products');
    const r = await rows([p1._id, p2._id]);
    expect(r[p1._id]?.deletedAt).toBeInstanceOf(Date);
    expect(r[p2._id]?.deletedAt).toBeInstanceOf(Date);
  });

  it.each([
    ['delete', {}],
    ['update', { fields: { status: 'draft' } }],
    ['prices', { type: 'fixed', value: 1, operation: 'increase' }],
    ['stock', { operation: 'set', value: 99 }],
  ])('%s: a batch with another vendor’s id answers 404 and changes nothing', async (action, extra) => {
    const { app, a, p1, p2, foreign } = await setup();
    const ids = [p1._id, p2._id, foreign._id];
    const before = await rows(ids);
    const res = await call(app, 'POST', `/api/vendors/products/bulk/${action}`, {
      token: a.token,
      body: { productIds: ids, ...extra },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('One or more of the selected products were not found');
    expect(await rows(ids)).toEqual(before);
    const unknown = await call(app, 'POST', `/api/vendors/products/bulk/${action}`, {
      token: a.token,
      body: { productIds: [p1._id, '01900000-0000-7000-8000-000000000000'], ...extra },
    });
    expect(unknown.statusCode).toBe(404);
    const notAnId = await call(app, 'POST', `/api/vendors/products/bulk/${action}`, {
      token: a.token,
      body: { productIds: [p1._id, 'nope'], ...extra },
    });
    expect(notAnId.statusCode).toBe(404);
    expect(await rows(ids)).toEqual(before);
  });

  it('validates with the spec messages', async () => {
    const { app, a, p1 } = await setup();
    const cases: Array<[string, unknown, string]> = [
      ['delete', { productIds: [] }, 'Please select products and an action'],
      ['update', { productIds: [p1._id], fields: { status: '' } }, 'Please select a status to update'],
      [
        'update',
        { productIds: [p1._id], fields: { mainCategory: '' } },
        'Please select a category to update',
      ],
      ['update', { productIds: [p1._id], fields: {} }, 'Please select products and an action'],
      [
        'prices',
        { productIds: [p1._id], type: 'fixed', operation: 'increase' },
        'Please enter a price adjustment value',
      ],
      [
        'prices',
        { productIds: [p1._id], type: 'double', value: 1, operation: 'increase' },
        'Invalid bulk action',
      ],
      ['stock', { productIds: [p1._id], operation: 'set' }, 'Please enter a stock value'],
      ['stock', { productIds: [p1._id], operation: 'set', value: -1 }, 'Stock value must be 0 or more'],
    ];
    for (const [action, body, message] of cases) {
      const res = await call(app, 'POST', `/api/vendors/products/bulk/${action}`, { token: a.token, body });
      expect(res.statusCode, `${action} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.details.map((d: any) => d.message)).toContain(message);
    }
    const sneaky = await call(app, 'POST', '/api/vendors/products/bulk/delete', {
      token: a.token,
      body: { productIds: [p1._id], vendorId: 'x' },
    });
    expect(sneaky.statusCode).toBe(400);
  });
});
