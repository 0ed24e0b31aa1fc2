import type { PayoutStatus } from '../ledger/payouts.js';
import { ORDER_STATUSES, type OrderStatus } from '../order-status.js';
import type { Vocabulary } from './types.js';

/**
 * A vendor-screen status that is no stored value: a part the customer cancelled (its status is
 * cancelled, `cancelledBy` the user). The vendor's filter and badge tell it apart (spec 001 section 4).
 */
export const CANCELLED_BY_CUSTOMER = 'cancelled_by_customer';

/** Order and part statuses, and the vendor's 'cancelled by customer'. */
export const ORDER_STATUS_WORDS: Vocabulary<OrderStatus | typeof CANCELLED_BY_CUSTOMER> = {
  placed: {
    label: 'Placed',
    tone: 'yellow',
    explanation: 'The order has been placed and is waiting for its sellers to accept it.',
  },
  // The customer sees pending as placed (spec 000 section 4); the vendor as the spec names it.
  pending: {
    label: 'Pending',
    tone: 'yellow',
    explanation: 'The order has been placed and is waiting for its sellers to accept it.',
    labels: { customer: 'Placed', vendor: 'Pending (Contact Admin)' },
  },
  accepted: {
    label: 'Accepted',
    tone: 'blue',
    explanation: 'The seller has accepted the order and will prepare it.',
    labels: { vendor: 'Accepted (Contact Admin)' },
  },
  confirmed: {
    label: 'Confirmed',
    tone: 'blue',
    explanation: 'The seller has accepted the order and will prepare it.',
    labels: { customer: 'Processing' },
  },
  processing: {
    label: 'Processing',
    tone: 'blue',
    explanation: 'The seller is preparing the order for shipping.',
  },
  shipped: {
    label: 'Shipped',
    tone: 'indigo',
    explanation: 'The order has been handed to the carrier; its tracking number follows it.',
  },
  delivered: {
    label: 'Delivered',
    tone: 'green',
    explanation: 'The order has reached the customer.',
  },
  cancelled: {
    label: 'Cancelled',
    tone: 'red',
    explanation: 'The order was cancelled before shipping; its reserved stock went back on sale.',
    labels: { vendor: 'Cancelled by Vendor' },
  },
  [CANCELLED_BY_CUSTOMER]: {
    label: 'Cancelled by Customer',
    tone: 'red',
    explanation: 'The customer cancelled the order before shipping; it can no longer be changed.',
  },
  rejected: {
    label: 'Rejected',
    tone: 'red',
    explanation: 'The seller declined the order before accepting it; its reserved stock went back on sale.',
    labels: { customer: 'Cancelled' },
  },
  returned: {
    label: 'Returned',
    tone: 'neutral',
    explanation: 'The customer sent the order back after delivery.',
  },
  refunded: {
    label: 'Refunded',
    tone: 'neutral',
    explanation: 'The payment was returned to the customer.',
  },
  partially_cancelled: {
    label: 'Partially Cancelled',
    tone: 'orange',
    explanation: 'Some parts of the order were cancelled; the others go ahead.',
  },
};

/** Every status the order screens may show: the stored ones and the vendor's 'cancelled by customer'. */
export const DISPLAYED_ORDER_STATUSES = [...ORDER_STATUSES, CANCELLED_BY_CUSTOMER] as const;

/** Payment of an order (stored on the order). */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Spec 001 "Vendor order": paid green, pending yellow, anything else red. */
export const PAYMENT_STATUS_WORDS: Vocabulary<PaymentStatus> = {
  pending: { label: 'Pending', tone: 'yellow', explanation: 'The payment has not been received yet.' },
  paid: { label: 'Paid', tone: 'green', explanation: 'The payment has been received.' },
  failed: { label: 'Failed', tone: 'red', explanation: 'The payment did not go through.' },
  partially_refunded: {
    label: 'Partially Refunded',
    tone: 'orange',
    explanation: 'Part of the payment was returned to the customer for what was cancelled.',
  },
  refunded: { label: 'Refunded', tone: 'red', explanation: 'The payment was returned to the customer.' },
};

/** A refund for cancelled items (decision 0047). */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'owed', 'recorded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_WORDS: Vocabulary<RefundStatus> = {
  pending: {
    label: 'Refund Pending',
    tone: 'yellow',
    explanation: 'The refund was sent to the card provider.',
  },
  succeeded: {
    label: 'Refunded',
    tone: 'green',
    explanation: 'The card provider returned the money to the card.',
  },
  failed: {
    label: 'Refund Failed',
    tone: 'red',
    explanation: 'The card provider refused the refund; the marketplace team will follow it up.',
  },
  owed: {
    label: 'Refund Owed',
    tone: 'orange',
    explanation: 'The money is owed to the customer and will be sent back by bank transfer.',
  },
  recorded: { label: 'Refunded', tone: 'green', explanation: 'The money was sent back by bank transfer.' },
};

/** A payout to a vendor (decision 0048). */
export const PAYOUT_STATUS_WORDS: Vocabulary<PayoutStatus> = {
  pending: {
    label: 'In Transit',
    tone: 'yellow',
    explanation: 'Sent by bank transfer; the marketplace team confirms it once the bank has paid it.',
  },
  paid: { label: 'Paid', tone: 'green', explanation: 'The bank transfer reached the vendor’s account.' },
  failed: {
    label: 'Failed',
    tone: 'red',
    explanation: 'The transfer did not go through; the money is back in the available balance.',
  },
};

/** A line of an order: active, or cancelled by the customer's 'Cancel Items'. */
export const ORDER_ITEM_STATUSES = ['active', 'cancelled'] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

export const ORDER_ITEM_STATUS_WORDS: Vocabulary<OrderItemStatus> = {
  active: { label: 'Active', tone: 'green', explanation: 'The item is part of the order.' },
  cancelled: {
    label: 'Cancelled',
    tone: 'red',
    explanation: 'The item was cancelled before shipping; its reserved stock went back on sale.',
  },
};

/** The commission of a month (spec 001 section 4): current, pending payment, completed, no data. */
export const COMMISSION_MONTH_STATUSES = ['current', 'pending', 'completed', 'no_data'] as const;
export type CommissionMonthStatus = (typeof COMMISSION_MONTH_STATUSES)[number];

export const COMMISSION_MONTH_WORDS: Vocabulary<CommissionMonthStatus> = {
  current: { label: 'Current', tone: 'blue', explanation: 'The month is not over yet.' },
  pending: {
    label: 'Pending Payment',
    tone: 'yellow',
    explanation: 'Commission of this month is still to be paid to the marketplace.',
  },
  completed: {
    label: 'Completed',
    tone: 'green',
    explanation: 'The commission of this month has been paid in full.',
  },
  no_data: { label: 'No Data', tone: 'neutral', explanation: 'No commission was earned this month.' },
};
