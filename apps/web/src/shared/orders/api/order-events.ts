import { openEventStream } from '@/lib/event-stream';
import { type OrderAccess, viewerRole } from './order-access';

/** One `status` event of GET /api/orders/:id/events. */
export type OrderStatusEvent = { orderId: string; status: string; at: string };

export type OrderEventHandlers = {
  /** The stream is open (the server sent `ready`). */
  onReady?: () => void;
  onStatus: (event: OrderStatusEvent) => void;
  /** The stream could not open or ended; the caller falls back to polling. */
  onEnd?: (error: unknown) => void;
};

/**
 * Follows GET /api/orders/:id/events (server-sent events) with the viewer's token, or as a guest
 * with ?email=. Returns the function that closes the stream.
 */
export function subscribeToOrderEvents(
  orderId: string,
  access: OrderAccess,
  handlers: OrderEventHandlers,
): () => void {
  const role = viewerRole(access.viewer);
  return openEventStream(
    `/orders/${encodeURIComponent(orderId)}/events`,
    role,
    {
      onEvent: (message) => {
        if (message.event === 'ready') handlers.onReady?.();
        else if (message.event === 'status') {
          try {
            handlers.onStatus(JSON.parse(message.data) as OrderStatusEvent);
          } catch {
            // A malformed event is skipped; the next poll catches up.
          }
        }
      },
      onEnd: handlers.onEnd,
    },
    role ? undefined : { email: access.email ?? undefined },
  );
}
