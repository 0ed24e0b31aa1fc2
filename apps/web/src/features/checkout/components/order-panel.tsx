import { DELIVERY_LABELS } from '@market/domain';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { loadErrorMessage } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';
import type { CheckoutForm } from '../use-checkout-form';
import { CheckoutSummary } from './checkout-summary';

/** The side panel of checkout: the priced order, its problems, and the Place order button. */
export function OrderPanel({ checkout }: { checkout: CheckoutForm }) {
  const { lines, quote, processing, paymentMethod, deliverySpeed } = checkout;
  const data = quote.data;
  const hasProblems = (data?.problems.length ?? 0) > 0;
  return (
    <Card className="p-5 lg:sticky lg:top-24">
      {data ? (
        <CheckoutSummary lines={lines} quote={data}>
          {hasProblems ? (
            <Alert
              tone="warning"
              title="Some items need your attention"
              actions={
                <Link to="/cart" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                  Review your cart
                </Link>
              }
            >
              <ul className="list-disc pl-4">
                {data.problems.map((p) => (
                  <li key={p.productId}>{p.message}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          {processing && paymentMethod === 'card' ? (
            <div
              role="status"
              aria-live="polite"
              className="flex items-center gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900"
            >
              <Spinner className="text-indigo-600" />
              <div>
                <p className="font-medium">Processing your payment…</p>
                <p className="text-indigo-700">Please keep this page open.</p>
              </div>
            </div>
          ) : null}
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={hasProblems || quote.isPlaceholderData}
            loading={processing}
            loadingText={paymentMethod === 'card' ? 'Processing payment…' : 'Placing your order…'}
          >
            <Lock className="size-4" aria-hidden="true" />
            Place order · {formatMoney(data.total, data.currency)}
          </Button>
          <p className="text-center text-xs text-slate-500">
            Estimated delivery {formatDate(data.estimatedDelivery)} ({DELIVERY_LABELS[deliverySpeed]})
          </p>
        </CheckoutSummary>
      ) : quote.isError ? (
        <LoadError
          title="We could not price your order"
          onRetry={() => void quote.refetch()}
          error={quote.error}
        >
          {loadErrorMessage(quote.error)}
        </LoadError>
      ) : (
        <div className="flex justify-center py-10 text-indigo-600">
          <Spinner size="lg" label="Calculating your order total" />
        </div>
      )}
    </Card>
  );
}
