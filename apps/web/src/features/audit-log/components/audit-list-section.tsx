import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowDownUp, ScrollText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { loadErrorMessage } from '@/lib/api-client';
import type { AuditFilters, AuditPage } from '../api/audit-entries';
import { AuditEntriesList } from './audit-entries-list';

/** An audit screen's list: skeleton, error, empty state, the entries, the sort and the pages. */
export function AuditListSection({
  query,
  filters,
  hasFilters,
  onClear,
  onSort,
  onPage,
  admin,
}: {
  query: UseQueryResult<AuditPage>;
  filters: AuditFilters;
  hasFilters: boolean;
  onClear: () => void;
  onSort: (sort: 'oldest' | undefined) => void;
  onPage: (page: number) => void;
  admin: boolean;
}) {
  const data = query.data;
  if (query.isPending)
    return (
      <Card>
        <TableSkeleton rows={6} columns={5} label="Loading audit entries" />
      </Card>
    );
  if (!data)
    return (
      <LoadError
        title="The audit log could not be loaded"
        onRetry={() => void query.refetch()}
        error={query.error}
      >
        {loadErrorMessage(query.error)}
      </LoadError>
    );
  if (data.entries.length === 0)
    return (
      <Card>
        <EmptyState
          icon={ScrollText}
          title={hasFilters ? 'No entries match these filters' : 'No entries yet'}
          description={
            hasFilters
              ? 'Try other filters or a wider date range.'
              : admin
                ? 'Admin actions and actions taken while viewing a vendor portal appear here.'
                : 'Actions an administrator takes on your shop appear here.'
          }
          actions={
            hasFilters ? (
              <Button variant="outline" onClick={onClear}>
                Clear filters
              </Button>
            ) : null
          }
        />
      </Card>
    );
  return (
    <>
      <Card className="overflow-hidden">
        <div className="flex justify-end border-b border-slate-100 px-4 py-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onSort(filters.sort === 'oldest' ? undefined : 'oldest')}
            aria-label={filters.sort === 'oldest' ? 'Sort newest first' : 'Sort oldest first'}
          >
            <ArrowDownUp className="size-4" aria-hidden="true" />
            {filters.sort === 'oldest' ? 'Oldest first' : 'Newest first'}
          </Button>
        </div>
        <AuditEntriesList entries={data.entries} showIp={admin} showVendor={admin} />
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">
          Page {data.pagination.currentPage} of {data.pagination.totalPages} · {data.pagination.totalItems}{' '}
          {data.pagination.totalItems === 1 ? 'entry' : 'entries'}
        </p>
        <Pagination
          page={filters.page}
          totalPages={data.pagination.totalPages}
          onPageChange={onPage}
          label="Audit pages"
        />
      </div>
    </>
  );
}
