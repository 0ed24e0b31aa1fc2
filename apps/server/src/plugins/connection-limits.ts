import http from 'node:http';
import type { Server, Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyHttpOptions } from 'fastify';
import type { HttpLimits, TrustProxy } from '../config.js';

/**
 * Bounded HTTP (decision 0033): how long a client may take to send a request's headers and the
 * whole request, how long an idle kept-alive connection stays, and how many connections one
 * address may hold. A request that does not arrive in time answers 408 and its connection closes.
 */

/** The Fastify options that put the time limits on Node's HTTP server. */
export function boundedHttpOptions(limits: HttpLimits): Partial<FastifyHttpOptions<http.Server>> {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Node checks the header and request deadlines on an interval (30 s by default, which would
    // let a 10 s deadline run to 40 s): a quarter of the shorter deadline, at most a second.
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.max(25, Math.floor(limits.headersTimeoutMs / 4))),
    },
    clientErrorHandler,
  };
}

/** A refusal written on the socket itself (before or instead of a request), in the API's envelope. */
function rawReply(status: number, code: string, message: string, extraHeaders = ''): string {
  const body = JSON.stringify({ success: false, message, code });
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n${extraHeaders}` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

/**
 * Node's clientError: a request that did not arrive in time (408), headers too large (431) or not
 * HTTP (400). Answered in the API's envelope, then the connection is closed.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', 'The request did not arrive in time; send it again']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', 'The request headers are too large']
        : [400, 'BAD_REQUEST', 'The request is not valid HTTP'];
  if (socket.writable) socket.write(rawReply(status, code, message));
  socket.destroy();
}

/**
 * Caps the connections one remote address (the socket's own peer) holds at once; one more is
 * answered 429 and closed. Proxies listed in TRUST_PROXY are exempt: every client behind nginx
 * reaches an instance from nginx's address, and nginx caps connections per client itself
 * (limit_conn in its configuration).
 */
export function limitConnectionsPerAddress(
  server: Server,
  opts: { max: number; trustProxy: TrustProxy },
): void {
  const trusted = opts.trustProxy ? proxyAddr.compile(opts.trustProxy) : () => false;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || trusted(address, 0)) return;
    const count = open.get(address) ?? 0;
    if (count >= opts.max) {
      const refusal = rawReply(
        429,
        'TOO_MANY_CONNECTIONS',
        'Too many connections from your address; close some and try again',
        'Retry-After: 1\r\n',
      );
      // Closed once written (the server keeps half-open sockets, so end alone would not close it).
      socket.end(refusal, () => socket.destroy());
      setTimeout(() => socket.destroy(), 1000).unref();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
