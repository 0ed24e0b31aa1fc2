import { Card, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { loadErrorMessage } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useActiveAlerts } from '../api/list-inventory-alerts';
import { AlertsList } from './alerts-list';

/** The Alerts tab: the active alerts, newest first, 20 a page, each with Acknowledge. */
export function AlertsTab() {
  const { page, setPage } = useUrlFilters();
  const query = useActiveAlerts({ page });
  const data = query.data;
  return (
    <Card>
      <CardHeader
        title="Active alerts"
        description="Raised when available stock falls to an item's low-stock threshold (low, medium, high by how far below) and at zero (critical)."
        level={3}
      />
      {data ? (
        <div
          className={query.isFetching ? 'refreshing' : undefined}
          aria-busy={query.isFetching || undefined}
        >
          <AlertsList alerts={data.alerts} />
          <Pagination
            page={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            onPageChange={setPage}
            label="Alert pages"
            summary={{
              pageSize: data.pagination.limit,
              totalItems: data.pagination.totalItems,
              noun: 'alerts',
            }}
          />
        </div>
      ) : query.isError ? (
        <div className="p-5">
          <LoadError
            title="The alerts could not be loaded"
            onRetry={() => void query.refetch()}
            error={query.error}
          >
            {loadErrorMessage(query.error)}
          </LoadError>
        </div>
      ) : (
        <TableSkeleton label="Loading alerts" columns={3} />
      )}
    </Card>
  );
}
