/**
 * Part (per-handler sub-order) status machine, enforced on the server for every caller,
 * plus the UI step helpers of spec 001 section 4 (what each screen OFFERS).
 */

import { statusLabel } from './vocabulary/index.js';
import { CANCELLED_BY_CUSTOMER } from './vocabulary/orders.js';

export const PART_STATUSES = [
  'pending',
  'accepted',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'rejected',
  'cancelled',
  'returned',
] as const;

export type PartStatus = (typeof PART_STATUSES)[number];

export type TransitionCheck = { ok: true } | { ok: false; reason: string };

export type TransitionActor = 'customer' | 'vendor' | 'admin' | 'system';

export const CANCELLED_BY_CUSTOMER_REASON = 'Cannot modify - Order cancelled by customer';

export function isPartStatus(value: unknown): value is PartStatus {
  return typeof value === 'string' && (PART_STATUSES as readonly string[]).includes(value);
}

const FINAL: ReadonlySet<PartStatus> = new Set<PartStatus>(['rejected', 'cancelled', 'returned']);

const CANCELLABLE_FROM: ReadonlySet<PartStatus> = new Set<PartStatus>([
  'pending',
  'accepted',
  'confirmed',
  'processing',
]);

export function isFinalPartStatus(s: PartStatus): boolean {
  return FINAL.has(s);
}

/**
 * The forward moves, one step at a time (DESIGN.md section 4, decision 0032): the vendor takes the
 * order (accepted or confirmed), may process it, ships it, and only then is it delivered.
 * Processing may be skipped; nothing else.
 */
const FORWARD_NEXT: Readonly<Partial<Record<PartStatus, readonly PartStatus[]>>> = {
  pending: ['accepted', 'confirmed'],
  accepted: ['processing', 'shipped'],
  confirmed: ['processing', 'shipped'],
  processing: ['shipped'],
  shipped: ['delivered'],
};

function allowed(from: PartStatus, to: PartStatus): boolean {
  if (from === to || FINAL.has(from)) return false;
  switch (to) {
    case 'rejected':
      return from === 'pending';
    case 'cancelled':
      return CANCELLABLE_FROM.has(from);
    case 'returned':
      return from === 'delivered';
    default:
      return FORWARD_NEXT[from]?.includes(to) ?? false;
  }
}

/**
 * Whether a part may move from `from` to `to`. Forward moves go one step at a time (only
 * processing may be skipped); accepted and confirmed share a rank (no move between them);
 * staying put is not a transition; rejected only
 * from pending; cancelled only before shipped; returned only from delivered; rejected, cancelled
 * and returned are final. A vendor can never modify a part the customer cancelled.
 * Refusal reasons read "Cannot change status from <From> to <To>" with the vocabulary's labels.
 */
export function checkPartTransition(
  from: PartStatus,
  to: PartStatus,
  opts?: { cancelledByCustomer?: boolean; actor?: TransitionActor },
): TransitionCheck {
  if (opts?.cancelledByCustomer === true && opts.actor === 'vendor') {
    return { ok: false, reason: CANCELLED_BY_CUSTOMER_REASON };
  }
  // Runtime guard: callers may pass unchecked strings from a request or the database.
  if (isPartStatus(from) && isPartStatus(to) && allowed(from, to)) return { ok: true };
  // In the vocabulary's words ('from Delivered to Processing'), as the screens show it (issue 35 item 5).
  const word = (s: unknown) => statusLabel('order', typeof s === 'string' ? s : String(s));
  return { ok: false, reason: `Cannot change status from ${word(from)} to ${word(to)}` };
}

/** Every status the machine allows from `from`, in PART_STATUSES order. */
export function nextPartStatuses(from: PartStatus): PartStatus[] {
  return PART_STATUSES.filter((to) => checkPartTransition(from, to).ok);
}

/** Moving to shipped needs a carrier and a tracking number (given with the move or already on the part). */
export function needsTracking(to: PartStatus): boolean {
  return to === 'shipped';
}

const NOTIFYING: ReadonlySet<PartStatus> = new Set<PartStatus>([
  'shipped',
  'delivered',
  'cancelled',
  'rejected',
]);

