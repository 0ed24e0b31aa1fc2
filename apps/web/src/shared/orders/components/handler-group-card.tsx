import { ImageOff, Store, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney } from '@/lib/format';
import type { HandlerGroup } from '@/shared/orders/order-groups';
import type { OrderItem } from '@/shared/orders/types';
import { OrderStatusBadge } from './order-status-badge';

type HandlerGroupCardProps = {
  group: HandlerGroup;
  currency: string;
  /** Show whether the part reached its vendor (customers and admins). */
  showForwarding?: boolean;
  /** The group's actions ("Cancel this part"). */
  actions?: ReactNode;
  /** Renders the checkbox of an item in 'Cancel Items' mode, or null. */
  itemSelector?: (item: OrderItem) => ReactNode;
  /** The order was paid and gave money back (card or bank transfer): a cancelled part was refunded, not 'not charged'. */
  refunded?: boolean;
};

function ItemThumb({ item }: { item: OrderItem }) {
  if (!item.image) {
    return (
      <div className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400">
        <ImageOff className="size-5" aria-hidden="true" />
      </div>
    );
  }
  return <img src={item.image} alt="" className="size-12 shrink-0 rounded-lg bg-slate-100 object-cover" />;
}

/** One handler's items (the marketplace's or a vendor's) with the group status of the handler-group rule. */
export function HandlerGroupCard({
  group,
  currency,
  showForwarding,
  actions,
  itemSelector,
  refunded,
}: HandlerGroupCardProps) {
  const part = group.part;
  const headingId = `handler-${group.key}`;
  const forwarding = Boolean(showForwarding && part?.type === 'vendor');
  const partCancelled = part?.status === 'cancelled' || part?.status === 'rejected';
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200"
      data-testid="handler-group"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 bg-slate-50/60 px-4 py-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Store className="size-4 shrink-0 text-indigo-600" aria-hidden="true" />
          <h3 id={headingId} className="font-semibold text-slate-900">
            {group.type === 'admin' ? `${group.name} items` : group.name}
          </h3>
          <OrderStatusBadge status={group.status} />
        </div>
        {actions ? (
          <div className="flex items-center gap-2" data-print-hide="">
            {actions}
          </div>
        ) : null}
      </div>
      {part && (forwarding || part.trackingNumber) ? (
        <div className="flex flex-wrap gap-x-4 gap-y-1 border-b border-slate-100 px-4 py-2 text-xs text-slate-500">
          {forwarding ? (
            <span>
              {part.forwardedAt
                ? `Forwarded to the vendor on ${formatDate(part.forwardedAt)}`
                : 'Not yet forwarded to the vendor'}
            </span>
          ) : null}
          {part.trackingNumber ? (
            <span className="inline-flex items-center gap-1">
              <Truck className="size-3.5" aria-hidden="true" />
              {part.carrier ? `${part.carrier} · ` : ''}
              {part.trackingNumber}
            </span>
          ) : null}
        </div>
      ) : null}
      <ul className="divide-y divide-slate-100">
        {group.items.map((item) => {
          const cancelled = item.status === 'cancelled';
          return (
            <li key={item._id} className="flex items-center gap-3 px-4 py-3" data-testid="order-item">
              {itemSelector?.(item)}
              <ItemThumb item={item} />
              <div className="min-w-0 flex-1">
                <p
                  className={cn(
                    'text-sm font-medium text-slate-900',
                    cancelled && 'text-slate-500 line-through',
                  )}
                >
                  {item.title}
                </p>
                <p className="text-xs text-slate-500">
                  {item.quantity} × {formatMoney(item.price, currency)}
                  {item.sku ? ` · SKU ${item.sku}` : ''}
                </p>
              </div>
              {cancelled ? <OrderStatusBadge status="cancelled" /> : null}
              <p
                className={cn(
                  'text-sm font-semibold text-slate-900',
                  cancelled && 'text-slate-400 line-through',
                )}
              >
                {formatMoney(item.itemTotal, currency)}
              </p>
            </li>
          );
        })}
      </ul>
      {part ? (
        <div className="flex justify-between border-t border-slate-100 px-4 py-2 text-sm text-slate-600">
          <span>
            {part.itemCount} {part.itemCount === 1 ? 'item' : 'items'} · shipping{' '}
            {formatMoney(part.shipping, currency)}
          </span>
          {partCancelled ? (
            <span className="text-slate-500">
              Cancelled · <span className="line-through">{formatMoney(part.subtotal, currency)}</span>{' '}
              {refunded ? 'refunded with its shipping and tax' : 'not charged'}
            </span>
          ) : (
            <span className="font-medium text-slate-900">
              Subtotal {formatMoney(part.subtotal, currency)}
            </span>
          )}
        </div>
      ) : null}
    </section>
  );
}
