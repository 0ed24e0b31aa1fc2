import { describe, expect, it } from 'vitest';
import { priceOrder } from '../pricing.js';
import { entryProblems, sumMinor } from './accounts.js';
import { ledgerFigures, vendorBalance } from './balances.js';
import {
  adjustmentEntry,
  cancellationRefundEntry,
  orderPaidEntry,
  partDeliveredEntry,
  payoutEntry,
  returnRefundEntry,
  reversalEntry,
} from './postings.js';
import { type Sale, saleShares, unitsAmounts } from './sale.js';

/** A $10.00 item and two $5.00 items from vendor V (20 %, shipping $4.99), a $3.00 own item (shipping $1), tax 8 %. */
const sale: Sale = {
  orderId: 'o1',
  taxRateBp: 800,
  parts: [
    {
      partId: 'pv',
      vendorId: 'V',
      commissionRateBp: 2000,
      shippingMinor: 499,
      lines: [
        { itemId: 'a', unitPriceMinor: 1000, quantity: 1 },
        { itemId: 'b', unitPriceMinor: 500, quantity: 2 },
      ],
    },
    {
      partId: 'pm',
      vendorId: null,
      commissionRateBp: 0,
      shippingMinor: 100,
      lines: [{ itemId: 'c', unitPriceMinor: 300, quantity: 1 }],
    },
  ],
};

const amountsOf = (lines: { account: string; vendorId: string | null; amountMinor: number }[]) =>
  Object.fromEntries(lines.map((l) => [`${l.account}${l.vendorId ? `:${l.vendorId}` : ''}`, l.amountMinor]));

describe('frozen shares of a sale', () => {
  it('charges what checkout prices, and pro-rates commission, shipping and tax by line value', () => {
    const shares = saleShares(sale);
    const priced = priceOrder(
      sale.parts.flatMap((p) =>
        p.lines.map((l) => ({
          productId: l.itemId,
          vendorId: p.vendorId,
          unitPriceMinor: l.unitPriceMinor,
          quantity: l.quantity,
          shippingMinor: p.shippingMinor,
        })),
      ),
      800,
    );
    expect(shares.totalMinor).toBe(priced.totalMinor);
    expect(shares.taxMinor).toBe(184); // 8 % of 2,300
    const [a, b, c] = shares.lines;
    // Commission 400 over 1000:1000; shipping 499 over 1000:1000 (the tie's cent to the first line).
    expect([a!.commissionMinor, b!.commissionMinor, c!.commissionMinor]).toEqual([200, 200, 0]);
    expect([a!.shippingMinor, b!.shippingMinor, c!.shippingMinor]).toEqual([250, 249, 100]);
    // Tax 184 over 1000:1000:300 = 80, 80, 24 exactly.
    expect([a!.taxMinor, b!.taxMinor, c!.taxMinor]).toEqual([80, 80, 24]);
  });

  it('splits a line over its units with the largest remainder: the first unit carries the odd cent', () => {
    const shares = saleShares(sale);
    const first = unitsAmounts({ shares, units: [{ itemId: 'b', quantity: 1 }] })[0]!;
    const second = unitsAmounts({
      shares,
      units: [{ itemId: 'b', quantity: 1 }],
      refundedBefore: { b: 1 },
    })[0]!;
    expect(first).toMatchObject({ itemsMinor: 500, commissionMinor: 100, shippingMinor: 125, taxMinor: 40 });
    expect(second).toMatchObject({ itemsMinor: 500, commissionMinor: 100, shippingMinor: 124, taxMinor: 40 });
  });

  it('takes a restocking fee of at most 20 % of the items, and refuses more or units beyond the line', () => {
    const shares = saleShares(sale);
    const r = unitsAmounts({
      shares,
      units: [{ itemId: 'a', quantity: 1 }],
      restockingFeeBp: 2000,
      withShipping: false,
    });
    expect(r[0]).toMatchObject({ itemsMinor: 1000, shippingMinor: 0, restockingFeeMinor: 200 });
    expect(() =>
      unitsAmounts({ shares, units: [{ itemId: 'a', quantity: 1 }], restockingFeeBp: 2001 }),
    ).toThrow(RangeError);
    expect(() =>
      unitsAmounts({ shares, units: [{ itemId: 'b', quantity: 2 }], refundedBefore: { b: 1 } }),
    ).toThrow(RangeError);
    expect(() => unitsAmounts({ shares, units: [{ itemId: 'zz', quantity: 1 }] })).toThrow(RangeError);
  });

  it('never loses a cent: 3 x 1 cent at 8 % tax and a 1-cent shipping fee, cancelled one unit at a time', () => {
    const tiny: Sale = {
      orderId: 't',
      taxRateBp: 800,
      parts: [
        {
          partId: 'p',
          vendorId: 'V',
          commissionRateBp: 3333,
          shippingMinor: 1,
          lines: [{ itemId: 'x', unitPriceMinor: 7, quantity: 3 }],
        },
      ],
    };
    const paid = orderPaidEntry(tiny)!;
    let refunded = 0;
    const lines = [...paid.lines];
    for (let before = 0; before < 3; before++) {
      const r = cancellationRefundEntry({
        sale: tiny,
        units: [{ itemId: 'x', quantity: 1 }],
        refundedBefore: { x: before },
      });
      refunded += r.refundMinor;
      lines.push(...(r.entry?.lines ?? []));
    }
    expect(refunded).toBe(saleShares(tiny).totalMinor);
    const f = ledgerFigures(lines);
    expect(f).toMatchObject({
      marketplaceKeptMinor: 0n,
      vendorsEarnedMinor: 0n,
      taxCollectedMinor: 0n,
      shippingCollectedMinor: 0n,
    });
    expect(vendorBalance(lines, 'V').totalMinor).toBe(0n);
  });
});

