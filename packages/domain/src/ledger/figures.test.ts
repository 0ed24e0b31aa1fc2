import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitCommission } from '../money.js';
import { priceOrder } from '../pricing.js';
import { saleFigures } from './figures.js';
import { cancellationRefundEntry, orderPaidEntry, returnRefundEntry } from './postings.js';
import type { Sale } from './sale.js';

const saleArb: fc.Arbitrary<Sale> = fc
  .record({
    taxRateBp: fc.integer({ min: 0, max: 2500 }),
    parts: fc.uniqueArray(
      fc.record({
        vendorId: fc.constantFrom<string | null>(null, 'v1', 'v2', 'v3'),
        commissionRateBp: fc.integer({ min: 0, max: 10_000 }),
        lines: fc.array(
          fc.record({
            unitPriceMinor: fc.integer({ min: 0, max: 1_000_000 }),
            quantity: fc.integer({ min: 1, max: 5 }),
            shippingMinor: fc.integer({ min: 0, max: 5000 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
      }),
      { minLength: 1, maxLength: 3, selector: (p) => p.vendorId },
    ),
  })
  .map(({ taxRateBp, parts }) => ({
    orderId: 'o',
    taxRateBp,
    parts: parts.map((p, i) => ({
      partId: `p${i}`,
      vendorId: p.vendorId,
      commissionRateBp: p.vendorId === null ? 0 : p.commissionRateBp,
      // Checkout's rule: a part ships for its highest product fee.
      shippingMinor: Math.max(...p.lines.map((l) => l.shippingMinor)),
      lines: p.lines.map((l, j) => ({
        itemId: `p${i}-i${j}`,
        unitPriceMinor: l.unitPriceMinor,
        quantity: l.quantity,
      })),
    })),
  }));

const itemIds = (sale: Sale) => sale.parts.flatMap((p) => p.lines.map((l) => l.itemId));

describe('saleFigures: what an order still shows after cancellations (decision 0047)', () => {
  it('with nothing cancelled, gives checkout’s own figures', () => {
    fc.assert(
      fc.property(saleArb, (sale) => {
        const lines = sale.parts.flatMap((p) =>
          p.lines.map((l) => ({
            ...l,
            productId: l.itemId,
            vendorId: p.vendorId,
            shippingMinor: p.shippingMinor,
          })),
        );
        const priced = priceOrder(lines, sale.taxRateBp);
        const f = saleFigures(sale, []);
        expect(f.totalMinor).toBe(priced.totalMinor);
        expect(f.taxMinor).toBe(priced.taxMinor);
        expect(f.shippingMinor).toBe(priced.shippingMinor);
        for (const part of f.parts) {
          if (part.vendorId === null) continue;
          const rate = sale.parts.find((p) => p.partId === part.partId)!.commissionRateBp;
          expect(part).toMatchObject(splitCommission(part.subtotalMinor, rate));
        }
      }),
    );
  });

  it('what the order still shows plus what was refunded is what was paid, whatever is cancelled and in whatever order', () => {
    fc.assert(
      fc.property(
        saleArb.chain((sale) => fc.tuple(fc.constant(sale), fc.shuffledSubarray(itemIds(sale)))),
        ([sale, cancelled]) => {
          const paid = orderPaidEntry(sale);
          const paidMinor = paid
            ? paid.lines
                .filter((l) => l.account === 'customer_payments')
                .reduce((s, l) => s + l.amountMinor, 0)
            : 0;
          let refunded = 0;
          const done: string[] = [];
          for (const itemId of cancelled) {
            const quantity = sale.parts.flatMap((p) => p.lines).find((l) => l.itemId === itemId)!.quantity;
            refunded += cancellationRefundEntry({ sale, units: [{ itemId, quantity }] }).refundMinor;
            done.push(itemId);
            const f = saleFigures(sale, done);
            expect(f.totalMinor + refunded).toBe(paidMinor);
            expect(f.subtotalMinor + f.shippingMinor + f.taxMinor).toBe(f.totalMinor);
          }
        },
      ),
    );
  });

  it('charges a cash-on-delivery order exactly what is left after cancellations', () => {
    fc.assert(
      fc.property(
        saleArb.chain((sale) => fc.tuple(fc.constant(sale), fc.subarray(itemIds(sale)))),
        ([sale, cancelled]) => {
          const before = Object.fromEntries(
            sale.parts
              .flatMap((p) => p.lines)
              .filter((l) => cancelled.includes(l.itemId))
              .map((l) => [l.itemId, l.quantity]),
          );
          const paid = orderPaidEntry(sale, before);
          const paidMinor = paid
            ? paid.lines
                .filter((l) => l.account === 'customer_payments')
                .reduce((s, l) => s + l.amountMinor, 0)
            : 0;
          expect(paidMinor).toBe(saleFigures(sale, cancelled).totalMinor);
        },
      ),
    );
  });

  it('keeps shipping of returned items and gives back their items and tax: shown plus refunded is still what was paid', () => {
    fc.assert(
      fc.property(
        saleArb.chain((sale) =>
          fc.tuple(fc.constant(sale), fc.subarray(itemIds(sale)), fc.subarray(itemIds(sale))),
        ),
        ([sale, cancelled, returnedAll]) => {
          const returned = returnedAll.filter((id) => !cancelled.includes(id));
          const line = (id: string) => sale.parts.flatMap((p) => p.lines).find((l) => l.itemId === id)!;
          const paid = orderPaidEntry(sale);
          const paidMinor = paid
            ? paid.lines
                .filter((l) => l.account === 'customer_payments')
                .reduce((s, l) => s + l.amountMinor, 0)
            : 0;
          const cancelRefund = cancelled.length
            ? cancellationRefundEntry({
                sale,
                units: cancelled.map((id) => ({ itemId: id, quantity: line(id).quantity })),
              }).refundMinor
            : 0;
          const returnRefund = returned.length
            ? returnRefundEntry({
                sale,
                units: returned.map((id) => ({ itemId: id, quantity: line(id).quantity })),
              }).refundMinor
            : 0;
          const f = saleFigures(sale, cancelled, returned);
          expect(f.totalMinor + cancelRefund + returnRefund).toBe(paidMinor);
          expect(f.shippingMinor).toBe(saleFigures(sale, cancelled).shippingMinor);
        },
      ),
    );
  });
});
