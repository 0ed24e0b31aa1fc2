import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type ApplicationStatus, vendorApplications } from '../../db/schema/index.js';

const OPEN: ApplicationStatus[] = ['draft', 'submitted', 'under_review', 'more_info_required'];

export async function findOpenApplicationByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select({ id: vendorApplications.id, applicationId: vendorApplications.applicationId })
    .from(vendorApplications)
    .where(
      and(
        sql`lower(${vendorApplications.email}) = ${email.toLowerCase()}`,
        inArray(vendorApplications.status, OPEN),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function clearTemporaryPassword(db: DbOrTx, vendorId: string) {
  await db
    .update(vendorApplications)
    .set({ temporaryPassword: null })
    .where(
      and(
        eq(vendorApplications.vendorId, vendorId),
        sql`${vendorApplications.temporaryPassword} is not null`,
      ),
    );
}
