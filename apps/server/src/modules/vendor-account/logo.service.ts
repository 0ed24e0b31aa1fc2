import { randomUUID } from 'node:crypto';
import { LOGO_MAX_BYTES, LOGO_TYPES, PROFILE_MESSAGES } from '@market/domain';
import sharp from 'sharp';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { deleteKeys, storageFor, uploadUrl } from '../../lib/storage.js';
import { setVendorLogo } from './profile.service.js';

/** The multipart form of a logo upload: the route reads it, checking the file's content and size. */
export const LOGO_FORM = {
  files: {
    logo: {
      max: 1,
      maxBytes: LOGO_MAX_BYTES,
      types: LOGO_TYPES,
      typeMessage: PROFILE_MESSAGES.logoType,
      sizeMessage: PROFILE_MESSAGES.logoSize,
    },
  },
  maxFields: 5,
};

/**
 * Replaces the vendor's logo (held in a temporary file): content checked by magic bytes (415) and size (413) before
 * anything is stored; the original is kept and a 256-pixel WebP is what the portal shows.
 */
export async function uploadVendorLogo(opts: {
  ctx: AppContext;
  vendorId: string;
  logo: { path: string; ext: string } | undefined;
}) {
  const { ctx } = opts;
  const file = opts.logo;
  if (!file)
    throw badRequest('Please choose a logo to upload', [
      { path: 'logo', message: 'Please choose a logo to upload' },
    ]);
  const storage = storageFor(ctx.config);
  const base = `logos/${opts.vendorId}/${randomUUID()}`;
  const originalKey = `${base}/original.${file.ext}`;
  const displayKey = `${base}/logo.webp`;
  const written: string[] = [];
  try {
    const display = await sharp(file.path, { animated: false })
      .rotate()
      .resize(256, 256, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
    await storage.put(originalKey, { fromFile: file.path });
    written.push(originalKey);
    await storage.put(displayKey, display);
    written.push(displayKey);
    return await setVendorLogo({ ctx, vendorId: opts.vendorId, logoUrl: uploadUrl(displayKey) });
  } catch (error) {
    await deleteKeys(storage, written);
    if ((error as Error).message?.includes('Input file')) {
      throw badRequest(PROFILE_MESSAGES.logoType, [{ path: 'logo', message: PROFILE_MESSAGES.logoType }]);
    }
    throw error;
  }
}
