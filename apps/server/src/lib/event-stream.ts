import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from './clock.js';
import type { SessionEnds } from './session-ends.js';

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

/** The most one timer may wait (setTimeout's limit, about 24.8 days); longer waits are chained. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export type StreamLimits = {
  /** Open streams one session may hold on this instance; the oldest is closed past it. */
  perSession: number;
  /** Open streams one client address may hold on this instance; the oldest is closed past it. */
  perAddress: number;
  /** A comment line is written this often, so proxies and browsers keep an idle stream open. */
  heartbeatMs: number;
};

/** Why the server ended a stream; sent as the data of a last `end` event (not on shutdown). */
export type EndReason = 'session-ended' | 'session-expired' | 'too-many-streams' | 'shutdown';

export type StreamOwner = {
  /** The session the stream was opened with; null for a guest (an order followed by e-mail). */
  sessionId: string | null;
  expiresAt: Date | null;
  /** The client's address as the app sees it (request.ip: the proxy's word only when trusted). */
  address: string;
};

export type OpenStreamOptions = {
  request: IncomingMessage;
  response: ServerResponse;
  /** Headers already set on the reply (security headers, request id). */
  headers: Record<string, string | number | string[] | undefined>;
  owner: StreamOwner;
  /** The first event. */
  ready: { event: string; data: unknown };
  /** Starts delivering events through `send`; returns the function that stops it. */
  subscribe: (send: (event: string, data: unknown) => void) => () => void;
};

type Stream = { owner: StreamOwner; end: (reason: EndReason) => void };

/**
 * Every server-sent event stream of the app (decision record 0035): at most `perSession` per
 * session and `perAddress` per address (the oldest closed first), a heartbeat, and an end as soon
 * as the stream's session ends (sign-out, password change, impersonation end: `SessionEnds`, on
 * every instance) or its expiry passes (a timer), or the app shuts down.
 */
export class EventStreams {
  /** In opening order (a Set iterates in insertion order): the first match is the oldest. */
  private readonly open = new Set<Stream>();

  constructor(
    private readonly limits: StreamLimits,
    private readonly sessionEnds: SessionEnds,
    private readonly clock: Clock,
    /**
     * Asked at each heartbeat: does the stream's session still exist? Catches an end whose message
     * never arrived (Redis down at the time) or a session deleted outside the use cases.
     */
    private readonly isLive?: (sessionId: string) => Promise<boolean>,
  ) {}

  /** Streams open now (for tests and metrics). */
  get size(): number {
    return this.open.size;
  }

  start(opts: OpenStreamOptions): void {
    const { request, response: raw, owner } = opts;
    this.makeRoom(owner);
    raw.writeHead(200, {
      ...opts.headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const send = (event: string, data: unknown) => {
      if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    send(opts.ready.event, opts.ready.data);
    const unsubscribe = opts.subscribe(send);
    const heartbeat = setInterval(() => {
      if (raw.writableEnded) return;
      raw.write(': keep-alive\n\n');
      if (owner.sessionId && this.isLive)
        this.isLive(owner.sessionId).then(
          (live) => {
            if (!live) end('session-ended');
          },
          // The database did not answer: the stream stays; the next heartbeat asks again.
          () => {},
        );
    }, this.limits.heartbeatMs);
    heartbeat.unref();
    let expiry: NodeJS.Timeout | undefined;
    const armExpiry = () => {
      if (!owner.expiresAt) return;
      const left = owner.expiresAt.getTime() - this.clock.now().getTime();
      if (left <= 0) return end('session-expired');
      expiry = setTimeout(
        () => (left > MAX_TIMER_MS ? armExpiry() : end('session-expired')),
        Math.min(left, MAX_TIMER_MS),
      );
      expiry.unref();
    };
    const stopSessionEnd = owner.sessionId
      ? this.sessionEnds.subscribe(owner.sessionId, () => end('session-ended'))
      : () => {};
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      stopSessionEnd();
      this.open.delete(stream);
    };
    const end = (reason: EndReason) => {
      close();
      if (raw.writableEnded) return;
      if (reason === 'shutdown') return endWithRetryHint(raw);
      // The browser is told why, so it does not reconnect a stream that would be refused or evicted.
      send('end', { reason });
      raw.end();
    };
    const stream: Stream = { owner, end };
    this.open.add(stream);
    request.on('close', close);
    armExpiry();
  }

  /** Closes every stream with a reconnect hint (on shutdown, before the server waits for its connections). */
  closeAll(): void {
    for (const stream of [...this.open]) stream.end('shutdown');
  }

  /** Closes the oldest streams of the owner's session and address until one more fits. */
  private makeRoom(owner: StreamOwner): void {
    const ofSession = (s: Stream) => owner.sessionId !== null && s.owner.sessionId === owner.sessionId;
    const ofAddress = (s: Stream) => s.owner.address === owner.address;
    for (const [belongs, cap] of [
      [ofSession, this.limits.perSession],
      [ofAddress, this.limits.perAddress],
    ] as const) {
      const mine = [...this.open].filter(belongs);
      for (const stream of mine.slice(0, Math.max(0, mine.length - cap + 1))) stream.end('too-many-streams');
    }
  }
}

/** Whose stream a request opens: its session (if signed in) and its address. */
export function streamOwner(request: {
  ip: string;
  auth: { sessionId: string; expiresAt: Date } | null;
}): StreamOwner {
  return {
    sessionId: request.auth?.sessionId ?? null,
    expiresAt: request.auth?.expiresAt ?? null,
    address: request.ip,
  };
}
