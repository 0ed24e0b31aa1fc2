import { STOREFRONT_SORTS, type StorefrontSort } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { PackageOpen, SlidersHorizontal, X } from 'lucide-react';
import { type FormEvent, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { ListState, queryFailure } from '@/components/ui/list-state';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useMetaDescription } from '@/lib/page-head';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { CategoryNode } from '@/shared/catalog';
import { categoryTreeQueryOptions } from '../api/category-tree';
import { shopQueryOptions } from '../api/get-shop';
import { type StorefrontQuery, storefrontProductsQueryOptions } from '../api/list-storefront-products';
import { ProductGrid } from '../components/product-card';

export const STOREFRONT_SORT_LABELS: Record<StorefrontSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_low: 'Price: Low to High',
  price_high: 'Price: High to Low',
  name: 'Name (A-Z)',
};

const isPrice = (v: string | null) =>
  v !== null && v.trim() !== '' && Number(v) >= 0 && Number.isFinite(Number(v));

/** The storefront filters in the URL: search, category, vendor, price range, sort, page. */
export function storefrontQueryFromParams(
  params: URLSearchParams,
): Required<Pick<StorefrontQuery, 'page'>> & StorefrontQuery {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  const search = params.get('search')?.trim() || undefined;
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search,
    category: params.get('category') || undefined,
    vendor: params.get('vendor') || undefined,
    minPrice: isPrice(params.get('minPrice')) ? params.get('minPrice')!.trim() : undefined,
    maxPrice: isPrice(params.get('maxPrice')) ? params.get('maxPrice')!.trim() : undefined,
    sort:
      (STOREFRONT_SORTS as readonly string[]).includes(sort) && (sort !== 'relevance' || search)
        ? (sort as StorefrontSort)
        : undefined,
  };
}

function findCategory(tree: CategoryNode[], id: string | undefined) {
  if (!id) return null;
  for (const main of tree) {
    if (main._id === id) return { main, sub: null };
    const sub = main.children.find((c) => c._id === id);
    if (sub) return { main, sub };
  }
  return null;
}

/** A category page's description, as the server writes it (modules/seo/storefront-pages.service.ts). */
function categoryDescription(category: ReturnType<typeof findCategory>): string | undefined {
  if (!category) return undefined;
  const own = category.sub ?? category.main;
  const name = category.sub ? `${category.sub.name} (${category.main.name})` : category.main.name;
  return own.description.trim() || `${name}: products from independent sellers on Marketplace.`;
}

