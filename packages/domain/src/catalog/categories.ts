import { z } from 'zod';
import { requiredText } from '../schemas/common.js';

/** The twelve marketplace categories (spec 000, vendor application step 3). */
export const GLOBAL_CATEGORY_NAMES = [
  'Electronics',
  'Fashion & Apparel',
  'Home & Garden',
  'Sports & Outdoors',
  'Books & Media',
  'Health & Beauty',
  'Toys & Games',
  'Automotive',
  'Jewelry & Accessories',
  'Art & Crafts',
  'Food & Beverages',
  'Office Supplies',
] as const;
export type GlobalCategoryName = (typeof GLOBAL_CATEGORY_NAMES)[number];

export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_DESCRIPTION_MAX = 1000;
/** Categories one vendor may own (keeps the unpaginated category lists bounded). */
export const MAX_VENDOR_CATEGORIES = 200;

/** Category filter of the Category Management screen. */
export const CATEGORY_FILTERS = ['all', 'main', 'sub'] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

/** A parent given as an id, an object with _id, or nothing ('' and null mean a main category). */
const parentField = z.preprocess((v) => {
  if (v === '' || v === undefined) return null;
  if (v && typeof v === 'object' && '_id' in v) return (v as { _id: unknown })._id;
  return v;
}, z.string({ error: 'Invalid parent category' }).trim().min(1, 'Invalid parent category').nullable());

/** Category form (spec 001 section 5): name and description required, parent optional. */
export const categoryFormSchema = z.strictObject({
  name: requiredText('Category name is required', CATEGORY_NAME_MAX),
  description: requiredText('Description is required', CATEGORY_DESCRIPTION_MAX),
  parentCategory: parentField.optional(),
});
export type CategoryFormInput = z.input<typeof categoryFormSchema>;
export type CategoryFormValues = z.output<typeof categoryFormSchema>;

/** Parent choices for the form: main categories only, never the category being edited. */
export function parentCategoryChoices<T extends { _id: string; parentCategory: unknown }>(
  categories: readonly T[],
  editingId?: string | null,
): T[] {
  return categories.filter((c) => !c.parentCategory && c._id !== editingId);
}
