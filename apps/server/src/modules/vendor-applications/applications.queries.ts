import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type ApplicationStatus, vendorApplications } from './applications.tables.js';

export async function findApplication(db: DbOrTx, applicationId: string, forUpdate = false) {
  const query = db
    .select()
    .from(vendorApplications)
    .where(eq(vendorApplications.applicationId, applicationId))
    .limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function applicationIdExists(db: DbOrTx, applicationId: string) {
  const rows = await db
    .select({ id: vendorApplications.id })
    .from(vendorApplications)
    .where(eq(vendorApplications.applicationId, applicationId))
    .limit(1);
  return rows.length > 0;
}

export async function insertApplication(db: DbOrTx, values: typeof vendorApplications.$inferInsert) {
  const [row] = await db.insert(vendorApplications).values(values).returning();
  return row!;
}

export async function updateApplication(
  db: DbOrTx,
  id: string,
  values: Partial<typeof vendorApplications.$inferInsert>,
) {
  const [row] = await db
    .update(vendorApplications)
    .set(values)
    .where(eq(vendorApplications.id, id))
    .returning();
  return row!;
}

export async function listApplications(
  db: DbOrTx,
  opts: { status?: ApplicationStatus; search?: string; offset: number; limit: number },
) {
  const filters = [];
  if (opts.status) filters.push(eq(vendorApplications.status, opts.status));
  if (opts.search) {
    const term = `%${opts.search.replace(/[%_\\]/g, '\\$&')}%`;
    filters.push(
      or(
        ilike(vendorApplications.businessName, term),
        ilike(vendorApplications.email, term),
        ilike(vendorApplications.applicationId, term),
        ilike(
          sql`${vendorApplications.contactFirstName} || ' ' || ${vendorApplications.contactLastName}`,
          term,
        ),
      ),
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vendorApplications)
      .where(where)
      .orderBy(desc(vendorApplications.createdAt), desc(vendorApplications.id))
      .offset(opts.offset)
      .limit(opts.limit),
    db.select({ n: count() }).from(vendorApplications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countApplicationsByStatus(db: DbOrTx) {
  return db
    .select({ status: vendorApplications.status, n: count() })
    .from(vendorApplications)
    .groupBy(vendorApplications.status);
}
