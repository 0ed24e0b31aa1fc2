import { ORDER_STATUSES, PART_STATUSES } from '@market/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct, orderBody } from '../test/catalog-fixtures.js';
import { call, useTestApp } from '../test/test-app.js';
import { orderParts, orders, users } from './schema/index.js';

/** The database's message for a failed statement (drizzle wraps the driver's error as `cause`). */
async function failure(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const e = error as { message: string; cause?: { message?: string } };
    return `${e.message} ${e.cause?.message ?? ''}`;
  }
  return 'no error';
}

/** Migration 0010: the enum-like text columns hold only the values of @market/domain. */
describe('enum check constraints', () => {
  const t = useTestApp();

  async function placedOrder() {
    const product = await createProduct(t().app, { vendorId: null, title: 'Gift Card', price: 10, stock: 5 });
    const body = await orderBody(t().app, [{ productId: product.id, quantity: 1, price: 10 }], {
      email: `check-${Date.now()}@example.test`,
    });
    const res = await call(t().app, 'POST', '/api/orders', { body });
    expect(res.statusCode).toBe(201);
    return res.body.data.order._id as string;
  }

  it('refuses an order or part status outside the domain lists, and takes every value in them', async () => {
    const db = t().database.db;
    const orderId = await placedOrder();
    expect(
      await failure(db.update(orders).set({ unifiedStatus: 'lost' }).where(eq(orders.id, orderId))),
    ).toContain('orders_unified_status_check');
    expect(
      await failure(db.execute(sql`update order_parts set status = 'lost' where order_id = ${orderId}`)),
    ).toContain('order_parts_status_check');
    for (const status of ORDER_STATUSES) {
      await db.update(orders).set({ unifiedStatus: status }).where(eq(orders.id, orderId));
    }
    for (const status of PART_STATUSES) {
      await db.update(orderParts).set({ status }).where(eq(orderParts.orderId, orderId));
    }
    const [part] = await db.select().from(orderParts).where(eq(orderParts.orderId, orderId));
    expect(part!.status).toBe(PART_STATUSES.at(-1));
  });

  it('refuses a role outside customer, vendor and admin', async () => {
    const insert = t().database.db.execute(
      sql`insert into ${users} (id, email, name, password_hash, role) values (gen_random_uuid(), 'x@example.test', 'X', 'h', 'owner')`,
    );
    expect(await failure(insert)).toContain('users_role_check');
  });
});
