import type { ServerResponse } from 'node:http';

/**
 * How long a browser waits before reconnecting an event stream the server ended because it is
 * shutting down (the `retry:` field of server-sent events): behind a load balancer the new
 * connection reaches another instance.
 */
export const SHUTDOWN_RETRY_MS = 1000;

/** Ends an event stream with a reconnect hint: a `retry:` field, then the end of the response. */
export function endWithRetryHint(raw: ServerResponse, retryMs = SHUTDOWN_RETRY_MS): void {
  if (raw.writableEnded) return;
  raw.end(`retry: ${retryMs}\n\n`);
}
