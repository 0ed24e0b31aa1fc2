import { describe, expect, it } from 'vitest';
import { orderBody } from '../../test/catalog-fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { itemOf, ledgerProblems, summaryProblems, vendorWithItems } from './testing.js';

// Races need real connections: PGlite has one, so this runs on PostgreSQL only (TEST_DATABASE_URL).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('inventory under concurrency (PostgreSQL)', () => {
  const t = useTestApp();

  it('200 orders and 50 manual adjustments racing on the same items: no unit lost or invented', async () => {
    const { app } = t();
    const { vendor, items } = await vendorWithItems(app, [120, 80]);
    const bodies = await Promise.all(
      items.map((it) => orderBody(app, [{ productId: it.productId, quantity: 1, price: 40 }])),
    );
    const orders = Array.from({ length: 200 }, (_, i) =>
      call(app, 'POST', '/api/orders', {
        body: { ...bodies[i % 2]!, customer: { ...bodies[i % 2]!.customer, email: `race${i}@example.test` } },
      }),
    );
    // Adjustments: +3 and -2 alternately (some -2 may be refused below the reserved units).
    const adjustments = Array.from({ length: 50 }, (_, i) =>
      call(app, 'POST', `/api/vendors/inventory/${items[i % 2]!.id}/adjust`, {
        token: vendor.token,
        body: { quantity: i % 4 < 2 ? 3 : -2, reason: `race ${i}` },
      }),
    );
    const results = await Promise.all([...orders, ...adjustments]);
    const placed = results.slice(0, 200);
    const adjusted = results.slice(200);
    expect(placed.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(adjusted.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);

    for (const [i, it] of items.entries()) {
      const item = await itemOf(app, vendor.token, it.id);
      const sold = placed.filter((r, n) => n % 2 === i && r.statusCode === 201).length;
      const delta = adjusted
        .filter((r, n) => n % 2 === i && r.statusCode === 200)
        .reduce((s, r) => s + r.body.data.movement.quantity, 0);
      // No unit lost or invented: start + accepted adjustments; reserved = orders placed.
      expect(item.currentStock).toBe([120, 80][i]! + delta);
      expect(item.reservedStock).toBe(sold);
      expect(item.availableStock).toBeGreaterThanOrEqual(0);
    }
    expect(
      await ledgerProblems(
        app,
        items.map((i) => i.productId),
      ),
    ).toEqual([]);
    // Racing writers append their summary changes without losing any.
    expect(await summaryProblems(app)).toEqual([]);
  }, 180_000);
});
