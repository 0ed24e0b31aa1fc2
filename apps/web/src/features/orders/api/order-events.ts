import { apiUrl } from '@/lib/api-client';
import { getToken } from '@/lib/token-storage';
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

function parseBlock(block: string): { event: string; data: string } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 || event !== 'message' ? { event, data: data.join('\n') } : null;
}

/**
 * Follows GET /api/orders/:id/events (server-sent events). Uses `fetch` with a streamed body
 * rather than EventSource so the bearer token can be sent (a guest sends ?email=). Returns the
 * function that closes the stream.
 */
export function subscribeToOrderEvents(
  orderId: string,
  access: OrderAccess,
  handlers: OrderEventHandlers,
): () => void {
  const controller = new AbortController();
  const role = viewerRole(access.viewer);

  const run = async () => {
    const headers = new Headers({ Accept: 'text/event-stream' });
    const token = role ? getToken(role) : null;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const url = apiUrl(
      `/orders/${encodeURIComponent(orderId)}/events`,
      role ? undefined : { email: access.email ?? undefined },
    );
    const response = await fetch(url, {
      headers,
      signal: controller.signal,
      credentials: 'same-origin',
      cache: 'no-store',
    });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !response.body || !type.includes('text/event-stream')) {
      throw new Error(`Live updates are not available (${response.status})`);
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split(/\r?\n\r?\n/);
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const message = parseBlock(block);
        if (!message) continue;
        if (message.event === 'ready') handlers.onReady?.();
        else if (message.event === 'status') {
          try {
            handlers.onStatus(JSON.parse(message.data) as OrderStatusEvent);
          } catch {
            // A malformed event is skipped; the next poll catches up.
          }
        }
      }
    }
    throw new Error('The live update stream ended');
  };

  run().catch((error: unknown) => {
    if (!controller.signal.aborted) handlers.onEnd?.(error);
  });
  return () => controller.abort();
}
