import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { formatMoney } from '@/lib/format';
import { MARKETPLACE_SELLER_NAME } from '@/shared/cart';
import type { StorefrontCard } from '@/shared/catalog';
import { availability } from '../availability';
import { cardImageProps, PRODUCT_CARD_SIZES } from './product-image';

/**
 * How a card's image loads: `high` for the first cards of the first screen (eager, fetched before
 * other images), `eager`, or `lazy` (the default: below the fold, fetched when scrolled near).
 */
export type CardImagePriority = 'high' | 'eager' | 'lazy';

/** A product in a grid: image, title, seller, price and availability; the whole card opens the product. */
export function ProductCard({
  product,
  imagePriority = 'lazy',
}: {
  product: StorefrontCard;
  imagePriority?: CardImagePriority;
}) {
  const stock = availability(product.stock);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs transition-shadow hover:shadow-md">
      <div className="relative aspect-square overflow-hidden bg-slate-100">
        <ImageWithFallback
          {...cardImageProps(product)}
          sizes={PRODUCT_CARD_SIZES}
          alt={product.imageAlt}
          loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imagePriority === 'high' ? 'high' : undefined}
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
  eagerImages = 0,
}: {
  products: StorefrontCard[] | undefined;
  loading?: boolean;
  skeletons?: number;
  label: string;
  /** How many leading cards are on the first screen: their images load at once, the first two first. */
  eagerImages?: number;
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
        : (products ?? []).map((p, i) => (
            <li key={p._id}>
              <ProductCard
                product={p}
                imagePriority={i < Math.min(2, eagerImages) ? 'high' : i < eagerImages ? 'eager' : 'lazy'}
              />
            </li>
          ))}
    </ul>
  );
}
