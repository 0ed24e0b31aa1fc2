import { ApiError } from '@/lib/api-client';
import { ORDER_MESSAGES } from '@/shared/vendor-orders/messages';

/**
 * The alert after a refused or failed status change (spec 001 section 8): the server's reason
 * ('Cannot change status from Shipped to Processing'), else the failure with its message,
 * else (no answer at all) 'Failed to update order status. Please try again.'.
 */
export function statusChangeFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return ORDER_MESSAGES.statusUpdateFailed;
    if (error.serverMessage) return ORDER_MESSAGES.serverRefused(error.serverMessage);
    return ORDER_MESSAGES.statusUpdateFailedWith(error.message);
  }
  if (error instanceof Error && error.message) return ORDER_MESSAGES.statusUpdateFailedWith(error.message);
  return ORDER_MESSAGES.statusUpdateFailed;
}

/** 'Failed to reject order: {message}' for the card screen's cancel. */
export function cancelFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return ORDER_MESSAGES.rejectFailed(error.message);
    return ORDER_MESSAGES.rejectFailed(error.serverMessage ?? error.message);
  }
  return ORDER_MESSAGES.rejectFailed(error instanceof Error ? error.message : 'Please try again.');
}

/** The server's sentence when it sent one, else `fallback` (the detail and forwarded screens). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.serverMessage
    ? error.serverMessage
    : fallback;
}
