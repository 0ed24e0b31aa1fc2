import { type CardAction, cardActions } from '@market/domain';
import { ChevronDown, Eye, PackageCheck, Truck, XCircle } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney } from '@/lib/format';
import { OrderItemsList } from '@/shared/vendor-orders/components/order-items-list';
import { OrderTypeBadge } from '@/shared/vendor-orders/components/order-type-badge';
import { VendorStatusBadge } from '@/shared/vendor-orders/components/vendor-status-badge';
import { ORDER_MESSAGES } from '@/shared/vendor-orders/messages';
import { isCancelledByCustomer, orderItemsOf, type VendorOrder } from '@/shared/vendor-orders/types';

const ACTION_BUTTONS: Record<
  CardAction,
  { label: string; icon: typeof Truck; variant: 'primary' | 'danger' }
> = {
  ship: { label: 'Mark Shipped', icon: Truck, variant: 'primary' },
  deliver: { label: 'Mark Delivered', icon: PackageCheck, variant: 'primary' },
  cancel: { label: 'Cancel Order', icon: XCircle, variant: 'danger' },
};

function Figure({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

type OrderCardProps = {
  order: VendorOrder;
  from: string;
  expanded: boolean;
  busy: boolean;
  onToggle: () => void;
  onAction: (action: CardAction) => void;
};

/**
 * Why Total, Commission and Your Earnings do not subtract (issue 28 item 5): earnings are the items
 * less the commission; what the total holds beyond the items (shipping and tax) is the marketplace's.
 */
export function earningsExplained(
  order: Pick<VendorOrder, 'vendorSubtotal' | 'totalAmount' | 'commissionAmount'>,
): string {
  const rest = (Math.round(order.totalAmount * 100) - Math.round(order.vendorSubtotal * 100)) / 100;
  const base = `Your items ${formatMoney(order.vendorSubtotal)} less commission ${formatMoney(order.commissionAmount)}`;
  return rest > 0
    ? `${base}; shipping and tax (${formatMoney(rest)}) are collected by the marketplace.`
    : `${base}.`;
}

/** One order: the summary line, and when expanded its items; the actions the status allows. */
export function OrderCard({ order, from, expanded, busy, onToggle, onAction }: OrderCardProps) {
  const ids = useId();
  const customerCancelled = isCancelledByCustomer(order);
  const actions = cardActions(order.status, customerCancelled);
  const items = orderItemsOf(order);
  return (
    <Card data-testid="order-card" aria-label={`Order ${order.orderNumber}`} role="group">
      <div className="flex flex-col gap-4 px-5 py-4 lg:flex-row lg:items-start">
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">{order.orderNumber}</h3>
            <OrderTypeBadge orderType={order.orderType} />
            <VendorStatusBadge order={order} />
          </div>
          <p className="text-sm text-slate-600">
            {order.customerName || order.customer.name}
            <span className="text-slate-400"> · </span>
            <EmailAddress email={order.email || order.customer.email} />
          </p>
          <p className="text-xs text-slate-500">
            {formatDate(order.createdAt, { withTime: true })} · {order.itemCount}{' '}
            {order.itemCount === 1 ? 'item' : 'items'}
          </p>
        </div>
        <div className="space-y-2 lg:w-96">
          <dl className="grid grid-cols-3 gap-4 text-sm">
            <Figure label="Total">{formatMoney(order.totalAmount)}</Figure>
            <Figure label={`Commission (${order.commissionRate}%)`}>
              <span className="text-red-700">{formatMoney(order.commissionAmount)}</span>
            </Figure>
            <Figure label="Your Earnings">
              <span className="text-emerald-700">{formatMoney(order.vendorAmount)}</span>
            </Figure>
          </dl>
          <p className="text-xs text-slate-500" data-testid="earnings-explained">
            {earningsExplained(order)}
          </p>
        </div>
      </div>

      {expanded ? (
        <div id={`${ids}-items`} className="border-t border-slate-100 px-5 py-2">
          <h4 className="sr-only">Items</h4>
          <OrderItemsList items={items} />
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 bg-slate-50/60 px-5 py-3">
        <Button
          variant="ghost"
          size="sm"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={expanded ? `${ids}-items` : undefined}
        >
          <ChevronDown
            className={cn('size-4 transition-transform', expanded && 'rotate-180')}
            aria-hidden="true"
          />
          {expanded ? 'Hide Items' : 'Show Items'}
        </Button>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {customerCancelled ? (
            <p className="text-sm font-medium text-red-700">{ORDER_MESSAGES.cancelledByCustomer}</p>
          ) : null}
          {busy ? <Spinner size="sm" label="Updating order" className="text-indigo-600" /> : null}
          {actions.map((action) => {
            const button = ACTION_BUTTONS[action];
            return (
              <Button
                key={action}
                size="sm"
                variant={button.variant}
                disabled={busy}
                onClick={() => onAction(action)}
              >
                <button.icon className="size-4" aria-hidden="true" />
                {button.label}
              </Button>
            );
          })}
          <Link
            to={`/order/${encodeURIComponent(order._id)}`}
            state={{ from }}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <Eye className="size-4" aria-hidden="true" />
            View Details
          </Link>
        </div>
      </div>
    </Card>
  );
}
