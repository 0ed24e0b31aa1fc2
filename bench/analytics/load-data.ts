import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../apps/server/src/db/client.js';
import { createVendors } from '../orders/load-data.js';

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Database | Tx, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as Rows<T>).rows;

/** Products per vendor (order lines pick among them). */
const PRODUCTS_PER_VENDOR = 25;
/** Vendors whose products get two years of daily views (the conversion figures). */
const VIEWED_VENDORS = 20;

const CITIES = [
  ['Austin', 'United States'],
  ['Seattle', 'United States'],
  ['Chicago', 'United States'],
  ['New York', 'United States'],
  ['Miami', 'United States'],
  ['Toronto', 'Canada'],
  ['Vancouver', 'Canada'],
  ['London', 'United Kingdom'],
  ['Manchester', 'United Kingdom'],
  ['Berlin', 'Germany'],
  ['Sydney', 'Australia'],
  ['Auckland', 'New Zealand'],
];

/**
 * The analytics history, set-based (`INSERT ... SELECT generate_series`), in one transaction with
 * the analytics triggers off (`session_replication_role = replica`, which also skips foreign-key
 * checks): `orders` customer orders over two years for `vendors` vendors, each with one vendor
 * part (10% with a second part for another vendor), one to three lines of the vendor's products.
 *
 * - Vendor 1 has exactly 5% of the orders (50,000 of 1,000,000); the others follow a power law
 *   (the second about 4%, the median a few hundred), so every size scales proportionally.
 * - Placed more recently more often (growth: density ~ age^-0.2), at any time of day.
 * - Customers from a pool of 30% of the order count, skewed (a few buy very often, so big vendors
 *   see repeat customers), in twelve cities of six countries.
 * - Statuses by age: recent parts pending/accepted/processing/shipped; older ones 82% delivered,
 *   4% returned, 4% cancelled by the vendor, 4% by the customer, 2% rejected, 4% stuck shipped;
 *   2% of multi-line parts have one line cancelled. Shipping 6-78 h after placing, delivery 1-6
 *   days later against an estimate of 5 days (some late).
 */
