import { formatMoney } from '@/lib/format';
import type { VendorOrder } from '@/shared/vendor-orders/types';

/**
 * The vendor's figures of an order (spec 001 vendor order detail: subtotal, shipping, tax,
 * commission deducted, earnings), laid out so they add up on screen (decision 0016): earnings are
 * the items subtotal less the commission on it; shipping and tax are paid by the customer to the
 * marketplace and are shown apart, said so, because they are not part of the earnings.
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
    <div className="text-sm" data-testid="order-money-summary">
      <dl aria-label="Your earnings on this order">
        <div className={row}>
          <dt className="text-slate-600">Subtotal (your items)</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatMoney(order.vendorSubtotal)}</dd>
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
      <div className="mt-3 border-t border-dashed border-slate-200 pt-2.5">
        <p className="text-xs text-slate-600" id="collected-by-marketplace">
          Also paid by the customer, collected by the marketplace and not part of your earnings:
        </p>
        <dl aria-labelledby="collected-by-marketplace">
          <div className={row}>
            <dt className="text-slate-600">Shipping</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{formatMoney(order.shippingCost)}</dd>
          </div>
          <div className={row}>
            <dt className="text-slate-600">Tax</dt>
            <dd className="font-medium text-slate-900 tabular-nums">
              {order.taxAmount === null ? 'N/A (shown on the order detail)' : formatMoney(order.taxAmount)}
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
