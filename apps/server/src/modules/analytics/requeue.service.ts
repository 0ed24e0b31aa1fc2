import type { DbOrTx } from '../../db/client.js';
import { queueDeliveredParts } from './requeue.queries.js';

/**
 * After a vendor's handling days change, its deliveries are judged on time again by the analytics
 * job, so the rollups keep equalling a rebuild. Call inside the transaction that changes them.
 */
export async function requeueVendorDeliveries(opts: { db: DbOrTx; vendorId: string }): Promise<void> {
  await queueDeliveredParts(opts.db, opts.vendorId);
}
