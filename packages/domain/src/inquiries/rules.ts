import {
  INQUIRY_BULK_ACTIONS,
  INQUIRY_MESSAGES,
  type InquiryBulkAction,
  type InquiryStatus,
} from './constants.js';

/** Statuses a vendor may set from the detail screen (spec 001 section 4). */
export const INQUIRY_STATUS_ACTIONS = ['in_progress', 'waiting_customer', 'resolved', 'closed'] as const;
export type InquiryStatusAction = (typeof INQUIRY_STATUS_ACTIONS)[number];

/**
 * The status actions offered for an inquiry in `current`: in_progress, waiting_customer and
 * resolved unless already there; closed only when the inquiry is resolved.
 */
export function statusActionsFor(current: InquiryStatus): InquiryStatusAction[] {
  return INQUIRY_STATUS_ACTIONS.filter((target) =>
    target === 'closed' ? current === 'resolved' : target !== current,
  );
}

/** Why a move from `from` to `to` is refused, or null when it is allowed. */
export function statusChangeRefusal(from: InquiryStatus, to: InquiryStatus): string | null {
  if (to === 'closed' && from !== 'resolved') return INQUIRY_MESSAGES.closeOnlyResolved;
  if (!(INQUIRY_STATUS_ACTIONS as readonly string[]).includes(to)) return INQUIRY_MESSAGES.selectStatus;
  if (from === to) return INQUIRY_MESSAGES.alreadyInStatus;
  return null;
}

/** A customer's message reopens an inquiry that waited for it or was resolved; closed ones take none. */
export function statusAfterCustomerMessage(current: InquiryStatus): InquiryStatus {
  return current === 'waiting_customer' || current === 'resolved' ? 'open' : current;
}

export const canCustomerReply = (status: InquiryStatus): boolean => status !== 'closed';

export const canRate = (inquiry: { status: InquiryStatus; rating: number | null }): string | null => {
  if (inquiry.rating !== null) return INQUIRY_MESSAGES.alreadyRated;
  if (inquiry.status !== 'resolved') return INQUIRY_MESSAGES.rateOnlyResolved;
  return null;
};

/** The change of a bulk action as the body of PUT .../bulk. */
export function bulkChangeOf(action: InquiryBulkAction): { field: 'status' | 'priority'; value: string } {
  const { field, value } = INQUIRY_BULK_ACTIONS[action];
  return { field, value };
}

/**
 * Average response time in whole minutes: for each inquiry with both moments, the time from its
 * first customer message to the first vendor reply; null when no inquiry has been answered.
 */
export function averageResponseMinutes(
  pairs: { firstCustomerAt: Date; firstReplyAt: Date }[],
): number | null {
  if (pairs.length === 0) return null;
  const totalMs = pairs.reduce((sum, p) => sum + (p.firstReplyAt.getTime() - p.firstCustomerAt.getTime()), 0);
  return Math.round(totalMs / pairs.length / 60_000);
}

/** Average of ratings to one decimal; null when there is none. */
export function averageRating(ratings: number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
}

/** Card texts: 'x.x/5' and whole minutes, or 'N/A' when there is nothing to average. */
export const formatSatisfaction = (avg: number | null): string =>
  avg === null ? 'N/A' : `${avg.toFixed(1)}/5`;
export const formatResponseMinutes = (minutes: number | null): string =>
  minutes === null ? 'N/A' : `${minutes} min`;
