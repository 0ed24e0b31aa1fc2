import { describe, expect, it } from 'vitest';
import { productFormSchema, productUpdateSchema } from './product-form.js';
import { storefrontQuerySchema, vendorProductListQuerySchema } from './product-query.js';

const valid = {
  title: 'Trail Shoes',
  description: 'Light shoes for rocky trails.',
  price: '49.99',
  shipping: '5',
  stock: '12',
  mainCategory: '["0190a0b0-0000-7000-8000-000000000001"]',
};

const messages = (input: unknown, schema: { safeParse(v: unknown): any } = productFormSchema) => {
  const r = schema.safeParse(input);
  return r.success
    ? []
    : r.error.issues.map((i: { path: unknown[]; message: string }) => `${i.path.join('.')}: ${i.message}`);
};

describe('product form schema', () => {
  it('parses multipart strings into typed values', () => {
    const r = productFormSchema.parse({
      ...valid,
      tags: 'a, b ,a',
      keywords: '["x","y"]',
      subCategory: '[]',
    });
    expect(r).toMatchObject({
      title: 'Trail Shoes',
      price: 49.99,
      shipping: 5,
      stock: 12,
      mainCategory: '0190a0b0-0000-7000-8000-000000000001',
      subCategory: null,
      tags: ['a', 'b'],
      keywords: ['x', 'y'],
    });
  });

  it('accepts typed values from the web form, and a category by name', () => {
    const r = productFormSchema.parse({
      ...valid,
      price: 10,
      shipping: 0,
      stock: 0,
      mainCategory: 'Electronics',
    });
    expect(r.price).toBe(10);
    expect(r.mainCategory).toBe('Electronics');
  });

  it('requires name, description, price, shipping, stock and main category', () => {
    expect(messages({})).toEqual(
      expect.arrayContaining([
        'title: Product name is required',
        'description: Description is required',
        'price: Price is required',
        'shipping: Shipping is required',
        'stock: Stock is required',
        'mainCategory: Main category is required',
      ]),
    );
    expect(messages({ ...valid, title: '  ', price: '', mainCategory: '[]' })).toEqual([
      'title: Product name is required',
      'price: Price is required',
      'mainCategory: Main category is required',
    ]);
  });

  it('enforces numeric minimums and the 0.01 step', () => {
    expect(messages({ ...valid, price: '-1' })).toEqual(['price: Price must be 0 or more']);
    expect(messages({ ...valid, shipping: 'abc' })).toEqual(['shipping: Shipping must be a number']);
    expect(messages({ ...valid, price: '1.999' })).toEqual([
      'price: Price can have at most 2 decimal places',
    ]);
    expect(messages({ ...valid, stock: '1.5' })).toEqual(['stock: Stock must be a whole number']);
    expect(messages({ ...valid, stock: '-1' })).toEqual(['stock: Stock must be 0 or more']);
    expect(messages({ ...valid, price: '0', shipping: '0', stock: '0' })).toEqual([]);
  });

  it('enforces the SEO limits', () => {
    expect(messages({ ...valid, metaTitle: 'x'.repeat(61) })).toEqual([
      'metaTitle: Meta title must be at most 60 characters',
    ]);
    expect(messages({ ...valid, metaDescription: 'x'.repeat(161) })).toEqual([
      'metaDescription: Meta description must be at most 160 characters',
    ]);
    expect(messages({ ...valid, altText: 'x'.repeat(126) })).toEqual([
      'altText: Alt text must be at most 125 characters',
    ]);
    expect(messages({ ...valid, metaTitle: 'x'.repeat(60), altText: 'y'.repeat(125) })).toEqual([]);
  });

  it('rejects unknown fields such as a vendor id', () => {
    const r = productFormSchema.safeParse({ ...valid, vendorId: 'someone-else' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('accepts only the three statuses', () => {
    expect(messages({ ...valid, status: 'deleted' })).toEqual([
      'status: Status must be active, inactive or draft',
    ]);
    expect(productFormSchema.parse({ ...valid, status: 'draft' }).status).toBe('draft');
  });
});

describe('product update schema', () => {
  it('makes every field optional', () => {
    expect(productUpdateSchema.parse({})).toEqual({});
    expect(productUpdateSchema.parse({ price: '3.5' })).toEqual({ price: 3.5 });
  });

  it('still refuses to blank a required field', () => {
    expect(messages({ title: '' }, productUpdateSchema)).toEqual(['title: Product name is required']);
  });

  it('needs expectedStock when stock is sent', () => {
    expect(messages({ stock: '3' }, productUpdateSchema)).toEqual([
      'expectedStock: expectedStock (the stock the form loaded) is required when stock is changed',
    ]);
    expect(productUpdateSchema.parse({ stock: '3', expectedStock: '5' })).toEqual({
      stock: 3,
      expectedStock: 5,
    });
  });

  it('reads image removals and a cleared subcategory', () => {
    expect(
      productUpdateSchema.parse({ removeImageIds: '["a","b"]', subCategory: '', removeVideo: 'true' }),
    ).toEqual({
      removeImageIds: ['a', 'b'],
      subCategory: null,
      removeVideo: true,
    });
  });

  it('stays strict', () => {
    expect(productUpdateSchema.safeParse({ vendorId: 'x' }).success).toBe(false);
  });
});

describe('list queries', () => {
  it('defaults My Products to page 1 of 12, newest first', () => {
    expect(vendorProductListQuerySchema.parse({})).toEqual({ page: 1, limit: 12, sort: 'newest' });
  });

  it('treats empty filters as not set and checks the price range', () => {
    expect(vendorProductListQuerySchema.parse({ stockStatus: '', category: '', minPrice: '' })).toEqual({
      page: 1,
      limit: 12,
      sort: 'newest',
    });
    expect(vendorProductListQuerySchema.safeParse({ minPrice: '10', maxPrice: '5' }).success).toBe(false);
    expect(vendorProductListQuerySchema.safeParse({ stockStatus: 'plenty' }).success).toBe(false);
    expect(vendorProductListQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
  });

  it('caps the storefront page size at 60', () => {
    expect(storefrontQuerySchema.safeParse({ limit: '61' }).success).toBe(false);
    expect(storefrontQuerySchema.parse({ limit: '60', featured: 'true' })).toMatchObject({
      limit: 60,
      featured: true,
    });
  });
});
