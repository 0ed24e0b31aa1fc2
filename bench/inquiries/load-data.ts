import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { createVendors } from '../orders/load-data.js';

const WORDS = [
  'kettle',
  'parcel',
  'refund',
  'charger',
  'invoice',
  'lamp',
  'strap',
  'colour',
  'size',
  'warranty',
];

/**
 * `count` inquiries over `vendors` vendors and 20,000 customers across the last 180 days, in every
 * status, priority and category, one customer message each (the text also in search_text, as the
 * app keeps it). The first vendor, the one measured, gets `share` of them (default 10 percent).
 */
export async function loadInquiries(db: Database, opts: { count: number; vendors: number; share: number }) {
  const vendorIds = await createVendors(db, opts.vendors, 'inq');
  await db.execute(sql`
    insert into users (id, email, name, password_hash, role)
    select md5('inqc' || g)::uuid, 'shopper' || g || '@bench.test', 'Shopper ' || g, 'x', 'customer'
    from generate_series(1, 20000) g`);
  const big = Math.round(opts.count * opts.share);
  const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  // The measured vendor takes g <= big; the others share the rest round robin.
  const vendor = sql`case when g <= ${big} then md5('inqv1')::uuid else md5('inqv' || (2 + g % ${opts.vendors - 1}))::uuid end`;
  const created = sql`(now() - ((g % 180) || ' days')::interval - ((g * 37 % 86400) || ' seconds')::interval)`;
  const subject = sql.raw(`(${words})[1 + g % 10] || ' question ' || (g % 997)`);
  const message = sql.raw(
    `'Hello, I have a question about the ' || (${words})[1 + (g / 10) % 10] || ' of my order number ' || (g % 50000) || '. Could you please help me with it soon? Thanks a lot.'`,
  );
  const number = sql`'INQ-' || lpad(upper(to_hex(g)), 8, '0')`;
  await db.execute(sql`
    insert into inquiries (id, inquiry_number, vendor_id, customer_id, customer_name, customer_email, subject,
      category, priority, priority_rank, status, message_count, vendor_unread, customer_unread,
      first_customer_message_at, first_vendor_reply_at, rating, search_text, last_activity_at, created_at, updated_at)
    select md5('inq' || g)::uuid, ${number}, ${vendor}, md5('inqc' || (1 + g % 20000))::uuid,
      'Shopper ' || (1 + g % 20000), 'shopper' || (1 + g % 20000) || '@bench.test', ${subject},
      (array['product_inquiry','order_support','shipping','return_refund','technical','billing','general'])[1 + g % 7],
      (array['low','medium','high','urgent'])[1 + (g / 7) % 4], 1 + (g / 7) % 4,
      (array['open','in_progress','waiting_customer','resolved','closed'])[1 + (g / 3) % 5],
      1 + (g % 4), case when g % 5 = 0 then 1 else 0 end, 0,
      ${created}, case when g % 5 <> 0 then ${created} + ((g % 600) || ' minutes')::interval end,
      case when (g / 3) % 5 >= 3 and g % 2 = 0 then 1 + g % 5 end,
      lower(${number} || chr(31) || ${subject} || chr(31) || 'Shopper ' || (1 + g % 20000) || chr(31) ||
        'shopper' || (1 + g % 20000) || '@bench.test' || chr(31) || ${message}),
      ${created} + ((g % 3000) || ' minutes')::interval, ${created}, ${created}
    from generate_series(1, ${opts.count}) g`);
  await db.execute(sql`
    insert into inquiry_messages (id, inquiry_id, sender_role, is_vendor_message, sender_name, message, created_at)
    select md5('inqm' || g)::uuid, md5('inq' || g)::uuid, 'customer', false, 'Shopper ' || (1 + g % 20000), ${message}, ${created}
    from generate_series(1, ${opts.count}) g`);
  await db.execute(sql`vacuum analyze`);
  return { vendorIds, measuredVendorInquiries: big };
}
