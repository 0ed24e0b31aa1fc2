import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/test-app.js';
import { sendForm } from '../catalog/testing.js';
import { placeVendorOrder } from '../vendor-orders/testing.js';
import { itemOf, ledgerProblems, summaryProblems, vendorWithItems } from './testing.js';

const B = '/api/vendors/inventory';

describe('vendor inventory', () => {
  const t = useTestApp();

  it('updates levels, creates with the defaults, deletes with a removal movement, syncs a product', async () => {
    const { app } = t();
    const { vendor, items } = await vendorWithItems(app, [15]);
    const item = items[0]!;
    const put = await call(app, 'PUT', `${B}/${item.id}`, {
      token: vendor.token,
      body: { lowStockThreshold: 20, reorderPoint: 30 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.body.data.item).toMatchObject({
      lowStockThreshold: 20,
      reorderPoint: 30,
      stockStatus: 'low_stock',
    });
    expect((await call(app, 'PUT', `${B}/${item.id}`, { token: vendor.token, body: {} })).statusCode).toBe(
      400,
    );

    const reorder = await call(app, 'GET', `${B}/reorder-needed`, { token: vendor.token });
    expect(reorder.body.data.items.map((i: { _id: string }) => i._id)).toEqual([item.id]);
    expect(reorder.body.data.items[0]).toMatchObject({
      unitsSoldLast30Days: 0,
      daysOfCover: null,
      suggestedQuantity: 50,
    });

    const del = await call(app, 'DELETE', `${B}/${item.id}`, { token: vendor.token });
    expect(del.statusCode).toBe(200);
    expect((await call(app, 'GET', `${B}/${item.id}`, { token: vendor.token })).statusCode).toBe(404);
    expect(await ledgerProblems(app, [item.productId])).toEqual([]);

    const created = await call(app, 'POST', B, { token: vendor.token, body: { productId: item.productId } });
    expect(created.statusCode).toBe(201);
    expect(created.body.data.item).toMatchObject({
      currentStock: 0,
      lowStockThreshold: 10,
      reorderPoint: 20,
      reorderQuantity: 50,
    });
    const again = await call(app, 'POST', B, { token: vendor.token, body: { productId: item.productId } });
    expect(again.statusCode).toBe(409);
    const sync = await call(app, 'POST', `${B}/sync-product/${item.productId}`, { token: vendor.token });
    expect(sync.statusCode).toBe(200);
    expect(sync.body.data).toMatchObject({ created: false, item: { _id: created.body.data.item._id } });
    expect(await ledgerProblems(app, [item.productId])).toEqual([]);
    expect(await summaryProblems(app)).toEqual([]);
  });

  it('exports CSV and imports by SKU: a bad row changes nothing and is reported; a good file applies', async () => {
    const { app } = t();
    const { vendor, items } = await vendorWithItems(app, [10, 20]);
    const other = await vendorWithItems(app, [5]);
    const csv = await call(app, 'GET', `${B}/export?format=csv`, { token: vendor.token });
    expect(csv.statusCode).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const lines = String(csv.body).trim().split('\n');
    expect(lines[0]).toBe(
      'SKU,Product,Current,Reserved,Available,Threshold,Reorder Point,Reorder Quantity,Status,Value',
    );
    expect(lines).toHaveLength(3);

    const send = (content: string, filename = 'stock.csv') =>
      sendForm(app, 'POST', `${B}/import`, {
        token: vendor.token,
        fields: {},
        files: [{ field: 'file', filename, content: Buffer.from(content), type: 'text/csv' }],
      });
    const bad = await send(
      `SKU,Current,Threshold\n${items[0]!.sku},15,5\n${items[1]!.sku},-3,\n${other.items[0]!.sku},1,\nNOPE,1,x\n`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.code).toBe('IMPORT_INVALID');
    // Every problem at once, format and SKU alike, and the count says so (issue 35: '1 error' for two).
    expect(bad.body.rows).toEqual([
      { row: 3, column: 'Current', message: 'Current must be a whole number, 0 or more' },
      { row: 4, column: 'SKU', message: `Unknown SKU ${other.items[0]!.sku}: not one of your products` },
      { row: 5, column: 'SKU', message: 'Unknown SKU NOPE: not one of your products' },
      { row: 5, column: 'Threshold', message: 'Threshold must be a whole number, 0 or more' },
    ]);
    expect(bad.body.message).toBe('The file has 4 errors; nothing was imported');
    // Two bad rows, one malformed and one unknown: 2 errors.
    const two = await send(`SKU,Current\n${items[0]!.sku},x\n${items[1]!.sku},3\nGHOST,1\n`);
    expect(two.statusCode).toBe(400);
    expect(two.body.message).toBe('The file has 2 errors; nothing was imported');
    expect(two.body.rows).toEqual([
      { row: 2, column: 'Current', message: 'Current must be a whole number, 0 or more' },
      { row: 4, column: 'SKU', message: 'Unknown SKU GHOST: not one of your products' },
    ]);
    expect(two.body.details).toHaveLength(2);
    expect(await itemOf(app, vendor.token, items[1]!.id)).toMatchObject({ currentStock: 20 });
    const foreign = await send(`SKU,Current\n${items[0]!.sku},15\n${other.items[0]!.sku},1\n`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.rows).toEqual([
      { row: 3, column: 'SKU', message: `Unknown SKU ${other.items[0]!.sku}: not one of your products` },
    ]);
    expect(await itemOf(app, vendor.token, items[0]!.id)).toMatchObject({ currentStock: 10 });
    expect(await itemOf(app, other.vendor.token, other.items[0]!.id)).toMatchObject({ currentStock: 5 });

    const good = await send(`SKU,Current,Threshold\n${items[0]!.sku},15,5\n${items[1]!.sku},20,\n`);
    expect(good.statusCode).toBe(200);
    expect(good.body.data).toMatchObject({ rows: 2, changed: 1, unchanged: 1 });
    expect(await itemOf(app, vendor.token, items[0]!.id)).toMatchObject({
      currentStock: 15,
      lowStockThreshold: 5,
    });
    const moves = await call(app, 'GET', `${B}/${items[0]!.id}/movements`, { token: vendor.token });
    expect(moves.body.data.movements[0]).toMatchObject({ type: 'import', quantity: 5, currentBefore: 10 });

    const notCsv = await send('\x89PNG\r\n\x1a\n\0\0\0', 'stock.png');
    expect(notCsv.statusCode).toBe(415);
    const big = await send(`SKU,Current\n${'x,1\n'.repeat(1_400_000)}`);
    expect(big.statusCode).toBe(413);
    expect(
      await ledgerProblems(
        app,
        [...items, ...other.items].map((i) => i.productId),
      ),
    ).toEqual([]);
  });

  it('forecasts demand with the stated method and analytics reads the ledger', async () => {
    const { app } = t();
    const { vendor, items } = await vendorWithItems(app, [30]);
    const f = await call(app, 'PUT', `${B}/${items[0]!.id}/forecast`, { token: vendor.token, body: {} });
    expect(f.statusCode).toBe(200);
    expect(f.body.data.forecast).toMatchObject({
      basedOnDays: 90,
      unitsSold: 0,
      averageDailyDemand: 0,
      stockoutDate: null,
    });
    expect(f.body.data.forecast.method).toContain('Average daily units sold');
    const a = await call(app, 'GET', `${B}/analytics?period=7`, { token: vendor.token });
    expect(a.statusCode).toBe(200);
    expect(a.body.data).toMatchObject({
      period: 7,
      statusDistribution: [{ _id: 'in_stock', count: 1, totalStock: 30 }],
      movementAnalytics: [{ _id: 'initial', count: 1, totalQuantity: 30 }],
      topValueProducts: [],
    });
  });

  it("another vendor's item, alert or batch answers 404 on every route and nothing changes", async () => {
    const { app } = t();
    const { vendor, items } = await vendorWithItems(app, [5]);
    const item = items[0]!;
    const placed = await placeVendorOrder(app, { vendor, product: item.product, quantity: 1 });
    const alert = (await call(app, 'GET', `${B}/alerts/list`, { token: vendor.token })).body.data.alerts[0];
    expect(alert).toBeTruthy();
    const intruder = await vendorWithItems(app, [7]);
    const tok = intruder.vendor.token;
    const before = await itemOf(app, vendor.token, item.id);
    const id = item.id;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `${B}/${id}`],
      ['PUT', `${B}/${id}`, { reorderPoint: 1 }],
      ['POST', `${B}/${id}/adjust`, { quantity: 5, reason: 'x' }],
      ['POST', `${B}/${id}/batches`, { quantity: 5, unitCost: 1 }],
      ['GET', `${B}/${id}/batches`],
      ['GET', `${B}/${id}/movements`],
      ['POST', `${B}/${id}/alerts/${alert._id}/acknowledge`],
      ['POST', `${B}/${intruder.items[0]!.id}/alerts/${alert._id}/acknowledge`],
      ['DELETE', `${B}/${id}`],
      ['POST', `${B}/${id}/reserve`, { quantity: 1, orderId: placed.order._id }],
      ['POST', `${B}/${intruder.items[0]!.id}/reserve`, { quantity: 1, orderId: placed.order._id }],
      ['POST', `${B}/${id}/release`, { quantity: 1, orderId: placed.order._id, reason: 'x' }],
      ['POST', `${B}/${id}/confirm-sale`, { quantity: 1, orderId: placed.order._id }],
      ['PUT', `${B}/${id}/forecast`, {}],
      ['POST', `${B}/sync-product/${item.productId}`],
      ['POST', B, { productId: item.productId }],
      [
        'POST',
        `${B}/bulk-update`,
        {
          updates: [
            { id: intruder.items[0]!.id, currentStock: 9 },
            { id, currentStock: 0 },
          ],
        },
      ],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(app, method as 'GET', url, { token: tok, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await itemOf(app, vendor.token, item.id)).toEqual(before);
    expect(await itemOf(app, tok, intruder.items[0]!.id)).toMatchObject({ currentStock: 7 });
    const still = (await call(app, 'GET', `${B}/alerts/list`, { token: vendor.token })).body.data.alerts[0];
    expect(still.acknowledged).toBe(false);
    const list = await call(app, 'GET', B, { token: tok });
    expect(list.body.data.items.map((i: { _id: string }) => i._id)).toEqual([intruder.items[0]!.id]);
    const anon = await call(app, 'GET', B);
    expect(anon.statusCode).toBe(401);
    expect(await ledgerProblems(app, [item.productId, intruder.items[0]!.productId])).toEqual([]);
  });
});
