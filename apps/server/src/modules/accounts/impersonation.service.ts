import type { AppContext } from '../../context.js';
import { forbidden } from '../../lib/errors.js';
import { insertAuditEntry } from './audit.queries.js';
import { deleteSession } from './sessions.queries.js';

/** Ends an impersonation session (return to the admin panel, or sign-out while impersonating); audited. */
export async function endImpersonation(opts: {
  ctx: AppContext;
  sessionId: string;
  impersonatorId: string | null;
  vendorId: string | null;
}) {
  const { ctx } = opts;
  if (!opts.impersonatorId)
    throw forbidden('This session is not an impersonation session', 'NOT_IMPERSONATING');
  const now = ctx.clock.now();
  const ended = await ctx.db.transaction(async (tx) => {
    const ids = await deleteSession(tx, opts.sessionId);
    await insertAuditEntry(tx, {
      actorId: opts.impersonatorId,
      action: 'impersonation.end',
      subjectType: 'vendor',
      subjectId: opts.vendorId ?? '',
      vendorId: opts.vendorId,
      asVendorId: opts.vendorId,
      details: { sessionId: opts.sessionId, endedAt: now.toISOString() },
      createdAt: now,
    });
    return ids;
  });
  await ctx.sessions.clear();
  ctx.sessionEnds.publish(ended);
}
