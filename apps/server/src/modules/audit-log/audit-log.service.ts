import { stringify } from 'csv-stringify/sync';
import type { AppContext } from '../../context.js';
import { safeCsvCell } from '../../lib/csv-cell.js';
import { pagination } from '../../lib/http.js';
import {
  type AuditFilters,
  type AuditPageRow,
  countAuditEntries,
  selectAuditPage,
} from '../accounts/index.js';

/** At most this many entries go into one CSV export (the newest; narrow the filters for older ones). */
export const AUDIT_EXPORT_LIMIT = 10_000;

export type AuditQuery = Omit<AuditFilters, 'from' | 'to'> & {
  from?: string | undefined;
  to?: string | undefined;
};

/** `from` and `to` are UTC days, both included. */
function filtersOf(q: AuditQuery): AuditFilters {
  const { from, to, ...rest } = q;
  const day = 86_400_000;
  return {
    ...rest,
    from: from ? new Date(`${from}T00:00:00.000Z`) : undefined,
    to: to ? new Date(new Date(`${to}T00:00:00.000Z`).getTime() + day) : undefined,
  };
}

/** "Admin Ada as Seen Shop" for an impersonated action, the actor's name otherwise. */
export function actorLabel(row: Pick<AuditPageRow, 'actorName' | 'actorRole' | 'asVendorName'>): string {
  const name = row.actorName ?? 'Unknown user';
  if (row.asVendorName) return `Admin ${name} as ${row.asVendorName}`;
  return row.actorRole === 'admin' ? `Admin ${name}` : name;
}

/** The audit entries matching the filters, newest first (the admin's screen, or one vendor's). */
export async function listAuditEntries(opts: {
  ctx: AppContext;
  query: AuditQuery;
  page: number;
  limit: number;
}) {
  const filters = filtersOf(opts.query);
  const [rows, total] = await Promise.all([
    selectAuditPage(opts.ctx.db, filters, { offset: (opts.page - 1) * opts.limit, limit: opts.limit }),
    countAuditEntries(opts.ctx.db, filters),
  ]);
  return { rows, pagination: pagination(opts.page, opts.limit, total) };
}

const CSV_COLUMNS = [
  'time',
  'actor',
  'actorId',
  'asVendor',
  'vendor',
  'action',
  'method',
  'route',
  'statusCode',
  'subjectType',
  'subjectId',
  'ip',
  'changes',
];

/** The matching entries as CSV (csv-stringify; every text cell guarded against formula injection). */
export async function exportAuditCsv(opts: { ctx: AppContext; query: AuditQuery }): Promise<string> {
  const rows = await selectAuditPage(opts.ctx.db, filtersOf(opts.query), {
    offset: 0,
    limit: AUDIT_EXPORT_LIMIT,
  });
  const text = (v: string | null | undefined) => safeCsvCell(v ?? '');
  return stringify(
    rows.map((r) => [
      r.entry.createdAt.toISOString(),
      text(actorLabel(r)),
      r.entry.actorId ?? '',
      text(r.asVendorName),
      text(r.vendorName),
      text(r.entry.action),
      r.entry.method ?? '',
      text(r.entry.route),
      r.entry.statusCode ?? '',
      text(r.entry.subjectType),
      text(r.entry.subjectId),
      r.entry.ip ?? '',
      text(JSON.stringify(r.entry.details.changes ?? [])),
    ]),
    { header: true, columns: CSV_COLUMNS },
  );
}
