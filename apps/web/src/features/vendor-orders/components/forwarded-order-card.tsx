import { canRespondToForwarded, showsForwardedUpdateStatus } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { Check, Eye, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatMoney } from '@/lib/format';
import { vendorOrderQueryOptions } from '@/shared/vendor-orders/api/get-vendor-order';
import { AddressBlock } from '@/shared/vendor-orders/components/address-block';
import { OrderItemsList } from '@/shared/vendor-orders/components/order-items-list';
import { OrderTypeBadge } from '@/shared/vendor-orders/components/order-type-badge';
import { VendorStatusBadge } from '@/shared/vendor-orders/components/vendor-status-badge';
import { ORDER_MESSAGES } from '@/shared/vendor-orders/messages';
import { isCancelledByCustomer, orderItemsOf, type VendorOrder } from '@/shared/vendor-orders/types';

function Block({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <h4 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h4>
      {children}
    </div>
  );
}

type ForwardedOrderCardProps = {
  order: VendorOrder;
  busy: boolean;
  onAccept: () => void;
  onReject: () => void;
  onUpdateStatus: () => void;
  onViewDetails: () => void;
};

/** One forwarded order: customer, address, items, totals, notes, tracking and the buttons its status allows. */
export function ForwardedOrderCard({
  order,
  busy,
  onAccept,
  onReject,
  onUpdateStatus,
  onViewDetails,
}: ForwardedOrderCardProps) {
  // The list leaves the address and phone out; the order itself has them.
  const detail = useQuery({ ...vendorOrderQueryOptions(order._id), staleTime: 30_000 });
  const full = detail.data;
  const locked = isCancelledByCustomer(order);
  const canRespond = !locked && canRespondToForwarded(order.status);
  const canUpdate = !locked && showsForwardedUpdateStatus(order.status);
  const phone = full?.customer.phone ?? order.customer.phone;
  const tracking = order.tracking.trackingNumber ?? order.trackingInfo;

  return (
    <Card data-testid="forwarded-order" role="group" aria-label={`Order ${order.orderNumber}`}>
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-5 py-3">
        <h3 className="font-semibold text-slate-900">{order.orderNumber}</h3>
        <OrderTypeBadge orderType={order.orderType} />
        <VendorStatusBadge order={order} />
        <span className="ml-auto text-xs text-slate-500">
          {order.forwardedAt
            ? `Forwarded ${formatDate(order.forwardedAt, { withTime: true })}`
            : `Placed ${formatDate(order.createdAt, { withTime: true })}`}
        </span>
      </div>
      <div className="grid grid-cols-1 gap-5 px-5 py-4 md:grid-cols-3">
        <Block title="Customer">
          <p className="text-sm font-medium text-slate-900">{order.customerName || order.customer.name}</p>
          <p className="text-sm text-slate-600">
            <EmailAddress email={order.email || order.customer.email} />
          </p>
          {phone ? <p className="text-sm text-slate-600">{phone}</p> : null}
        </Block>
        <Block title="Shipping address">
          {full?.shippingAddress ? (
            <AddressBlock address={full.shippingAddress} />
          ) : detail.isPending ? (
            <p className="text-sm text-slate-500">Loading address…</p>
          ) : (
            <p className="text-sm text-slate-500">Shown in View Details.</p>
          )}
        </Block>
        <Block title="Totals">
          <dl className="space-y-0.5 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600">Subtotal</dt>
              <dd className="tabular-nums">{formatMoney(order.vendorSubtotal)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600">Shipping</dt>
              <dd className="tabular-nums">{formatMoney(order.shippingCost)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600">Commission ({order.commissionRate}%)</dt>
              <dd className="text-red-700 tabular-nums">−{formatMoney(order.commissionAmount)}</dd>
            </div>
            <div className="flex justify-between gap-2 font-semibold">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatMoney(order.totalAmount)}</dd>
            </div>
            <div className="flex justify-between gap-2 font-semibold text-emerald-700">
              <dt>Your earnings</dt>
              <dd className="tabular-nums">{formatMoney(order.vendorAmount)}</dd>
            </div>
          </dl>
        </Block>
      </div>
      <div className="border-t border-slate-100 px-5 py-2">
        <h4 className="sr-only">Items</h4>
        <OrderItemsList items={orderItemsOf(order)} />
      </div>
      <div className="grid grid-cols-1 gap-4 border-t border-slate-100 px-5 py-3 text-sm md:grid-cols-3">
        <Block title="Admin notes">
          <p className="text-slate-700">{order.adminNotes || 'No notes from the marketplace.'}</p>
        </Block>
        <Block title="Your notes">
          <p className="text-slate-700">{order.vendorNotes || 'No notes yet.'}</p>
        </Block>
        <Block title="Tracking">
          <p className="text-slate-700" data-testid="tracking">
            {tracking
              ? `${tracking}${order.tracking.carrier ? ` (${order.tracking.carrier})` : ''}`
              : 'No tracking yet.'}
          </p>
        </Block>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 bg-slate-50/60 px-5 py-3">
        {locked ? (
          <p className="mr-auto text-sm font-medium text-red-700">{ORDER_MESSAGES.cancelledByCustomer}</p>
        ) : null}
        {busy ? <Spinner size="sm" label="Updating order" className="text-indigo-600" /> : null}
        {canRespond ? (
          <>
            <Button size="sm" onClick={onAccept} disabled={busy}>
              <Check className="size-4" aria-hidden="true" />
              Accept
            </Button>
            <Button size="sm" variant="danger" onClick={onReject} disabled={busy}>
              <X className="size-4" aria-hidden="true" />
              Reject
            </Button>
          </>
        ) : null}
        {canUpdate ? (
          <Button size="sm" variant="secondary" onClick={onUpdateStatus} disabled={busy}>
            Update Status
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={onViewDetails}>
          <Eye className="size-4" aria-hidden="true" />
          View Details
        </Button>
      </div>
    </Card>
  );
}
