import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type AuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: DbOrTx, entry: AuditEntry) {
  await db.insert(auditLog).values(entry);
}
