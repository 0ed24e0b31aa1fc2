import { PRODUCT_UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@market/domain';
import { checkFile, checkFiles, type RefusedFile, type UploadRules } from '@/lib/file-checks';
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

/** The product images' rules (spec 001 section 5): JPEG/PNG/GIF/WEBP by content, 5MB each, 10 in all. */
const IMAGE_RULES: UploadRules = {
  types: PRODUCT_UPLOAD_LIMITS.imageTypes,
  maxBytes: PRODUCT_UPLOAD_LIMITS.maxImageBytes,
  maxCount: PRODUCT_UPLOAD_LIMITS.maxImages,
  messages: {
    type: UPLOAD_MESSAGES.imageType,
    size: UPLOAD_MESSAGES.imageSize,
    count: UPLOAD_MESSAGES.imageCount,
  },
};

/**
 * Checks picked images with the server's limits before anything is uploaded: type read from the
 * content like the server does (a text file renamed .jpg is refused), size (5MB each) and count
 * (10 in all). Returns the files that may be added and each refused file with its message.
 */
export function checkImageFiles(
  files: readonly File[],
  currentCount: number,
): Promise<{ accepted: File[]; refused: RefusedFile[] }> {
  return checkFiles(files, currentCount, IMAGE_RULES);
}

/** Checks a picked video (MP4 or WebM by its content, under 50MB); returns the message to show, or null. */
export async function checkVideoFile(file: File): Promise<string | null> {
  if (file.size > PRODUCT_UPLOAD_LIMITS.maxVideoBytes) return UPLOAD_MESSAGES.videoSize;
  return checkFile(file, {
    types: PRODUCT_UPLOAD_LIMITS.videoTypes,
    maxBytes: PRODUCT_UPLOAD_LIMITS.maxVideoBytes,
    messages: { type: UPLOAD_MESSAGES.videoType, size: UPLOAD_MESSAGES.videoSize },
  });
}

/** A blob: URL for a preview (CSP allows blob: images and media); '' where the browser has none. */
export function previewUrl(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

export function revokePreview(src: string): void {
  if (src.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(src);
}
