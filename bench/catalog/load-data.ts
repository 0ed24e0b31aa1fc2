import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';

const ADJECTIVES = [
  'Classic',
  'Modern',
  'Rustic',
  'Vintage',
  'Compact',
  'Deluxe',
  'Ultra',
  'Smart',
  'Eco',
  'Premium',
  'Handmade',
  'Portable',
  'Wireless',
  'Organic',
  'Sturdy',
  'Minimal',
  'Cozy',
  'Bright',
  'Silent',
  'Travel',
];
const MATERIALS = [
  'Brass',
  'Oak',
  'Steel',
  'Cotton',
  'Leather',
  'Ceramic',
  'Bamboo',
  'Glass',
  'Wool',
  'Linen',
  'Copper',
  'Walnut',
  'Carbon',
  'Silicone',
  'Marble',
  'Canvas',
  'Velvet',
  'Aluminium',
  'Stone',
  'Rattan',
];
const NOUNS = [
  'Lamp',
  'Chair',
  'Kettle',
  'Mug',
  'Backpack',
  'Speaker',
  'Keyboard',
  'Watch',
  'Wallet',
  'Blanket',
  'Vase',
  'Tent',
  'Bottle',
  'Jacket',
  'Scarf',
  'Headphones',
  'Notebook',
  'Pen',
  'Desk',
  'Shelf',
  'Rug',
  'Pillow',
  'Candle',
  'Planter',
  'Bowl',
  'Knife',
  'Pan',
  'Teapot',
  'Camera',
  'Tripod',
  'Charger',
  'Cable',
  'Mouse',
  'Monitor',
  'Helmet',
  'Lantern',
  'Mat',
  'Dumbbell',
  'Puzzle',
  'Game',
  'Necklace',
  'Ring',
  'Bracelet',
  'Sunglasses',
  'Hat',
  'Sneakers',
  'Boots',
  'Towel',
  'Soap',
  'Brush',
];
const BRANDS = [
  'Northwind',
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Vandelay',
  'Stark',
  'Wayne',
  'Tyrell',
  'Cyberdyne',
  'Soylent',
  'Aperture',
  'Gringotts',
  'Monarch',
  'Oceanic',
  'Pied Piper',
  'Dunder',
  'Wonka',
  'Zorg',
];

const arr = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

export type LoadedData = {
  /** Approved vendors with the most products, most first. */
  vendorIds: string[];
  categoryIds: { main: string[]; sub: string[] };
  /** The main category holding most of the first vendor's products. */
  vendorCategoryId: string;
  /**
   * The approved vendor with the most products for sale (its shop page). Not vendorIds[0]: the
   * loader's drafts all fall to that vendor, whose shop is therefore empty.
   */
  shopVendorId: string;
};

/**
 * Loads the benchmark catalogue with set-based SQL: vendors (5% not approved), the global
 * category tree, products spread over a year (8% not active, 1% deleted), one inventory item
 * each, one or two media rows each.
 */
