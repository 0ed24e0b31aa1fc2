import {
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  PRODUCT_PERFORMANCE_SORTS,
  type ProductPerformanceSort,
} from '@market/domain';
import { Package } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { RangeSelect } from '@/components/ui/charts';
import { EmptyState } from '@/components/ui/empty-state';
import { ListState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { loadErrorMessage } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useProductPerformance } from '../api/product-performance';
import { ProductPerformanceTable } from '../components/product-performance-table';

const LOAD_FAILED = 'Unable to load analytics data. This might be because you have no sales data yet.';

/** Range, sort, search and page in the address; anything unknown falls back to the defaults. */
function useProductFilters() {
  const { params, page, setFilters, setPage } = useUrlFilters();
  const range = Number(params.get('timeRange'));
  const timeRange = (ANALYTICS_RANGES as readonly number[]).includes(range) ? range : DEFAULT_ANALYTICS_RANGE;
  const sort = params.get('sortBy') as ProductPerformanceSort | null;
  const sortBy: ProductPerformanceSort = sort && PRODUCT_PERFORMANCE_SORTS.includes(sort) ? sort : 'revenue';
  const sortOrder = params.get('sortOrder') === 'asc' ? 'asc' : 'desc';
  const search = params.get('search') ?? '';
  return { timeRange, sortBy, sortOrder, search, page, setFilters, setPage } as const;
}

/** `/vendor/analytics/products`: Product Performance (issue 12), every product, sortable and paged. */
export function ProductPerformancePage() {
  const f = useProductFilters();
  const query = useProductPerformance({
    timeRange: f.timeRange,
    page: f.page,
    sortBy: f.sortBy,
    sortOrder: f.sortOrder,
    search: f.search || undefined,
  });
  const data = query.data;
  const rows = data?.products ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        level={2}
        title="Product Performance"
        description="Views, units, revenue, conversion (orders / views), stock and trend of every product. Open a product for its own analytics."
        actions={
          <RangeSelect
            value={f.timeRange}
            onChange={(days) =>
              f.setFilters({ timeRange: days === DEFAULT_ANALYTICS_RANGE ? undefined : String(days) })
            }
          />
        }
      />
      <Card>
        <div className="border-b border-slate-100 p-4">
          <SearchBox
            value={f.search}
            onSearch={(text) => f.setFilters({ search: text || undefined })}
            label="Search products by title"
            placeholder="Search products…"
            className="max-w-sm"
          />
        </div>
        <ListState
          inCard
          pending={query.isPending}
          loadingLabel="Loading product performance"
          failure={
            query.isError && !data
              ? {
                  title: 'Failed to load product performance',
                  message: loadErrorMessage(query.error, LOAD_FAILED),
                  onRetry: () => void query.refetch(),
                  error: query.error,
                }
              : null
          }
          empty={
            rows.length > 0 ? null : (
              <EmptyState
                icon={Package}
                level={3}
                title={f.search ? 'No products match your search' : 'No products yet'}
                description={
                  f.search
                    ? 'Try another title.'
                    : 'Add products to see how each one sells. Every product is listed here, sold or not.'
                }
              />
            )
          }
        >
          <ProductPerformanceTable
            rows={rows}
            sortBy={f.sortBy}
            sortOrder={f.sortOrder}
            onSort={(sortBy, sortOrder) =>
              f.setFilters({
                sortBy: sortBy === 'revenue' ? undefined : sortBy,
                sortOrder: sortOrder === 'desc' ? undefined : sortOrder,
              })
            }
          />
          {data ? (
            <Pagination
              page={data.pagination.currentPage}
              totalPages={data.pagination.totalPages}
              onPageChange={f.setPage}
              label="Product performance pages"
              summary={{
                pageSize: data.pagination.pageSize,
                totalItems: data.pagination.totalItems,
                noun: 'products',
              }}
            />
          ) : null}
        </ListState>
      </Card>
    </div>
  );
}
