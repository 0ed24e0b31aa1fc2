import { describe, expect, it } from 'vitest';
import {
  canCancelItems,
  handlerGroupStatus,
  isOrderStatus,
  isSplitOrderCancellable,
  isStatusCancellable,
  normalizeStatus,
  ORDER_STATUSES,
  orderType,
  overallStatus,
  rankedStatus,
  realtimeStatus,
  STATUS_RANK,
  statusRank,
  unifiedStatus,
} from './order-status.js';

describe('ORDER_STATUSES', () => {
  it('lists every order and part status exactly once', () => {
    expect([...ORDER_STATUSES].sort()).toEqual(
      [
        'accepted',
        'cancelled',
        'confirmed',
        'delivered',
        'partially_cancelled',
        'pending',
        'placed',
        'processing',
        'refunded',
        'rejected',
        'returned',
        'shipped',
      ].sort(),
    );
  });

  it('isOrderStatus recognises only listed statuses', () => {
    for (const s of ORDER_STATUSES) expect(isOrderStatus(s)).toBe(true);
    expect(isOrderStatus('lost')).toBe(false);
    expect(isOrderStatus('toString')).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
  });
});

describe('normalizeStatus', () => {
  it('pending becomes placed', () => expect(normalizeStatus('pending')).toBe('placed'));
  it('confirmed becomes processing', () => expect(normalizeStatus('confirmed')).toBe('processing'));
  it('rejected becomes cancelled', () => expect(normalizeStatus('rejected')).toBe('cancelled'));

  it.each([
    'placed',
    'processing',
    'shipped',
    'delivered',
    'cancelled',
    'accepted',
    'partially_cancelled',
    'refunded',
    'returned',
  ] as const)('keeps %s', (s) => {
    expect(normalizeStatus(s)).toBe(s);
  });

  it('treats unknown, empty, null and undefined as placed', () => {
    expect(normalizeStatus('lost_in_transit')).toBe('placed');
    expect(normalizeStatus('')).toBe('placed');
    expect(normalizeStatus(null)).toBe('placed');
    expect(normalizeStatus(undefined)).toBe('placed');
    expect(normalizeStatus('constructor')).toBe('placed');
  });

  it('ignores case and surrounding whitespace', () => {
    expect(normalizeStatus(' Shipped ')).toBe('shipped');
    expect(normalizeStatus('REJECTED')).toBe('cancelled');
  });
});

describe('STATUS_RANK / statusRank', () => {
  it('ranks delivered 5, shipped 4, processing 3, placed 2, cancelled 1', () => {
    expect(STATUS_RANK).toEqual({ delivered: 5, shipped: 4, processing: 3, placed: 2, cancelled: 1 });
    expect(statusRank('delivered')).toBe(5);
    expect(statusRank('shipped')).toBe(4);
    expect(statusRank('processing')).toBe(3);
    expect(statusRank('placed')).toBe(2);
    expect(statusRank('cancelled')).toBe(1);
  });

  it('ranks after normalisation', () => {
    expect(statusRank('pending')).toBe(2);
    expect(statusRank('confirmed')).toBe(3);
    expect(statusRank('rejected')).toBe(1);
  });

  it('ranks accepted as processing', () => expect(statusRank('accepted')).toBe(3));

  it('ranks the documented extra statuses', () => {
    expect(statusRank('returned')).toBe(5);
    expect(statusRank('refunded')).toBe(1);
    expect(statusRank('partially_cancelled')).toBe(2);
    expect(statusRank('whatever')).toBe(2);
    expect(statusRank(undefined)).toBe(2);
  });

  it('rankedStatus maps every status onto a ranked status', () => {
    expect(rankedStatus('accepted')).toBe('processing');
    expect(rankedStatus('returned')).toBe('delivered');
    expect(rankedStatus('refunded')).toBe('cancelled');
    expect(rankedStatus('partially_cancelled')).toBe('placed');
    expect(rankedStatus('confirmed')).toBe('processing');
  });
});

