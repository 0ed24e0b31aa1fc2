import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ArrowRight, ImageOff, ShoppingCart, Store, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { loadErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { type CartGroup, type CartGroupLine, groupCartLines } from '@/shared/cart/cart-groups';
import { QuantityStepper } from '@/shared/cart/quantity-stepper';
import { quoteQueryOptions } from '@/shared/cart/quote';
import { QuoteTotals } from '@/shared/cart/quote-summary';
import { useCart } from '@/shared/cart/use-cart';

function LineImage({ src, title }: { src: string | null; title: string }) {
  if (!src) {
    return (
      <div className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400">
        <ImageOff className="size-6" aria-hidden="true" />
      </div>
    );
  }
  return <img src={src} alt={title} className="size-20 shrink-0 rounded-lg bg-slate-100 object-cover" />;
}

function CartLineRow({ entry, currency }: { entry: CartGroupLine; currency: string }) {
  const { setQuantity, remove } = useCart();
  const { line, problem, title, unitPrice, maxQuantity } = entry;
  const sellable = entry.item !== undefined;
  const lineTotal = unitPrice === undefined ? undefined : unitPrice * line.quantity;
  return (
    <li className="flex gap-4 px-5 py-4" data-testid="cart-line">
      <LineImage src={entry.image} title={title} />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <Link
              to={`/product/${line.productId}`}
              className="font-medium text-slate-900 hover:text-indigo-600 hover:underline"
            >
              {title}
            </Link>
            {unitPrice !== undefined ? (
              <p className="text-sm text-slate-500">{formatMoney(unitPrice, currency)} each</p>
            ) : null}
          </div>
          {lineTotal !== undefined && sellable ? (
            <p className="font-semibold text-slate-900">{formatMoney(lineTotal, currency)}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {sellable || !problem ? (
            <QuantityStepper
              label={title}
              value={line.quantity}
              max={maxQuantity}
              onChange={(q) => setQuantity(line.productId, q, maxQuantity)}
            />
          ) : null}
          {sellable && maxQuantity > 0 && maxQuantity <= 10 ? (
            <span className="text-xs text-amber-700">Only {maxQuantity} available</span>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => remove(line.productId)}
            aria-label={`Remove ${title}`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Remove
          </Button>
        </div>
        {problem ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
            <span>{problem.message}</span>
            {sellable && problem.available > 0 && line.quantity > problem.available ? (
              <button
                type="button"
                className="font-medium text-amber-900 underline hover:no-underline"
                onClick={() => setQuantity(line.productId, problem.available, problem.available)}
              >
                Change to {problem.available}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

function SellerGroup({ group, currency }: { group: CartGroup; currency: string }) {
  const headingId = `seller-${group.key}`;
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-5 py-3">
          <h2 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
            {group.unavailable ? (
              <AlertTriangle className="size-4 text-amber-600" aria-hidden="true" />
            ) : (
              <Store className="size-4 text-indigo-600" aria-hidden="true" />
            )}
            {group.unavailable ? group.name : `Sold by ${group.name}`}
          </h2>
          {group.subtotal !== undefined ? (
            <p className="text-sm text-slate-500">
              Items {formatMoney(group.subtotal, currency)} · Shipping{' '}
              {formatMoney(group.shipping ?? 0, currency)}
            </p>
          ) : null}
        </div>
        <ul className="divide-y divide-slate-100">
          {group.lines.map((entry) => (
            <CartLineRow key={entry.line.productId} entry={entry} currency={currency} />
          ))}
        </ul>
      </section>
    </Card>
  );
}

/** `/cart`: lines grouped by seller, quantities capped by stock, totals from POST /api/orders/quote. */
export function CartPage() {
  const { lines, count } = useCart();
  const quote = useQuery(quoteQueryOptions({ items: lines }));
  const data = lines.length > 0 ? quote.data : undefined;
  const groups = groupCartLines(lines, data);
  const currency = data?.currency ?? 'USD';
  const hasProblems = (data?.problems.length ?? 0) > 0;
  const updating = quote.isFetching;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <title>Cart · Marketplace</title>
      <PageHeader
        title="Your cart"
        description={
          count > 0
            ? `${count} ${count === 1 ? 'item' : 'items'} from ${groups.length === 1 ? 'one seller' : `${groups.length} sellers`}`
            : undefined
        }
      />
      {lines.length === 0 ? (
        <Card className="mt-6">
          <EmptyState
            icon={ShoppingCart}
            title="Your cart is empty"
            description="Products you add to your cart will appear here."
            actions={
              <Link to="/products" className={buttonClasses()}>
                Browse products
              </Link>
            }
          />
        </Card>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div className="space-y-4">
            {quote.isError ? (
              <LoadError
                title="We could not price your cart"
                onRetry={() => void quote.refetch()}
                error={quote.error}
              >
                {loadErrorMessage(quote.error)}
              </LoadError>
            ) : null}
            {groups.map((group) => (
              <SellerGroup key={group.key} group={group} currency={currency} />
            ))}
          </div>
          <Card className="p-5 lg:sticky lg:top-24">
            <section aria-labelledby="cart-summary-heading" className="space-y-4">
              <div className="flex items-center justify-between">
                <h2 id="cart-summary-heading" className="font-semibold text-slate-900">
                  Order summary
                </h2>
                {updating ? <Spinner size="sm" label="Updating totals" className="text-indigo-600" /> : null}
              </div>
              {data ? (
                <QuoteTotals quote={data} />
              ) : quote.isPending ? (
                <p className="text-sm text-slate-500">Calculating totals…</p>
              ) : null}
              {hasProblems ? (
                <p className="text-sm text-amber-800">
                  Please fix the items marked above before checking out.
                </p>
              ) : null}
              {!data || hasProblems || quote.isError || quote.isPlaceholderData ? (
                <Button size="lg" className="w-full" disabled>
                  Proceed to Checkout
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Button>
              ) : (
                <Link to="/checkout" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
                  Proceed to Checkout
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              )}
              <Link
                to="/products"
                className="block text-center text-sm font-medium text-indigo-600 hover:text-indigo-700 hover:underline"
              >
                Continue shopping
              </Link>
            </section>
          </Card>
        </div>
      )}
    </div>
  );
}
