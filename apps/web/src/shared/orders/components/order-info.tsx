import {
  DELIVERY_LABELS,
  type DeliverySpeed,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  statusLabel,
} from '@market/domain';
import type { ReactNode } from 'react';
import { EmailAddress } from '@/components/ui/email-address';
import { formatDate, formatMoney } from '@/lib/format';
import type { Order, OrderViewer } from '@/shared/orders/types';

export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;
}

export function deliverySpeedLabel(speed: string): string {
  return DELIVERY_LABELS[speed as DeliverySpeed] ?? speed;
}

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-slate-50/60 p-4" aria-label={title}>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 space-y-0.5 text-sm text-slate-600">{children}</div>
    </section>
  );
}

/** The shipping address as lines. */
export function addressLines(order: Order): string[] {
  const a = order.shippingAddress;
  return [
    [a.street, a.apartment].filter(Boolean).join(', '),
    [a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    a.country,
  ].filter(Boolean);
}

/**
 * The customer box (admins and vendors see who ordered) or the delivery box (the customer sees
 * where it goes), beside the payment and delivery facts.
 */
export function OrderInfoBoxes({ order, viewer }: { order: Order; viewer: OrderViewer }) {
  const staff = viewer === 'admin' || viewer === 'vendor';
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <Box title={staff ? 'Customer information' : 'Delivery information'}>
        <p className="font-medium text-slate-900">{order.customer.name}</p>
        {addressLines(order).map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>{order.customer.phone}</p>
        <p>
          <EmailAddress email={order.customer.email} />
        </p>
      </Box>
      <Box title="Payment and delivery">
        <p>
          <span className="text-slate-500">Payment: </span>
          {paymentMethodLabel(order.paymentMethod)}
          {order.paymentStatus ? ` (${statusLabel('payment', order.paymentStatus)})` : ''}
        </p>
        <p>
          <span className="text-slate-500">Delivery: </span>
          {deliverySpeedLabel(order.deliverySpeed)}
        </p>
        <p>
          <span className="text-slate-500">Estimated delivery: </span>
          {formatDate(order.estimatedDelivery)}
        </p>
        {order.cancellationReason ? (
          <p>
            <span className="text-slate-500">Cancellation reason: </span>
            {order.cancellationReason}
          </p>
        ) : null}
      </Box>
    </div>
  );
}

/** The order was paid and money went back for what was cancelled (decision 0047). */
export function wasRefunded(order: Order): boolean {
  return order.paymentStatus === 'partially_refunded' || order.paymentStatus === 'refunded';
}

/** Subtotal, shipping, tax and total: shipping and tax show even when they are $0.00. */
export function OrderSummary({ order, title = 'Order summary' }: { order: Order; title?: string }) {
  const money = (n: number) => formatMoney(n, order.currency);
  const rows: [string, number][] = [
    ['Subtotal', order.subtotal],
    ['Shipping', order.shipping],
    ['Tax', order.tax],
  ];
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 p-4">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="mt-3 space-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between text-slate-600">
            <dt>{label}</dt>
            <dd className="font-medium text-slate-900" data-testid={`summary-${label.toLowerCase()}`}>
              {money(value)}
            </dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
          <dt>Total</dt>
          <dd data-testid="summary-total">{money(order.totalAmount)}</dd>
        </div>
      </dl>
      {order.refunds && order.refunds.length > 0 ? (
        <ul aria-label="Refunds" className="mt-3 space-y-1 border-t border-slate-200 pt-2 text-sm">
          {order.refunds.map((r) => (
            <li
              key={r._id}
              data-testid="refund-line"
              data-refund-status={r.status}
              className={
                r.status === 'failed'
                  ? 'text-red-700'
                  : r.status === 'succeeded' || r.status === 'recorded'
                    ? 'text-emerald-700'
                    : 'text-amber-700'
              }
            >
              {r.message}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
