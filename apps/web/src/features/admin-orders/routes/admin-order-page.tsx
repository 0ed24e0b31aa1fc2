import { statusLabel } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Eye, MapPin, Store } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { formatDate, formatMoney } from '@/lib/format';
import {
  addressLines,
  deliverySpeedLabel,
  OrderDetailsModal,
  OrderStatusBadge,
  OrderSummary,
  orderLoadErrorMessage,
  orderStatusLabel,
  paymentMethodLabel,
  type SplitPart,
} from '@/shared/orders';
import {
  type AdminOrderDetails,
  adminOrderQueryOptions,
  type OrderHistoryEvent,
} from '../api/get-admin-order';
import { AdminPartStatusForm } from '../components/admin-part-status-form';
import { ForwardPanel } from '../components/forward-panel';
import { PaymentDeskPanel } from '../components/payment-desk-panel';
import { ORDER_TYPE_LABELS } from '../order-type-labels';

function partName(part: SplitPart): string {
  return part.type === 'admin' ? 'Marketplace' : part.vendorName;
}

function PartCard({ details, part }: { details: AdminOrderDetails; part: SplitPart }) {
  const order = details.mainOrder;
  const dto = order.statusParts.find((p) => p._id === part.id);
  return (
    <Card data-testid="admin-order-part">
      <CardHeader
        level={3}
        title={
          <span className="flex flex-wrap items-center gap-2">
            <Store className="size-4 text-indigo-600" aria-hidden="true" />
            {part.type === 'admin' ? 'Marketplace part' : `${part.vendorName} (vendor part)`}
            <OrderStatusBadge status={part.status} exact />
          </span>
        }
        description={
          part.type === 'vendor'
            ? [
                part.vendorContact?.email,
                part.vendorContact?.phone,
                part.forwardedAt
                  ? `Forwarded ${formatDate(part.forwardedAt, { withTime: true })}`
                  : 'Not forwarded yet',
              ]
                .filter(Boolean)
                .join(' · ')
            : 'Shipped by the marketplace itself'
        }
        actions={
          <span className="text-sm font-semibold text-slate-900">
            {formatMoney(part.subtotal, order.currency)}
          </span>
        }
      />
      <section
        className="relative overflow-x-auto"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1)
        tabIndex={0}
        aria-label={`Items of ${part.type === 'admin' ? 'the marketplace part' : part.vendorName}`}
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr className="border-b border-slate-100">
              <th scope="col" className="px-5 py-2">
                Item
              </th>
              <th scope="col" className="px-5 py-2">
                SKU
              </th>
              <th scope="col" className="px-5 py-2 text-right">
                Qty
              </th>
              <th scope="col" className="px-5 py-2 text-right">
                Price
              </th>
              <th scope="col" className="px-5 py-2 text-right">
                Total
              </th>
              <th scope="col" className="px-5 py-2">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {part.items.map((item) => (
              <tr key={item._id}>
                <td className="px-5 py-2 font-medium text-slate-900">{item.title}</td>
                <td className="px-5 py-2 text-slate-500">{item.sku || '—'}</td>
                <td className="px-5 py-2 text-right">{item.quantity}</td>
                <td className="px-5 py-2 text-right">{formatMoney(item.price, order.currency)}</td>
                <td className="px-5 py-2 text-right">{formatMoney(item.itemTotal, order.currency)}</td>
                <td className="px-5 py-2">
                  <OrderStatusBadge status={item.status} exact />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <CardBody className="space-y-3 border-t border-slate-100">
        <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
          <span>Shipping {formatMoney(dto?.shipping ?? 0, order.currency)}</span>
          {part.trackingNumber ? (
            <span>
              {part.carrier ?? 'Carrier'} · {part.trackingNumber}
            </span>
          ) : null}
          {dto?.cancelledBy ? (
            <span>Cancelled by {dto.cancelledBy === 'user' ? 'the customer' : dto.cancelledBy}</span>
          ) : null}
        </div>
        {part.type === 'admin' ? (
          <AdminPartStatusForm orderId={order._id} status={part.status} />
        ) : (
          <AdminPartStatusForm
            orderId={order._id}
            status={part.status}
            vendorPart={{ id: part.id, vendorName: part.vendorName }}
          />
        )}
      </CardBody>
    </Card>
  );
}

function historyPart(details: AdminOrderDetails, event: OrderHistoryEvent): string {
  if (!event.partId) return 'Order';
  const part = details.parts.find((p) => p.id === event.partId);
  return part ? partName(part) : 'Part';
}

function historyActor(event: OrderHistoryEvent): string {
  const type = event.actorType.charAt(0).toUpperCase() + event.actorType.slice(1);
  if (event.impersonated && event.actorName) return event.actorName;
  return event.actorName ? `${event.actorName} (${event.actorType})` : type;
}

function HistoryTable({ details }: { details: AdminOrderDetails }) {
  const events = [...details.history].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Card>
      <CardHeader
        title="History"
        description="Every status change of the order and its parts, newest first."
      />
      <section
        className="relative overflow-x-auto"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1)
        tabIndex={0}
        aria-label="Order history"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="border-b border-slate-100 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-5 py-2">
                When
              </th>
              <th scope="col" className="px-5 py-2">
                Part
              </th>
              <th scope="col" className="px-5 py-2">
                Change
              </th>
              <th scope="col" className="px-5 py-2">
                By
              </th>
              <th scope="col" className="px-5 py-2">
                Reason
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {events.map((event) => (
              <tr key={event._id} data-testid="history-event">
                <td className="px-5 py-2 whitespace-nowrap text-slate-600">
                  {formatDate(event.createdAt, { withTime: true })}
                </td>
                <td className="px-5 py-2 text-slate-900">{historyPart(details, event)}</td>
                <td className="px-5 py-2 whitespace-nowrap">
                  {event.fromStatus ? `${orderStatusLabel(event.fromStatus)} → ` : ''}
                  {orderStatusLabel(event.toStatus)}
                </td>
                <td className="px-5 py-2 text-slate-600">{historyActor(event)}</td>
                <td className="px-5 py-2 text-slate-600">{event.reason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Card>
  );
}

/** `/admin/orders/:id`: every part with its items and status, the history, status changes and forwarding. */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  const query = useQuery(adminOrderQueryOptions(id));
  const [modalOpen, setModalOpen] = useState(false);
  const details = query.data;

  const back = (
    <Link to="/admin/orders" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      All orders
    </Link>
  );

  if (query.isPending) {
    return <PageSkeleton label="Loading the order" />;
  }
  if (!details) {
    return (
      <div className="space-y-4">
        {back}
        <Alert
          tone="danger"
          live="alert"
          title={orderLoadErrorMessage(query.error)}
          actions={
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          }
        />
      </div>
    );
  }

  const order = details.mainOrder;
  const waiting = details.vendorParts.filter(
    (p) => p.forwardedAt === null && p.status !== 'cancelled' && p.status !== 'rejected',
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          {back}
          <h2 className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight text-slate-900">
            Order {order.orderNumber}
            <OrderStatusBadge status={order.unifiedStatus} />
          </h2>
          <p className="text-sm text-slate-500">
            Placed {formatDate(order.createdAt, { withTime: true })} · {ORDER_TYPE_LABELS[order.orderType]} ·{' '}
            {details.parts.length} {details.parts.length === 1 ? 'part' : 'parts'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={`/track-order/${encodeURIComponent(order.orderNumber)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <MapPin className="size-4" aria-hidden="true" />
            Tracking page
          </a>
          <Button variant="outline" size="sm" onClick={() => setModalOpen(true)}>
            <Eye className="size-4" aria-hidden="true" />
            Order details
          </Button>
        </div>
      </div>

      {!details.autoForwardOrders && waiting.length > 0 ? (
        <ForwardPanel orderId={order._id} waiting={waiting.map((p) => p.vendorName)} />
      ) : null}

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="space-y-4">
          {details.parts.map((part) => (
            <PartCard key={part.id} details={details} part={part} />
          ))}
        </div>
        <div className="space-y-4">
          <Card>
            <CardHeader level={3} title="Customer" />
            <CardBody className="space-y-0.5 text-sm text-slate-600">
              <p className="font-medium text-slate-900">{order.customer.name}</p>
              <p>
                <EmailAddress email={order.customer.email} />
              </p>
              <p>{order.customer.phone}</p>
              <div className="pt-2">
                {addressLines(order).map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </div>
            </CardBody>
          </Card>
          <Card>
            <CardHeader level={3} title="Payment and delivery" />
            <CardBody className="space-y-1 text-sm text-slate-600">
              <p>
                {paymentMethodLabel(order.paymentMethod)} · {statusLabel('payment', order.paymentStatus)}
              </p>
              {order.transactionId ? <p className="break-all">Transaction {order.transactionId}</p> : null}
              {order.receiptUrl ? (
                <p>
                  <a
                    href={order.receiptUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-indigo-600 hover:underline"
                  >
                    View transfer receipt
                  </a>
                </p>
              ) : null}
              <p>
                {deliverySpeedLabel(order.deliverySpeed)} · estimated {formatDate(order.estimatedDelivery)}
              </p>
              {order.cancellationReason ? <p>Cancellation reason: {order.cancellationReason}</p> : null}
            </CardBody>
          </Card>
          <PaymentDeskPanel order={order} />
          <OrderSummary order={order} />
        </div>
      </div>

      <HistoryTable details={details} />

      {modalOpen ? (
        <OrderDetailsModal orderId={order._id} viewer="admin" onClose={() => setModalOpen(false)} />
      ) : null}
    </div>
  );
}
