import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { MARKETPLACE_SELLER_NAME } from '@/features/cart';
import type { StorefrontCard } from '@/features/catalog';
import { formatMoney } from '@/lib/format';
import { availability } from '../availability';

/** A product in a grid: image, title, seller, price and availability; the whole card opens the product. */
export function ProductCard({ product }: { product: StorefrontCard }) {
  const stock = availability(product.stock);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs transition-shadow hover:shadow-md">
      <div className="relative aspect-square overflow-hidden bg-slate-100">
        <ImageWithFallback
          src={product.thumbnail ?? product.image}
          alt={product.imageAlt}
          // A grid holds at most one page (small thumbnails): load them all at once.
          loading="eager"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        {stock.tone === 'green' ? null : (
          <Badge tone={stock.tone} className="absolute top-2 left-2 shadow-sm">
            {stock.text}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-medium text-slate-900">
          <Link
            to={`/product/${product._id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-indigo-500"
          >
            {product.title}
          </Link>
        </h3>
        <p className="truncate text-xs text-slate-500">
          {product.vendor?.businessName ?? MARKETPLACE_SELLER_NAME}
        </p>
        <p className="mt-auto pt-1 text-base font-semibold text-slate-900">{formatMoney(product.price)}</p>
      </div>
    </article>
  );
}

/** Placeholder cards while a grid loads. */
export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white" aria-hidden="true">
      <div className="aspect-square animate-pulse bg-slate-100" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-slate-100" />
        <div className="h-5 w-1/3 animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}

export function ProductGrid({
  products,
  loading = false,
  skeletons = 8,
  label,
}: {
  products: StorefrontCard[] | undefined;
  loading?: boolean;
  skeletons?: number;
  label: string;
}) {
  return (
    <ul
      aria-label={label}
      aria-busy={loading || undefined}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
    >
      {loading && !products
        ? Array.from({ length: skeletons }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))
        : (products ?? []).map((p) => (
            <li key={p._id}>
              <ProductCard product={p} />
            </li>
          ))}
    </ul>
  );
}
