import { useQuery } from '@tanstack/react-query';
import { MapPin, PackageOpen, Store } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListState } from '@/components/ui/list-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { loadErrorMessage } from '@/lib/api-client';
import { useMetaDescription } from '@/lib/page-head';
import { useUrlFilters } from '@/lib/use-url-filters';
import { isNotFound } from '@/shared/catalog';
import { shopQueryOptions } from '../api/get-shop';
import { storefrontProductsQueryOptions } from '../api/list-storefront-products';
import { ProductGrid } from '../components/product-card';

/** `/shop/:vendorId`: a vendor's shop header and its products. */
export function ShopPage() {
  const { vendorId = '' } = useParams();
  const { page, setPage } = useUrlFilters({ replace: false });
  const shop = useQuery(shopQueryOptions(vendorId));
  useMetaDescription(shop.data?.description.trim() || undefined);
  const products = useQuery({
    ...storefrontProductsQueryOptions({ vendor: vendorId, page }),
    enabled: shop.isSuccess,
  });

  if (shop.isPending) {
    return (
      <div className="flex justify-center py-24 text-indigo-600">
        <Spinner size="lg" label="Loading shop" />
      </div>
    );
  }
  if (shop.isError) {
    const missing = isNotFound(shop.error);
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        {missing ? (
          <Card className="flex flex-col items-center px-6 py-14 text-center">
            <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
              <Store className="size-6" aria-hidden="true" />
            </div>
            <h1 className="text-xl font-semibold text-slate-900">Shop not found</h1>
            <p className="mt-1 max-w-md text-sm text-slate-500">
              This shop does not exist or is not open right now.
            </p>
            <Link to="/products" className={buttonClasses({ className: 'mt-5' })}>
              Browse products
            </Link>
          </Card>
        ) : (
          <LoadError
            title="This shop could not be loaded"
            onRetry={() => void shop.refetch()}
            error={shop.error}
          >
            {loadErrorMessage(shop.error)}
          </LoadError>
        )}
      </div>
    );
  }

  const data = shop.data;
  const location = [data.city, data.state].filter(Boolean).join(', ');
  return (
    <div>
      <title>{`${data.businessName} · Marketplace`}</title>
      <section className="border-b border-slate-200 bg-gradient-to-br from-indigo-50 via-white to-violet-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-10 sm:flex-row sm:items-center sm:px-6 lg:px-8">
          <Avatar name={data.businessName} src={data.logo} size="lg" />
          <div className="min-w-0">
            <p className="text-sm font-medium text-indigo-600">Shop</p>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{data.businessName}</h1>
            {data.description ? <p className="mt-2 max-w-2xl text-slate-600">{data.description}</p> : null}
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
              {location ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin className="size-4" aria-hidden="true" />
                  {location}
                </span>
              ) : null}
              <span>
                {data.productCount} {data.productCount === 1 ? 'product' : 'products'}
              </span>
            </p>
          </div>
        </div>
      </section>
      <section
        aria-labelledby="shop-products"
        className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8"
      >
        <h2 id="shop-products" className="text-xl font-semibold text-slate-900">
          Products from {data.businessName}
        </h2>
        {/* Loading shows the grid's skeletons, so ListState only takes the failure and the empty list. */}
        <ListState
          pending={false}
          loadingLabel="Loading products"
          failure={
            products.isError
              ? {
                  title: undefined,
                  message: loadErrorMessage(products.error),
                  onRetry: () => void products.refetch(),
                  error: products.error,
                }
              : null
          }
          empty={
            products.data && products.data.products.length === 0 ? (
              <Card>
                <EmptyState
                  icon={PackageOpen}
                  level={3}
                  title="No products yet"
                  description="This seller has nothing for sale right now. Check back soon."
                />
              </Card>
            ) : null
          }
        >
          <ProductGrid
            products={products.data?.products}
            loading={products.isPending}
            label={`Products from ${data.businessName}`}
            eagerImages={4}
          />
          {products.data ? (
            <Pagination
              label="Result pages"
              page={products.data.pagination.currentPage}
              totalPages={products.data.pagination.totalPages}
              onPageChange={setPage}
            />
          ) : null}
        </ListState>
      </section>
    </div>
  );
}
