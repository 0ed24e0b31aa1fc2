import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitCommission } from '../money.js';
import { priceOrder } from '../pricing.js';
import { entryProblems, type JournalEntry, type LedgerLine, sumMinor } from './accounts.js';
import { ledgerFigures, vendorBalance } from './balances.js';
import {
  adjustmentEntry,
  cancellationRefundEntry,
  commissionPaymentEntry,
  orderPaidEntry,
  partDeliveredEntry,
  payoutEntry,
  returnRefundEntry,
  reversalEntry,
} from './postings.js';
import type { PartAmounts, Sale } from './sale.js';

/**
 * Issue 28's three invariants over random sequences of orders, partial cancellations, deliveries,
 * returns with restocking fees, payouts, commission payments, adjustments and reversals. A model
 * kept beside the ledger, from the checkout's own pricing (priceOrder, splitCommission) and the
 * amounts each refund reports, says what every figure must be.
 */

const VENDORS = ['v1', 'v2', 'v3'] as const;

const saleArb = (orderId: string) =>
  fc
    .record({
      taxRateBp: fc.integer({ min: 0, max: 2500 }),
      parts: fc.uniqueArray(
        fc.record({
          vendorId: fc.constantFrom<string | null>(null, ...VENDORS),
          commissionRateBp: fc.integer({ min: 0, max: 10_000 }),
          shippingMinor: fc.integer({ min: 0, max: 5000 }),
          lines: fc.array(
            fc.record({
              unitPriceMinor: fc.integer({ min: 0, max: 1_000_000 }),
              quantity: fc.integer({ min: 1, max: 5 }),
            }),
            { minLength: 1, maxLength: 3 },
          ),
        }),
        { minLength: 1, maxLength: 3, selector: (p) => p.vendorId },
      ),
    })
    .map(
      ({ taxRateBp, parts }): Sale => ({
        orderId,
        taxRateBp,
        parts: parts.map((p, i) => ({
          partId: `${orderId}-p${i}`,
          vendorId: p.vendorId,
          commissionRateBp: p.vendorId === null ? 0 : p.commissionRateBp,
          shippingMinor: p.shippingMinor,
          lines: p.lines.map((l, j) => ({ itemId: `${orderId}-p${i}-i${j}`, ...l })),
        })),
      }),
    );

