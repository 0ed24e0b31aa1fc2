import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockMovements } from '../../db/schema/index.js';
import { createProduct } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { moveVendorPart } from '../../test/part-steps.js';
import { call, useTestApp } from '../../test/test-app.js';
import { placeVendorOrder } from '../vendor-orders/testing.js';
import { itemIdAndSku } from './ledger-check.queries.js';

const B = '/api/vendors/inventory';

describe('stock movements made through impersonation (decision 0038)', () => {
  const t = useTestApp();

  async function world() {
    const { app } = t();
    const admin = await signedIn(app, 'admin', { name: 'Ada Admin' });
    const vendor = await signedIn(app, 'vendor', { name: 'Vera Vendor', businessName: 'Seen Shop' });
    const product = await createProduct(app, { vendorId: vendor.vendorId!, stock: 20, price: 40 });
    const item = (await itemIdAndSku(app.ctx.db, product.id))!;
    const imp = await call(app, 'POST', `/api/admin/vendors/${vendor.vendorId}/impersonate`, {
      token: admin.token,
    });
    expect(imp.statusCode).toBe(200);
    return { app, admin, vendor, product, item, impToken: imp.body.data.token as string };
  }

  const newest = async (productId: string) => {
    const [row] = await t()
      .app.ctx.db.select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, productId))
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(1);
    return row!;
  };

  it('an adjustment through imp_ names the admin on its movement, "Admin <name> as <shop>" in the list; the shop\'s own does not', async () => {
    const { app, admin, vendor, product, item, impToken } = await world();
    const byAdmin = await call(app, 'POST', `${B}/${item.id}/adjust`, {
      token: impToken,
      body: { quantity: 5, reason: 'Recount by support' },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.body.data.movement.actor).toEqual({
      type: 'user',
      id: vendor.id,
      name: 'Admin Ada Admin as Seen Shop',
      impersonatorId: admin.id,
    });
    expect(await newest(product.id)).toMatchObject({ type: 'adjustment', impersonatorId: admin.id });

    const own = await call(app, 'POST', `${B}/${item.id}/adjust`, {
      token: vendor.token,
      body: { quantity: -2, reason: 'Breakage' },
    });
    expect(own.statusCode).toBe(200);
    expect(await newest(product.id)).toMatchObject({ type: 'adjustment', impersonatorId: null });

    const list = await call(app, 'GET', `${B}/${item.id}/movements`, { token: vendor.token });
    expect(list.statusCode).toBe(200);
    const seen = list.body.data.movements.map((m: { reason: string; actor: { name: string | null } }) => [
      m.reason,
      m.actor.name,
    ]);
    expect(seen).toEqual([
      ['Breakage', 'Vera Vendor'],
      ['Recount by support', 'Admin Ada Admin as Seen Shop'],
      ['Initial stock', null],
    ]);
    expect(list.body.data.movements[0].actor.impersonatorId).toBeNull();
  });

  it('an order shipped through imp_ writes its sale movement with the admin as impersonator', async () => {
    const { app, admin, vendor, product, impToken } = await world();
    const placed = await placeVendorOrder(app, { vendor, product, quantity: 2 });
    await moveVendorPart(app, { token: impToken, partId: placed.partId }, 'shipped');
    expect(await newest(product.id)).toMatchObject({ type: 'sale', quantity: -2, impersonatorId: admin.id });
    // The checkout's reservation was the customer's: no impersonator.
    const moves = await app.ctx.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.orderId, placed.order._id));
    expect(moves.filter((m) => m.productId === product.id).map((m) => [m.type, m.impersonatorId])).toEqual(
      expect.arrayContaining([
        ['reserve', null],
        ['sale', admin.id],
      ]),
    );
  });
});
