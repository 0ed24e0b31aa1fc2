import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

/**
 * Bounded HTTP (issue 33 item 1) on a real listening server and raw sockets: a request that does
 * not arrive in time answers 408 and is closed, an idle kept-alive connection is closed, and one
 * address holds a limited number of connections (proxies in TRUST_PROXY excepted).
 */

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

type Exchange = { socket: net.Socket; received: () => string; closed: Promise<number> };

/** Opens a socket, writes `data`; `closed` resolves with the milliseconds until the server closed it. */
function open(port: number, data = ''): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - started)));
    socket.once('error', () => {});
    socket.once('connect', () => {
      if (data) socket.write(data);
      resolve({ socket, received: () => text, closed });
    });
    setTimeout(() => reject(new Error('no connection')), 5000);
  });
}

const within = (ms: number, what: Promise<number>) =>
  Promise.race([what, new Promise<number>((r) => setTimeout(() => r(Number.POSITIVE_INFINITY), ms))]);

describe('time limits', () => {
  const t = useTestApp({
    env: {
      HTTP_HEADERS_TIMEOUT_MS: '400',
      HTTP_REQUEST_TIMEOUT_MS: '800',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '500',
    },
  });
  let port = 0;
  beforeAll(async () => {
    port = await listen(t().app);
  });

  it('answers 408 and closes a sign-in whose body stops short of its Content-Length', async () => {
    const body = '{"email":'; // 9 of the 100 bytes it declares
    const exchange = await open(
      port,
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n${body}`,
    );
    const after = await within(4000, exchange.closed);
    expect(after).toBeLessThan(4000);
    expect(after).toBeGreaterThanOrEqual(700);
    expect(exchange.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(exchange.received()).toContain('"code":"REQUEST_TIMEOUT"');
  });

  it('answers 408 and closes a request whose headers never end', async () => {
    const exchange = await open(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1');
    const after = await within(4000, exchange.closed);
    expect(after).toBeLessThan(4000);
    expect(exchange.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers a whole request, then closes the idle kept-alive connection', async () => {
    const exchange = await open(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const after = await within(4000, exchange.closed);
    expect(exchange.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(after).toBeGreaterThanOrEqual(450);
    expect(after).toBeLessThan(4000);
  });
});

describe('connections per address', () => {
  const t = useTestApp({ env: { HTTP_MAX_CONNECTIONS_PER_ADDRESS: '3' } });
  let port = 0;
  beforeAll(async () => {
    port = await listen(t().app);
  });

  it('refuses a fourth connection from one address with 429 and takes one again once another closes', async () => {
    const held = await Promise.all([open(port), open(port), open(port)]);
    const fourth = await open(port);
    const after = await within(3000, fourth.closed);
    expect(after).toBeLessThan(3000);
    expect(fourth.received()).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(fourth.received()).toContain('"code":"TOO_MANY_CONNECTIONS"');

    // The held connections still work.
    held[0]!.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await within(3000, held[0]!.closed);
    expect(held[0]!.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);

    // One closed: a new connection is served.
    const next = await open(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await within(3000, next.closed);
    expect(next.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    for (const h of held) h.socket.destroy();
  });
});

describe('connections from a trusted proxy', () => {
  const t = useTestApp({ env: { HTTP_MAX_CONNECTIONS_PER_ADDRESS: '2', TRUST_PROXY: 'loopback' } });
  let port = 0;
  beforeAll(async () => {
    port = await listen(t().app);
  });

  it('are not capped (nginx caps per client with limit_conn)', async () => {
    const held = await Promise.all([open(port), open(port), open(port), open(port)]);
    const last = held[3]!;
    last.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await within(3000, last.closed);
    expect(last.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    for (const h of held) h.socket.destroy();
  });
});
