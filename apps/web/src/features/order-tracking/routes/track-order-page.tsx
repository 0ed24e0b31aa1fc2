import { normalizeStatus, statusLabel, statusRank } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Check, PackageSearch, Truck, XCircle } from 'lucide-react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, canRetry, loadErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { deliverySpeedLabel, OrderStatusBadge } from '@/shared/orders';
import { type OrderTracking, orderTrackingQueryOptions } from '../api/track-order';
import { TrackOrderForm } from '../components/track-order-form';

const STEPS = [
  { status: 'placed', label: statusLabel('order', 'placed') },
  { status: 'processing', label: statusLabel('order', 'processing') },
  { status: 'shipped', label: statusLabel('order', 'shipped') },
  { status: 'delivered', label: statusLabel('order', 'delivered') },
] as const;

function Progress({ status }: { status: string }) {
  const normalized = normalizeStatus(status);
  if (normalized === 'cancelled') {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
        <XCircle className="size-5" aria-hidden="true" />
        This order was cancelled.
      </p>
    );
  }
  const rank = statusRank(status);
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label="Order progress">
      {STEPS.map((step, index) => {
        const done = statusRank(step.status) <= rank;
        const current = statusRank(step.status) === rank;
        return (
          <li
            key={step.status}
            className="relative flex flex-col items-center gap-2 text-center"
            aria-current={current ? 'step' : undefined}
          >
            {index > 0 ? (
              // The line from the previous step, coloured once this step is reached.
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-4 right-1/2 h-0.5 w-full',
                  done ? 'bg-indigo-600' : 'bg-slate-200',
                )}
              />
            ) : null}
            <span
              className={cn(
                'relative flex size-9 items-center justify-center rounded-full border-2',
                done
                  ? 'border-indigo-600 bg-indigo-600 text-white'
                  : 'border-slate-200 bg-white text-slate-300',
              )}
            >
              <Check className="size-4" aria-hidden="true" />
            </span>
            <span
              className={cn('text-xs font-medium sm:text-sm', done ? 'text-slate-900' : 'text-slate-400')}
            >
              {step.label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function TrackingDetails({ tracking }: { tracking: OrderTracking }) {
  const timeline = [...tracking.timeline].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm text-slate-500">Order number</p>
            <p className="text-lg font-semibold text-slate-900" data-testid="tracking-order-number">
              {tracking.orderNumber}
            </p>
            <p className="mt-1 text-sm text-slate-500">
              Placed {formatDate(tracking.createdAt, { withTime: true })}
            </p>
          </div>
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <OrderStatusBadge status={tracking.status} className="text-sm" />
            <p className="flex items-center gap-1.5 text-sm text-slate-600">
              <CalendarClock className="size-4 text-indigo-600" aria-hidden="true" />
              Estimated delivery{' '}
              <strong className="font-semibold text-slate-900">
                {formatDate(tracking.estimatedDelivery)}
              </strong>
            </p>
            <p className="text-xs text-slate-500">{deliverySpeedLabel(tracking.deliverySpeed)}</p>
          </div>
        </div>
        <div className="mt-6">
          <Progress status={tracking.status} />
        </div>
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <Card>
          <CardHeader title="Status history" description="Every step of your order, oldest first." />
          <ol className="relative space-y-5 px-5 py-5" aria-label="Status timeline">
            {timeline.map((event, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders; events can share a time
              <li key={`${event.at}-${index}`} className="relative flex gap-3" data-testid="timeline-event">
                <span className="relative flex flex-col items-center">
                  <span
                    className={cn(
                      'mt-1 size-3 rounded-full ring-4',
                      normalizeStatus(event.status) === 'cancelled'
                        ? 'bg-red-500 ring-red-100'
                        : 'bg-indigo-600 ring-indigo-100',
                    )}
                  />
                  {index < timeline.length - 1 ? (
                    <span
                      className="absolute top-5 h-[calc(100%+0.5rem)] w-px bg-slate-200"
                      aria-hidden="true"
                    />
                  ) : null}
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900">
                    {event.label}
                    {event.seller ? (
                      <span className="font-normal text-slate-500"> · {event.seller}</span>
                    ) : null}
                  </p>
                  <p className="text-xs text-slate-500">{formatDate(event.at, { withTime: true })}</p>
                </div>
              </li>
            ))}
          </ol>
        </Card>

        <Card>
          <CardHeader
            title="Shipments"
            description={
              tracking.shipments.length > 1
                ? `Your order ships from ${tracking.shipments.length} sellers, each in its own parcel.`
                : 'Your order ships in one parcel.'
            }
          />
          <ul className="divide-y divide-slate-100">
            {tracking.shipments.map((shipment, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders
                key={`${shipment.seller}-${index}`}
                className="space-y-1.5 px-5 py-4"
                data-testid="shipment"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium text-slate-900">{shipment.seller}</p>
                  <OrderStatusBadge status={shipment.status} />
                </div>
                <p className="text-sm text-slate-500">
                  {shipment.itemCount} {shipment.itemCount === 1 ? 'item' : 'items'}
                </p>
                {shipment.trackingNumber ? (
                  <p className="flex items-center gap-1.5 text-sm text-slate-700">
                    <Truck className="size-4 text-indigo-600" aria-hidden="true" />
                    {shipment.carrier ?? 'Carrier'} · tracking number{' '}
                    <span className="font-mono font-medium">{shipment.trackingNumber}</span>
                  </p>
                ) : (
                  <p className="text-sm text-slate-500">No tracking number yet.</p>
                )}
                {shipment.shippedAt || shipment.deliveredAt ? (
                  <p className="text-xs text-slate-500">
                    {shipment.shippedAt ? `Shipped ${formatDate(shipment.shippedAt)}` : ''}
                    {shipment.shippedAt && shipment.deliveredAt ? ' · ' : ''}
                    {shipment.deliveredAt ? `Delivered ${formatDate(shipment.deliveredAt)}` : ''}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}

/** `/track-order/:orderNumber` (public): timeline, estimated delivery and shipments; no personal data. */
export function TrackOrderPage() {
  const { orderNumber = '' } = useParams();
  const query = useQuery(orderTrackingQueryOptions(orderNumber));
  // A number the server cannot read (too short or long) is not an order either: check it.
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <title>{`Track ${orderNumber} · Marketplace`}</title>
      <PageHeader title="Track your order" description="See where your order is, seller by seller." />
      <div className="mt-6 space-y-6">
        {query.isPending ? (
          <Card className="flex justify-center py-16 text-indigo-600">
            <Spinner size="lg" label="Looking up your order" />
          </Card>
        ) : query.data ? (
          <TrackingDetails tracking={query.data} />
        ) : (
          <>
            <Alert
              tone={notFound ? 'warning' : 'danger'}
              live="alert"
              title={notFound ? 'Order not found' : 'Tracking is not available right now'}
              actions={
                notFound || !canRetry(query.error) ? null : (
                  <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                    Try again
                  </Button>
                )
              }
            >
              {notFound
                ? `We could not find an order with the number ${orderNumber}. Please check the number and try again.`
                : loadErrorMessage(query.error)}
            </Alert>
            <Card className="p-5 sm:p-6">
              <TrackOrderForm defaultValue={orderNumber} />
            </Card>
          </>
        )}
      </div>
    </div>
  );
}

/** `/track-order`: enter an order number. */
export function TrackOrderLookupPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 lg:px-8">
      <title>Track your order · Marketplace</title>
      <div className="mb-6 flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <PackageSearch className="size-6" aria-hidden="true" />
      </div>
      <PageHeader
        title="Track your order"
        description="Enter the order number from your confirmation e-mail."
      />
      <Card className="mt-6 p-5 sm:p-6">
        <TrackOrderForm />
      </Card>
    </div>
  );
}