describe('unifiedStatus (rule set A)', () => {
  it('no parts gives placed', () => expect(unifiedStatus([])).toBe('placed'));

  it('all cancelled gives cancelled', () => {
    expect(unifiedStatus(['cancelled'])).toBe('cancelled');
    expect(unifiedStatus(['cancelled', 'cancelled'])).toBe('cancelled');
  });

  it('rejected counts as cancelled', () => {
    expect(unifiedStatus(['rejected', 'cancelled'])).toBe('cancelled');
    expect(unifiedStatus(['rejected', 'delivered'])).toBe('delivered');
  });

  it('all delivered gives delivered', () =>
    expect(unifiedStatus(['delivered', 'delivered'])).toBe('delivered'));

  it('delivered or cancelled with at least one delivered gives delivered', () => {
    expect(unifiedStatus(['delivered', 'cancelled'])).toBe('delivered');
    expect(unifiedStatus(['cancelled', 'cancelled', 'delivered'])).toBe('delivered');
  });

  it('any shipped gives shipped', () => {
    expect(unifiedStatus(['shipped'])).toBe('shipped');
    expect(unifiedStatus(['shipped', 'placed'])).toBe('shipped');
    expect(unifiedStatus(['delivered', 'shipped'])).toBe('shipped');
    expect(unifiedStatus(['processing', 'shipped', 'cancelled'])).toBe('shipped');
  });

  it('any processing or accepted gives processing', () => {
    expect(unifiedStatus(['processing', 'placed'])).toBe('processing');
    expect(unifiedStatus(['accepted', 'placed'])).toBe('processing');
    expect(unifiedStatus(['accepted'])).toBe('processing');
    expect(unifiedStatus(['cancelled', 'processing'])).toBe('processing');
  });

  it('confirmed counts as processing', () =>
    expect(unifiedStatus(['confirmed', 'pending'])).toBe('processing'));

  it('otherwise placed (pending counts as placed)', () => {
    expect(unifiedStatus(['placed'])).toBe('placed');
    expect(unifiedStatus(['pending'])).toBe('placed');
    expect(unifiedStatus(['pending', 'cancelled'])).toBe('placed');
    // Literal rule: delivered alongside an unstarted part is neither "all delivered/cancelled" nor shipped.
    expect(unifiedStatus(['delivered', 'placed'])).toBe('placed');
  });

  it('treats unknown statuses as placed', () => {
    expect(unifiedStatus(['mystery'])).toBe('placed');
    expect(unifiedStatus(['mystery', 'cancelled'])).toBe('placed');
  });

  it('returned counts as delivered and refunded as cancelled', () => {
    expect(unifiedStatus(['returned', 'delivered'])).toBe('delivered');
    expect(unifiedStatus(['refunded', 'rejected'])).toBe('cancelled');
  });
});

describe('overallStatus (rule set B)', () => {
  it('no parts gives pending', () => expect(overallStatus([])).toBe('pending'));

  it('all delivered gives delivered', () => {
    expect(overallStatus(['delivered'])).toBe('delivered');
    expect(overallStatus(['delivered', 'delivered'])).toBe('delivered');
  });

  it('some cancelled or rejected alongside others gives partially_cancelled', () => {
    expect(overallStatus(['cancelled', 'processing'])).toBe('partially_cancelled');
    expect(overallStatus(['rejected', 'placed'])).toBe('partially_cancelled');
    expect(overallStatus(['cancelled', 'shipped', 'shipped'])).toBe('partially_cancelled');
    // Checked before "all shipped or delivered" and unlike rule A.
    expect(overallStatus(['delivered', 'cancelled'])).toBe('partially_cancelled');
  });

  it('all cancelled (cancelled or rejected) gives cancelled', () => {
    expect(overallStatus(['cancelled'])).toBe('cancelled');
    expect(overallStatus(['rejected'])).toBe('cancelled');
    expect(overallStatus(['rejected', 'cancelled'])).toBe('cancelled');
  });

  it('all shipped or delivered gives shipped', () => {
    expect(overallStatus(['shipped'])).toBe('shipped');
    expect(overallStatus(['shipped', 'delivered'])).toBe('shipped');
  });

  it('any processing gives processing', () => {
    expect(overallStatus(['processing', 'pending'])).toBe('processing');
    expect(overallStatus(['processing', 'shipped'])).toBe('processing');
  });

  it('accepted and confirmed count as processing', () => {
    expect(overallStatus(['accepted', 'pending'])).toBe('processing');
    expect(overallStatus(['confirmed'])).toBe('processing');
  });

  it('otherwise pending', () => {
    expect(overallStatus(['pending'])).toBe('pending');
    expect(overallStatus(['placed'])).toBe('pending');
    // Unlike rule A, a shipped part alongside an unstarted one is not "all shipped".
    expect(overallStatus(['shipped', 'pending'])).toBe('pending');
    expect(overallStatus(['mystery'])).toBe('pending');
  });
});

describe('realtimeStatus', () => {
  it('no parts gives placed', () => expect(realtimeStatus([])).toBe('placed'));

  it('parts that agree give that status', () => {
    expect(realtimeStatus(['shipped', 'shipped'])).toBe('shipped');
    expect(realtimeStatus(['cancelled'])).toBe('cancelled');
    expect(realtimeStatus(['accepted', 'accepted'])).toBe('accepted');
    expect(realtimeStatus(['returned'])).toBe('returned');
  });

  it('agreement is judged after normalisation', () => {
    expect(realtimeStatus(['pending', 'placed'])).toBe('placed');
    expect(realtimeStatus(['rejected', 'cancelled'])).toBe('cancelled');
    expect(realtimeStatus(['confirmed', 'processing'])).toBe('processing');
  });

  it('otherwise the highest rank wins', () => {
    expect(realtimeStatus(['delivered', 'placed'])).toBe('delivered');
    expect(realtimeStatus(['shipped', 'processing', 'cancelled'])).toBe('shipped');
    expect(realtimeStatus(['processing', 'pending'])).toBe('processing');
    expect(realtimeStatus(['placed', 'cancelled'])).toBe('placed');
  });

  it('accepted ranks as processing', () => {
    expect(realtimeStatus(['accepted', 'placed'])).toBe('processing');
    expect(realtimeStatus(['accepted', 'processing'])).toBe('processing');
    expect(realtimeStatus(['accepted', 'shipped'])).toBe('shipped');
  });

  it('treats unknown statuses as placed', () => {
    expect(realtimeStatus(['mystery', 'cancelled'])).toBe('placed');
    expect(realtimeStatus(['mystery', 'pending'])).toBe('placed');
  });
});