type Step =
  | { t: 'order'; sale: Sale }
  | { t: 'cancel' | 'return'; pick: number; units: number; feeBp: number; withShipping: boolean }
  | { t: 'deliver'; pick: number }
  | { t: 'payout' | 'payment'; vendor: number; amount: number }
  | { t: 'adjust'; vendor: number; amount: number }
  | { t: 'reverse'; pick: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.nat().chain((n) => saleArb(`o${n}`).map((sale) => ({ t: 'order' as const, sale }))),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constantFrom('cancel' as const, 'return' as const),
      pick: fc.nat(),
      units: fc.integer({ min: 1, max: 5 }),
      feeBp: fc.integer({ min: 0, max: 2000 }),
      withShipping: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('deliver' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constantFrom('payout' as const, 'payment' as const),
      vendor: fc.nat({ max: 2 }),
      amount: fc.integer({ min: 1, max: 500_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('adjust' as const),
      vendor: fc.nat({ max: 2 }),
      amount: fc.integer({ min: -500_000, max: 500_000 }).filter((a) => a !== 0),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reverse' as const), pick: fc.nat() }) },
);

type Posted = { id: string; entry: JournalEntry; vendorEffect: Map<string, number>; reversed: boolean };

/** What each event does to a vendor's balance, by the model: earnings from splitCommission, refunds from their reported amounts. */
function refundVendorEffect(parts: PartAmounts[]) {
  const effect = new Map<string, number>();
  for (const p of parts)
    if (p.vendorId)
      effect.set(
        p.vendorId,
        (effect.get(p.vendorId) ?? 0) - (p.itemsMinor - p.commissionMinor - p.restockingFeeMinor),
      );
  return effect;
}

function run(steps: Step[]) {
  const posted: Posted[] = [];
  const orders = new Map<string, { sale: Sale; refunded: Record<string, number>; delivered: Set<string> }>();
  const expectedBalance = new Map<string, number>(VENDORS.map((v) => [v, 0]));
  let customerPaid = 0;
  let refunded = 0;
  const post = (entry: JournalEntry | null, vendorEffect = new Map<string, number>()) => {
    if (!entry) return;
    expect(entryProblems(entry)).toEqual([]);
    expect(sumMinor(entry.lines.map((l) => l.amountMinor))).toBe(0n);
    posted.push({ id: `e${posted.length}`, entry, vendorEffect, reversed: false });
    for (const [v, a] of vendorEffect) expectedBalance.set(v, (expectedBalance.get(v) ?? 0) + a);
  };
  const lines = (): LedgerLine[] => posted.flatMap((p) => p.entry.lines);

  for (const step of steps) {
    const list = [...orders.values()];
    switch (step.t) {
      case 'order': {
        if (orders.has(step.sale.orderId)) break;
        orders.set(step.sale.orderId, { sale: step.sale, refunded: {}, delivered: new Set() });
        const priced = priceOrder(
          step.sale.parts.flatMap((p) =>
            p.lines.map((l) => ({
              productId: l.itemId,
              vendorId: p.vendorId,
              shippingMinor: p.shippingMinor,
              ...l,
            })),
          ),
          step.sale.taxRateBp,
        );
        customerPaid += priced.totalMinor;
        const effect = new Map<string, number>();
        for (const s of priced.sellers) {
          if (!s.vendorId) continue;
          const rate = step.sale.parts.find((p) => p.vendorId === s.vendorId)!.commissionRateBp;
          effect.set(s.vendorId, splitCommission(s.subtotalMinor, rate).vendorAmountMinor);
        }
        post(orderPaidEntry(step.sale), effect);
        break;
      }
      case 'cancel':
      case 'return': {
        if (list.length === 0) break;
        const order = list[step.pick % list.length]!;
        const delivered = step.t === 'return';
        const parts = order.sale.parts.filter((p) => order.delivered.has(p.partId) === delivered);
        const lines = parts
          .flatMap((p) => p.lines)
          .filter((l) => (order.refunded[l.itemId] ?? 0) < l.quantity);
        if (lines.length === 0) break;
        const line = lines[step.pick % lines.length]!;
        const before = order.refunded[line.itemId] ?? 0;
        const units = [{ itemId: line.itemId, quantity: Math.min(step.units, line.quantity - before) }];
        const r =
          step.t === 'cancel'
            ? cancellationRefundEntry({ sale: order.sale, units, refundedBefore: order.refunded })
            : returnRefundEntry({
                sale: order.sale,
                units,
                refundedBefore: order.refunded,
                restockingFeeBp: step.feeBp,
                withShipping: step.withShipping,
              });
        order.refunded[line.itemId] = before + units[0]!.quantity;
        refunded += r.refundMinor;
        post(r.entry, refundVendorEffect(r.parts));
        break;
      }
      case 'deliver': {
        const parts = list.flatMap((o) =>
          o.sale.parts.filter((p) => !o.delivered.has(p.partId)).map((p) => ({ o, p })),
        );
        if (parts.length === 0) break;
        const { o, p } = parts[step.pick % parts.length]!;
        o.delivered.add(p.partId);
        post(partDeliveredEntry({ sale: o.sale, partId: p.partId, refundedBefore: o.refunded }));
        break;
      }
      case 'payout':
      case 'payment': {
        const vendorId = VENDORS[step.vendor]!;
        const sign = step.t === 'payout' ? -1 : 1;
        const entry =
          step.t === 'payout'
            ? payoutEntry({ vendorId, amountMinor: step.amount })
            : commissionPaymentEntry({ vendorId, amountMinor: step.amount });
        post(entry, new Map([[vendorId, sign * step.amount]]));
        break;
      }
      case 'adjust': {
        const vendorId = VENDORS[step.vendor]!;
        post(
          adjustmentEntry({ vendorId, amountMinor: step.amount, reason: 'Goodwill credit' }),
          new Map([[vendorId, step.amount]]),
        );
        break;
      }
      case 'reverse': {
        // Mistakes an admin corrects: adjustments, payouts and commission payments, each at most once.
        const open = posted.filter(
          (p) => !p.reversed && ['adjustment', 'payout', 'commission_payment'].includes(p.entry.kind),
        );
        if (open.length === 0) break;
        const target = open[step.pick % open.length]!;
        target.reversed = true;
        const undo = new Map([...target.vendorEffect].map(([v, a]) => [v, -a]));
        post(
          reversalEntry({ entryId: target.id, original: target.entry, reason: 'Posted by mistake' }),
          undo,
        );
        break;
      }
    }

    // After every step: each vendor's balance equals its ledger lines, pending never negative.
    const all = lines();
    for (const v of VENDORS) {
      const b = vendorBalance(all, v);
      expect(b.totalMinor).toBe(BigInt(expectedBalance.get(v)!));
      expect(b.pendingMinor >= 0n).toBe(true);
    }
    // What customers paid less what was refunded = kept + earned + tax + shipping.
    const f = ledgerFigures(all);
    expect(f.customerPaidMinor).toBe(BigInt(customerPaid));
    expect(f.refundedMinor).toBe(BigInt(refunded));
    expect(f.customerPaidMinor - f.refundedMinor).toBe(
      f.marketplaceKeptMinor + f.vendorsEarnedMinor + f.taxCollectedMinor + f.shippingCollectedMinor,
    );
  }
  return { posted, orders };
}

describe('the ledger over random sequences of events (issue 28)', () => {
  it('every entry balances, each vendor balance equals its lines, and payments less refunds equal kept + earned + tax + shipping', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 40 }), (steps) => {
        run(steps);
      }),
      { numRuns: 300 },
    );
  });

  it('an order cancelled unit by unit, in any order, gives back exactly what was paid and leaves nothing on any account', () => {
    fc.assert(
      fc.property(saleArb('o'), fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), (sale, picks) => {
        const paid = orderPaidEntry(sale);
        const all: LedgerLine[] = [...(paid?.lines ?? [])];
        const refundedBefore: Record<string, number> = {};
        let refunded = 0;
        const units = () =>
          sale.parts.flatMap((p) => p.lines).filter((l) => (refundedBefore[l.itemId] ?? 0) < l.quantity);
        for (let i = 0; units().length > 0; i++) {
          const left = units();
          const line = left[(picks[i % picks.length] ?? 0) % left.length]!;
          const r = cancellationRefundEntry({
            sale,
            units: [{ itemId: line.itemId, quantity: 1 }],
            refundedBefore,
          });
          refundedBefore[line.itemId] = (refundedBefore[line.itemId] ?? 0) + 1;
          refunded += r.refundMinor;
          all.push(...(r.entry?.lines ?? []));
        }
        const f = ledgerFigures(all);
        expect(BigInt(refunded)).toBe(f.customerPaidMinor);
        expect(f).toMatchObject({
          marketplaceKeptMinor: 0n,
          vendorsEarnedMinor: 0n,
          taxCollectedMinor: 0n,
          shippingCollectedMinor: 0n,
        });
        for (const v of VENDORS)
          expect(vendorBalance(all, v)).toEqual({ pendingMinor: 0n, availableMinor: 0n, totalMinor: 0n });
      }),
      { numRuns: 300 },
    );
  });

  it('a reversal negates any entry exactly', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 20 }), (steps) => {
        const { posted } = run(steps);
        for (const p of posted) {
          const rev = reversalEntry({ entryId: p.id, original: p.entry, reason: 'Check the reversal' });
          expect(entryProblems(rev)).toEqual([]);
          const both = [...p.entry.lines, ...rev.lines];
          for (const v of VENDORS) expect(vendorBalance(both, v).totalMinor).toBe(0n);
          expect(Object.values(ledgerFigures(both)).every((x) => x === 0n)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});
