import type { DbOrTx } from '../../db/client.js';
import { currentAuditStore } from '../../lib/audit-context.js';
import { auditLog } from './accounts.tables.js';

export type AuditEntry = typeof auditLog.$inferInsert;

/**
 * Appends an entry. Inside a request, the request's address, method and route fill the fields the
 * caller left out, and the request's generic entry is not written again (decision 0038).
 */
export async function insertAuditEntry(db: DbOrTx, entry: AuditEntry) {
  const store = currentAuditStore();
  await db.insert(auditLog).values({
    ...(store && { ip: store.ip, method: store.method, route: store.route }),
    ...entry,
  });
  if (store) store.written = true;
}
