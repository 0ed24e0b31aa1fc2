import { PRODUCT_UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@market/domain';
import type { ProductImage } from '../types';

/** One image of the product form: already stored (edit) or picked in this visit. */
export type ImageItem =
  | { key: string; kind: 'existing'; image: ProductImage; src: string }
  | { key: string; kind: 'new'; file: File; src: string };

export type VideoItem = { kind: 'existing'; src: string } | { kind: 'new'; file: File; src: string } | null;

/** The media part of the product form. */
export type MediaValue = {
  images: ImageItem[];
  /** Key of the chosen primary image; the first image when null or gone. */
  primaryKey: string | null;
  video: VideoItem;
  /** Edit: the stored video is to be removed. */
  removeVideo: boolean;
};

export const emptyMedia = (): MediaValue => ({
  images: [],
  primaryKey: null,
  video: null,
  removeVideo: false,
});

/** The media of a stored product (edit form). */
export function mediaOf(product: { images: ProductImage[]; video: string | null }): MediaValue {
  const images: ImageItem[] = product.images.map((image) => ({
    key: `existing-${image._id}`,
    kind: 'existing',
    image,
    src: image.thumbUrl || image.displayUrl || image.url,
  }));
  const primary = product.images.find((i) => i.isPrimary);
  return {
    images,
    primaryKey: primary ? `existing-${primary._id}` : (images[0]?.key ?? null),
    video: product.video ? { kind: 'existing', src: product.video } : null,
    removeVideo: false,
  };
}

/** The primary image's key: the chosen one while it is still there, otherwise the first image (spec 001). */
export function primaryKeyOf(media: MediaValue): string | null {
  return media.images.find((i) => i.key === media.primaryKey)?.key ?? media.images[0]?.key ?? null;
}

const imageTypes: readonly string[] = PRODUCT_UPLOAD_LIMITS.imageTypes;
const videoTypes: readonly string[] = PRODUCT_UPLOAD_LIMITS.videoTypes;

/**
 * Checks picked images with the server's limits (type, 5MB each, 10 in all) before anything is
 * uploaded. Returns the files that may be added and one message per refused file.
 */
export function checkImageFiles(
  files: readonly File[],
  currentCount: number,
): { accepted: File[]; errors: string[] } {
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (!imageTypes.includes(file.type)) errors.push(`${file.name}: ${UPLOAD_MESSAGES.imageType}`);
    else if (file.size > PRODUCT_UPLOAD_LIMITS.maxImageBytes)
      errors.push(`${file.name}: ${UPLOAD_MESSAGES.imageSize}`);
    else if (currentCount + accepted.length >= PRODUCT_UPLOAD_LIMITS.maxImages) {
      errors.push(`${file.name}: ${UPLOAD_MESSAGES.imageCount}`);
    } else accepted.push(file);
  }
  return { accepted, errors };
}

/** Checks a picked video (MP4 or WebM, under 50MB); returns the message to show, or null. */
export function checkVideoFile(file: File): string | null {
  if (!videoTypes.includes(file.type)) return UPLOAD_MESSAGES.videoType;
  if (file.size > PRODUCT_UPLOAD_LIMITS.maxVideoBytes) return UPLOAD_MESSAGES.videoSize;
  return null;
}

/** A blob: URL for a preview (CSP allows blob: images and media); '' where the browser has none. */
export function previewUrl(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

export function revokePreview(src: string): void {
  if (src.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(src);
}
