import type { ValuationMethod } from './constants.js';

/** A received batch: units, unit cost in minor units, what is left of it (sales consume FIFO). */
export type ValuationBatch = {
  id: string;
  quantity: number;
  remaining: number;
  unitCostMinor: number;
  /** Oldest first is the order batches are given in. */
  receivedAt: Date;
};

/**
 * Which batches a decrease of `units` takes from, oldest first (FIFO). Units beyond what batches
 * hold came from stock without a recorded cost and take from no batch.
 */
export function consumeFifo(batches: ValuationBatch[], units: number): Array<{ id: string; take: number }> {
  const plan: Array<{ id: string; take: number }> = [];
  let left = Math.max(0, units);
  for (const b of [...batches].sort(byReceived)) {
    if (left <= 0) break;
    const take = Math.min(b.remaining, left);
    if (take > 0) {
      plan.push({ id: b.id, take });
      left -= take;
    }
  }
  return plan;
}

const byReceived = (a: ValuationBatch, b: ValuationBatch) =>
  a.receivedAt.getTime() - b.receivedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export type Valuation = {
  method: ValuationMethod;
  /** Value of the units on hand that have a recorded cost, minor units. */
  valueMinor: number;
  /** Units on hand covered by batches. */
  costedUnits: number;
  /** Units on hand with no recorded cost: valued at 0, flagged 'no cost recorded'. */
  uncostedUnits: number;
};

/**
 * Values the units on hand. Batches' remaining units are what FIFO consumption left.
 * - fifo: each batch's remaining units at its own cost;
 * - lifo: the same number of costed units taken from the oldest batches received (as if sales had
 *   consumed the newest first);
 * - average: costed units at the weighted average cost of every unit received in batches.
 * Units on hand beyond the batches' remaining units have no recorded cost and count 0.
 */
export function valueStock(
  batches: ValuationBatch[],
  currentStock: number,
  method: ValuationMethod,
): Valuation {
  const sorted = [...batches].sort(byReceived);
  const remaining = sorted.reduce((s, b) => s + b.remaining, 0);
  const costedUnits = Math.min(Math.max(0, currentStock), remaining);
  const uncostedUnits = Math.max(0, currentStock - costedUnits);
  let valueMinor = 0;
  if (method === 'fifo') {
    // Consumption keeps remaining <= current stock; were it ever above, the newest units count.
    let left = costedUnits;
    for (const b of [...sorted].reverse()) {
      const take = Math.min(b.remaining, left);
      valueMinor += take * b.unitCostMinor;
      left -= take;
    }
  } else if (method === 'lifo') {
    let left = costedUnits;
    for (const b of sorted) {
      const take = Math.min(b.quantity, left);
      valueMinor += take * b.unitCostMinor;
      left -= take;
    }
  } else {
    const units = sorted.reduce((s, b) => s + b.quantity, 0);
    const cost = sorted.reduce((s, b) => s + b.quantity * b.unitCostMinor, 0);
    valueMinor = units > 0 ? Math.round((costedUnits * cost) / units) : 0;
  }
  return { method, valueMinor, costedUnits, uncostedUnits };
}