export async function loadAnalyticsHistory(db: Database, opts: { orders: number; vendors: number }) {
  const vendorIds = await createVendors(db, opts.vendors, 'an');
  const N = opts.orders;
  const V = opts.vendors;
  const P = PRODUCTS_PER_VENDOR;
  const cities = sql.raw(`array[${CITIES.map(([c]) => `'${c}'`).join(',')}]`);
  const countries = sql.raw(`array[${CITIES.map(([, c]) => `'${c}'`).join(',')}]`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into products (id, vendor_id, title, description, price_minor, shipping_minor, status, slug, sku)
      select md5('anp' || v || '-' || k)::uuid, md5('anv' || v)::uuid, 'Analytics product ' || v || '-' || k,
        'Load test product', 500 + ((v * 31 + k * 17) % 60) * 100, 0, 'active', 'an-' || v || '-' || k, 'AN-' || v || '-' || k
      from generate_series(1, ${V}) v cross join generate_series(0, ${P - 1}) k`);
    // Main categories (the Performance Dashboard's industry average pools vendors of the same ones):
    // 12 global categories; a vendor's products are in category v % 12, every fifth in the next one.
    await tx.execute(sql`
      insert into categories (id, name, slug)
      select md5('anc' || c)::uuid, 'Analytics category ' || c, 'an-category-' || c from generate_series(0, 11) c`);
    await tx.execute(sql`
      update products set main_category_id = md5('anc' || ((split_part(sku, '-', 2)::int
        + case when split_part(sku, '-', 3)::int % 5 = 0 then 1 else 0 end) % 12))::uuid
      where sku like 'AN-%'`);
    // Every vendor part to be made, with its random draws (u: uniform [0,1), h: a non-negative int).
    await tx.execute(sql`
      create temporary table bench_parts on commit drop as
      with base as (
        select g,
          (hashint4(g) & 2147483647)::float8 / 2147483648 as u1,
          (hashint4(g # 1234567) & 2147483647)::float8 / 2147483648 as u2,
          (hashint4(g # 7654321) & 2147483647)::float8 / 2147483648 as u3,
          (hashint4(g # 4242421) & 2147483647)::float8 / 2147483648 as u4,
          hashint4(g # 99991) & 2147483647 as h
        from generate_series(1, ${N}) g
      ), drawn as (
        select g, 1 as part_no, h,
          case when g % 20 = 0 then 1
            else least(${V}, 1 + floor(power(1 + u1 * (power(${V}::float8, 0.2) - 1), 5))::int) end as v,
          730 * power(u2, 1.25) as age, u3, floor(${Math.max(1000, Math.round(N * 0.3))} * u4 * u4)::int as c
        from base
        union all
        select g, 2, hashint4(g # 31337) & 2147483647, 2 + (hashint4(g # 777) & 2147483647) % (${V} - 1),
          730 * power(u2, 1.25), (hashint4(g # 555) & 2147483647)::float8 / 2147483648,
          floor(${Math.max(1000, Math.round(N * 0.3))} * u4 * u4)::int
        from base where g % 10 = 3
      )
      select g, part_no, h, v, c, md5('ano' || g)::uuid as order_id, md5('anpart' || g || '-' || part_no)::uuid as part_id,
        date_trunc('second', now() - age * interval '1 day') as created_at,
        1 + h % 3 as n,
        case
          when age < 2 then case when u3 < 0.6 then 'pending' when u3 < 0.8 then 'accepted'
            when u3 < 0.95 then 'processing' else 'cancelled' end
          when age < 7 then case when u3 < 0.1 then 'processing' when u3 < 0.75 then 'shipped'
            when u3 < 0.9 then 'delivered' else 'cancelled' end
          else case when u3 < 0.82 then 'delivered' when u3 < 0.86 then 'returned' when u3 < 0.94 then 'cancelled'
            when u3 < 0.96 then 'rejected' else 'shipped' end
        end as status,
        case when (u3 * 1000)::int % 2 = 0 then 'user' else 'vendor' end as canceller
      from drawn`);
    await tx.execute(
      sql`alter table bench_parts add column shipped_at timestamptz, add column delivered_at timestamptz`,
    );
    await tx.execute(sql`update bench_parts set
      shipped_at = case when status in ('shipped', 'delivered', 'returned') then created_at + (6 + h % 72) * interval '1 hour' end,
      delivered_at = case when status in ('delivered', 'returned') then created_at + (6 + h % 72) * interval '1 hour'
        + (1 + (h >> 8) % 6) * interval '1 day' + (h % 3600) * interval '1 second' end`);
    await tx.execute(sql`
      insert into order_items (id, order_id, part_id, vendor_id, product_id, title, unit_price_minor, quantity, total_minor, status, created_at)
      select md5('ani' || b.g || '-' || b.part_no || '-' || j)::uuid, b.order_id, b.part_id, md5('anv' || b.v)::uuid,
        md5('anp' || b.v || '-' || ((b.h >> 4) + j * 7) % ${P})::uuid,
        'Analytics product ' || b.v || '-' || ((b.h >> 4) + j * 7) % ${P},
        500 + ((b.v * 31 + (((b.h >> 4) + j * 7) % ${P}) * 17) % 60) * 100, 1 + (b.h >> 12) % 2,
        (500 + ((b.v * 31 + (((b.h >> 4) + j * 7) % ${P}) * 17) % 60) * 100) * (1 + (b.h >> 12) % 2),
        case when j = b.n and b.n > 1 and b.h % 50 = 7 and b.status not in ('cancelled', 'rejected') then 'cancelled' else 'active' end,
        b.created_at
      from bench_parts b cross join lateral generate_series(1, b.n) j`);
    await tx.execute(sql`
      insert into order_parts (id, order_id, type, vendor_id, status, order_number, customer_name, customer_email,
        item_count, subtotal_minor, shipping_minor, commission_rate_bp, commission_minor, vendor_amount_minor,
        forwarded_at, cancelled_by, shipped_at, delivered_at, created_at, updated_at)
      select b.part_id, b.order_id, 'vendor', md5('anv' || b.v)::uuid, b.status, 'AN-' || (1700000000000 + b.g)::text,
        'Customer ' || b.c, 'customer' || b.c || '@bench.test', b.n, i.subtotal, 500, 1000, i.subtotal / 10,
        i.subtotal - i.subtotal / 10, b.created_at, case when b.status = 'cancelled' then b.canceller end,
        b.shipped_at, b.delivered_at, b.created_at, coalesce(b.delivered_at, b.shipped_at, b.created_at)
      from bench_parts b
      join (select part_id, sum(total_minor) filter (where status = 'active')::int as subtotal
            from order_items group by part_id) i on i.part_id = b.part_id`);
    await tx.execute(sql`
      insert into orders (id, order_number, customer_name, customer_email, customer_phone, ship_street, ship_city,
        ship_state, ship_zip_code, ship_country, delivery_speed, estimated_delivery_at, payment_method, payment_status,
        currency, subtotal_minor, shipping_minor, tax_minor, total_minor, tax_rate_bp, unified_status, order_type,
        created_at, updated_at)
      select b.order_id, 'AN-' || (1700000000000 + b.g)::text, 'Customer ' || b.c, 'customer' || b.c || '@bench.test',
        '+1 555 0100', '1 Bench Street', (${cities})[1 + b.c % ${CITIES.length}], '', '00000',
        (${countries})[1 + b.c % ${CITIES.length}], 'standard', b.created_at + interval '5 days', 'card', 'paid', 'USD',
        s.subtotal, s.shipping, s.subtotal * 8 / 100, s.subtotal + s.shipping + s.subtotal * 8 / 100, 800,
        case when b.status = 'pending' then 'placed' else b.status end, 'vendor_only', b.created_at, b.created_at
      from bench_parts b
      join (select order_id, sum(subtotal_minor)::int as subtotal, sum(shipping_minor)::int as shipping
            from order_parts where order_number like 'AN-%' group by order_id) s on s.order_id = b.order_id
      where b.part_no = 1`);
    // Two years of daily product views for the biggest vendors' products.
    await tx.execute(sql`
      insert into product_views_daily (product_id, day, views)
      select md5('anp' || v || '-' || k)::uuid, d::date,
        (abs(hashtext(v || '-' || k || d::date::text)) % 40 + case when extract(dow from d) in (0, 6) then 15 else 0 end)::int
      from generate_series(1, ${Math.min(VIEWED_VENDORS, V)}) v cross join generate_series(0, ${P - 1}) k
      cross join generate_series(current_date - 730, current_date, interval '1 day') d`);
  });
  // A steady-state database: statistics current and the visibility map set.
  await db.execute(sql`vacuum analyze`);
  return { vendorIds };
}

/** Order and part counts of the loaded history, and the largest vendor's share. */
export async function describeAnalyticsHistory(db: Database, vendorId: string) {
  const [r] = await rows<{ orders: number; parts: number; items: number; largest: number }>(
    db,
    sql`select (select count(*)::int from orders where order_number like 'AN-%') as orders,
      (select count(*)::int from order_parts where order_number like 'AN-%') as parts,
      (select count(*)::int from order_items where title like 'Analytics product %') as items,
      (select count(*)::int from order_parts where vendor_id = ${vendorId}) as largest`,
  );
  return r!;
}
