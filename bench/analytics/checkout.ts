import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import type { ScenarioResult } from '../catalog/report.js';
import { loadPlacementData } from '../orders/load-data.js';
import type { Measure } from './measure.js';

/** The analytics triggers of migration 0011 (order changes queued in analytics_dirty_parts). */
const TRIGGERS: [string, string][] = [
  ['order_parts', 'analytics_parts_inserted'],
  ['order_parts', 'analytics_parts_updated'],
  ['order_items', 'analytics_items_updated'],
];

async function setTriggers(db: Database, on: boolean) {
  for (const [table, trigger] of TRIGGERS)
    await db.execute(sql.raw(`alter table ${table} ${on ? 'enable' : 'disable'} trigger ${trigger}`));
}

async function queued(db: Database): Promise<number> {
  const r = (await db.execute(sql`select count(*)::int as n from analytics_dirty_parts`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(r.rows[0]!.n);
}

function orderBody(productId: string, i: number) {
  return JSON.stringify({
    customer: { name: `Buyer ${i}`, email: `buyer${i}@bench.test`, phone: '+1 555 0100' },
    shippingAddress: {
      street: '1 Bench Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      country: 'United States',
    },
    items: [{ productId, quantity: 1, price: 10 }],
    payment: { method: 'cod', amount: 10.8 },
  });
}

/**
 * What the analytics queue costs checkout: `POST /api/orders` (bench:orders' spread scenario, 50
 * buyers over 1,000 products) with the triggers off, on, off and on (the second pair compared). The server runs its background jobs,
 * so the analytics job drains the queue during the run as in production; after the run with
 * triggers the queue left over and the time until the job has emptied it are reported.
 */
export async function measureCheckout(
  db: Database,
  measure: Measure,
  connections: number,
): Promise<{ results: ScenarioResult[]; notes: string[] }> {
  const placement = await loadPlacementData(db, { vendors: 100, products: 1000, hotStock: 1 });
  const results: ScenarioResult[] = [];
  const notes: string[] = [];
  let n = 0;
  const scenario = {
    path: '/api/orders',
    method: 'POST' as const,
    connections,
    body: () =>
      orderBody(placement.productIds[Math.floor(Math.random() * placement.productIds.length)]!, n++),
  };
  // Alternating, twice: whichever runs first pays for a cold cache, so one pair alone misleads.
  const rounds = [false, true, false, true];
  for (const [i, on] of rounds.entries()) {
    await setTriggers(db, on);
    try {
      const { r } = await measure(
        'checkout',
        `place orders, analytics triggers ${on ? 'on' : 'off'} (round ${Math.floor(i / 2) + 1})`,
        scenario,
      );
      results.push(r);
      if (on) {
        const left = await queued(db);
        const started = Date.now();
        while ((await queued(db)) > 0 && Date.now() - started < 120_000)
          await new Promise((resolve) => setTimeout(resolve, 200));
        notes.push(
          `Checkout with triggers: ${r.requests} orders in the run; ${left} parts still queued at its end, ` +
            `drained by the job ${((Date.now() - started) / 1000).toFixed(1)} s later (${await queued(db)} left).`,
        );
      }
    } finally {
      await setTriggers(db, true);
    }
  }
  // The second round compares warm runs.
  const [, , withoutT, withT] = results;
  if (withT && withoutT)
    notes.push(
      `Second round: checkout throughput with the analytics triggers is ${((withT.rps / Math.max(1, withoutT.rps)) * 100).toFixed(0)}% of the throughput without ` +
        `(${Math.round(withT.rps)} vs ${Math.round(withoutT.rps)} orders/s; p95 ${withT.p95.toFixed(1)} vs ${withoutT.p95.toFixed(1)} ms; ` +
        `PostgreSQL CPU ${withT.pgCpuMs.toFixed(2)} vs ${withoutT.pgCpuMs.toFixed(2)} ms per order, the job's draining included).`,
    );
  return { results, notes };
}
