import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, users } from './accounts.tables.js';
import { vendors } from './vendors.tables.js';

/*
 * The audit log's reads for the audit-log module's screens (the list, the CSV export, a vendor's own
 * entries); accounts owns audit_log, plugins/audit.ts writes it through insertAuditEntry.
 */

/** The filters of the audit screens; every one optional. `to` is exclusive (the day after the last). */
export type AuditFilters = {
  actorId?: string | undefined;
  vendorId?: string | undefined;
  action?: string | undefined;
  route?: string | undefined;
  subjectType?: string | undefined;
  subjectId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Newest first unless 'oldest'. */
  sort?: 'newest' | 'oldest' | undefined;
};

const asVendor = alias(vendors, 'as_vendor');
const shop = alias(vendors, 'shop');

function where(f: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.actorId) conditions.push(eq(auditLog.actorId, f.actorId));
  if (f.vendorId) conditions.push(eq(auditLog.vendorId, f.vendorId));
  if (f.action) conditions.push(eq(auditLog.action, f.action));
  if (f.route) conditions.push(eq(auditLog.route, f.route));
  if (f.subjectType) conditions.push(eq(auditLog.subjectType, f.subjectType));
  if (f.subjectId) conditions.push(eq(auditLog.subjectId, f.subjectId));
  if (f.from) conditions.push(gte(auditLog.createdAt, f.from));
  if (f.to) conditions.push(lt(auditLog.createdAt, f.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of entries, newest first, with the actor's name and the shops' names. */
export async function selectAuditPage(db: DbOrTx, f: AuditFilters, page: { offset: number; limit: number }) {
  return db
    .select({
      entry: auditLog,
      actorName: users.name,
      actorRole: users.role,
      asVendorName: asVendor.businessName,
      vendorName: shop.businessName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(asVendor, eq(asVendor.id, auditLog.asVendorId))
    .leftJoin(shop, eq(shop.id, auditLog.vendorId))
    .where(where(f))
    .orderBy(
      ...(f.sort === 'oldest'
        ? [asc(auditLog.createdAt), asc(auditLog.id)]
        : [desc(auditLog.createdAt), desc(auditLog.id)]),
    )
    .offset(page.offset)
    .limit(page.limit);
}

export type AuditPageRow = Awaited<ReturnType<typeof selectAuditPage>>[number];

export async function countAuditEntries(db: DbOrTx, f: AuditFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(where(f));
  return row?.n ?? 0;
}