export async function loadCatalogData(
  db: Database,
  opts: { products: number; vendors: number; subcategories: Array<[string, string[]]> },
): Promise<LoadedData> {
  const { products: n, vendors: v } = opts;
  await db.execute(sql`insert into users (id, email, name, password_hash, role)
    select gen_random_uuid(), 'bench-vendor-' || i || '@bench.test', 'Bench Vendor ' || i, 'x', 'vendor'
    from generate_series(1, ${v}) i`);
  await db.execute(sql`insert into vendors (id, user_id, business_name, email, city, state, verification_status)
    select gen_random_uuid(), u.id, 'Bench Shop ' || substr(u.email, 14, strpos(u.email, '@') - 14), u.email,
      'City', 'ST', case when row_number() over (order by u.email) % 20 = 0 then 'pending' else 'approved' end
    from users u where u.email like 'bench-vendor-%'`);

  for (const [main, subs] of opts.subcategories) {
    await db.execute(sql`insert into categories (id, name, slug, description)
      values (gen_random_uuid(), ${main}, ${main.toLowerCase().replace(/[^a-z0-9]+/g, '-')}, ${main})`);
    for (const sub of subs) {
      await db.execute(sql`insert into categories (id, parent_id, name, slug, description)
        select gen_random_uuid(), id, ${sub}, ${sub.toLowerCase().replace(/[^a-z0-9]+/g, '-')}, ${sub}
        from categories where name = ${main} and parent_id is null and vendor_id is null`);
    }
  }

  await db.execute(sql`insert into products (id, vendor_id, title, description, price_minor, shipping_minor, brand,
      tags, keywords, main_category_id, sub_category_id, status, sku, slug, featured, created_at, updated_at, deleted_at)
    select gen_random_uuid(), vend.ids[(1 + i % ${v})::int], t.title,
      'The ' || lower(t.title) || ' is made of ' || lower(t.material) || ' by ' || t.brand ||
        '. Built for everyday use and backed by a two-year warranty.',
      199 + (i * 104729) % 49800, (i * 13) % 1500, t.brand, array[lower(t.noun)], array[lower(t.material)],
      cat.mains[(1 + (i * 7919) % cat.n)::int], cat.subs[(1 + (i * 7919) % cat.n)::int],
      case when i % 50 = 0 then 'draft' when i % 20 = 0 then 'inactive' else 'active' end,
      upper(left(t.noun, 3)) || '-' || i,
      lower(regexp_replace(t.title, '[^a-zA-Z0-9]+', '-', 'g')) || '-' || i,
      i % 50 = 7,
      now() - i * interval '5 minutes', now() - i * interval '5 minutes',
      case when i % 97 = 0 then now() - interval '1 day' end
    from generate_series(1::bigint, ${n}::bigint) i
    cross join (select array_agg(id order by id) ids from vendors where email like 'bench-vendor-%') vend
    cross join (select array_agg(c.id order by c.id) subs, array_agg(c.parent_id order by c.id) mains, count(*)::int n
      from categories c where c.parent_id is not null and c.vendor_id is null) cat
    cross join lateral (select
        (${arr(ADJECTIVES)})[(1 + i % ${ADJECTIVES.length})::int] || ' ' ||
        (${arr(MATERIALS)})[(1 + (i / ${ADJECTIVES.length}) % ${MATERIALS.length})::int] || ' ' ||
        (${arr(NOUNS)})[(1 + (i / ${ADJECTIVES.length * MATERIALS.length}) % ${NOUNS.length})::int] || ' ' ||
        (100 + i % 900)::text as title,
        (${arr(MATERIALS)})[(1 + (i / ${ADJECTIVES.length}) % ${MATERIALS.length})::int] as material,
        (${arr(NOUNS)})[(1 + (i / ${ADJECTIVES.length * MATERIALS.length}) % ${NOUNS.length})::int] as noun,
        (${arr(BRANDS)})[(1 + (i / 3) % ${BRANDS.length})::int] as brand) t`);

  await db.execute(sql`insert into inventory_items (id, product_id, vendor_id, current_stock, reserved_stock)
    select gen_random_uuid(), p.id, p.vendor_id, s.stock, least(s.stock, (abs(hashtext(p.id::text)) % 3))
    from products p cross join lateral (select (abs(hashtext(p.slug)) % 60) as stock) s`);

  await db.execute(sql`insert into product_media (id, product_id, kind, original_key, thumb_key, display_key,
      mime_type, size_bytes, width, height, position, is_primary)
    select gen_random_uuid(), p.id, 'image', 'bench/' || p.id || '/' || k || '/original.png',
      'bench/' || p.id || '/' || k || '/thumb.webp', 'bench/' || p.id || '/' || k || '/display.webp',
      'image/png', 123456, 1200, 1200, k, k = 0
    from products p cross join generate_series(0, 1) k
    where k = 0 or abs(hashtext(p.slug)) % 10 < 3`);

  // What autovacuum would do after a bulk load: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum (analyze)`);
  return describeCatalogData(db);
}

/** The vendors, categories and the busiest vendor's main category of a loaded catalogue. */
export async function describeCatalogData(db: Database): Promise<LoadedData> {
  const vendorRows = (await db.execute(sql`select v.id, count(p.id)::int n from vendors v
      join products p on p.vendor_id = v.id where v.verification_status = 'approved'
      group by v.id order by n desc, v.id limit 5`)) as unknown as { rows: Array<{ id: string }> };
  const mains = (await db.execute(
    sql`select id from categories where parent_id is null and vendor_id is null order by name`,
  )) as unknown as { rows: Array<{ id: string }> };
  const subs = (await db.execute(
    sql`select id from categories where parent_id is not null and vendor_id is null order by name`,
  )) as unknown as { rows: Array<{ id: string }> };
  const vendorCategory = (await db.execute(sql`select main_category_id as id from products
      where vendor_id = ${vendorRows.rows[0]!.id} group by 1 order by count(*) desc, 1 limit 1`)) as unknown as {
    rows: Array<{ id: string }>;
  };
  const shop = (await db.execute(sql`select p.vendor_id as id from products p
      join vendors v on v.id = p.vendor_id and v.verification_status = 'approved'
      where p.status = 'active' and p.deleted_at is null and p.vendor_visible
      group by 1 order by count(*) desc, 1 limit 1`)) as unknown as { rows: Array<{ id: string }> };
  return {
    shopVendorId: shop.rows[0]!.id,
    vendorCategoryId: vendorCategory.rows[0]!.id,
    vendorIds: vendorRows.rows.map((r) => r.id),
    categoryIds: { main: mains.rows.map((r) => r.id), sub: subs.rows.map((r) => r.id) },
  };
}
