import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_TITLE_MAX, productFormSchema } from './catalog/product-form.js';
import { storefrontQuerySchema } from './catalog/product-query.js';
import { maxLengthOf, SEARCH_MAX_LENGTH, textLimits } from './text-limits.js';

describe('text limits read from the schemas the server validates with', () => {
  it('finds .max() through optional, nullable, default and preprocess wrappers', () => {
    expect(maxLengthOf(z.string().trim().max(40))).toBe(40);
    expect(maxLengthOf(z.string().max(40).optional().nullable())).toBe(40);
    expect(maxLengthOf(z.string().max(40).default(''))).toBe(40);
    expect(maxLengthOf(z.preprocess((v) => v, z.string().max(40).optional()))).toBe(40);
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(z.number().max(3))).toBeUndefined();
  });

  it("gives the product form's text fields the server's limits", () => {
    const limits = textLimits(productFormSchema);
    expect(limits.title).toBe(PRODUCT_TITLE_MAX);
    expect(limits.description).toBe(PRODUCT_DESCRIPTION_MAX);
    expect(limits.brand).toBe(100);
    expect(limits.sku).toBe(64);
    expect(limits.price).toBeUndefined();
  });

  it('the storefront search accepts exactly SEARCH_MAX_LENGTH characters', () => {
    expect(maxLengthOf(storefrontQuerySchema.shape.search)).toBe(SEARCH_MAX_LENGTH);
  });
});
