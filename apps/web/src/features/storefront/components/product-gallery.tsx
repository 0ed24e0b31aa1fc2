import { useState } from 'react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { cn } from '@/lib/cn';
import type { PublicProduct } from '@/shared/catalog';
import { PRODUCT_GALLERY_SIZES, productImageProps } from './product-image';

/** The product's images (primary first) with thumbnails, and its video when it has one. */
export function ProductGallery({ product }: { product: PublicProduct }) {
  const images = [...product.images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const [selectedId, setSelectedId] = useState(images[0]?._id ?? null);
  const selected = images.find((i) => i._id === selectedId) ?? images[0];
  const alt = product.altText || product.title;
  return (
    <div className="space-y-3">
      <div className="aspect-square overflow-hidden rounded-2xl border border-slate-200 bg-slate-100">
        <ImageWithFallback
          {...productImageProps(selected, product.image)}
          sizes={PRODUCT_GALLERY_SIZES}
          alt={alt}
          // The page's largest element: fetched first.
          loading="eager"
          fetchPriority="high"
          className="size-full object-cover"
        />
      </div>
      {images.length > 1 ? (
        <ul className="grid grid-cols-5 gap-2" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image._id}>
              <button
                type="button"
                onClick={() => setSelectedId(image._id)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={image._id === selected?._id}
                className={cn(
                  'block aspect-square w-full overflow-hidden rounded-lg border-2 bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                  image._id === selected?._id
                    ? 'border-indigo-500'
                    : 'border-transparent hover:border-slate-300',
                )}
              >
                <ImageWithFallback src={image.thumbUrl} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {product.video ? (
        <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-900">
          {/* biome-ignore lint/a11y/useMediaCaption: sellers' product clips come without captions */}
          <video
            src={product.video}
            controls
            preload="metadata"
            className="w-full"
            aria-label={`Video of ${product.title}`}
          />
        </figure>
      ) : null}
    </div>
  );
}
