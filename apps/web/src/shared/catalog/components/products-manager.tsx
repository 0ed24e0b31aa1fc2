import { PRODUCT_MESSAGES } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { Layers, Package, Plus } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { loadErrorMessage } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useDeleteOwnerProduct } from '../api/delete-owner-product';
import { ownerCategoriesQueryOptions } from '../api/list-owner-categories';
import { ownerProductsQueryOptions } from '../api/list-owner-products';
import { groupCategories } from '../lib/category-tree';
import { failureText, serverReason } from '../lib/errors';
import {
  hasProductFilters,
  type ProductFilterKey,
  productFilterChanges,
  productFiltersFromParams,
} from '../lib/product-filters';
import { type CatalogOwner, productPaths } from '../owner';
import type { ProductListItem } from '../types';
import { ProductFiltersBar } from './product-filters-bar';
import { ProductStats } from './product-stats';
import { ProductsTable } from './products-table';

type ProductsManagerProps = {
  owner: CatalogOwner;
  title: string;
  description: string;
  /** Vendor: links to the bulk screen and each product's analytics. */
  withBulk?: boolean;
  withAnalytics?: boolean;
  /** Why products cannot be added (the vendor's account status); disables Add. */
  addBlockedReason?: string | null;
  /** Shown between the header and the stat cards. */
  notice?: ReactNode;
};

/**
 * My Products (spec 001) and the admin's own product list: stat cards, filters kept in the URL
 * (search debounced 500 ms), the table with view/edit/analytics/delete, pagination of 12.
 */
export function ProductsManager({
  owner,
  title,
  description,
  withBulk = false,
  withAnalytics = false,
  addBlockedReason = null,
  notice,
}: ProductsManagerProps) {
  const paths = productPaths(owner);
  const urlFilters = useUrlFilters();
  const { params } = urlFilters;
  const filters = productFiltersFromParams(params);
  const query = useQuery(ownerProductsQueryOptions(owner, filters));
  const categoriesQuery = useQuery(ownerCategoriesQueryOptions(owner));
  const remove = useDeleteOwnerProduct(owner);
  const [deleting, setDeleting] = useState<ProductListItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const setFilters = (changes: Partial<Record<ProductFilterKey, string | undefined>>) =>
    urlFilters.setFilters(productFilterChanges(changes));

  const data = query.data;
  // A page that no longer exists (the last product on it was deleted): go to the last one.
  const lastPage = data?.pagination.totalPages ?? 1;
  const pageGone = Boolean(data && data.products.length === 0 && data.pagination.currentPage > lastPage);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the page disappears
  useEffect(() => {
    if (pageGone) urlFilters.setPage(lastPage);
  }, [pageGone, lastPage]);
  const groups = groupCategories(categoriesQuery.data ?? []);
  const filtered = hasProductFilters(filters);

  const confirmDelete = async (product: ProductListItem) => {
    setDeleteError(null);
    try {
      await remove.mutateAsync({ owner, id: product._id });
      toast.success(PRODUCT_MESSAGES.deleted);
      setDeleting(null);
    } catch (error) {
      const text = failureText(error, PRODUCT_MESSAGES.deleteFailed, PRODUCT_MESSAGES.deleteError);
      const reason = serverReason(error);
      setDeleteError(reason ? `${text}: ${reason}` : text);
    }
  };

  const addButton = addBlockedReason ? (
    <Button disabled title={addBlockedReason}>
      <Plus className="size-4" aria-hidden="true" />
      Add Product
    </Button>
  ) : (
    <Link to={paths.add} className={buttonClasses()}>
      <Plus className="size-4" aria-hidden="true" />
      Add Product
    </Link>
  );

  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title={title}
        description={description}
        actions={
          <>
            {query.isFetching && data ? (
              <Spinner size="sm" label="Updating" className="text-indigo-600" />
            ) : null}
            {withBulk ? (
              <Link to={paths.bulk} className={buttonClasses({ variant: 'outline' })}>
                <Layers className="size-4" aria-hidden="true" />
                Bulk Actions
              </Link>
            ) : null}
            {addButton}
          </>
        }
      />
      {addBlockedReason ? (
        <Alert tone="warning" title="You cannot add products yet">
          {addBlockedReason}
        </Alert>
      ) : null}
      {notice}

      {data ? <ProductStats stats={data.stats} /> : null}

      <ProductFiltersBar filters={filters} params={params} setFilters={setFilters} groups={groups} />

      <ListState
        pending={query.isPending}
        loadingLabel="Loading products"
        failure={
          query.isError && !data
            ? {
                title: failureText(query.error, PRODUCT_MESSAGES.loadFailed, PRODUCT_MESSAGES.loadError),
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
                    ? 'Try another search, category, stock status or price range.'
                    : 'Add your first product and it will appear here.'
                }
                actions={
                  filtered ? (
                    <Button variant="outline" onClick={urlFilters.clearFilters}>
                      Clear filters
                    </Button>
                  ) : addBlockedReason ? null : (
                    <Link to={paths.add} className={buttonClasses()}>
                      <Plus className="size-4" aria-hidden="true" />
                      Add Product
                    </Link>
                  )
                }
              />
            </Card>
          ) : null
        }
      >
        {data ? (
          <>
            {query.isError ? (
              <Alert
                tone="danger"
                live="alert"
                title={failureText(query.error, PRODUCT_MESSAGES.loadFailed, PRODUCT_MESSAGES.loadError)}
              >
                {serverReason(query.error) ?? 'The list below may be out of date.'}
              </Alert>
            ) : null}
            <ProductsTable
              owner={owner}
              caption={title}
              products={data.products}
              withAnalytics={withAnalytics}
              onDelete={(p) => {
                setDeleteError(null);
                setDeleting(p);
              }}
            />
            <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
              <p className="text-sm text-slate-500">
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

      {deleting ? (
        <ConfirmDialog
          title="Delete product"
          message={
            <>
              {PRODUCT_MESSAGES.deleteConfirm}{' '}
              <strong className="font-semibold text-slate-900">{deleting.title}</strong>
            </>
          }
          confirmLabel="Delete"
          busyLabel="Deleting…"
          busy={remove.isPending}
          error={deleteError}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
