import { z } from 'zod';
import { paginationSchema } from '../../lib/http.js';
import type { AuditPageRow } from '../accounts/index.js';
import { actorLabel } from './audit-log.service.js';

const day = z.iso.date({ error: 'Use a date as YYYY-MM-DD' });
const text = z.string().trim().min(1).max(200);

/** The filters of the admin's audit screen (all in the URL); unknown fields are rejected. */
export const adminAuditQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  actorId: z.uuid({ error: 'Choose an actor by id' }).optional(),
  vendorId: z.uuid({ error: 'Choose a vendor by id' }).optional(),
  action: text.optional(),
  route: text.optional(),
  subjectType: text.optional(),
  subjectId: text.optional(),
  from: day.optional(),
  to: day.optional(),
  sort: z.enum(['newest', 'oldest'], { error: 'Sort by newest or oldest' }).default('newest'),
});

/** The vendor's own view: the same filters, its shop fixed by the session. */
export const vendorAuditQuery = adminAuditQuery.omit({ vendorId: true });

export const adminAuditExportQuery = adminAuditQuery.omit({ page: true, limit: true });

const changeDto = z.object({
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.record(z.string(), z.unknown()).optional(),
  after: z.record(z.string(), z.unknown()).optional(),
});

export const auditEntryDto = z.object({
  _id: z.string(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  /** "Admin Ada as Seen Shop" when the action went through an impersonation session. */
  actor: z.string(),
  asVendor: z.object({ id: z.string(), businessName: z.string() }).nullable(),
  vendor: z.object({ id: z.string(), businessName: z.string() }).nullable(),
  action: z.string(),
  method: z.string().nullable(),
  route: z.string().nullable(),
  statusCode: z.number().int().nullable(),
  subjectType: z.string(),
  subjectId: z.string(),
  /** The caller's address; shown to admins only. */
  ip: z.string().nullable(),
  changes: z.array(changeDto),
});

export const auditPageDto = z.object({ entries: z.array(auditEntryDto), pagination: paginationSchema });

export function toAuditEntryDto(row: AuditPageRow, opts: { showIp: boolean }): z.infer<typeof auditEntryDto> {
  const e = row.entry;
  const changes = Array.isArray(e.details.changes) ? (e.details.changes as z.infer<typeof changeDto>[]) : [];
  return {
    _id: e.id,
    createdAt: e.createdAt.toISOString(),
    actorId: e.actorId,
    actor: actorLabel(row),
    asVendor: e.asVendorId && row.asVendorName ? { id: e.asVendorId, businessName: row.asVendorName } : null,
    vendor: e.vendorId && row.vendorName ? { id: e.vendorId, businessName: row.vendorName } : null,
    action: e.action,
    method: e.method,
    route: e.route,
    statusCode: e.statusCode,
    subjectType: e.subjectType,
    subjectId: e.subjectId,
    ip: opts.showIp ? e.ip : null,
    changes: changes.map((c) => ({
      subjectType: String(c.subjectType),
      subjectId: String(c.subjectId),
      ...(c.before && { before: c.before }),
      ...(c.after && { after: c.after }),
    })),
  };
}
