import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { formatMoney } from '@/lib/format';
import type { VendorOrderItem } from '@/shared/vendor-orders/types';

/** The vendor's items of an order: image, title (SKU), unit price, quantity and item total. */
export function OrderItemsList({ items }: { items: VendorOrderItem[] }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">No items.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => {
        const image = item.image ?? item.product.images[0] ?? null;
        const title = item.title || item.productName || item.product.name;
        return (
          <li key={item._id} className="flex items-center gap-3 py-3" data-testid="order-item">
            <ImageWithFallback
              src={image}
              alt=""
              className="size-14 shrink-0 rounded-lg border border-slate-200 object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">
                {title}
                {item.status === 'cancelled' ? (
                  <span className="ml-2 text-xs font-normal text-red-600">(cancelled)</span>
                ) : null}
              </p>
              <p className="text-xs text-slate-500">
                {item.product.sku ? `SKU ${item.product.sku} · ` : ''}
                {formatMoney(item.price)} × {item.quantity}
              </p>
            </div>
            <p className="text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">
              {formatMoney(item.itemTotal)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
