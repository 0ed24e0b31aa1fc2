import { SESSION_TTL_MS } from '@market/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/client.js';
import { newSessionToken, sha256 } from '../../lib/tokens.js';
import { insertSession } from '../../modules/accounts/index.js';
import { apiCategory } from '../../modules/catalog/testing.js';
import { createProduct, orderBody } from '../catalog-fixtures.js';
import { type CreatedUser, createAccount, submitApplication } from '../fixtures.js';
import { call } from '../test-app.js';
import type { Pools } from './values.js';

export type FuzzRole = 'anonymous' | 'customer' | 'vendor' | 'admin';

/** The fuzzing tenant's accounts (one per role) and the other tenant whose rows must not change. */
export type World = {
  users: Record<Exclude<FuzzRole, 'anonymous'>, CreatedUser>;
  other: { vendor: CreatedUser; customer: CreatedUser };
  pools: Pools;
};

/** A session token made directly (no sign-in request, so no sign-in rate limit applies). */
export async function mintToken(
  app: FastifyInstance,
  user: CreatedUser,
  role: Exclude<FuzzRole, 'anonymous'>,
) {
  const token = newSessionToken();
  const expiresAt = new Date(app.ctx.clock.now().getTime() + SESSION_TTL_MS);
  await insertSession(app.ctx.db, { tokenHash: sha256(token), userId: user.id, role, expiresAt });
  return token;
}

async function placeOrder(
  app: FastifyInstance,
  token: string,
  email: string,
  lines: { id: string; price: number }[],
) {
  const body = await orderBody(
    app,
    lines.map((l) => ({ productId: l.id, quantity: 1, price: l.price })),
    { email },
  );
  const res = await call(app, 'POST', '/api/orders', { token, body });
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${JSON.stringify(res.body)}`);
  const order = res.body.data.order as { _id: string; orderNumber: string; statusParts: { _id: string }[] };
  const forwarded = await call(app, 'POST', `/api/admin/orders/${order._id}/forward`, {
    token: await adminToken(app),
    body: {},
  });
  // Parts are forwarded on placing when auto-forwarding is on (409 NOTHING_TO_FORWARD then).
  if (forwarded.statusCode !== 200 && forwarded.statusCode !== 409)
    throw new Error(`forward: ${forwarded.statusCode} ${JSON.stringify(forwarded.body)}`);
  return order;
}

let adminUser: CreatedUser | undefined;
const adminToken = async (app: FastifyInstance) => mintToken(app, adminUser!, 'admin');

/**
 * Two tenants: the fuzzing one (a customer, a vendor, an admin) and the other one (a vendor
 * with its own categories and products, and a customer whose order holds only that vendor's
 * product). Ids, e-mails and names of both go into the pools generated requests draw from.
 */
export async function buildWorld(app: FastifyInstance): Promise<World> {
  const stamp = Date.now().toString(36);
  adminUser = await createAccount(app, { role: 'admin' });
  const customer = await createAccount(app, { role: 'customer', email: `fuzz-a-${stamp}@example.test` });
  const vendor = await createAccount(app, { role: 'vendor', businessName: 'Fuzz Alpha' });
  const otherVendor = await createAccount(app, { role: 'vendor', businessName: 'Fuzz Beta' });
  const otherCustomer = await createAccount(app, { role: 'customer', email: `fuzz-b-${stamp}@example.test` });

  const admin = await adminToken(app);
  const globalMain = await apiCategory(app, admin, { name: `Fuzz Main ${stamp}`, admin: true });
  const mine = await apiCategory(app, await mintToken(app, vendor, 'vendor'), { name: 'Alpha Own' });
  const theirs = await apiCategory(app, await mintToken(app, otherVendor, 'vendor'), { name: 'Beta Own' });
  const a1 = await createProduct(app, { vendorId: vendor.vendorId!, title: 'Alpha Lamp', price: 20 });
  const a2 = await createProduct(app, { vendorId: vendor.vendorId!, title: 'Alpha Chair', price: 35 });
  const b1 = await createProduct(app, { vendorId: otherVendor.vendorId!, title: 'Beta Mug', price: 12 });
  const b2 = await createProduct(app, { vendorId: otherVendor.vendorId!, title: 'Beta Bowl', price: 18 });
  const own = await createProduct(app, { vendorId: null, title: 'Gift Card', price: 10 });

  const mineOrder = await placeOrder(app, await mintToken(app, customer, 'customer'), customer.email, [
    a1,
    b1,
    own,
  ]);
  const theirOrder = await placeOrder(
    app,
    await mintToken(app, otherCustomer, 'customer'),
    otherCustomer.email,
    [b2],
  );
  const applicationId = await submitApplication(app, `fuzz-apply-${stamp}@example.test`);

  const ids = [
    ...[globalMain, mine, theirs, a1.id, a2.id, b1.id, b2.id, own.id, applicationId],
    ...[vendor.vendorId!, otherVendor.vendorId!, customer.id, otherCustomer.id, vendor.id, otherVendor.id],
    ...[mineOrder, theirOrder].flatMap((o) => [o._id, ...o.statusParts.map((p) => p._id)]),
  ];
  return {
    users: { customer, vendor, admin: adminUser },
    other: { vendor: otherVendor, customer: otherCustomer },
    pools: {
      ids,
      emails: [customer.email, vendor.email, 'guest@example.test'],
      texts: [mineOrder.orderNumber, theirOrder.orderNumber, 'Alpha Lamp', 'Beta Mug', 'SKU-1', 'secret123'],
    },
  };
}

/**
 * A hash of the other tenant's rows: its vendor profile and account, categories, products,
 * stock counts, and its customer's orders with their parts and items. Reserved stock and
 * order parts of the fuzzing customer's orders are left out: buying and cancelling legitimately
 * change them.
 */
export async function otherTenantHash(app: FastifyInstance, world: World): Promise<string> {
  const v = world.other.vendor.vendorId!;
  const users = [world.other.vendor.id, world.other.customer.id];
  const c = world.other.customer.id;
  const statements: SQL[] = [
    sql`select to_jsonb(t) as r from vendors t where id = ${v}`,
    sql`select to_jsonb(t) as r from users t where id in (${users[0]}, ${users[1]}) order by id`,
    sql`select to_jsonb(t) as r from categories t where vendor_id = ${v} order by id`,
    sql`select to_jsonb(t) - 'search_vector' as r from products t where vendor_id = ${v} order by id`,
    sql`select to_jsonb(t) as r from product_media t where product_id in (select id from products where vendor_id = ${v}) order by id`,
    sql`select product_id, current_stock from inventory_items where vendor_id = ${v} order by product_id`,
    sql`select to_jsonb(t) as r from orders t where customer_id = ${c} order by id`,
    sql`select to_jsonb(t) as r from order_parts t where order_id in (select id from orders where customer_id = ${c}) order by id`,
    sql`select to_jsonb(t) as r from order_items t where order_id in (select id from orders where customer_id = ${c}) order by id`,
  ];
  const rows = [];
  for (const statement of statements) rows.push(await queryRows(app.ctx.db, statement));
  return sha256(JSON.stringify(rows));
}
