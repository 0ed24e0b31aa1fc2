import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeLines, type PricedLine, priceOrder } from './pricing.js';
import { checkOrderData, estimateDelivery, orderSchema } from './schemas/order.js';

const line = (o: Partial<PricedLine>): PricedLine => ({
  productId: 'p',
  vendorId: null,
  unitPriceMinor: 1000,
  shippingMinor: 0,
  quantity: 1,
  ...o,
});

describe('checkout pricing', () => {
  it('charges the highest shipping fee per seller and tax on the subtotal', () => {
    const totals = priceOrder(
      [
        line({ productId: 'a', vendorId: 'v1', unitPriceMinor: 2500, shippingMinor: 500, quantity: 2 }),
        line({ productId: 'b', vendorId: 'v1', unitPriceMinor: 1000, shippingMinor: 800 }),
        line({ productId: 'c', vendorId: null, unitPriceMinor: 1999, shippingMinor: 300 }),
        line({ productId: 'd', vendorId: 'v2', unitPriceMinor: 500, shippingMinor: 0, quantity: 3 }),
      ],
      800,
    );
    expect(totals.sellers.map((s) => [s.vendorId, s.subtotalMinor, s.shippingMinor])).toEqual([
      [null, 1999, 300],
      ['v1', 6000, 800],
      ['v2', 1500, 0],
    ]);
    expect(totals.subtotalMinor).toBe(9499);
    expect(totals.shippingMinor).toBe(1100);
    expect(totals.taxMinor).toBe(760);
    expect(totals.totalMinor).toBe(11359);
  });

  it('always adds up, whatever the lines', () => {
    const arb = fc.array(
      fc.record({
        productId: fc.string({ minLength: 1, maxLength: 3 }),
        vendorId: fc.option(fc.constantFrom('v1', 'v2', 'v3'), { nil: null }),
        unitPriceMinor: fc.integer({ min: 0, max: 1_000_000 }),
        shippingMinor: fc.integer({ min: 0, max: 10_000 }),
        quantity: fc.integer({ min: 1, max: 50 }),
      }),
      { minLength: 1, maxLength: 12 },
    );
    fc.assert(
      fc.property(arb, fc.integer({ min: 0, max: 5000 }), (lines, rate) => {
        const t = priceOrder(lines, rate);
        const subtotal = lines.reduce((s, l) => s + l.unitPriceMinor * l.quantity, 0);
        return (
          t.subtotalMinor === subtotal &&
          t.totalMinor === t.subtotalMinor + t.shippingMinor + t.taxMinor &&
          t.sellers.every((s) => s.shippingMinor === Math.max(...s.lines.map((l) => l.shippingMinor)))
        );
      }),
    );
  });

  it('sums two lines of the same product', () => {
    expect(
      mergeLines([
        { productId: 'a', quantity: 2 },
        { productId: 'b', quantity: 1 },
        { productId: 'a', quantity: 3 },
      ]),
    ).toEqual([
      { productId: 'a', quantity: 5 },
      { productId: 'b', quantity: 1 },
    ]);
  });

  it('estimates delivery by speed', () => {
    const from = new Date('2026-03-01T10:00:00Z');
    expect(estimateDelivery(from, 'standard').toISOString()).toBe('2026-03-06T10:00:00.000Z');
    expect(estimateDelivery(from, 'express').toISOString()).toBe('2026-03-03T10:00:00.000Z');
    expect(estimateDelivery(from, 'overnight').toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });
});

describe('order data check', () => {
  const valid = {
    customer: { name: 'Ann', email: 'ann@example.test', phone: '555' },
    shippingAddress: { street: '1 Road', city: 'Town', state: 'ST', zipCode: '12345', country: 'US' },
    items: [{ productId: 'p1', quantity: 1, price: 10 }],
    payment: { method: 'cod', amount: 10.8 },
  };

  it('accepts a complete order', () => {
    expect(checkOrderData(valid)).toEqual([]);
    expect(orderSchema.parse(valid).deliverySpeed).toBe('standard');
  });

  it('gives every message of the spec verbatim', () => {
    expect(checkOrderData({ ...valid, customer: undefined })).toContain('Customer information is required');
    expect(checkOrderData({ ...valid, customer: { name: '', email: '', phone: '' } })).toEqual(
      expect.arrayContaining([
        'Customer name is required',
        'Customer email is required',
        'Customer phone is required',
      ]),
    );
    expect(checkOrderData({ ...valid, shippingAddress: undefined })).toContain(
      'Shipping address is required',
    );
    expect(
      checkOrderData({
        ...valid,
        shippingAddress: { street: '', city: '', state: '', zipCode: '', country: '' },
      }),
    ).toEqual([
      'Street address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
      'Country is required',
    ]);
    expect(checkOrderData({ ...valid, items: [] })).toEqual(['Order must contain at least one item']);
    expect(
      checkOrderData({
        ...valid,
        items: [
          { productId: 'p1', quantity: 1, price: 10 },
          { productId: '', quantity: 0, price: -1 },
        ],
      }),
    ).toEqual([
      'Item 2: Product ID is required',
      'Item 2: Valid quantity is required',
      'Item 2: Valid price is required',
    ]);
    expect(checkOrderData({ ...valid, payment: undefined })).toContain('Payment information is required');
    expect(checkOrderData({ ...valid, payment: { amount: 1 } })).toEqual(['Payment method is required']);
    expect(checkOrderData({ ...valid, payment: { method: 'cod' } })).toEqual(['Payment amount is required']);
  });
});
