import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  handlerGroupStatus,
  isSplitOrderCancellable,
  isStatusCancellable,
  normalizeStatus,
  ORDER_STATUSES,
  overallStatus,
  realtimeStatus,
  STATUS_RANK,
  statusRank,
  unifiedStatus,
} from './order-status.js';
import {
  checkPartTransition,
  isFinalPartStatus,
  nextPartStatuses,
  PART_STATUSES,
  type PartStatus,
} from './part-transitions.js';

/** Known statuses most of the time, plus unknown strings. */
const statusArb = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...ORDER_STATUSES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const partsArb = fc.array(statusArb, { maxLength: 8 });
const partsAndShuffleArb = partsArb.chain((parts) =>
  fc.tuple(
    fc.constant(parts),
    fc.shuffledSubarray(parts, { minLength: parts.length, maxLength: parts.length }),
  ),
);
const partStatusArb = fc.constantFrom(...PART_STATUSES);

const isCancelledLike = (s: string) =>
  normalizeStatus(s) === 'cancelled' || normalizeStatus(s) === 'refunded';

describe('aggregation rules (properties)', () => {
  it('never depend on the order of the parts', () => {
    fc.assert(
      fc.property(partsAndShuffleArb, ([parts, shuffled]) => {
        expect(unifiedStatus(shuffled)).toBe(unifiedStatus(parts));
        expect(overallStatus(shuffled)).toBe(overallStatus(parts));
        expect(realtimeStatus(shuffled)).toBe(realtimeStatus(parts));
        expect(handlerGroupStatus(shuffled)).toBe(handlerGroupStatus(parts));
        expect(isSplitOrderCancellable(shuffled)).toBe(isSplitOrderCancellable(parts));
      }),
    );
  });

  it('all cancelled (any mix of cancelled and rejected) gives cancelled under every rule', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('cancelled', 'rejected'), { minLength: 1, maxLength: 10 }),
        (parts) => {
          expect(unifiedStatus(parts)).toBe('cancelled');
          expect(overallStatus(parts)).toBe('cancelled');
          expect(realtimeStatus(parts)).toBe('cancelled');
          expect(handlerGroupStatus(parts)).toBe('cancelled');
          expect(isSplitOrderCancellable(parts)).toBe(false);
        },
      ),
    );
  });

  it('all delivered gives delivered under every rule', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), (n) => {
        const parts = Array.from({ length: n }, () => 'delivered');
        expect(unifiedStatus(parts)).toBe('delivered');
        expect(overallStatus(parts)).toBe('delivered');
        expect(realtimeStatus(parts)).toBe('delivered');
        expect(handlerGroupStatus(parts)).toBe('delivered');
      }),
    );
  });

  it('realtimeStatus ranks at least as high as every part and equals the max rank', () => {
    fc.assert(
      fc.property(
        partsArb.filter((p) => p.length > 0),
        (parts) => {
          const rank = statusRank(realtimeStatus(parts));
          for (const part of parts) expect(rank).toBeGreaterThanOrEqual(statusRank(part));
          expect(rank).toBe(Math.max(...parts.map(statusRank)));
        },
      ),
    );
  });

  it('realtimeStatus keeps the shared status when all parts agree after normalisation', () => {
    fc.assert(
      fc.property(statusArb, fc.integer({ min: 1, max: 6 }), (status, n) => {
        const parts = Array.from({ length: n }, () => status);
        expect(realtimeStatus(parts)).toBe(normalizeStatus(status));
      }),
    );
  });

  it('handlerGroupStatus has the max rank of its items', () => {
    fc.assert(
      fc.property(
        partsArb.filter((p) => p.length > 0),
        (items) => {
          expect(statusRank(handlerGroupStatus(items))).toBe(Math.max(...items.map(statusRank)));
        },
      ),
    );
  });

  it('overallStatus is partially_cancelled exactly when some but not all parts are cancelled', () => {
    fc.assert(
      fc.property(partsArb, (parts) => {
        const cancelled = parts.filter(isCancelledLike).length;
        expect(overallStatus(parts) === 'partially_cancelled').toBe(
          cancelled > 0 && cancelled < parts.length,
        );
      }),
    );
  });

  it('unifiedStatus is cancelled exactly when every part is cancelled', () => {
    fc.assert(
      fc.property(partsArb, (parts) => {
        expect(unifiedStatus(parts) === 'cancelled').toBe(parts.length > 0 && parts.every(isCancelledLike));
      }),
    );
  });

  it('statusRank is always one of the ranks in STATUS_RANK', () => {
    const ranks = Object.values(STATUS_RANK);
    fc.assert(
      fc.property(statusArb, (status) => {
        expect(ranks).toContain(statusRank(status));
      }),
    );
  });
});

