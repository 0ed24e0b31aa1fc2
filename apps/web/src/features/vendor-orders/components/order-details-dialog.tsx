import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { vendorOrderQueryOptions } from '@/shared/vendor-orders/api/get-vendor-order';
import { AddressBlock } from '@/shared/vendor-orders/components/address-block';
import { OrderItemsList } from '@/shared/vendor-orders/components/order-items-list';
import { OrderMoneySummary } from '@/shared/vendor-orders/components/order-money-summary';
import { PaymentStatusBadge } from '@/shared/vendor-orders/components/payment-status-badge';
import { VendorStatusBadge } from '@/shared/vendor-orders/components/vendor-status-badge';
import { paymentMethodLabel } from '@/shared/vendor-orders/lib/payment-label';
import { ORDER_MESSAGES } from '@/shared/vendor-orders/messages';
import { orderItemsOf } from '@/shared/vendor-orders/types';

type OrderDetailsDialogProps = {
  orderId: string;
  orderNumber: string;
  /** Where the order page's back link returns to. */
  from: string;
  onClose: () => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 p-4">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** View Details of the forwarded screen: the whole vendor order in a dialog. */
export function OrderDetailsDialog({ orderId, orderNumber, from, onClose }: OrderDetailsDialogProps) {
  const query = useQuery(vendorOrderQueryOptions(orderId));
  const order = query.data;
  return (
    <Modal
      size="lg"
      title={`Order ${orderNumber}`}
      description={order ? `Placed on ${formatDate(order.createdAt, { withTime: true })}` : undefined}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Link
            to={`/order/${encodeURIComponent(orderId)}`}
            state={{ from }}
            className={buttonClasses({ variant: 'secondary' })}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            Open Order Page
          </Link>
        </>
      }
    >
      {order ? (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <VendorStatusBadge order={order} />
            {order.forwardedAt ? (
              <span className="text-xs text-slate-500">
                Forwarded {formatDate(order.forwardedAt, { withTime: true })}
              </span>
            ) : null}
          </div>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <Section title="Customer">
              <p className="text-sm font-medium text-slate-900">{order.customer.name}</p>
              <p className="text-sm text-slate-600">
                <EmailAddress email={order.customer.email} />
              </p>
              {order.customer.phone ? <p className="text-sm text-slate-600">{order.customer.phone}</p> : null}
            </Section>
            <Section title="Shipping address">
              {order.shippingAddress ? (
                <AddressBlock address={order.shippingAddress} />
              ) : (
                <p className="text-sm text-slate-500">No address on this order.</p>
              )}
            </Section>
          </div>
          <Section title="Items">
            <OrderItemsList items={orderItemsOf(order)} />
          </Section>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <Section title="Payment">
              <dl className="space-y-1 text-sm">
                <div className="flex justify-between gap-2">
                  <dt className="text-slate-600">Method</dt>
                  <dd className="text-slate-900">{paymentMethodLabel(order.paymentMethod)}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-slate-600">Status</dt>
                  <dd>
                    <PaymentStatusBadge status={order.paymentStatus} />
                  </dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt className="text-slate-600">Transaction</dt>
                  <dd className="font-mono text-xs break-all text-slate-900">{order.transactionId ?? '—'}</dd>
                </div>
              </dl>
            </Section>
            <Section title="Summary">
              <OrderMoneySummary order={order} />
            </Section>
          </div>
          <Section title="Notes and tracking">
            <dl className="space-y-1.5 text-sm">
              <div>
                <dt className="text-slate-500">Admin notes</dt>
                <dd className="text-slate-900">{order.adminNotes || '—'}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Your notes</dt>
                <dd className="text-slate-900">{order.vendorNotes || '—'}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Tracking</dt>
                <dd className="text-slate-900">
                  {order.tracking.trackingNumber
                    ? `${order.tracking.trackingNumber}${order.tracking.carrier ? ` (${order.tracking.carrier})` : ''}`
                    : '—'}
                </dd>
              </div>
            </dl>
          </Section>
        </div>
      ) : query.isError ? (
        <Alert tone="danger" live="alert">
          {ORDER_MESSAGES.detailLoadFailed}
        </Alert>
      ) : (
        <div className="flex justify-center py-12 text-indigo-600">
          <Spinner size="lg" label="Loading order details" />
        </div>
      )}
    </Modal>
  );
}