describe('handlerGroupStatus', () => {
  it('no items gives placed', () => expect(handlerGroupStatus([])).toBe('placed'));

  it('takes the highest-ranked item status', () => {
    expect(handlerGroupStatus(['placed', 'shipped', 'processing'])).toBe('shipped');
    expect(handlerGroupStatus(['cancelled', 'delivered'])).toBe('delivered');
    expect(handlerGroupStatus(['cancelled', 'pending'])).toBe('placed');
    expect(handlerGroupStatus(['cancelled', 'rejected'])).toBe('cancelled');
  });

  it('keeps the item status at the top rank (after normalisation)', () => {
    expect(handlerGroupStatus(['accepted', 'placed'])).toBe('accepted');
    expect(handlerGroupStatus(['confirmed', 'placed'])).toBe('processing');
    expect(handlerGroupStatus(['returned', 'shipped'])).toBe('returned');
  });

  it('uses the rank status when different item statuses share the top rank', () => {
    expect(handlerGroupStatus(['accepted', 'processing'])).toBe('processing');
    expect(handlerGroupStatus(['returned', 'delivered'])).toBe('delivered');
  });
});

describe('isStatusCancellable', () => {
  it.each(['placed', 'pending', 'processing', 'confirmed'])('%s is cancellable', (s) => {
    expect(isStatusCancellable(s)).toBe(true);
  });

  it('accepted counts as processing, so it is cancellable', () => {
    expect(isStatusCancellable('accepted')).toBe(true);
  });

  it.each(['shipped', 'delivered', 'cancelled', 'rejected'])('%s is never cancellable', (s) => {
    expect(isStatusCancellable(s)).toBe(false);
  });

  it('closed statuses are not cancellable', () => {
    expect(isStatusCancellable('returned')).toBe(false);
    expect(isStatusCancellable('refunded')).toBe(false);
    expect(isStatusCancellable('partially_cancelled')).toBe(false);
  });

  it('unknown or missing statuses are treated as placed', () => {
    expect(isStatusCancellable(undefined)).toBe(true);
    expect(isStatusCancellable(null)).toBe(true);
    expect(isStatusCancellable('mystery')).toBe(true);
  });
});

describe('isSplitOrderCancellable', () => {
  it('is cancellable if any part is', () => {
    expect(isSplitOrderCancellable(['shipped', 'processing'])).toBe(true);
    expect(isSplitOrderCancellable(['delivered', 'cancelled', 'pending'])).toBe(true);
  });

  it('is not cancellable when no part is', () => {
    expect(isSplitOrderCancellable(['shipped', 'delivered', 'cancelled', 'rejected'])).toBe(false);
    expect(isSplitOrderCancellable([])).toBe(false);
  });
});

describe('canCancelItems', () => {
  it('customers may cancel items of a non-forwarded cancellable order', () => {
    expect(canCancelItems({ role: 'customer', forwarded: false, status: 'placed' })).toBe(true);
    expect(canCancelItems({ role: 'customer', forwarded: false, status: 'processing' })).toBe(true);
  });

  it('never applies to forwarded orders', () => {
    expect(canCancelItems({ role: 'customer', forwarded: true, status: 'placed' })).toBe(false);
  });

  it.each(['vendor', 'admin', 'guest'] as const)('never applies to %s', (role) => {
    expect(canCancelItems({ role, forwarded: false, status: 'placed' })).toBe(false);
  });

  it('requires a cancellable status', () => {
    expect(canCancelItems({ role: 'customer', forwarded: false, status: 'shipped' })).toBe(false);
    expect(canCancelItems({ role: 'customer', forwarded: false, status: 'cancelled' })).toBe(false);
  });
});

describe('orderType', () => {
  it('mixed when there are admin and vendor items', () => {
    expect(orderType([{ vendorId: 'v1' }, { vendorId: null }])).toBe('mixed');
  });

  it('vendor_only when there are only vendor items', () => {
    expect(orderType([{ vendorId: 'v1' }, { vendorId: 'v2' }])).toBe('vendor_only');
  });

  it('admin_only otherwise', () => {
    expect(orderType([{ vendorId: null }, { vendorId: undefined }])).toBe('admin_only');
    expect(orderType([])).toBe('admin_only');
  });

  it('an empty vendorId is an admin item', () => {
    expect(orderType([{ vendorId: '' }])).toBe('admin_only');
    expect(orderType([{ vendorId: '' }, { vendorId: 'v1' }])).toBe('mixed');
  });
});
