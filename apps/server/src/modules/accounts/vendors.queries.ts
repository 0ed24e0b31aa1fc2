import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type VerificationStatus, vendors } from './vendors.tables.js';

/*
 * The vendors table is owned here (decision 0039): admin-vendors (list, status, commission,
 * impersonation) and vendor-account (profile, logo) read and write it through these functions,
 * passing their transaction.
 */

export type VendorFilter = { status?: VerificationStatus; search?: string };

function vendorsWhere(filter: VendorFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.status) filters.push(eq(vendors.verificationStatus, filter.status));
  const search = filter.search?.trim();
  if (search) {
    const term = `%${search.replace(/[%_\\]/g, '\\$&')}%`;
    filters.push(or(ilike(vendors.businessName, term), ilike(vendors.email, term))!);
  }
  return filters.length ? and(...filters) : undefined;
}

/** One page of vendors, newest first, and how many match (the admin's vendor list). */
export async function listVendorRows(
  db: DbOrTx,
  filter: VendorFilter,
  page: { offset: number; limit: number },
) {
  const where = vendorsWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vendors)
      .where(where)
      .orderBy(desc(vendors.createdAt), desc(vendors.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(vendors).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A vendor's row by its id, or undefined. */
export async function findVendor(db: DbOrTx, vendorId: string) {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  return row;
}

/** How many vendors are in each verification status. */
export async function countVendorRowsByStatus(db: DbOrTx) {
  return db
    .select({ status: vendors.verificationStatus, n: count() })
    .from(vendors)
    .groupBy(vendors.verificationStatus);
}

/** What an admin changes on a vendor: its verification status and its own commission rate (null = the marketplace's). */
export type VendorStandingChanges = Partial<
  Pick<typeof vendors.$inferInsert, 'verificationStatus' | 'commissionRateBp'>
>;

/** The admin's change of status and/or commission; the vendor row after it, or undefined when there is no such vendor. */
export async function updateVendorStanding(db: DbOrTx, vendorId: string, set: VendorStandingChanges) {
  const [row] = await db.update(vendors).set(set).where(eq(vendors.id, vendorId)).returning();
  return row;
}

/**
 * What a vendor changes on its own profile (business profile, bank details, handling days, logo):
 * never its user, e-mail, status, commission or application.
 */
export type VendorProfileChanges = Partial<
  Omit<
    typeof vendors.$inferInsert,
    | 'id'
    | 'userId'
    | 'email'
    | 'verificationStatus'
    | 'commissionRateBp'
    | 'applicationId'
    | 'createdAt'
    | 'updatedAt'
  >
>;

/** The vendor's own profile change; the vendor row after it, or undefined when there is no such vendor. */
export async function updateVendorProfileRow(db: DbOrTx, vendorId: string, set: VendorProfileChanges) {
  const [row] = await db.update(vendors).set(set).where(eq(vendors.id, vendorId)).returning();
  return row;
}
