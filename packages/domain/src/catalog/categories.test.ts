import { describe, expect, it } from 'vitest';
import { categoryFormSchema, GLOBAL_CATEGORY_NAMES, parentCategoryChoices } from './categories.js';
import { CATEGORY_MESSAGES, categorySaveErrorMessage } from './messages.js';
import { PRODUCT_UPLOAD_LIMITS } from './uploads.js';

describe('categories', () => {
  it('lists the twelve marketplace categories of spec 000', () => {
    expect(GLOBAL_CATEGORY_NAMES).toHaveLength(12);
    expect(GLOBAL_CATEGORY_NAMES[0]).toBe('Electronics');
    expect(GLOBAL_CATEGORY_NAMES).toContain('Jewelry & Accessories');
    expect(GLOBAL_CATEGORY_NAMES.at(-1)).toBe('Office Supplies');
  });

  it('requires name and description, parent optional', () => {
    const r = categoryFormSchema.safeParse({ name: ' ', description: '' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Category name is required',
      'Description is required',
    ]);
    expect(
      categoryFormSchema.parse({ name: 'Cables', description: 'All cables', parentCategory: '' }),
    ).toEqual({
      name: 'Cables',
      description: 'All cables',
      parentCategory: null,
    });
    expect(
      categoryFormSchema.parse({
        name: 'Cables',
        description: 'd',
        parentCategory: { _id: 'abc', name: 'x' },
      }).parentCategory,
    ).toBe('abc');
    expect(categoryFormSchema.safeParse({ name: 'a', description: 'b', vendorId: 'x' }).success).toBe(false);
  });

  it('offers only main categories as parents and never the edited one', () => {
    const list = [
      { _id: '1', parentCategory: null },
      { _id: '2', parentCategory: { _id: '1' } },
      { _id: '3', parentCategory: null },
    ];
    expect(parentCategoryChoices(list, '3').map((c) => c._id)).toEqual(['1']);
    expect(parentCategoryChoices(list).map((c) => c._id)).toEqual(['1', '3']);
  });

  it('has the spec messages', () => {
    expect(categorySaveErrorMessage('boom')).toBe('Error saving category: boom');
    expect(CATEGORY_MESSAGES.hasProducts(2)).toContain('2 products');
    expect(PRODUCT_UPLOAD_LIMITS.maxImageBytes).toBe(5 * 1024 * 1024);
  });
});
