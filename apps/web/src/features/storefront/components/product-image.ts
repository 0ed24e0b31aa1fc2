import type { ProductImage, StorefrontCard } from '@/shared/catalog';

/** Widths the server renders each product image at (apps/server/src/modules/catalog/product-media.ts). */
const THUMB_WIDTH = 320;
const DISPLAY_WIDTH = 1200;

/**
 * `img` attributes for a product image: both rendered sizes as a `srcset` (the browser picks by the
 * `sizes` the caller gives) and the intrinsic width and height, so the box is reserved before it loads.
 * The server never enlarges: a small original is its own thumbnail and display size.
 */
export function productImageProps(image: ProductImage | undefined, fallback: string | null) {
  if (!image) return { src: fallback };
  const original = image.width ?? undefined;
  const thumbWidth = Math.min(THUMB_WIDTH, original ?? THUMB_WIDTH);
  const displayWidth = Math.min(DISPLAY_WIDTH, original ?? DISPLAY_WIDTH);
  const srcSet =
    displayWidth > thumbWidth
      ? `${image.thumbUrl} ${thumbWidth}w, ${image.displayUrl} ${displayWidth}w`
      : undefined;
  const height =
    image.width && image.height ? Math.round((image.height * displayWidth) / image.width) : undefined;
  return {
    src: srcSet ? image.thumbUrl : image.displayUrl,
    srcSet,
    width: image.width && image.height ? displayWidth : undefined,
    height,
  };
}

/**
 * `img` attributes for a list card (lean rows carry the primary image's two URLs, not its size):
 * both as a `srcset` at the widths the server renders, so a small card takes the thumbnail. The
 * card's box is square whatever the image, so no intrinsic size is needed to reserve it.
 */
export function cardImageProps(card: Pick<StorefrontCard, 'thumbnail' | 'image'>) {
  if (card.thumbnail && card.image && card.thumbnail !== card.image)
    return {
      src: card.thumbnail,
      srcSet: `${card.thumbnail} ${THUMB_WIDTH}w, ${card.image} ${DISPLAY_WIDTH}w`,
    };
  return { src: card.thumbnail ?? card.image };
}

/** A card is half the phone's width (two columns), a third from 640 px, a quarter of 1280 px at most. */
export const PRODUCT_CARD_SIZES =
  '(min-width: 1280px) 296px, (min-width: 1024px) calc(25vw - 28px), (min-width: 640px) calc(33vw - 28px), calc(50vw - 24px)';

/** The product page's main image: the page's width on a phone, half of 1280 px from 1024 px. */
export const PRODUCT_GALLERY_SIZES =
  '(min-width: 1280px) 608px, (min-width: 1024px) calc(50vw - 48px), calc(100vw - 32px)';
