import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** Queues every delivered part of a vendor for the analytics refresh (their on-time judgement depends on the vendor's handling days). */
export async function queueDeliveredParts(db: DbOrTx, vendorId: string) {
  await db.execute(sql`insert into analytics_dirty_parts (part_id)
    select id from order_parts where vendor_id = ${vendorId} and delivered_at is not null
    on conflict (part_id) do nothing`);
}
