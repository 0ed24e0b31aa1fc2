import { PRODUCT_MESSAGES, PRODUCT_SORTS, STOCK_STATUSES } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import {
  AlertTriangle,
  BarChart3,
  CheckCircle2,
  DollarSign,
  Eye,
  Layers,
  Package,
  PackageX,
  Pencil,
  Plus,
  Search,
  Trash2,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useLatestSearchParams } from '@/lib/use-latest-search-params';
import { ownerCategoriesQueryOptions } from '../api/categories';
import { ownerProductsQueryOptions, useDeleteOwnerProduct } from '../api/owner-products';
import { groupCategories } from '../lib/category-tree';
import { failureText, serverReason } from '../lib/errors';
import {
  hasProductFilters,
  PRODUCT_SORT_LABELS,
  type ProductFilterKey,
  productFiltersFromParams,
  STOCK_STATUS_LABELS,
  withProductFilters,
} from '../lib/product-filters';
import { useDebouncedInput } from '../lib/use-debounced-input';
import { type CatalogOwner, productPagePath, productPaths } from '../owner';
import type { ProductListItem } from '../types';
import { ProductStatusBadge, StockBadge } from './product-badges';

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

const actionLink =
  'inline-flex size-8 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 ' +
  'hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

function categoryText(p: ProductListItem): string {
  if (!p.mainCategory) return '—';
  return p.subCategory ? `${p.mainCategory.name} › ${p.subCategory.name}` : p.mainCategory.name;
}

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
  const ids = useId();
  const paths = productPaths(owner);
  const [params, setParams] = useLatestSearchParams();
  const filters = productFiltersFromParams(params);
  const query = useQuery(ownerProductsQueryOptions(owner, filters));
  const categoriesQuery = useQuery(ownerCategoriesQueryOptions(owner));
  const remove = useDeleteOwnerProduct(owner);
  const [deleting, setDeleting] = useState<ProductListItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const setFilters = (changes: Partial<Record<ProductFilterKey, string | undefined>>) =>
    setParams((prev) => withProductFilters(prev, changes), { replace: true });

  const [searchText, setSearchText] = useDebouncedInput(filters.search ?? '', (text) =>
    setFilters({ search: text }),
  );
  const [minText, setMinText] = useDebouncedInput(params.get('minPrice') ?? '', (text) =>
    setFilters({ minPrice: text }),
  );
  const [maxText, setMaxText] = useDebouncedInput(params.get('maxPrice') ?? '', (text) =>
    setFilters({ maxPrice: text }),
  );

  const data = query.data;
  // A page that no longer exists (the last product on it was deleted): go to the last one.
  const lastPage = data?.pagination.totalPages ?? 1;
  const pageGone = Boolean(data && data.products.length === 0 && data.pagination.currentPage > lastPage);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the page disappears
  useEffect(() => {
    if (pageGone) setFilters({ page: lastPage > 1 ? String(lastPage) : undefined });
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

      {data ? (
        <section aria-label="Product statistics" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <StatCard label="Total Products" value={data.stats.totalProducts} icon={Package} />
          <StatCard
            label="Active Products"
            value={data.stats.activeProducts}
            icon={CheckCircle2}
            tone="green"
          />
          <StatCard label="Low Stock" value={data.stats.lowStock} icon={AlertTriangle} tone="yellow" />
          <StatCard label="Out of Stock" value={data.stats.outOfStock} icon={PackageX} tone="red" />
          <StatCard
            label="Inventory Value"
            value={formatMoney(data.stats.inventoryValue)}
            icon={DollarSign}
            tone="blue"
          />
        </section>
      ) : null}

      <Card className="p-4">
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1.3fr)_minmax(0,1fr)_6.5rem_6.5rem_minmax(0,1.2fr)]">
          <div className="md:col-span-2 xl:col-span-1">
            <label htmlFor={`${ids}-search`} className="mb-1.5 block text-sm font-medium text-slate-700">
              Search
            </label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <Input
                id={`${ids}-search`}
                type="search"
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                placeholder="Name, SKU or brand"
                className="pl-9"
              />
            </div>
          </div>
          <div>
            <label htmlFor={`${ids}-category`} className="mb-1.5 block text-sm font-medium text-slate-700">
              Category
            </label>
            <Select
              id={`${ids}-category`}
              value={filters.category ?? ''}
              onChange={(event) => setFilters({ category: event.target.value })}
            >
              <option value="">All categories</option>
              {groups.map((g) => [
                <option key={g.category._id} value={g.category._id}>
                  {g.category.name}
                </option>,
                ...g.children.map((c) => (
                  <option key={c._id} value={c._id}>
                    {`\u00a0\u00a0\u00a0${c.name}`}
                  </option>
                )),
              ])}
            </Select>
          </div>
          <div>
            <label htmlFor={`${ids}-stock`} className="mb-1.5 block text-sm font-medium text-slate-700">
              Stock status
            </label>
            <Select
              id={`${ids}-stock`}
              value={filters.stockStatus ?? ''}
              onChange={(event) => setFilters({ stockStatus: event.target.value })}
            >
              <option value="">All stock</option>
              {STOCK_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STOCK_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <label htmlFor={`${ids}-min`} className="mb-1.5 block text-sm font-medium text-slate-700">
              Min price
            </label>
            <Input
              id={`${ids}-min`}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={minText}
              onChange={(event) => setMinText(event.target.value)}
              placeholder="0"
            />
          </div>
          <div>
            <label htmlFor={`${ids}-max`} className="mb-1.5 block text-sm font-medium text-slate-700">
              Max price
            </label>
            <Input
              id={`${ids}-max`}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={maxText}
              onChange={(event) => setMaxText(event.target.value)}
              placeholder="Any"
            />
          </div>
          <div>
            <label htmlFor={`${ids}-sort`} className="mb-1.5 block text-sm font-medium text-slate-700">
              Sort by
            </label>
            <Select
              id={`${ids}-sort`}
              value={filters.sort ?? 'newest'}
              onChange={(event) =>
                setFilters({ sort: event.target.value === 'newest' ? '' : event.target.value })
              }
            >
              {PRODUCT_SORTS.map((s) => (
                <option key={s} value={s}>
                  {PRODUCT_SORT_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </Card>

      {query.isPending ? (
        <Card className="flex justify-center py-16 text-indigo-600">
          <Spinner size="lg" label="Loading products" />
        </Card>
      ) : query.isError && !data ? (
        <LoadError
          title={failureText(query.error, PRODUCT_MESSAGES.loadFailed, PRODUCT_MESSAGES.loadError)}
          onRetry={() => void query.refetch()}
        >
          {serverReason(query.error) ?? 'Please try again in a moment.'}
        </LoadError>
      ) : data && data.products.length === 0 ? (
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
                <Button variant="outline" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
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
      ) : data ? (
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
          <Card className="overflow-x-auto">
            <table className="w-full min-w-[56rem] text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Product
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Category
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Price
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Stock
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.products.map((p) => (
                  <tr key={p._id} className="hover:bg-slate-50/60" data-testid="product-row">
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-3">
                        <ImageWithFallback
                          src={p.thumbnail ?? p.image}
                          alt={p.title}
                          className="size-12 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
                        />
                        <div className="min-w-0">
                          <p className="truncate font-medium text-slate-900">{p.title}</p>
                          <p className="text-xs text-slate-500">{p.sku ? `SKU ${p.sku}` : 'No SKU'}</p>
                        </div>
                      </div>
                    </td>
                    <td className="px-4 py-3 text-slate-600">{categoryText(p)}</td>
                    <td className="px-4 py-3 text-right font-medium whitespace-nowrap text-slate-900">
                      {formatMoney(p.price)}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <span className="mr-2 tabular-nums text-slate-700">{p.stock}</span>
                      <StockBadge rule="my-products" stock={p.stock} />
                    </td>
                    <td className="px-4 py-3">
                      <ProductStatusBadge status={p.status} />
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex justify-end gap-1">
                        <Link
                          to={productPagePath(p._id)}
                          className={actionLink}
                          aria-label={`View ${p.title}`}
                          title="View"
                        >
                          <Eye className="size-4" aria-hidden="true" />
                        </Link>
                        <Link
                          to={paths.edit(p._id)}
                          className={actionLink}
                          aria-label={`Edit ${p.title}`}
                          title="Edit"
                        >
                          <Pencil className="size-4" aria-hidden="true" />
                        </Link>
                        {withAnalytics ? (
                          <Link
                            to={paths.analytics(p._id)}
                            className={actionLink}
                            aria-label={`Analytics of ${p.title}`}
                            title="Analytics"
                          >
                            <BarChart3 className="size-4" aria-hidden="true" />
                          </Link>
                        ) : null}
                        <button
                          type="button"
                          className={cn(actionLink, 'hover:bg-red-50 hover:text-red-600')}
                          aria-label={`Delete ${p.title}`}
                          title="Delete"
                          onClick={() => {
                            setDeleteError(null);
                            setDeleting(p);
                          }}
                        >
                          <Trash2 className="size-4" aria-hidden="true" />
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
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
              onPageChange={(page) => setFilters({ page: page > 1 ? String(page) : undefined })}
            />
          </div>
        </>
      ) : null}

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
