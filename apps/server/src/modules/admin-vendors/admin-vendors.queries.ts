import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type VerificationStatus, vendors } from '../../db/schema/index.js';

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

/** One page of vendors, newest first, and how many match. */
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

export async function findVendor(db: DbOrTx, vendorId: string) {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  return row;
}

export type VendorChanges = Partial<typeof vendors.$inferInsert>;

/** The vendor row after the change, or undefined when there is no such vendor. */
export async function updateVendor(db: DbOrTx, vendorId: string, set: VendorChanges) {
  const [row] = await db.update(vendors).set(set).where(eq(vendors.id, vendorId)).returning();
  return row;
}

/** How many vendors are in each verification status. */
export async function countVendorRowsByStatus(db: DbOrTx) {
  return db
    .select({ status: vendors.verificationStatus, n: count() })
    .from(vendors)
    .groupBy(vendors.verificationStatus);
}
