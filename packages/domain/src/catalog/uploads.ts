/** Upload limits of spec 001 section 5, enforced by the server and shown by the client. */

const MB = 1024 * 1024;

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const;

export const PRODUCT_UPLOAD_LIMITS = {
  maxImages: 10,
  maxImageBytes: 5 * MB,
  imageTypes: IMAGE_MIME_TYPES,
  maxVideos: 1,
  maxVideoBytes: 50 * MB,
  videoTypes: VIDEO_MIME_TYPES,
} as const;

/** The `accept` attribute of the file inputs. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp';
export const VIDEO_ACCEPT = '.mp4,.webm,video/mp4,video/webm';

export const UPLOAD_MESSAGES = {
  imageType: 'Please select a valid image file (JPEG, PNG, GIF, WEBP)',
  imageSize: 'Each image must be smaller than 5MB',
  imageCount: 'You can upload up to 10 images',
  imageUnreadable: 'The image could not be read. Please upload another file.',
  videoType: 'Please select a valid video file (MP4 or WebM)',
  videoSize: 'The video must be smaller than 50MB',
  videoCount: 'You can upload only one video',
  imagesHint: 'Up to 10 images, 5MB each (JPEG, PNG, GIF, WEBP). The first image is the primary one.',
  videoHint: 'One video up to 50MB (MP4 or WebM).',
} as const;
