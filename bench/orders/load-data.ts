import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Database, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as Rows<T>).rows;

/** Vendors (approved, with a user each) created in one statement pair; returns their ids in order. */
export async function createVendors(db: Database, count: number, prefix: string): Promise<string[]> {
  await db.execute(sql`
    insert into users (id, email, name, password_hash, role)
    select md5(${prefix} || 'u' || g)::uuid, ${prefix} || g || '@bench.test', 'Bench vendor ' || g, 'x', 'vendor'
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into vendors (id, user_id, business_name, email, verification_status)
    select md5(${prefix} || 'v' || g)::uuid, md5(${prefix} || 'u' || g)::uuid, 'Bench Shop ' || g, ${prefix} || g || '@bench.test', 'approved'
    from generate_series(1, ${count}) g`);
  const list = await rows<{ id: string }>(
    db,
    sql`select md5(${prefix} || 'v' || g)::uuid::text as id from generate_series(1, ${count}) g order by g`,
  );
  return list.map((r) => r.id);
}

/**
 * Placement data: `products` active products at 10.00 spread over the vendors with plenty of
 * stock, plus one hot product with `hotStock` units for the contended run.
 */
export async function loadPlacementData(
  db: Database,
  opts: { vendors: number; products: number; hotStock: number },
) {
  const vendorIds = await createVendors(db, opts.vendors, 'place');
  await db.execute(sql`
    insert into products (id, vendor_id, title, description, price_minor, shipping_minor, status, slug, sku)
    select md5('p' || g)::uuid, md5('placev' || (1 + g % ${opts.vendors}))::uuid, 'Bench product ' || g, 'Load test product',
           1000, 0, 'active', 'bench-product-' || g, 'B-' || g
    from generate_series(1, ${opts.products + 1}) g`);
  await db.execute(sql`
    insert into inventory_items (product_id, vendor_id, current_stock, id)
    select p.id, p.vendor_id, case when p.sku = ${`B-${opts.products + 1}`} then ${opts.hotStock} else 1000000 end, gen_random_uuid()
    from products p where p.sku like 'B-%'`);
  const products = await rows<{ id: string; sku: string }>(
    db,
    sql`select id::text, sku from products where sku like 'B-%' order by sku`,
  );
  const hot = products.find((p) => p.sku === `B-${opts.products + 1}`)!.id;
  return { vendorIds, productIds: products.filter((p) => p.id !== hot).map((p) => p.id), hotProductId: hot };
}

/**
 * List data: `parts` vendor parts (one order, one part and one item each) over `vendors` vendors
 * across the last year, in a realistic mix of statuses, delivered ones with commission.
 */
export async function loadOrderHistory(db: Database, opts: { vendors: number; parts: number }) {
  const vendorIds = await createVendors(db, opts.vendors, 'hist');
  const n = opts.parts;
  const status = sql`(case
      when g % 100 < 70 then 'delivered' when g % 100 < 78 then 'shipped' when g % 100 < 83 then 'processing'
      when g % 100 < 88 then 'pending' when g % 100 < 92 then 'accepted' when g % 100 < 98 then 'cancelled'
      else 'rejected' end)`;
  const created = sql`(now() - ((g % 365) || ' days')::interval - ((g % 86400) || ' seconds')::interval)`;
  await db.execute(sql`
    insert into orders (id, order_number, customer_name, customer_email, customer_phone, ship_street, ship_city,
      ship_state, ship_zip_code, ship_country, delivery_speed, estimated_delivery_at, payment_method, payment_status,
      currency, subtotal_minor, shipping_minor, tax_minor, total_minor, tax_rate_bp, unified_status, order_type,
      created_at, updated_at)
    select md5('o' || g)::uuid, 'IT-' || (1700000000000 + g)::text || 'BENCH', 'Customer ' || (g % 40000),
      'customer' || (g % 40000) || '@bench.test', '+1 555 0100', '1 Bench Street', 'Springfield', 'IL', '62701',
      'United States', 'standard', ${created} + interval '5 days', 'cod', 'pending', 'USD',
      1000 + (g % 50) * 100, 500, 80 + (g % 50) * 8, 1580 + (g % 50) * 108, 800, 'placed', 'vendor_only',
      ${created}, ${created}
    from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into order_parts (id, order_id, type, vendor_id, status, order_number, customer_name, customer_email,
      item_count, subtotal_minor, shipping_minor, commission_rate_bp, commission_minor, vendor_amount_minor,
      forwarded_at, cancelled_by, shipped_at, delivered_at, created_at, updated_at)
    select md5('part' || g)::uuid, md5('o' || g)::uuid, 'vendor', md5('histv' || (1 + g % ${opts.vendors}))::uuid, ${status},
      'IT-' || (1700000000000 + g)::text || 'BENCH', 'Customer ' || (g % 40000), 'customer' || (g % 40000) || '@bench.test',
      1 + g % 3, 1000 + (g % 50) * 100, 500, 2000, (1000 + (g % 50) * 100) / 5, (1000 + (g % 50) * 100) * 4 / 5,
      ${created}, case when g % 100 between 92 and 94 then 'user' when g % 100 between 95 and 99 then 'vendor' end,
      case when g % 100 < 78 then ${created} + interval '2 days' end,
      case when g % 100 < 70 then ${created} + interval '4 days' end,
      ${created}, ${created}
    from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into order_items (id, order_id, part_id, vendor_id, title, unit_price_minor, quantity, total_minor, created_at)
    select md5('item' || g)::uuid, md5('o' || g)::uuid, md5('part' || g)::uuid, md5('histv' || (1 + g % ${opts.vendors}))::uuid,
      'Bench item ' || (g % 1000), 1000 + (g % 50) * 100, 1, 1000 + (g % 50) * 100, ${created}
    from generate_series(1, ${n}) g`);
  // A steady-state database: statistics current and the visibility map set by (auto)vacuum.
  await db.execute(sql`vacuum analyze`);
  return { vendorIds };
}
