import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '@/lib/api-client';
import { fileNameFrom, saveBlob } from '@/lib/download';
import type { PageInfo } from '@/lib/pagination';
import { getToken } from '@/lib/token-storage';

/** One entry of the audit log (GET /api/admin/audit, GET /api/vendors/audit; decision 0038). */
export type AuditEntry = {
  _id: string;
  createdAt: string;
  actorId: string | null;
  /** "Admin Ada as Seen Shop" for an action taken through impersonation. */
  actor: string;
  asVendor: { id: string; businessName: string } | null;
  vendor: { id: string; businessName: string } | null;
  action: string;
  method: string | null;
  route: string | null;
  statusCode: number | null;
  subjectType: string;
  subjectId: string;
  ip: string | null;
  changes: {
    subjectType: string;
    subjectId: string;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  }[];
};

export type AuditPage = { entries: AuditEntry[]; pagination: PageInfo };

/** The screen's filters, as kept in the address. */
export type AuditFilters = {
  actorId?: string | undefined;
  vendorId?: string | undefined;
  action?: string | undefined;
  subjectType?: string | undefined;
  subjectId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Newest first unless 'oldest'. */
  sort?: 'oldest' | undefined;
  page: number;
};

export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_FILTER_KEYS = [
  'actorId',
  'vendorId',
  'action',
  'subjectType',
  'subjectId',
  'from',
  'to',
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters read from the address; malformed values are left out rather than sent for a 400. */
export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const text = (key: string) => params.get(key)?.trim().slice(0, 200) || undefined;
  const id = (key: string) => (UUID.test(params.get(key) ?? '') ? (params.get(key) as string) : undefined);
  const day = (key: string) => (DAY.test(params.get(key) ?? '') ? (params.get(key) as string) : undefined);
  const page = Number(params.get('page'));
  return {
    actorId: id('actorId'),
    vendorId: id('vendorId'),
    action: text('action'),
    subjectType: text('subjectType'),
    subjectId: text('subjectId'),
    from: day('from'),
    to: day('to'),
    sort: params.get('sort') === 'oldest' ? 'oldest' : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function queryOf(filters: AuditFilters) {
  const { page: _page, ...rest } = filters;
  return rest;
}

export function adminAuditQueryOptions(filters: AuditFilters) {
  return queryOptions({
    queryKey: ['audit', 'admin', filters],
    queryFn: ({ signal }) =>
      apiRequest<AuditPage>('/admin/audit', {
        role: 'admin',
        query: { ...queryOf(filters), page: filters.page, limit: AUDIT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function vendorAuditQueryOptions(filters: AuditFilters) {
  const { vendorId: _vendorId, ...rest } = queryOf(filters);
  return queryOptions({
    queryKey: ['audit', 'vendor', filters],
    queryFn: ({ signal }) =>
      apiRequest<AuditPage>('/vendors/audit', {
        role: 'vendor',
        query: { ...rest, page: filters.page, limit: AUDIT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/audit/export with the admin's token, saved as audit_<date>.csv. */
export async function downloadAuditCsv(filters: AuditFilters): Promise<string> {
  const token = getToken('admin');
  if (!token) throw new Error('Not signed in as an admin');
  const response = await fetch(apiUrl('/admin/audit/export', queryOf(filters)), {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/csv' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`Export failed (${response.status})`);
  const fileName =
    fileNameFrom(response.headers.get('content-disposition'), /^audit_[\w-]+\.csv$/) ?? 'audit.csv';
  saveBlob(await response.blob(), fileName);
  return fileName;
}
