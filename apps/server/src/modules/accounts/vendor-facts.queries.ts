import { inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { users } from './accounts.tables.js';
import { vendors } from './vendors.tables.js';

/**
 * What other modules may read of a vendor inside one of their statements (join it as
 * `vendor_facts`): its id, business name, contact e-mail and phone, verification status and
 * commission rate. PostgreSQL inlines the subquery, so the plan is the one of a join on vendors.
 */
export const vendorFacts = new QueryBuilder()
  .select({
    id: vendors.id,
    businessName: vendors.businessName,
    email: vendors.email,
    phone: vendors.phone,
    verificationStatus: vendors.verificationStatus,
    commissionRateBp: vendors.commissionRateBp,
  })
  .from(vendors)
  .as('vendor_facts');

/** The names of some users (for the names of the actors of an order's events). */
export async function findUserNames(db: DbOrTx, ids: string[]): Promise<Array<{ id: string; name: string }>> {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
}
