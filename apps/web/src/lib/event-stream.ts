import type { Role } from '@market/domain';
import { type ApiRequestOptions, apiUrl } from './api-client';
import { getToken } from './token-storage';

/** One server-sent event: its name (`message` when none) and its raw data. */
export type StreamEvent = { event: string; data: string };

export type EventStreamHandlers = {
  /** Each event of the stream, in order. */
  onEvent: (event: StreamEvent) => void;
  /** The stream could not open or ended; the caller reconnects or falls back to polling. */
  onEnd?: (error: unknown) => void;
};

/** Parses one block of a text/event-stream (the lines between two blank lines). */
export function parseEventBlock(block: string): StreamEvent | null {
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
 * Follows a server-sent events path under `/api` with the bearer token of `role`, or none for a
 * guest (fetch with a streamed body: EventSource cannot send the token). Returns the function that
 * closes the stream.
 */
export function openEventStream(
  path: string,
  role: Role | null,
  handlers: EventStreamHandlers,
  query?: ApiRequestOptions['query'],
): () => void {
  const controller = new AbortController();
  const run = async () => {
    const headers = new Headers({ Accept: 'text/event-stream' });
    const token = role ? getToken(role) : null;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const response = await fetch(apiUrl(path, query), {
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
        const event = parseEventBlock(block);
        if (event) handlers.onEvent(event);
      }
    }
    throw new Error('The live update stream ended');
  };
  run().catch((error: unknown) => {
    if (!controller.signal.aborted) handlers.onEnd?.(error);
  });
  return () => controller.abort();
}
