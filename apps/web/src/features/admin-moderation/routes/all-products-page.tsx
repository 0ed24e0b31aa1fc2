import { Package, Plus, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { loadErrorMessage } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useAdminProducts } from '../api/list-admin-products';
import { AdminProductFiltersBar } from '../components/admin-product-filters';
import { AdminProductsTable } from '../components/admin-products-table';
import { adminProductFiltersFromParams, hasAdminProductFilters } from '../lib/filters';

/** `/admin/products`: every product of the marketplace and its vendors, to review and moderate. */
export function AllProductsPage() {
  const urlFilters = useUrlFilters();
  const filters = adminProductFiltersFromParams(urlFilters.params);
  const query = useAdminProducts(filters);
  const data = query.data;
  const filtered = hasAdminProductFilters(filters);

  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title="All Products"
        description="Every product of every seller. Review one to deactivate it with a reason, or to clear a moderation."
        actions={
          <>
            {query.isFetching && data ? (
              <Spinner size="sm" label="Updating" className="text-indigo-600" />
            ) : null}
            <Link to="/admin/products/marketplace" className={buttonClasses({ variant: 'outline' })}>
              <Store className="size-4" aria-hidden="true" />
              Marketplace Products
            </Link>
            <Link to="/admin/products/add" className={buttonClasses()}>
              <Plus className="size-4" aria-hidden="true" />
              Add Product
            </Link>
          </>
        }
      />
      <AdminProductFiltersBar filters={filters} setFilters={urlFilters.setFilters} />
      <ListState
        pending={query.isPending}
        loadingLabel="Loading products"
        failure={
          query.isError && !data
            ? {
                title: 'Failed to load products',
                message: loadErrorMessage(query.error),
                onRetry: () => void query.refetch(),
                error: query.error,
              }
            : null
        }
        empty={
          data && data.products.length === 0 ? (
            <Card>
              <EmptyState
                icon={Package}
                title={filtered ? 'No products match these filters' : 'No products yet'}
                description={
                  filtered
                    ? 'Try another seller, status, category, stock level or search.'
                    : 'Products appear here as soon as vendors or the marketplace add them.'
                }
                actions={
                  filtered ? (
                    <Button variant="outline" onClick={urlFilters.clearFilters}>
                      Clear filters
                    </Button>
                  ) : null
                }
              />
            </Card>
          ) : null
        }
      >
        {data ? (
          <>
            <AdminProductsTable products={data.products} />
            <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
              <p className="text-sm text-slate-600">
                Showing {(data.pagination.currentPage - 1) * data.pagination.pageSize + 1}–
                {(data.pagination.currentPage - 1) * data.pagination.pageSize + data.products.length} of{' '}
                {data.pagination.totalItems} {data.pagination.totalItems === 1 ? 'product' : 'products'}
              </p>
              <Pagination
                label="Product pages"
                page={data.pagination.currentPage}
                totalPages={data.pagination.totalPages}
                onPageChange={urlFilters.setPage}
              />
            </div>
          </>
        ) : null}
      </ListState>
    </div>
  );
}
