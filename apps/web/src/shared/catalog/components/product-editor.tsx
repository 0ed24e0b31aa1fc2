import { PRODUCT_MESSAGES } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { canRetry, isApiError, loadErrorMessage } from '@/lib/api-client';
import { ownerProductQueryOptions } from '../api/get-owner-product';
import { ownerCategoriesQueryOptions } from '../api/list-owner-categories';
import { isNotFound } from '../lib/errors';
import { type CatalogOwner, productPaths } from '../owner';
import { ProductForm } from './product-form';

/**
 * Edit product: loads the product ('Failed to load product data' or 'Product not found' when it
 * cannot), then the form with its values.
 */
export function ProductEditor({
  owner,
  id,
  notice,
}: {
  owner: CatalogOwner;
  id: string;
  notice?: ReactNode;
}) {
  const query = useQuery(ownerProductQueryOptions(owner, id));
  // The category selects need their options before they can show the product's categories.
  const categories = useQuery(ownerCategoriesQueryOptions(owner));
  const paths = productPaths(owner);

  if (query.isPending || categories.isPending) {
    return <PageSkeleton label="Loading product" />;
  }
  if (query.isError) {
    // A malformed id names no product either: the same answer as an unknown one.
    const missing = isNotFound(query.error) || (isApiError(query.error) && query.error.status === 400);
    const back = (
      <Link to={paths.list} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        Back to Products
      </Link>
    );
    return (
      <div className="space-y-4">
        <Link
          to={paths.list}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:text-indigo-700"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Products
        </Link>
        <Alert
          tone="danger"
          live="alert"
          title={missing ? PRODUCT_MESSAGES.notFound : PRODUCT_MESSAGES.loadDataFailed}
          actions={
            missing || !canRetry(query.error) ? (
              back
            ) : (
              <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )
          }
        >
          {missing
            ? 'It may have been deleted, or it belongs to another account.'
            : loadErrorMessage(query.error)}
        </Alert>
      </div>
    );
  }
  return (
    <ProductForm
      key={query.data._id}
      owner={owner}
      product={query.data}
      notice={notice}
      onReload={async () => (await query.refetch()).data}
    />
  );
}
