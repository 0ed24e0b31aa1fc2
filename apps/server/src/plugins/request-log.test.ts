import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, logRequests, SLOW_REQUEST_MS } from './request-log.js';

describe('request logging', () => {
  it('logs failed and slow requests, one line each, and ordinary ones only at debug level', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'info', stream },
      logController: new LogController({ disableRequestLogging: true }),
    });
    logRequests(app);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/refused', async (_req, reply) => reply.status(404).send({ message: 'Product not found' }));
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    app.get('/away', async (_req, reply) =>
      reply.status(503).send({ message: 'The database is unavailable; try again in a moment' }),
    );
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
      return { ok: true };
    });
    for (const url of ['/ok', '/ok?page=2', '/refused', '/broken', '/away', '/slow'])
      await app.inject({ url });
    await app.close();

    const requests = lines.filter((l) => typeof l.status === 'number');
    expect(requests.map((l) => [l.msg, l.url, l.status])).toEqual([
      ['request refused', '/refused', 404],
      ['request failed', '/broken', 500],
      ['request refused: a service it needs is unavailable', '/away', 503],
      ['slow request', '/slow', 200],
    ]);
    expect(requests.map((l) => l.level)).toEqual([30, 50, 40, 40]);
  });

  it('writes JSON in production and readable lines otherwise', () => {
    expect(loggerOptions({ level: 'info', production: true })).toEqual({ level: 'info' });
    const dev = loggerOptions({ level: 'debug', production: false }) as { transport: { target: string } };
    expect(dev.transport.target).toBe('pino-pretty');
  });
});
