/**
 * Pure order-status rules (spec 000 section 4 plus design decisions).
 *
 * No I/O: every function here is a plain, deterministic function of its arguments.
 */

export const ORDER_STATUSES = [
  'placed',
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'rejected',
  'accepted',
  'partially_cancelled',
  'refunded',
  'returned',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type NormalizedStatus =
  | 'placed'
  | 'processing'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'accepted'
  | 'partially_cancelled'
  | 'refunded'
  | 'returned';

/** The five statuses that carry a rank; also the possible results of rule set A. */
export type UnifiedStatus = 'placed' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

export type OverallStatus =
  | 'pending'
  | 'processing'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'partially_cancelled';

export const ORDER_TYPES = ['admin_only', 'vendor_only', 'mixed'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

const NORMALIZED: Readonly<Record<OrderStatus, NormalizedStatus>> = {
  placed: 'placed',
  pending: 'placed',
  confirmed: 'processing',
  processing: 'processing',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  rejected: 'cancelled',
  accepted: 'accepted',
  partially_cancelled: 'partially_cancelled',
  refunded: 'refunded',
  returned: 'returned',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && Object.hasOwn(NORMALIZED, value);
}

/**
 * pending -> placed, confirmed -> processing, rejected -> cancelled; other known statuses are kept.
 * Input is trimmed and lower-cased first; null, undefined and unknown strings become 'placed'.
 */
export function normalizeStatus(status: string | null | undefined): NormalizedStatus {
  if (typeof status !== 'string') return 'placed';
  const key = status.trim().toLowerCase();
  return isOrderStatus(key) ? NORMALIZED[key] : 'placed';
}

export const STATUS_RANK: Readonly<Record<UnifiedStatus, number>> = {
  delivered: 5,
  shipped: 4,
  processing: 3,
  placed: 2,
  cancelled: 1,
};

const RANKED_STATUS: Readonly<Record<NormalizedStatus, UnifiedStatus>> = {
  placed: 'placed',
  processing: 'processing',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  // Design decision: accepted counts as processing.
  accepted: 'processing',
  // A part can only be returned after delivery, so it keeps delivered's place.
  returned: 'delivered',
  // A refund closes the part without fulfilment, like a cancellation.
  refunded: 'cancelled',
  // An order-level status, never a real part status: treated like an unknown status (placed).
  partially_cancelled: 'placed',
};

/**
 * Maps any status onto one of the five ranked statuses, after normalisation:
 * accepted -> processing, returned -> delivered, refunded -> cancelled,
 * partially_cancelled / unknown -> placed. Used by every aggregation rule below.
 */
export function rankedStatus(status: string | null | undefined): UnifiedStatus {
  return RANKED_STATUS[normalizeStatus(status)];
}

/**
 * delivered 5, shipped 4, processing 3, placed 2, cancelled 1 (after normalisation).
 * accepted ranks 3 (processing), returned 5 (delivered), refunded 1 (cancelled),
 * partially_cancelled and unknown statuses 2 (placed) - see `rankedStatus`.
 */
export function statusRank(status: string | null | undefined): number {
  return STATUS_RANK[rankedStatus(status)];
}

/**
 * Rule set A: the `unifiedStatus` stored on the order. Each part is normalised first
 * (see `rankedStatus`), then: all cancelled -> cancelled; all delivered or cancelled with at
 * least one delivered -> delivered; any shipped -> shipped; any processing -> processing;
 * otherwise (including no parts) placed.
 */
export function unifiedStatus(partStatuses: readonly string[]): UnifiedStatus {
  if (partStatuses.length === 0) return 'placed';
  const parts = partStatuses.map(rankedStatus);
  if (parts.every((s) => s === 'cancelled')) return 'cancelled';
  if (parts.every((s) => s === 'delivered' || s === 'cancelled') && parts.includes('delivered')) {
    return 'delivered';
  }
  if (parts.includes('shipped')) return 'shipped';
  if (parts.includes('processing')) return 'processing';
  return 'placed';
}

/**
 * Rule set B: `overallStatus` of the split-details response, rules checked in this order:
 * all delivered -> delivered; some cancelled/rejected alongside others -> partially_cancelled;
 * all cancelled/rejected -> cancelled; all shipped or delivered -> shipped; any processing ->
 * processing; otherwise (including no parts) pending.
 */
export function overallStatus(partStatuses: readonly string[]): OverallStatus {
  if (partStatuses.length === 0) return 'pending';
  // accepted and confirmed count as processing for "any processing" (via rankedStatus).
  const parts = partStatuses.map(rankedStatus);
  if (parts.every((s) => s === 'delivered')) return 'delivered';
  const cancelled = parts.filter((s) => s === 'cancelled').length;
  if (cancelled > 0 && cancelled < parts.length) return 'partially_cancelled';
  if (cancelled === parts.length) return 'cancelled';
  if (parts.every((s) => s === 'shipped' || s === 'delivered')) return 'shipped';
  if (parts.includes('processing')) return 'processing';
  return 'pending';
}

const RANK_ORDER: readonly UnifiedStatus[] = ['delivered', 'shipped', 'processing', 'placed', 'cancelled'];

function highestRanked(statuses: readonly string[]): UnifiedStatus {
  for (const candidate of RANK_ORDER) {
    if (statuses.some((s) => rankedStatus(s) === candidate)) return candidate;
  }
  return 'placed';
}

/**
 * Real-time rule (live badge): if all parts agree after normalisation, that status;
 * otherwise the status of the highest rank (so a mix of accepted and placed gives processing).
 * No parts gives 'placed'.
 */
export function realtimeStatus(partStatuses: readonly string[]): NormalizedStatus {
  const first = partStatuses[0];
  if (first === undefined) return 'placed';
  const normalized = normalizeStatus(first);
  if (partStatuses.every((s) => normalizeStatus(s) === normalized)) return normalized;
  return highestRanked(partStatuses);
}

/**
 * A handler group takes its highest-ranked item status (after normalisation). When the items
 * sharing that top rank have different statuses (e.g. accepted and processing) the rank's own
 * status is used. No items gives 'placed'.
 */
export function handlerGroupStatus(itemStatuses: readonly string[]): NormalizedStatus {
  if (itemStatuses.length === 0) return 'placed';
  const top = highestRanked(itemStatuses);
  const atTop = new Set(itemStatuses.filter((s) => rankedStatus(s) === top).map(normalizeStatus));
  const [only] = atTop;
  return atTop.size === 1 && only !== undefined ? only : top;
}

const CANCELLABLE: ReadonlySet<NormalizedStatus> = new Set<NormalizedStatus>([
  'placed',
  'processing',
  'accepted',
]);

/**
 * Cancellable only while placed, pending, processing, confirmed or accepted. Unknown, null or
 * undefined statuses are treated as placed (and so are cancellable), as the spec requires.
 */
export function isStatusCancellable(status: string | null | undefined): boolean {
  return CANCELLABLE.has(normalizeStatus(status));
}

/** A split order is cancellable if any of its parts is. */
export function isSplitOrderCancellable(partStatuses: readonly string[]): boolean {
  return partStatuses.some(isStatusCancellable);
}

/** 'Cancel Items' is offered only to customers, only on non-forwarded orders, while cancellable. */
export function canCancelItems(opts: {
  role: 'customer' | 'vendor' | 'admin' | 'guest';
  forwarded: boolean;
  status: string;
}): boolean {
  return opts.role === 'customer' && !opts.forwarded && isStatusCancellable(opts.status);
}

/**
 * An item with a (non-empty) vendorId is a vendor item, otherwise an admin item.
 * Both kinds -> mixed; only vendor items -> vendor_only; otherwise (incl. no items) admin_only.
 */
export function orderType(items: readonly { vendorId: string | null | undefined }[]): OrderType {
  const hasVendor = items.some((item) => Boolean(item.vendorId));
  const hasAdmin = items.some((item) => !item.vendorId);
  if (hasVendor && hasAdmin) return 'mixed';
  if (hasVendor) return 'vendor_only';
  return 'admin_only';
}
