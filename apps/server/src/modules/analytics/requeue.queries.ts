import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderPartRows } from '../orders/index.js';
import { analyticsDirtyParts } from './analytics.tables.js';

/** Queues every delivered part of a vendor for the analytics refresh (their on-time judgement depends on the vendor's handling days). */
export async function queueDeliveredParts(db: DbOrTx, vendorId: string) {
  await db.execute(sql`insert into ${analyticsDirtyParts} (part_id)
    select id from ${orderPartRows} p where vendor_id = ${vendorId} and delivered_at is not null
    on conflict (part_id) do nothing`);
}
