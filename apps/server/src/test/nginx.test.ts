import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type Nginx, nginxAvailable, startNginx } from './nginx.js';

/**
 * The load balancer's configuration (the one `npm run cluster`, the soak and the kill test use),
 * checked against small upstream servers: what the instances are told about the client, that an
 * event stream is not buffered, and which failed requests nginx retries on another instance.
 */
type Upstream = {
  url: string;
  seen: Array<{ method: string; url: string; xff?: string; requestId?: string }>;
  close(): Promise<void>;
};

async function upstream(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): Promise<Upstream> {
  const seen: Upstream['seen'] = [];
  const server = http.createServer((req, res) => {
    seen.push({
      method: req.method!,
      url: req.url!,
      xff: req.headers['x-forwarded-for'] as string | undefined,
      requestId: req.headers['x-request-id'] as string | undefined,
    });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.skipIf(!nginxAvailable)('nginx in front of the instances', () => {
  const started: Array<{ close(): Promise<void> } | Nginx> = [];
  afterEach(async () => {
    for (const s of started.splice(0)) await ('stop' in s ? s.stop() : s.close());
  });

  it('replaces a client-sent X-Forwarded-For with the peer address and spreads requests over the instances', async () => {
    const a = await upstream((_req, res) => res.end('a'));
    const b = await upstream((_req, res) => res.end('b'));
    const nginx = await startNginx({ upstreams: [a.url, b.url] });
    started.push(a, b, nginx);
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${nginx.url}/api/products`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      answers.push(await res.text());
    }
    expect(new Set(answers)).toEqual(new Set(['a', 'b']));
    for (const r of [...a.seen, ...b.seen]) expect(r.xff).toBe('127.0.0.1');
    // nginx names each request (32 hex digits) for the instance's log lines.
    const ids = [...a.seen, ...b.seen].map((r) => r.requestId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('passes the first event of a stream on while the stream is still open', async () => {
    let finish: (() => void) | undefined;
    const a = await upstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: ready\ndata: {}\n\n');
      finish = () => res.end();
    });
    const nginx = await startNginx({ upstreams: [a.url] });
    started.push(a, nginx);
    const res = await fetch(`${nginx.url}/api/orders/x/events`);
    const reader = res.body!.getReader();
    // The first event arrives while the upstream still holds the response open.
    const first = await Promise.race([
      reader.read().then((r) => new TextDecoder().decode(r.value)),
      new Promise<string>((resolve) => setTimeout(() => resolve('timed out'), 3000)),
    ]);
    expect(first).toContain('event: ready');
    finish?.();
    await reader.cancel();
  });

  it('retries a GET on the other instance when one dies mid-request', async () => {
    // Instance a drops every connection without answering (a process killed mid-request).
    const a = await upstream((req) => req.socket.destroy());
    const b = await upstream((_req, res) => res.end('b'));
    const nginx = await startNginx({ upstreams: [a.url, b.url] });
    started.push(a, b, nginx);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${nginx.url}/api/products`)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(a.seen.length).toBeGreaterThan(0);
  });

  it('never sends a POST again to another instance: the client retries with its Idempotency-Key', async () => {
    const a = await upstream((req) => req.socket.destroy());
    const b = await upstream((_req, res) => res.end('b'));
    const nginx = await startNginx({ upstreams: [a.url, b.url] });
    started.push(a, b, nginx);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${nginx.url}/api/orders`, { method: 'POST', body: `{"n":${i}}` });
      statuses.push(res.status);
    }
    const toA = a.seen.filter((r) => r.method === 'POST').length;
    const toB = b.seen.filter((r) => r.method === 'POST').length;
    expect(toA).toBeGreaterThan(0);
    // Each POST reached one instance once; those that reached the dying one were answered 502.
    expect(toA + toB).toBe(4);
    expect(statuses.filter((s) => s === 502)).toHaveLength(toA);
    expect(statuses.filter((s) => s === 200)).toHaveLength(toB);
  });

  it('answers 408 (or closes) a client whose body stops short, without waiting past its body timeout', async () => {
    const a = await upstream((req, res) => req.resume().on('end', () => res.end('a')));
    const nginx = await startNginx({ upstreams: [a.url], limits: { clientBodyTimeout: '1s' } });
    started.push(a, nginx);
    const { text, ms } = await rawExchange(
      nginx.port,
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    expect(ms).toBeLessThan(5000);
    if (text) expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(a.seen).toHaveLength(0);
  });

  it('closes a client whose headers never end after its header timeout', async () => {
    const a = await upstream((_req, res) => res.end('a'));
    const nginx = await startNginx({ upstreams: [a.url], limits: { clientHeaderTimeout: '1s' } });
    started.push(a, nginx);
    const { ms } = await rawExchange(nginx.port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    expect(ms).toBeLessThan(5000);
    expect(a.seen).toHaveLength(0);
  });

  it('answers 429 to a client with more requests in progress than its limit', async () => {
    const waiting: http.ServerResponse[] = [];
    const a = await upstream((_req, res) => waiting.push(res));
    const nginx = await startNginx({ upstreams: [a.url], limits: { connectionsPerClient: 2 } });
    started.push(a, nginx);
    const slow = [fetch(`${nginx.url}/api/products`), fetch(`${nginx.url}/api/products`)];
    const deadline = Date.now() + 5000;
    while (waiting.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect((await fetch(`${nginx.url}/api/products`)).status).toBe(429);
    for (const res of waiting) res.end('a');
    expect((await Promise.all(slow)).map((r) => r.status)).toEqual([200, 200]);
  });
});

/** Sends `data` on a raw socket; what came back and how long until nginx closed it (5 s at most). */
function rawExchange(port: number, data: string): Promise<{ text: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(data));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', () => {});
    const timer = setTimeout(() => socket.destroy(), 5000);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ text, ms: Date.now() - started });
    });
  });
}