/** The moves that e-mail the customer (and so ask the person making them to confirm first). */
export function notifiesCustomer(to: PartStatus): boolean {
  return NOTIFYING.has(to);
}

/**
 * The simple order table's status select (spec 001 lists Processing, Shipped, Delivered, Cancelled;
 * issue 35 adds Accepted for a pending part, which must be taken before anything else): the moves of
 * that list the machine allows from `from`, so the select never offers an illegal move.
 */
export const TABLE_SELECT_MOVES: readonly PartStatus[] = [
  'accepted',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
];

export function tableSelectMoves(from: string, cancelledByCustomer = false): PartStatus[] {
  if (!isPartStatus(from)) return [];
  return TABLE_SELECT_MOVES.filter(
    (to) => checkPartTransition(from, to, { cancelledByCustomer, actor: 'vendor' }).ok,
  );
}

function key(status: string): string {
  return status.trim().toLowerCase();
}

const DETAIL_STEPS: Readonly<Record<string, readonly PartStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  // Not in the spec's list: an order accepted from the forwarded screen is at the confirmed step.
  accepted: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['returned'],
};

/** Vendor order detail screen: next steps offered; final and other statuses offer none. */
export function detailNextSteps(from: string): PartStatus[] {
  const k = key(from);
  return Object.hasOwn(DETAIL_STEPS, k) ? [...(DETAIL_STEPS[k] ?? [])] : [];
}

const PROGRESS_STEPS: readonly string[] = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'];

/**
 * Position in [pending, confirmed, processing, shipped, delivered] times 20 (20..100); otherwise 0.
 * `accepted` sits at the confirmed step (both mean the vendor took the order).
 */
export function progressPercent(status: string): number {
  const k = key(status) === 'accepted' ? 'confirmed' : key(status);
  return (PROGRESS_STEPS.indexOf(k) + 1) * 20;
}

/** Tracking details are editable only once shipped or delivered. */
export function isTrackingEditable(status: string): boolean {
  const k = key(status);
  return k === 'shipped' || k === 'delivered';
}

export type ForwardedResponse = 'accept' | 'reject';

/** Forwarded workflow: the respond action on a pending part (accept -> accepted, reject -> rejected). */
export function forwardedResponseStatus(action: ForwardedResponse): 'accepted' | 'rejected' {
  return action === 'accept' ? 'accepted' : 'rejected';
}

/** Forwarded workflow: the respond actions are offered only while pending. */
export function canRespondToForwarded(status: string): boolean {
  return key(status) === 'pending';
}

const FORWARDED_NEXT: Readonly<Record<string, PartStatus>> = {
  accepted: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
};

/** Forwarded workflow: the status Update Status preselects; null when the button is not shown. */
export function forwardedNextStatus(from: string): PartStatus | null {
  const k = key(from);
  return Object.hasOwn(FORWARDED_NEXT, k) ? (FORWARDED_NEXT[k] ?? null) : null;
}

/** Forwarded workflow: Update Status is shown for accepted, processing and shipped. */
export function showsForwardedUpdateStatus(status: string): boolean {
  return forwardedNextStatus(status) !== null;
}

export type CardAction = 'ship' | 'cancel' | 'deliver';

/** Card list actions: processing -> Mark Shipped + Cancel Order; shipped -> Mark Delivered. */
export function cardActions(status: string, cancelledByCustomer: boolean): CardAction[] {
  if (cancelledByCustomer) return [];
  switch (key(status)) {
    case 'processing':
      return ['ship', 'cancel'];
    case 'shipped':
      return ['deliver'];
    default:
      return [];
  }
}

/**
 * Vendor screen label, from the vocabulary (decision 0045). A part flagged as cancelled by the customer
 * is labelled 'Cancelled by Customer' whatever its status; otherwise cancelled -> 'Cancelled by
 * Vendor', pending/accepted get '(Contact Admin)', other statuses their common label, an unknown
 * one its words capitalised ('on_hold' -> 'On Hold').
 */
export function vendorStatusLabel(status: string, cancelledByCustomer = false): string {
  return statusLabel('order', cancelledByCustomer ? CANCELLED_BY_CUSTOMER : status, 'vendor');
}
