import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryBatches, stockMovements } from '../../db/schema/index.js';
import { call, useTestApp } from '../../test/test-app.js';
import { itemOf, vendorWithItems } from './testing.js';

/** Unit costs are money: more decimals than the currency has answer 400 on the field (decision 0037). */
describe('inventory unit costs', () => {
  const t = useTestApp();
  const B = '/api/vendors/inventory';

  const stored = async (itemId: string, productId: string) => ({
    batches: await t()
      .database.db.select()
      .from(inventoryBatches)
      .where(eq(inventoryBatches.inventoryItemId, itemId)),
    movements: await t()
      .database.db.select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, productId)),
  });

  it('refuses 0.001 and 0.005 on a batch and on an adjustment, naming unitCost, storing nothing', async () => {
    const { app } = t();
    const { vendor, items } = await vendorWithItems(app, [20]);
    const item = items[0]!;
    const before = await stored(item.id, item.productId);
    for (const unitCost of [0.001, 0.005, 2.499]) {
      const batch = await call(app, 'POST', `${B}/${item.id}/batches`, {
        token: vendor.token,
        body: { quantity: 5, unitCost },
      });
      expect(batch.statusCode).toBe(400);
      expect(batch.body.details).toContainEqual({
        path: 'unitCost',
        message: 'Unit cost can have at most 2 decimal places',
      });
      const adjust = await call(app, 'POST', `${B}/${item.id}/adjust`, {
        token: vendor.token,
        body: { quantity: 5, reason: 'Delivery', unitCost },
      });
      expect(adjust.statusCode).toBe(400);
      expect(adjust.body.details).toContainEqual({
        path: 'unitCost',
        message: 'Unit cost can have at most 2 decimal places',
      });
    }
    expect(await stored(item.id, item.productId)).toEqual(before);
    expect((await itemOf(app, vendor.token, item.id)).currentStock).toBe(20);

    // Two decimals are stored exactly.
    const ok = await call(app, 'POST', `${B}/${item.id}/batches`, {
      token: vendor.token,
      body: { quantity: 5, unitCost: 0.01 },
    });
    expect(ok.statusCode).toBe(201);
    const after = await stored(item.id, item.productId);
    expect(after.batches.map((b) => b.unitCostMinor)).toEqual([1]);
  });
});
