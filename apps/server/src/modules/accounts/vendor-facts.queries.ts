import { asc, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { users } from './accounts.tables.js';
import { vendors } from './vendors.tables.js';

/**
 * What other modules may read of a vendor inside one of their statements (join it as
 * `vendor_facts`): its id, business name, contact e-mail and phone, verification status,
 * commission rate and its public shop fields (logo, description, city, state). PostgreSQL inlines the subquery, so the plan is the one of a join on vendors.
 */
export const vendorFacts = new QueryBuilder()
  .select({
    id: vendors.id,
    businessName: vendors.businessName,
    email: vendors.email,
    phone: vendors.phone,
    verificationStatus: vendors.verificationStatus,
    commissionRateBp: vendors.commissionRateBp,
    logo: vendors.logo,
    description: vendors.description,
    city: vendors.city,
    state: vendors.state,
  })
  .from(vendors)
  .as('vendor_facts');

/** Users' names for another module's statement (join it as `user_names`: id, name). */
export const userNames = new QueryBuilder()
  .select({ id: users.id, name: users.name })
  .from(users)
  .as('user_names');

/** The names of some users (for the names of the actors of an order's events). */
export async function findUserNames(db: DbOrTx, ids: string[]): Promise<Array<{ id: string; name: string }>> {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
}

const approved = eq(vendors.verificationStatus, 'approved');

/** How many vendors are approved (their shops are public: the sitemap; vendors_status_idx). */
export async function countApprovedVendors(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(vendors).where(approved);
  return Number(row?.n ?? 0);
}

/** A page of approved vendors' ids and last changes, oldest first (the sitemap's shops). */
export async function listApprovedVendors(
  db: DbOrTx,
  page: { limit: number; offset: number },
): Promise<Array<{ id: string; updatedAt: Date }>> {
  return db
    .select({ id: vendors.id, updatedAt: vendors.updatedAt })
    .from(vendors)
    .where(approved)
    .orderBy(asc(vendors.createdAt), asc(vendors.id))
    .limit(page.limit)
    .offset(page.offset);
}
