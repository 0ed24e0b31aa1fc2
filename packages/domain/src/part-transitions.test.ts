import { describe, expect, it } from 'vitest';
import {
  CANCELLED_BY_CUSTOMER_REASON,
  canRespondToForwarded,
  cardActions,
  checkPartTransition,
  detailNextSteps,
  forwardedNextStatus,
  forwardedResponseStatus,
  isFinalPartStatus,
  isPartStatus,
  isTrackingEditable,
  needsTracking,
  nextPartStatuses,
  notifiesCustomer,
  PART_STATUSES,
  type PartStatus,
  progressPercent,
  showsForwardedUpdateStatus,
  TABLE_SELECT_MOVES,
  tableSelectMoves,
  vendorStatusLabel,
} from './part-transitions.js';
import { statusLabel } from './vocabulary/index.js';

/** The full machine, written out by hand from the design decision (0032: one step at a time). */
const ALLOWED: Record<PartStatus, PartStatus[]> = {
  pending: ['accepted', 'confirmed', 'rejected', 'cancelled'],
  accepted: ['processing', 'shipped', 'cancelled'],
  confirmed: ['processing', 'shipped', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['returned'],
  rejected: [],
  cancelled: [],
  returned: [],
};

const pairs = PART_STATUSES.flatMap((from) => PART_STATUSES.map((to) => [from, to] as const));
const allowedPairs = pairs.filter(([from, to]) => ALLOWED[from].includes(to));
const refusedPairs = pairs.filter(([from, to]) => !ALLOWED[from].includes(to));

describe('checkPartTransition', () => {
  it('covers every pair of part statuses', () => {
    expect(allowedPairs.length + refusedPairs.length).toBe(81);
    expect(allowedPairs.length).toBe(14);
  });

  it.each(allowedPairs)('allows %s -> %s', (from, to) => {
    expect(checkPartTransition(from, to)).toEqual({ ok: true });
  });

  it.each(refusedPairs)(
    'refuses %s -> %s with a reason naming both in the vocabulary’s words',
    (from, to) => {
      expect(checkPartTransition(from, to)).toEqual({
        ok: false,
        reason: `Cannot change status from ${statusLabel('order', from)} to ${statusLabel('order', to)}`,
      });
    },
  );

  it('gives the documented example reason', () => {
    expect(checkPartTransition('shipped', 'cancelled')).toEqual({
      ok: false,
      reason: 'Cannot change status from Shipped to Cancelled',
    });
  });

  it('moves forward one step at a time (only processing may be skipped), never backwards', () => {
    expect(checkPartTransition('pending', 'delivered')).toEqual({
      ok: false,
      reason: 'Cannot change status from Pending to Delivered',
    });
    expect(checkPartTransition('pending', 'processing').ok).toBe(false);
    expect(checkPartTransition('pending', 'shipped').ok).toBe(false);
    expect(checkPartTransition('accepted', 'delivered').ok).toBe(false);
    expect(checkPartTransition('processing', 'delivered').ok).toBe(false);
    expect(checkPartTransition('accepted', 'shipped').ok).toBe(true);
    expect(checkPartTransition('confirmed', 'shipped').ok).toBe(true);
    expect(checkPartTransition('shipped', 'processing').ok).toBe(false);
    expect(checkPartTransition('processing', 'pending').ok).toBe(false);
    expect(checkPartTransition('delivered', 'shipped').ok).toBe(false);
  });

  it('does not move between accepted and confirmed (same rank)', () => {
    expect(checkPartTransition('accepted', 'confirmed').ok).toBe(false);
    expect(checkPartTransition('confirmed', 'accepted').ok).toBe(false);
  });

  it('staying in the same status is not a transition', () => {
    for (const s of PART_STATUSES) expect(checkPartTransition(s, s).ok).toBe(false);
  });

  it('rejected only from pending', () => {
    expect(PART_STATUSES.filter((from) => checkPartTransition(from, 'rejected').ok)).toEqual(['pending']);
  });

  it('cancelled from any state before shipped', () => {
    expect(PART_STATUSES.filter((from) => checkPartTransition(from, 'cancelled').ok)).toEqual([
      'pending',
      'accepted',
      'confirmed',
      'processing',
    ]);
  });

  it('returned only from delivered', () => {
    expect(PART_STATUSES.filter((from) => checkPartTransition(from, 'returned').ok)).toEqual(['delivered']);
  });

  it('rejected, cancelled and returned are final', () => {
    for (const from of ['rejected', 'cancelled', 'returned'] as const) {
      for (const to of PART_STATUSES) expect(checkPartTransition(from, to).ok).toBe(false);
    }
  });

  it('a vendor cannot modify a part cancelled by the customer', () => {
    expect(CANCELLED_BY_CUSTOMER_REASON).toBe('Cannot modify - Order cancelled by customer');
    expect(
      checkPartTransition('cancelled', 'processing', { cancelledByCustomer: true, actor: 'vendor' }),
    ).toEqual({ ok: false, reason: 'Cannot modify - Order cancelled by customer' });
    // Even an otherwise allowed move is refused for the vendor.
    expect(
      checkPartTransition('processing', 'shipped', { cancelledByCustomer: true, actor: 'vendor' }),
    ).toEqual({
      ok: false,
      reason: 'Cannot modify - Order cancelled by customer',
    });
  });

  it('the cancelled-by-customer guard is specific to vendors', () => {
    expect(
      checkPartTransition('processing', 'shipped', { cancelledByCustomer: true, actor: 'admin' }),
    ).toEqual({
      ok: true,
    });
    expect(
      checkPartTransition('processing', 'shipped', { cancelledByCustomer: false, actor: 'vendor' }),
    ).toEqual({
      ok: true,
    });
    expect(
      checkPartTransition('cancelled', 'processing', { cancelledByCustomer: true, actor: 'admin' }),
    ).toEqual({
      ok: false,
      reason: 'Cannot change status from Cancelled to Processing',
    });
  });

  it('refuses statuses that are not part statuses at runtime', () => {
    const bogus = 'lost' as PartStatus;
    expect(checkPartTransition('pending', bogus)).toEqual({
      ok: false,
      reason: 'Cannot change status from Pending to Lost',
    });
    expect(checkPartTransition(bogus, 'delivered').ok).toBe(false);
  });
});

describe('isFinalPartStatus / isPartStatus', () => {
  it('only rejected, cancelled and returned are final', () => {
    expect(PART_STATUSES.filter(isFinalPartStatus)).toEqual(['rejected', 'cancelled', 'returned']);
  });

  it('recognises part statuses', () => {
    for (const s of PART_STATUSES) expect(isPartStatus(s)).toBe(true);
    expect(isPartStatus('placed')).toBe(false);
    expect(isPartStatus(3)).toBe(false);
  });
});

describe('nextPartStatuses', () => {
  it.each(PART_STATUSES)('lists every allowed move from %s', (from) => {
    expect(nextPartStatuses(from)).toEqual(ALLOWED[from]);
  });
});

describe('detailNextSteps (vendor order detail screen)', () => {
  it('pending to confirmed or cancelled', () =>
    expect(detailNextSteps('pending')).toEqual(['confirmed', 'cancelled']));
  it('confirmed to processing or cancelled', () =>
    expect(detailNextSteps('confirmed')).toEqual(['processing', 'cancelled']));
  it('processing to shipped or cancelled', () =>
    expect(detailNextSteps('processing')).toEqual(['shipped', 'cancelled']));
  it('shipped to delivered', () => expect(detailNextSteps('shipped')).toEqual(['delivered']));
  it('delivered to returned', () => expect(detailNextSteps('delivered')).toEqual(['returned']));
  it('cancelled and returned are final', () => {
    expect(detailNextSteps('cancelled')).toEqual([]);
    expect(detailNextSteps('returned')).toEqual([]);
  });
  it('offers nothing for other statuses', () => {
    expect(detailNextSteps('rejected')).toEqual([]);
    expect(detailNextSteps('accepted')).toEqual(['processing', 'cancelled']);
    expect(detailNextSteps('mystery')).toEqual([]);
    expect(detailNextSteps('toString')).toEqual([]);
  });
  it('every offered step is allowed by the machine', () => {
    for (const from of PART_STATUSES) {
      for (const to of detailNextSteps(from)) expect(checkPartTransition(from, to)).toEqual({ ok: true });
    }
  });
  it('returns a fresh array each time', () => {
    detailNextSteps('pending').push('delivered');
    expect(detailNextSteps('pending')).toEqual(['confirmed', 'cancelled']);
  });
});

describe('progressPercent', () => {
  it.each([
    ['pending', 20],
    ['confirmed', 40],
    ['processing', 60],
    ['shipped', 80],
    ['delivered', 100],
    ['accepted', 40],
  ] as const)('%s is %i%%', (status, percent) => {
    expect(progressPercent(status)).toBe(percent);
  });

  it.each(['cancelled', 'rejected', 'returned', 'mystery', ''])('%s gives 0', (status) => {
    expect(progressPercent(status)).toBe(0);
  });
});

describe('isTrackingEditable', () => {
  it('only when shipped or delivered', () => {
    expect(PART_STATUSES.filter(isTrackingEditable)).toEqual(['shipped', 'delivered']);
    expect(isTrackingEditable('mystery')).toBe(false);
  });
});

describe('forwarded workflow', () => {
  it('pending responds accept -> accepted or reject -> rejected', () => {
    expect(forwardedResponseStatus('accept')).toBe('accepted');
    expect(forwardedResponseStatus('reject')).toBe('rejected');
    expect(checkPartTransition('pending', forwardedResponseStatus('accept')).ok).toBe(true);
    expect(checkPartTransition('pending', forwardedResponseStatus('reject')).ok).toBe(true);
  });

  it('the respond action is offered only while pending', () => {
    expect(PART_STATUSES.filter(canRespondToForwarded)).toEqual(['pending']);
  });

  it('accepted to processing, processing to shipped, shipped to delivered', () => {
    expect(forwardedNextStatus('accepted')).toBe('processing');
    expect(forwardedNextStatus('processing')).toBe('shipped');
    expect(forwardedNextStatus('shipped')).toBe('delivered');
  });

  it('no next status otherwise', () => {
    for (const s of ['pending', 'confirmed', 'delivered', 'rejected', 'cancelled', 'returned', 'mystery']) {
      expect(forwardedNextStatus(s)).toBeNull();
    }
  });

  it('Update Status is shown for accepted, processing and shipped', () => {
    expect(PART_STATUSES.filter(showsForwardedUpdateStatus)).toEqual(['accepted', 'processing', 'shipped']);
  });

  it('every preselected next status is allowed by the machine', () => {
    for (const from of PART_STATUSES) {
      const next = forwardedNextStatus(from);
      if (next !== null) expect(checkPartTransition(from, next)).toEqual({ ok: true });
    }
  });
});

describe('cardActions', () => {
  it('processing offers Mark Shipped and Cancel Order', () => {
    expect(cardActions('processing', false)).toEqual(['ship', 'cancel']);
  });

  it('shipped offers Mark Delivered', () => expect(cardActions('shipped', false)).toEqual(['deliver']));

  it('parts cancelled by the customer allow no change', () => {
    expect(cardActions('processing', true)).toEqual([]);
    expect(cardActions('shipped', true)).toEqual([]);
    expect(cardActions('cancelled', true)).toEqual([]);
  });

  it('other statuses offer nothing', () => {
    for (const s of ['pending', 'accepted', 'confirmed', 'delivered', 'cancelled', 'rejected', 'returned']) {
      expect(cardActions(s, false)).toEqual([]);
    }
  });
});

describe('vendorStatusLabel', () => {
  it("cancelled shows 'Cancelled by Vendor'", () =>
    expect(vendorStatusLabel('cancelled')).toBe('Cancelled by Vendor'));

  it("cancelled by customer shows 'Cancelled by Customer'", () => {
    expect(vendorStatusLabel('cancelled', true)).toBe('Cancelled by Customer');
    expect(vendorStatusLabel('cancelled', false)).toBe('Cancelled by Vendor');
  });

  it("pending shows 'Pending (Contact Admin)'", () =>
    expect(vendorStatusLabel('pending')).toBe('Pending (Contact Admin)'));

  it("accepted shows 'Accepted (Contact Admin)'", () =>
    expect(vendorStatusLabel('accepted')).toBe('Accepted (Contact Admin)'));

  it.each([
    ['processing', 'Processing'],
    ['shipped', 'Shipped'],
    ['delivered', 'Delivered'],
    ['rejected', 'Rejected'],
    ['completed', 'Completed'],
    ['returned', 'Returned'],
    ['confirmed', 'Confirmed'],
    ['partially_cancelled', 'Partially Cancelled'],
  ])('%s shows %s', (status, label) => {
    expect(vendorStatusLabel(status)).toBe(label);
  });
});

describe('tableSelectMoves (the simple order table select, issue 35)', () => {
  it.each([
    ['pending', ['accepted', 'cancelled']],
    ['accepted', ['processing', 'shipped', 'cancelled']],
    ['confirmed', ['processing', 'shipped', 'cancelled']],
    ['processing', ['shipped', 'cancelled']],
    ['shipped', ['delivered']],
    ['delivered', []],
    ['cancelled', []],
    ['rejected', []],
    ['returned', []],
    ['unknown', []],
  ] as const)('from %s offers %j', (from, moves) => {
    expect(tableSelectMoves(from)).toEqual(moves);
  });

  it('never offers a move the machine refuses, and offers every listed move it allows', () => {
    for (const from of PART_STATUSES) {
      for (const to of TABLE_SELECT_MOVES) {
        expect(tableSelectMoves(from).includes(to)).toBe(checkPartTransition(from, to).ok);
      }
    }
  });

  it('offers nothing on a part the customer cancelled', () => {
    for (const from of PART_STATUSES) expect(tableSelectMoves(from, true)).toEqual([]);
  });
});

describe('needsTracking and notifiesCustomer', () => {
  it('only shipping needs a carrier and a tracking number', () => {
    expect(PART_STATUSES.filter(needsTracking)).toEqual(['shipped']);
  });

  it('shipped, delivered, cancelled and rejected e-mail the customer', () => {
    expect(PART_STATUSES.filter(notifiesCustomer)).toEqual(['shipped', 'delivered', 'rejected', 'cancelled']);
  });
});
