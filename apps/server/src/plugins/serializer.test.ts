import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storefrontListReply } from '../modules/catalog/products.schemas.js';
import { compileReplySerializer, replySerializerCompiler } from './serializer.js';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as never;

describe('reply serializers (decision 0014)', () => {
  const page = {
    success: true,
    data: {
      products: [
        {
          _id: 'p1',
          title: 'Lamp "brass" \u2028',
          price: 12.5,
          stock: 0,
          inStock: false,
          image: null,
          thumbnail: '/uploads/media/p1/thumb.webp',
          imageAlt: 'Lamp',
          vendor: null,
          description: 'not part of a card',
        },
        {
          _id: 'p2',
          title: 'Mug',
          price: 9,
          stock: 3,
          inStock: true,
          image: '/uploads/media/p2/display.webp',
          thumbnail: '/uploads/media/p2/thumb.webp',
          imageAlt: 'Mug',
          vendor: { _id: 'v1', businessName: 'Tea House', logo: 'dropped' },
        },
      ],
      pagination: {
        currentPage: 1,
        pageSize: 24,
        totalItems: 2,
        totalPages: 1,
        hasNextPage: false,
        hasPrevPage: false,
        total: 2,
        pages: 1,
      },
    },
  };

  it('compiled writes what the checked serializer writes, extra properties dropped', () => {
    const compiled = replySerializerCompiler('compiled')(route(storefrontListReply));
    const checked = replySerializerCompiler('checked')(route(storefrontListReply));
    const text = compiled(page);
    expect(text).toBe(checked(page));
    const parsed = JSON.parse(text);
    expect(parsed.data.products[0]).not.toHaveProperty('description');
    expect(parsed.data.products[1].vendor).toEqual({ _id: 'v1', businessName: 'Tea House' });
    expect(parsed.data.products[0].title).toBe('Lamp "brass" \u2028');
  });

  it('checked refuses a reply of the wrong shape; compiled refuses a missing required property', () => {
    const bad = { success: true, data: { products: [{ _id: 'p1' }], pagination: page.data.pagination } };
    expect(() => replySerializerCompiler('checked')(route(storefrontListReply))(bad)).toThrow();
    expect(() => replySerializerCompiler('compiled')(route(storefrontListReply))(bad)).toThrow();
  });

  it('keeps zod for a schema JSON Schema cannot express', () => {
    const custom = z.object({ at: z.custom<string>((v) => typeof v === 'string') });
    expect(compileReplySerializer(custom)).toBeUndefined();
    const serialize = replySerializerCompiler('compiled')(route(custom));
    expect(serialize({ at: '2026-11-25' })).toBe('{"at":"2026-11-25"}');
    expect(() => serialize({ at: 3 })).toThrow();
  });
});
