import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { formatMoney } from '@/lib/format';
import type { InventoryItem } from '../types';

/** A row's product: first image, name and, unless `showPrice` is off, its price. */
export function ProductCell({
  product,
  showPrice = true,
}: {
  product: InventoryItem['product'];
  showPrice?: boolean;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <ImageWithFallback
        src={product.images[0]}
        alt=""
        className="size-10 shrink-0 rounded-lg object-cover"
      />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">{product.name}</p>
        {showPrice ? (
          <p className="text-xs text-slate-500 tabular-nums">{formatMoney(product.price)}</p>
        ) : null}
      </div>
    </div>
  );
}