describe('cancellability (properties)', () => {
  it('isSplitOrderCancellable equals some(isStatusCancellable)', () => {
    fc.assert(
      fc.property(partsArb, (parts) => {
        expect(isSplitOrderCancellable(parts)).toBe(parts.some((p) => isStatusCancellable(p)));
      }),
    );
  });

  it('a split order with any non-shipped active part stays cancellable whatever the other parts are', () => {
    fc.assert(
      fc.property(
        partsArb,
        fc.constantFrom('placed', 'pending', 'processing', 'confirmed', 'accepted'),
        (p, a) => {
          expect(isSplitOrderCancellable([...p, a])).toBe(true);
        },
      ),
    );
  });
});

/** Forward rank of the part machine: pending < accepted/confirmed < processing < shipped < delivered. */
const FORWARD: Record<PartStatus, number | null> = {
  pending: 0,
  accepted: 1,
  confirmed: 1,
  processing: 2,
  shipped: 3,
  delivered: 4,
  rejected: null,
  cancelled: null,
  returned: null,
};

describe('part state machine (properties)', () => {
  it('nextPartStatuses(from) agrees with checkPartTransition for every pair', () => {
    fc.assert(
      fc.property(partStatusArb, partStatusArb, (from, to) => {
        expect(nextPartStatuses(from).includes(to)).toBe(checkPartTransition(from, to).ok);
      }),
    );
  });

  it('a walk from pending never leaves a final state and never goes backwards in rank', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 12 }), (choices) => {
        let current: PartStatus = 'pending';
        for (const choice of choices) {
          const options = nextPartStatuses(current);
          if (isFinalPartStatus(current)) {
            expect(options).toEqual([]);
            for (const to of PART_STATUSES) expect(checkPartTransition(current, to).ok).toBe(false);
            break;
          }
          const next = options[choice % options.length];
          expect(next).toBeDefined(); // a non-final status always has a way forward
          if (next === undefined) return;
          expect(checkPartTransition(current, next)).toEqual({ ok: true });
          const fromRank = FORWARD[current];
          const toRank = FORWARD[next];
          if (toRank === null) {
            expect(['cancelled', 'rejected', 'returned']).toContain(next);
          } else {
            expect(fromRank).not.toBeNull();
            expect(toRank).toBeGreaterThan(fromRank ?? Number.POSITIVE_INFINITY);
          }
          current = next;
        }
      }),
    );
  });

  it('a walk from pending reaches delivered only through a taken and shipped part (decision 0032)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 12 }), (choices) => {
        const walk: PartStatus[] = ['pending'];
        for (const choice of choices) {
          const options = nextPartStatuses(walk.at(-1)!);
          if (options.length === 0) break;
          walk.push(options[choice % options.length]!);
        }
        for (let i = 1; i < walk.length; i++) {
          const [from, to] = [walk[i - 1]!, walk[i]!];
          const fromRank = FORWARD[from];
          const toRank = FORWARD[to];
          // A forward move climbs one rank, or two when it skips processing on the way to shipped.
          if (toRank !== null && fromRank !== null) {
            const skipsProcessing = to === 'shipped' && (from === 'accepted' || from === 'confirmed');
            expect(toRank - fromRank).toBe(skipsProcessing ? 2 : 1);
          }
          if (to === 'delivered') expect(from).toBe('shipped');
          if (to === 'shipped') expect(['accepted', 'confirmed', 'processing']).toContain(from);
        }
      }),
    );
  });

  it('every non-final status has at least one way forward', () => {
    fc.assert(
      fc.property(partStatusArb, (s) => {
        expect(nextPartStatuses(s).length > 0).toBe(!isFinalPartStatus(s));
      }),
    );
  });

  it('a vendor can never modify a part cancelled by the customer', () => {
    fc.assert(
      fc.property(partStatusArb, partStatusArb, (from, to) => {
        expect(checkPartTransition(from, to, { cancelledByCustomer: true, actor: 'vendor' })).toEqual({
          ok: false,
          reason: 'Cannot modify - Order cancelled by customer',
        });
      }),
    );
  });
});
