import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type ApplicationStatus, vendorApplications } from './applications.tables.js';

const OPEN: ApplicationStatus[] = ['draft', 'submitted', 'under_review', 'more_info_required'];

/** An application still open (draft to more information required) under this e-mail, if any. */
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

/** Erases the temporary password once the vendor has signed in or changed it (it is never shown again). */
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
