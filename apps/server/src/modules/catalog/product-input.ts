import {
  findRefusedText,
  PRODUCT_UPLOAD_LIMITS,
  productFormSchema,
  productUpdateSchema,
  UPLOAD_MESSAGES,
} from '@market/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, type ErrorDetail, payloadTooLarge, refusedTextError } from '../../lib/errors.js';
import { readMultipart, type UploadedFile } from '../../plugins/uploads.js';
import type { MediaSource } from './product-media.js';
import { PRODUCT_FILE_RULES } from './product-media.js';

const featuredField = z
  .preprocess((v) => (typeof v === 'string' ? v === 'true' || v === '1' || v === 'on' : v), z.boolean())
  .optional();

/** The admin forms may also mark a marketplace product as featured. */
export const adminProductFormSchema = productFormSchema.extend({ featured: featuredField });
export const adminProductUpdateSchema = productUpdateSchema.safeExtend({ featured: featuredField });

export type ProductCreateInput = z.output<typeof adminProductFormSchema>;
export type ProductUpdateInput = z.output<typeof productUpdateSchema> & { featured?: boolean };

/** Zod issues as the 400 of API.md: message of the first problem and a detail per field. */
export function validationError(issues: z.core.$ZodIssue[]) {
  const details: ErrorDetail[] = issues.map((issue) => {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys;
      return {
        path: keys.map((k) => (base ? `${base}.${k}` : k)).join(', '),
        message: `Unknown field: ${keys.join(', ')}`,
      };
    }
    return { path: base, message: issue.message };
  });
  const first = details[0];
  const message = first
    ? first.path
      ? `${first.message} (${first.path})`
      : first.message
    : 'Invalid request';
  return badRequest(message, details, 'VALIDATION_FAILED');
}

const toSource = (f: UploadedFile): MediaSource => ({
  input: f.path,
  mimeType: f.mimeType,
  ext: f.ext,
  size: f.size,
});

/**
 * Reads a product form: multipart (fields + `images` repeated + `video`; `image`, the legacy
 * single image, counts as one more image) or a JSON body without files.
 */
async function readProductRequest(request: FastifyRequest) {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Expected a form or a JSON object');
    // This body has no route schema, so the route validator's text rule is applied here.
    const refused = findRefusedText(body);
    if (refused.length > 0) throw refusedTextError(refused);
    return {
      fields: body as Record<string, unknown>,
      images: [] as MediaSource[],
      video: null,
      cleanup: async () => {},
    };
  }
  const form = await readMultipart(request, {
    files: { ...PRODUCT_FILE_RULES, image: { ...PRODUCT_FILE_RULES.images, max: 1 } },
  });
  const images = [...form.files.images, ...form.files.image];
  if (images.length > PRODUCT_UPLOAD_LIMITS.maxImages) {
    await form.cleanup();
    throw payloadTooLarge(UPLOAD_MESSAGES.imageCount);
  }
  const video = form.files.video[0];
  return {
    fields: form.fields as Record<string, unknown>,
    images: images.map(toSource),
    video: video ? toSource(video) : null,
    cleanup: form.cleanup,
  };
}

export async function readProductCreate(request: FastifyRequest, opts: { admin: boolean }) {
  const { fields, images, video, cleanup } = await readProductRequest(request);
  const schema = opts.admin ? adminProductFormSchema : productFormSchema;
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    await cleanup();
    throw validationError(parsed.error.issues);
  }
  return { input: parsed.data as ProductCreateInput, images, video, cleanup };
}

export async function readProductUpdate(request: FastifyRequest, opts: { admin: boolean }) {
  const { fields, images, video, cleanup } = await readProductRequest(request);
  const schema = opts.admin ? adminProductUpdateSchema : productUpdateSchema;
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    await cleanup();
    throw validationError(parsed.error.issues);
  }
  return { input: parsed.data as ProductUpdateInput, images, video, cleanup };
}
