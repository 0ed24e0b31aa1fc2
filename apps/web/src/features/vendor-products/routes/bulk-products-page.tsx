import { BULK_PAGE_SIZE, PRODUCT_MESSAGES, SEARCH_MAX_LENGTH, STOCK_FIGURE_WORDS } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Package, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Input } from '@/components/ui/input';
import { ListState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { loadErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useUrlFilters, useUrlSearch } from '@/lib/use-url-filters';
import {
  failureText,
  ModerationBadge,
  ownerCategoriesQueryOptions,
  ownerProductsQueryOptions,
  ProductStatusBadge,
  productPaths,
  StockBadge,
} from '@/shared/catalog';
import { BulkActionPanel } from '../components/bulk-action-panel';

const paths = productPaths('vendor');

/** `/vendor/products/bulk`: Bulk Product Management (spec 001). */
export function BulkProductsPage() {
  const ids = useId();
  const { params, page, setFilters, setPage } = useUrlFilters();
  const search = params.get('search')?.trim() ?? '';
  const [searchText, setSearchText] = useUrlSearch(search, (text) => setFilters({ search: text }));
  const query = useQuery(
    ownerProductsQueryOptions('vendor', { page, limit: BULK_PAGE_SIZE, search: search || undefined }),
  );
  const categoriesQuery = useQuery(ownerCategoriesQueryOptions('vendor'));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const products = query.data?.products ?? [];
  // After a bulk delete the page may be gone: go to the last one there is.
  const lastPage = query.data?.pagination.pages ?? 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the page disappears
  useEffect(() => {
    if (query.data && query.data.products.length === 0 && page > lastPage) setPage(lastPage);
  }, [query.data, page, lastPage]);
  const pageIds = products.map((p) => p._id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someOnPage = pageIds.some((id) => selected.has(id));

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const togglePage = () =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of pageIds) {
        if (allOnPage) next.delete(id);
        else next.add(id);
      }
      return next;
    });

  return (
    <div className="space-y-5">
      <Link
        to={paths.list}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:text-indigo-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Products
      </Link>
      <PageHeader
        level={2}
        title="Bulk Product Management"
        description="Select products, then change their status, category, prices or stock at once, or delete them."
      />

      <BulkActionPanel
        selectedIds={[...selected]}
        categories={categoriesQuery.data ?? []}
        onDone={() => setSelected(new Set())}
      />

      <Card className="p-4">
        <label htmlFor={`${ids}-search`} className="mb-1.5 block text-sm font-medium text-slate-700">
          Search products
        </label>
        <div className="relative max-w-md">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            id={`${ids}-search`}
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            placeholder="Name, SKU or brand"
            className="pl-9"
          />
        </div>
      </Card>

      <ListState
        pending={query.isPending}
        loadingLabel="Loading products"
        failure={
          query.isError && !query.data
            ? {
                title: failureText(query.error, PRODUCT_MESSAGES.loadFailed, PRODUCT_MESSAGES.loadError),
                message: loadErrorMessage(query.error),
                onRetry: () => void query.refetch(),
                error: query.error,
              }
            : null
        }
        empty={
          products.length === 0 ? (
            <Card>
              <EmptyState
                icon={Package}
                title={search ? 'No products match this search' : 'No products yet'}
                description={
                  search
                    ? 'Try another name, SKU or brand.'
                    : 'Add products first; then change many at once here.'
                }
              />
            </Card>
          ) : null
        }
      >
        <Card className="relative overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Products to select</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="w-12 px-4 py-3">
                  <input
                    type="checkbox"
                    className="size-4 accent-indigo-600"
                    aria-label="Select all products on this page"
                    checked={allOnPage}
                    ref={(el) => {
                      if (el) el.indeterminate = someOnPage && !allOnPage;
                    }}
                    onChange={togglePage}
                  />
                </th>
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
                  {STOCK_FIGURE_WORDS.available.label}
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {products.map((p) => (
                <tr
                  key={p._id}
                  className={selected.has(p._id) ? 'bg-indigo-50/50' : 'hover:bg-slate-50/60'}
                  data-testid="bulk-row"
                >
                  <td className="px-4 py-3">
                    <input
                      type="checkbox"
                      className="size-4 accent-indigo-600"
                      aria-label={`Select ${p.title}`}
                      checked={selected.has(p._id)}
                      onChange={() => toggle(p._id)}
                    />
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-3">
                      <ImageWithFallback
                        src={p.thumbnail ?? p.image}
                        alt={p.title}
                        className="size-10 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
                      />
                      <div className="min-w-0">
                        <p className="truncate font-medium text-slate-900">{p.title}</p>
                        <p className="text-xs text-slate-500">{p.sku ? `SKU ${p.sku}` : 'No SKU'}</p>
                      </div>
                    </div>
                  </td>
                  <td className="px-4 py-3 text-slate-600">
                    {p.mainCategory
                      ? p.subCategory
                        ? `${p.mainCategory.name} › ${p.subCategory.name}`
                        : p.mainCategory.name
                      : '—'}
                  </td>
                  <td
                    className="px-4 py-3 text-right font-medium whitespace-nowrap text-slate-900"
                    data-testid="bulk-price"
                  >
                    {formatMoney(p.price)}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <span className="mr-2 tabular-nums text-slate-700">{p.stock}</span>
                    <StockBadge stock={p.stock} lowStockThreshold={p.lowStockThreshold} />
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap items-center gap-1">
                      <ProductStatusBadge status={p.status} />
                      {p.moderation ? <ModerationBadge /> : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        {query.data ? (
          <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
            <p className="text-sm text-slate-500">
              {query.data.pagination.total} {query.data.pagination.total === 1 ? 'product' : 'products'} ·
              page {query.data.pagination.currentPage} of {query.data.pagination.pages}
            </p>
            <Pagination
              label="Product pages"
              page={query.data.pagination.currentPage}
              totalPages={query.data.pagination.pages}
              onPageChange={setPage}
            />
          </div>
        ) : null}
      </ListState>
    </div>
  );
}
