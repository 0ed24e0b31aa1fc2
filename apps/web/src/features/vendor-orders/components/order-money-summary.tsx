import { formatMoney } from '@/lib/format';
import type { VendorOrder } from '../types';

/**
 * The vendor's figures of an order (spec 001 vendor order detail): subtotal, shipping, tax,
 * commission deducted and earnings (earnings fall back to total minus commission).
 */
export function OrderMoneySummary({
  order,
}: {
  order: Pick<
    VendorOrder,
    | 'vendorSubtotal'
    | 'shippingCost'
    | 'taxAmount'
    | 'commissionRate'
    | 'commissionAmount'
    | 'vendorAmount'
    | 'totalAmount'
  >;
}) {
  const earnings = Number.isFinite(order.vendorAmount)
    ? order.vendorAmount
    : order.totalAmount - order.commissionAmount;
  const row = 'flex items-center justify-between gap-4 py-1.5';
  return (
    <dl className="text-sm" data-testid="order-money-summary">
      <div className={row}>
        <dt className="text-slate-600">Subtotal</dt>
        <dd className="font-medium text-slate-900 tabular-nums">{formatMoney(order.vendorSubtotal)}</dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">Shipping</dt>
        <dd className="font-medium text-slate-900 tabular-nums">{formatMoney(order.shippingCost)}</dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">Tax</dt>
        <dd className="font-medium text-slate-900 tabular-nums">
          {order.taxAmount === null ? '—' : formatMoney(order.taxAmount)}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">Commission deducted ({order.commissionRate}%)</dt>
        <dd className="font-medium text-red-700 tabular-nums">−{formatMoney(order.commissionAmount)}</dd>
      </div>
      <div className={`${row} mt-1 border-t border-slate-200 pt-2.5`}>
        <dt className="font-semibold text-slate-900">Your earnings</dt>
        <dd className="text-base font-semibold text-emerald-700 tabular-nums" data-testid="your-earnings">
          {formatMoney(earnings)}
        </dd>
      </div>
    </dl>
  );
}