/** `/products`: search (from the header box), category, seller and price filters, sorts and pages. */
export function ProductsPage() {
  const ids = useId();
  // Filter changes are new history entries: Back returns to the previous results.
  const { params, setFilters: update, setPage } = useUrlFilters({ replace: false });
  const query = storefrontQueryFromParams(params);
  const products = useQuery(storefrontProductsQueryOptions(query));
  const tree = useQuery(categoryTreeQueryOptions());
  // Sellers to choose from: those of the newest products, and the one chosen.
  const sellersSample = useQuery(storefrontProductsQueryOptions({ limit: 60 }));
  const shop = useQuery({ ...shopQueryOptions(query.vendor ?? ''), enabled: Boolean(query.vendor) });

  const sellers = useMemo(() => {
    const map = new Map<string, string>();
    for (const p of sellersSample.data?.products ?? [])
      if (p.vendor) map.set(p.vendor._id, p.vendor.businessName);
    if (query.vendor && shop.data) map.set(shop.data._id, shop.data.businessName);
    return [...map.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  }, [sellersSample.data, query.vendor, shop.data]);

  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update({
      minPrice: String(form.get('minPrice') ?? '').trim() || undefined,
      maxPrice: String(form.get('maxPrice') ?? '').trim() || undefined,
    });
  };

  const category = findCategory(tree.data ?? [], query.category);
  useMetaDescription(categoryDescription(category));
  const heading = query.search
    ? `Results for “${query.search}”`
    : (category?.sub?.name ??
      category?.main.name ??
      (query.vendor && shop.data ? shop.data.businessName : 'All products'));
  const data = products.data;
  const filtered = Boolean(
    query.search || query.category || query.vendor || query.minPrice || query.maxPrice,
  );
  const sortValue = query.sort ?? (query.search ? 'relevance' : 'newest');

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <title>{query.search ? `“${query.search}” · Marketplace` : `${heading} · Marketplace`}</title>
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/" className="hover:text-slate-900">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            {category || query.search ? (
              <Link to="/products" className="hover:text-slate-900">
                Products
              </Link>
            ) : (
              <span aria-current="page" className="text-slate-900">
                Products
              </span>
            )}
          </li>
          {category ? (
            <>
              <li aria-hidden="true">/</li>
              <li>
                {category.sub ? (
                  <Link to={`/products?category=${category.main._id}`} className="hover:text-slate-900">
                    {category.main.name}
                  </Link>
                ) : (
                  <span className="text-slate-900">{category.main.name}</span>
                )}
              </li>
              {category.sub ? (
                <>
                  <li aria-hidden="true">/</li>
                  <li className="text-slate-900">{category.sub.name}</li>
                </>
              ) : null}
            </>
          ) : null}
        </ol>
      </nav>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{heading}</h1>
          <p className="mt-1 text-sm text-slate-500" aria-live="polite">
            {data
              ? `${data.pagination.totalItems} ${data.pagination.totalItems === 1 ? 'product' : 'products'}`
              : 'Products from every seller on Marketplace.'}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {products.isFetching && data ? (
            <Spinner size="sm" label="Updating" className="text-indigo-600" />
          ) : null}
          <label htmlFor={`${ids}-sort`} className="text-sm font-medium whitespace-nowrap text-slate-700">
            Sort by
          </label>
          <Select
            id={`${ids}-sort`}
            className="w-48"
            value={sortValue}
            onChange={(e) => update({ sort: e.target.value })}
          >
            {STOREFRONT_SORTS.filter((s) => s !== 'relevance' || query.search).map((s) => (
              <option key={s} value={s}>
                {STOREFRONT_SORT_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label="Filters">
          <Card className="space-y-5 p-4">
            <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              Filters
            </p>
            <div>
              <label htmlFor={`${ids}-category`} className="mb-1.5 block text-sm font-medium text-slate-700">
                Category
              </label>
              <Select
                id={`${ids}-category`}
                value={query.category ?? ''}
                onChange={(e) => update({ category: e.target.value })}
              >
                <option value="">All categories</option>
                {(tree.data ?? []).map((main) => [
                  <option key={main._id} value={main._id}>
                    {main.name}
                  </option>,
                  ...main.children.map((c) => (
                    <option key={c._id} value={c._id}>
                      {`\u00a0\u00a0\u00a0${c.name}`}
                    </option>
                  )),
                ])}
              </Select>
            </div>
            <div>
              <label htmlFor={`${ids}-seller`} className="mb-1.5 block text-sm font-medium text-slate-700">
                Seller
              </label>
              <Select
                id={`${ids}-seller`}
                value={query.vendor ?? ''}
                onChange={(e) => update({ vendor: e.target.value })}
              >
                <option value="">All sellers</option>
                {sellers.map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </Select>
            </div>
            <form onSubmit={applyPrice} key={`${query.minPrice}-${query.maxPrice}`} aria-label="Price range">
              <fieldset>
                <legend className="mb-1.5 text-sm font-medium text-slate-700">Price</legend>
                <div className="flex items-center gap-2">
                  <Input
                    name="minPrice"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    defaultValue={query.minPrice ?? ''}
                    placeholder="Min"
                    aria-label="Minimum price"
                  />
                  <span className="text-slate-400" aria-hidden="true">
                    –
                  </span>
                  <Input
                    name="maxPrice"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    defaultValue={query.maxPrice ?? ''}
                    placeholder="Max"
                    aria-label="Maximum price"
                  />
                </div>
              </fieldset>
              <Button type="submit" variant="outline" size="sm" className="mt-2 w-full">
                Apply price
              </Button>
            </form>
            {filtered ? (
              <Link
                to="/products"
                className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'w-full' })}
              >
                <X className="size-4" aria-hidden="true" />
                Clear all filters
              </Link>
            ) : null}
          </Card>
        </aside>

        <div className="min-w-0 space-y-6">
          {/* Loading shows the grid's skeletons, so ListState only takes the failure and the empty list. */}
          <ListState
            pending={false}
            loadingLabel="Loading products"
            failure={
              products.isError && !data ? queryFailure(products, 'Products could not be loaded') : null
            }
            empty={
              data && data.products.length === 0 ? (
                <Card>
                  <EmptyState
                    icon={PackageOpen}
                    title={query.search ? `No products found for “${query.search}”` : 'No products found'}
                    description={
                      filtered
                        ? 'Try other words, another category or a wider price range.'
                        : 'Our sellers are still adding their products. Check back shortly.'
                    }
                    actions={
                      filtered ? (
                        <Link to="/products" className={buttonClasses({ variant: 'outline' })}>
                          Clear all filters
                        </Link>
                      ) : (
                        <Link to="/" className={buttonClasses({ variant: 'outline' })}>
                          Back to home
                        </Link>
                      )
                    }
                  />
                </Card>
              ) : null
            }
          >
            <ProductGrid
              products={data?.products}
              loading={products.isPending}
              skeletons={12}
              label="Products"
              eagerImages={4}
            />
            {data ? (
              <Pagination
                label="Result pages"
                page={data.pagination.currentPage}
                totalPages={data.pagination.totalPages}
                onPageChange={(page) => {
                  setPage(page);
                  window.scrollTo({ top: 0 });
                }}
              />
            ) : null}
          </ListState>
        </div>
      </div>
    </div>
  );
}
