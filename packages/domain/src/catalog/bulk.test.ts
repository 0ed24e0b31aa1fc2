import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustCurrentStock,
  adjustPriceMinor,
  BULK_MESSAGES,
  bulkActionFormSchema,
  bulkPricesSchema,
  bulkStockSchema,
  bulkUpdateSchema,
  toBulkRequest,
} from './bulk.js';

const firstMessage = (schema: { safeParse(v: unknown): any }, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? null : r.error.issues[0].message;
};

describe('bulk action form (verbatim messages)', () => {
  const ids = ['p1', 'p2'];
  it('needs a selection and an action', () => {
    expect(firstMessage(bulkActionFormSchema, { productIds: [], action: 'delete' })).toBe(
      'Please select products and an action',
    );
    expect(firstMessage(bulkActionFormSchema, { productIds: ids, action: '' })).toBe(
      'Please select products and an action',
    );
  });

  it('needs the value of each action', () => {
    expect(firstMessage(bulkActionFormSchema, { productIds: ids, action: 'update_status' })).toBe(
      'Please select a status to update',
    );
    expect(firstMessage(bulkActionFormSchema, { productIds: ids, action: 'update_category' })).toBe(
      'Please select a category to update',
    );
    expect(
      firstMessage(bulkActionFormSchema, { productIds: ids, action: 'update_prices', priceValue: '' }),
    ).toBe('Please enter a price adjustment value');
    expect(firstMessage(bulkActionFormSchema, { productIds: ids, action: 'update_stock' })).toBe(
      'Please enter a stock value',
    );
    expect(firstMessage(bulkActionFormSchema, { productIds: ids, action: 'explode' })).toBe(
      'Invalid bulk action',
    );
    expect(firstMessage(bulkActionFormSchema, { productIds: ids, action: 'delete' })).toBeNull();
  });

  it('refuses a price adjustment the endpoint would refuse, with its message', () => {
    const prices = (priceValue: string) =>
      firstMessage(bulkActionFormSchema, {
        productIds: ids,
        action: 'update_prices',
        priceType: 'fixed',
        priceValue,
      });
    expect(prices('0.005')).toBe('Price adjustment can have at most 2 decimal places');
    expect(prices('10000000.01')).toBe('Price adjustment must be at most 10000000');
    expect(prices('0.01')).toBeNull();
    expect(
      bulkPricesSchema.safeParse({ productIds: ids, type: 'fixed', value: 0.005, operation: 'increase' })
        .error?.issues[0]?.message,
    ).toBe('Price adjustment can have at most 2 decimal places');
  });

  it('turns a valid form into the request to send', () => {
    expect(
      toBulkRequest({ productIds: ids, action: 'update_prices', priceValue: '10', priceType: 'percentage' }),
    ).toEqual({
      endpoint: 'prices',
      body: { productIds: ids, type: 'percentage', value: 10, operation: 'increase' },
    });
    expect(toBulkRequest({ productIds: ids, action: 'update_status', status: 'draft' })).toEqual({
      endpoint: 'update',
      body: { productIds: ids, fields: { status: 'draft' } },
    });
  });
});

describe('bulk request schemas', () => {
  it('use the spec messages', () => {
    expect(firstMessage(bulkUpdateSchema, { productIds: [], fields: { status: 'active' } })).toBe(
      BULK_MESSAGES.selectProductsAndAction,
    );
    expect(firstMessage(bulkUpdateSchema, { productIds: ['a'], fields: { status: '' } })).toBe(
      BULK_MESSAGES.selectStatus,
    );
    expect(firstMessage(bulkUpdateSchema, { productIds: ['a'], fields: { mainCategory: '' } })).toBe(
      BULK_MESSAGES.selectCategory,
    );
    expect(firstMessage(bulkPricesSchema, { productIds: ['a'], type: 'fixed', operation: 'increase' })).toBe(
      BULK_MESSAGES.enterPriceValue,
    );
    expect(firstMessage(bulkStockSchema, { productIds: ['a'], operation: 'set' })).toBe(
      BULK_MESSAGES.enterStockValue,
    );
    expect(firstMessage(bulkStockSchema, { productIds: ['a'], operation: 'set', value: -1 })).toBe(
      'Stock value must be 0 or more',
    );
    expect(firstMessage(bulkStockSchema, { productIds: ['a'], operation: 'melt', value: 1 })).toBe(
      BULK_MESSAGES.invalidAction,
    );
  });

  it('drops repeated ids', () => {
    expect(
      bulkStockSchema.parse({ productIds: ['a', 'a', 'b'], operation: 'set', value: 1 }).productIds,
    ).toEqual(['a', 'b']);
  });
});

describe('price and stock floors', () => {
  it('adjusts prices by percentage or fixed amount, never below zero', () => {
    expect(adjustPriceMinor(1000, { type: 'percentage', value: 10, operation: 'increase' })).toBe(1100);
    expect(adjustPriceMinor(999, { type: 'percentage', value: 10, operation: 'increase' })).toBe(1099);
    expect(adjustPriceMinor(1000, { type: 'fixed', value: 2.5, operation: 'decrease' })).toBe(750);
    expect(adjustPriceMinor(1000, { type: 'fixed', value: 20, operation: 'decrease' })).toBe(0);
    expect(adjustPriceMinor(1000, { type: 'percentage', value: 150, operation: 'decrease' })).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e8 }),
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.constantFrom('percentage' as const, 'fixed' as const),
        fc.constantFrom('increase' as const, 'decrease' as const),
        (price, value, type, operation) => adjustPriceMinor(price, { type, value, operation }) >= 0,
      ),
    );
  });

  it('changes available stock and never leaves fewer units than are reserved', () => {
    expect(adjustCurrentStock({ current: 10, reserved: 3 }, { operation: 'set', value: 5 })).toBe(8);
    expect(adjustCurrentStock({ current: 10, reserved: 3 }, { operation: 'increase', value: 5 })).toBe(15);
    expect(adjustCurrentStock({ current: 10, reserved: 3 }, { operation: 'decrease', value: 5 })).toBe(5);
    expect(adjustCurrentStock({ current: 10, reserved: 3 }, { operation: 'decrease', value: 50 })).toBe(3);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.constantFrom('set' as const, 'increase' as const, 'decrease' as const),
        (a, b, value, operation) => {
          const current = Math.max(a, b);
          const reserved = Math.min(a, b);
          const next = adjustCurrentStock({ current, reserved }, { operation, value });
          return next >= reserved && next >= 0;
        },
      ),
    );
  });
});
