import { PRODUCT_MESSAGES, STOCK_FIGURE_WORDS } from '@market/domain';
import { ArrowLeft, Ban, Pencil, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { canRetry, isApiError, loadErrorMessage } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';
import { ModerationBadge, ProductStatusBadge, StockBadge } from '@/shared/catalog';
import { useClearModeration } from '../api/clear-moderation';
import { useDeactivateProduct } from '../api/deactivate-product';
import { useModeratedProduct } from '../api/get-moderated-product';
import type { ModeratedProduct } from '../api/types';
import { ModerationDialog } from '../components/moderation-dialog';

const backLink = (
  <Link
    to="/admin/products"
    className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:text-indigo-800"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    Back to All Products
  </Link>
);

/** `/admin/products/:id`: one product of any owner, its moderation and the history of actions. */
export function ProductModerationPage() {
  const { id = '' } = useParams();
  const query = useModeratedProduct(id);

  if (query.isPending) {
    return (
      <Card className="flex justify-center py-16 text-indigo-600">
        <Spinner size="lg" label="Loading product" />
      </Card>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="space-y-4">
        {backLink}
        <Alert
          tone="danger"
          live="alert"
          title={missing ? PRODUCT_MESSAGES.notFound : PRODUCT_MESSAGES.loadOneFailed}
          actions={
            missing || !canRetry(query.error) ? (
              <Link to="/admin/products" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                Back to All Products
              </Link>
            ) : (
              <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )
          }
        >
          {missing
            ? 'It may have been deleted. Go back to the list and pick another product.'
            : loadErrorMessage(query.error)}
        </Alert>
      </div>
    );
  }
  return <ProductModeration data={query.data} />;
}

function ProductModeration({ data }: { data: ModeratedProduct }) {
  const { product, history } = data;
  const [dialog, setDialog] = useState<'deactivate' | 'clear' | null>(null);
  const deactivate = useDeactivateProduct();
  const clear = useClearModeration();
  const held = product.moderation;

  const run = async (text: string) => {
    const { message } =
      dialog === 'deactivate'
        ? await deactivate.mutateAsync({ id: product._id, reason: text })
        : await clear.mutateAsync({ id: product._id, note: text || undefined });
    if (message) toast.success(message);
    setDialog(null);
  };

  return (
    <div className="space-y-5">
      {backLink}
      <PageHeader
        level={2}
        title={product.title}
        description={product.vendor ? `Sold by ${product.vendor.businessName}` : 'A marketplace product'}
        actions={
          product.vendor ? (
            held ? (
              <Button onClick={() => setDialog('clear')}>
                <RotateCcw className="size-4" aria-hidden="true" />
                Clear moderation
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setDialog('deactivate')}>
                <Ban className="size-4" aria-hidden="true" />
                Deactivate product
              </Button>
            )
          ) : (
            <Link
              to={`/admin/products/${product._id}/edit`}
              className={buttonClasses({ variant: 'outline' })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edit product
            </Link>
          )
        }
      />

      {held ? (
        <Alert tone="danger" title="Deactivated by admin" live="none">
          <p data-testid="moderation-reason">
            <span className="font-semibold">Reason:</span> {held.reason}
          </p>
          <p>
            Since {formatDate(held.at, { withTime: true })}. The vendor cannot reactivate it until the
            moderation is cleared.
          </p>
        </Alert>
      ) : null}
      {!product.vendor ? (
        <Alert tone="info">
          The marketplace’s own products are not moderated: edit them directly, or set their status in the
          form.
        </Alert>
      ) : null}

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardHeader title="Product" />
          <CardBody>
            <div className="flex flex-col gap-4 sm:flex-row">
              <ImageWithFallback
                src={product.images[0]?.thumbUrl ?? product.image}
                alt={product.altText || product.title}
                width={160}
                height={160}
                className="size-40 shrink-0 rounded-xl object-cover ring-1 ring-slate-200"
              />
              <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-slate-600">Seller</dt>
                <dd className="font-medium text-slate-900">
                  {product.vendor?.businessName ?? 'Marketplace'}
                </dd>
                <dt className="text-slate-600">Price</dt>
                <dd className="font-medium text-slate-900">{formatMoney(product.price)}</dd>
                <dt className="text-slate-600">{STOCK_FIGURE_WORDS.available.label}</dt>
                <dd className="flex items-center gap-2">
                  <span className="tabular-nums">{product.stock}</span>
                  <StockBadge stock={product.stock} lowStockThreshold={product.lowStockThreshold} />
                </dd>
                <dt className="text-slate-600">Status</dt>
                <dd className="flex flex-wrap items-center gap-1.5">
                  <ProductStatusBadge status={product.status} />
                  {held ? <ModerationBadge /> : null}
                </dd>
                <dt className="text-slate-600">Category</dt>
                <dd className="text-slate-900">
                  {product.mainCategory
                    ? [product.mainCategory.name, product.subCategory?.name].filter(Boolean).join(' › ')
                    : '—'}
                </dd>
                <dt className="text-slate-600">SKU</dt>
                <dd className="text-slate-900">{product.sku || 'N/A'}</dd>
              </dl>
            </div>
            <p className="mt-4 text-sm leading-relaxed whitespace-pre-line text-slate-700">
              {product.description}
            </p>
          </CardBody>
        </Card>

        <Card>
          <CardHeader title="Moderation history" description="Every action, with the admin and the time." />
          <CardBody>
            {history.length === 0 ? (
              <p className="text-sm text-slate-600">No moderation actions yet.</p>
            ) : (
              <ol className="space-y-4" aria-label="Moderation history">
                {history.map((e) => (
                  <li key={e._id} className="border-l-2 border-slate-200 pl-3" data-testid="moderation-event">
                    <p className="text-sm font-semibold text-slate-900">
                      {e.action === 'deactivate' ? 'Deactivated' : 'Moderation cleared'}
                    </p>
                    <p className="text-xs text-slate-600">
                      {e.adminName} · {formatDate(e.at, { withTime: true })}
                    </p>
                    {e.reason ? <p className="mt-1 text-sm text-slate-700">{e.reason}</p> : null}
                  </li>
                ))}
              </ol>
            )}
          </CardBody>
        </Card>
      </div>

      {dialog ? (
        <ModerationDialog
          kind={dialog}
          productTitle={product.title}
          busy={deactivate.isPending || clear.isPending}
          onSubmit={run}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