describe('posting builders', () => {
  it('posts a paid order per part: payment, pending earnings at the frozen rate, commission, own sales, shipping, tax', () => {
    const e = orderPaidEntry(sale)!;
    expect(entryProblems(e)).toEqual([]);
    expect(e.kind).toBe('order_paid');
    expect(e.lines.filter((l) => l.account === 'customer_payments').map((l) => l.amountMinor)).toEqual([
      2659, 424,
    ]);
    expect(amountsOf(e.lines)).toMatchObject({
      'vendor_pending:V': -1600,
      'commission_revenue:V': -400,
      marketplace_sales: -300,
    });
    expect(ledgerFigures(e.lines)).toMatchObject({
      customerPaidMinor: 3083n,
      taxCollectedMinor: 184n,
      shippingCollectedMinor: 599n,
      marketplaceKeptMinor: 700n,
      vendorsEarnedMinor: 1600n,
    });
  });

  it('moves what a delivered part still earns from pending to available, and nothing for the marketplace part', () => {
    const e = partDeliveredEntry({ sale, partId: 'pv', refundedBefore: { b: 1 } })!;
    expect(amountsOf(e.lines)).toEqual({ 'vendor_pending:V': 1200, 'vendor_available:V': -1200 });
    expect(partDeliveredEntry({ sale, partId: 'pm' })).toBeNull();
    expect(partDeliveredEntry({ sale, partId: 'pv', refundedBefore: { a: 1, b: 2 } })).toBeNull();
  });

  it('refunds a cancelled item its share, reversing pending earnings and commission', () => {
    const r = cancellationRefundEntry({ sale, units: [{ itemId: 'a', quantity: 1 }], refundId: 'r1' });
    expect(r.refundMinor).toBe(1000 + 250 + 80);
    expect(r.entry).toMatchObject({
      kind: 'cancellation_refund',
      orderId: 'o1',
      partId: 'pv',
      refundId: 'r1',
    });
    expect(amountsOf(r.entry!.lines)).toEqual({
      'refunds:V': -1330,
      'vendor_pending:V': 800,
      'commission_revenue:V': 200,
      'shipping_collected:V': 250,
      'tax_collected:V': 80,
    });
  });

  it('refunds a return less the restocking fee, kept by the vendor, from its available balance', () => {
    const r = returnRefundEntry({ sale, units: [{ itemId: 'a', quantity: 1 }], restockingFeeBp: 1000 });
    expect(r.refundMinor).toBe(1000 + 80 - 100);
    expect(amountsOf(r.entry!.lines)).toEqual({
      'refunds:V': -980,
      'vendor_available:V': 700,
      'commission_revenue:V': 200,
      'tax_collected:V': 80,
    });
  });

  it('posts payouts, adjustments with a reason and reversals; refuses zero and missing reasons', () => {
    expect(amountsOf(payoutEntry({ vendorId: 'V', amountMinor: 500 }).lines)).toEqual({
      'vendor_available:V': 500,
      'payouts:V': -500,
    });
    const adj = adjustmentEntry({ vendorId: 'V', amountMinor: -250, reason: '  Damaged in our warehouse ' });
    expect(adj.reason).toBe('Damaged in our warehouse');
    expect(amountsOf(adj.lines)).toEqual({ 'vendor_available:V': 250, 'adjustments:V': -250 });
    const rev = reversalEntry({ entryId: 'e1', original: adj, reason: 'Typed the wrong sign' });
    expect(rev).toMatchObject({ kind: 'reversal', reversesEntryId: 'e1' });
    expect(sumMinor([...adj.lines, ...rev.lines].map((l) => l.amountMinor))).toBe(0n);
    expect(vendorBalance([...adj.lines, ...rev.lines], 'V').totalMinor).toBe(0n);
    expect(() => payoutEntry({ vendorId: 'V', amountMinor: 0 })).toThrow(RangeError);
    expect(() => adjustmentEntry({ vendorId: 'V', amountMinor: 0, reason: 'Zero' })).toThrow(RangeError);
    expect(() => adjustmentEntry({ vendorId: 'V', amountMinor: 1, reason: ' ab ' })).toThrow(RangeError);
  });

  it('finds what makes an entry unpostable', () => {
    const line = (amountMinor: number) => ({ account: 'adjustments' as const, vendorId: null, amountMinor });
    expect(entryProblems({ kind: 'payout', lines: [line(1)] })).toContain('An entry has at least two lines');
    expect(entryProblems({ kind: 'payout', lines: [line(1), line(-2)] })).toEqual([
      'The lines sum to -1, not 0',
    ]);
    expect(entryProblems({ kind: 'payout', lines: [line(0.5), line(-0.5)] })).toHaveLength(2);
    expect(
      entryProblems({
        kind: 'payout',
        lines: [{ account: 'vendor_available', vendorId: null, amountMinor: 1 }, line(-1)],
      }),
    ).toEqual(['Line 1: vendor_available needs a vendor']);
    expect(entryProblems({ kind: 'reversal', reason: 'Oops!', lines: [line(1), line(-1)] })).toEqual([
      'A reversal names the entry it reverses',
    ]);
  });
});
