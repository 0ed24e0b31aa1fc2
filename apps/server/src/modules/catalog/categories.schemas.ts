import { CATEGORY_FILTERS, CATEGORY_SEARCH_MAX_LENGTH, categoryFormSchema } from '@market/domain';
import { z } from 'zod';
import { envelope } from '../../lib/http.js';

export const categoryBody = categoryFormSchema;

const ref = z.object({ _id: z.string(), name: z.string() });

export const categoryDto = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  parentCategory: ref.nullable(),
  /** A marketplace category (vendorId null), edited by admins only. */
  isGlobal: z.boolean(),
  vendorId: z.string().nullable(),
  /** True when the caller may change or delete it. */
  editable: z.boolean(),
  childrenCount: z.number().int(),
  /** Products in it (main or sub); null on the public tree unless ?counts=true. */
  productCount: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CategoryDto = z.infer<typeof categoryDto>;

export const categoryTreeNode = categoryDto.extend({ children: z.array(categoryDto) });

export const categoryReply = envelope(categoryDto);
export const categoryListReply = envelope(z.array(categoryDto));
export const categoryTreeReply = envelope(z.array(categoryTreeNode));

export const categoryListQuery = z.strictObject({
  search: z.string().trim().max(CATEGORY_SEARCH_MAX_LENGTH).optional(),
  type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CATEGORY_FILTERS).default('all')),
  _t: z.string().optional(),
});

export const publicCategoryQuery = z.strictObject({
  vendorId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ error: 'Invalid vendor' }).optional()),
  counts: z.preprocess((v) => v === 'true' || v === '1' || v === true, z.boolean()).optional(),
  _t: z.string().optional(),
});
