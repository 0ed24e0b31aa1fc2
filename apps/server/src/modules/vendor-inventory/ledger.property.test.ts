import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderBody } from '../../test/catalog-fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { sendForm } from '../catalog/testing.js';
import { ledgerProblems, summaryProblems, vendorWithItems } from './testing.js';

const B = '/api/vendors/inventory';

type Action =
  | { kind: 'order'; item: number; quantity: number }
  | { kind: 'reject' | 'ship' | 'return' | 'release' | 'confirm'; order: number }
  | { kind: 'adjust'; item: number; quantity: number; cost: boolean }
  | { kind: 'import'; item: number; current: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    item: fc.nat(1),
    quantity: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({ kind: fc.constantFrom('reject', 'ship', 'return', 'release', 'confirm'), order: fc.nat(20) }),
  fc.record({
    kind: fc.constant('adjust' as const),
    item: fc.nat(1),
    quantity: fc.integer({ min: -12, max: 12 }).filter((q) => q !== 0),
    cost: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('import' as const),
    item: fc.nat(1),
    current: fc.integer({ min: 0, max: 40 }),
  }),
);

// The ledger invariant after random sequences of orders, rejections, shipments, returns, vendor
// releases and sales, adjustments (with and without a batch cost) and imports: current stock is the
// sum of its movements, reserved stock the open reservations, nothing negative, batches never below 0.
describe('stock ledger (property)', () => {
  const t = useTestApp();

  it('current = sum of movements, reserved = open reservations, nothing negative', async () => {
    const { app } = t();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 6, maxLength: 14 }), async (actions) => {
        run++;
        const { vendor, items } = await vendorWithItems(app, [12, 5]);
        const tok = vendor.token;
        const orders: Array<{ orderId: string; partId: string; item: number; quantity: number }> = [];
        const status = (partId: string, s: string) =>
          call(app, 'PUT', `/api/vendors/orders/${partId}/status`, {
            token: tok,
            body: s === 'shipped' ? { status: s, trackingInfo: '1Z1', carrier: 'UPS' } : { status: s },
          });
        for (const a of actions) {
          if (a.kind === 'order') {
            const it = items[a.item]!;
            const body = await orderBody(
              app,
              [{ productId: it.productId, quantity: a.quantity, price: 40 }],
              {
                email: `p${run}-${orders.length}@example.test`,
              },
            );
            const res = await call(app, 'POST', '/api/orders', { body });
            expect([201, 409]).toContain(res.statusCode);
            if (res.statusCode === 201) {
              const part = res.body.data.order.statusParts.find((p: { type: string }) => p.type === 'vendor');
              orders.push({
                orderId: res.body.data.order._id,
                partId: part._id,
                item: a.item,
                quantity: a.quantity,
              });
            }
          } else if (a.kind === 'adjust') {
            const res = await call(app, 'POST', `${B}/${items[a.item]!.id}/adjust`, {
              token: tok,
              body: {
                quantity: a.quantity,
                reason: 'count',
                ...(a.cost && a.quantity > 0 ? { unitCost: 1.25 } : {}),
              },
            });
            expect([200, 409]).toContain(res.statusCode);
          } else if (a.kind === 'import') {
            const res = await sendForm(app, 'POST', `${B}/import`, {
              token: tok,
              fields: {},
              files: [
                {
                  field: 'file',
                  filename: 'stock.csv',
                  content: Buffer.from(`SKU,Current\n${items[a.item]!.sku},${a.current}\n`),
                  type: 'text/csv',
                },
              ],
            });
            expect([200, 400]).toContain(res.statusCode);
          } else {
            const o = orders[a.order % Math.max(1, orders.length)];
            if (!o) continue;
            const itemId = items[o.item]!.id;
            if (a.kind === 'reject') {
              await call(app, 'PUT', `/api/vendors/orders/${o.partId}/respond`, {
                token: tok,
                body: { action: 'reject' },
              });
            } else if (a.kind === 'ship') {
              await call(app, 'PUT', `/api/vendors/orders/${o.partId}/respond`, {
                token: tok,
                body: { action: 'accept' },
              });
              await status(o.partId, 'processing');
              await status(o.partId, 'shipped');
            } else if (a.kind === 'return') {
              await status(o.partId, 'delivered');
              await status(o.partId, 'returned');
            } else if (a.kind === 'release') {
              await call(app, 'POST', `${B}/${itemId}/release`, {
                token: tok,
                body: { quantity: 1, orderId: o.orderId, reason: 'partial' },
              });
            } else {
              await call(app, 'POST', `${B}/${itemId}/confirm-sale`, {
                token: tok,
                body: { quantity: 1, orderId: o.orderId },
              });
            }
          }
        }
        expect(
          await ledgerProblems(
            app,
            items.map((i) => i.productId),
          ),
        ).toEqual([]);
        // The kept summary (overview cards, list totals) agrees with the items and batches.
        expect(await summaryProblems(app)).toEqual([]);
      }),
      { numRuns: Number(process.env.LEDGER_RUNS ?? 6), endOnFailure: true },
    );
  }, 300_000);
});
