import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.js';
import { registerWebApp } from './web-app.js';

/** The built app as the server sees it: hashed assets with their build-time brotli and gzip copies, and a source map. */
describe('serving the built web app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
  const app = Fastify();

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Market</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), js);
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(js));
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.gz'), gzipSync(js));
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.map'), '{"version":3,"sources":["secret.ts"]}');
    await registerCompression(app);
    app.get('/api/big', async () => ({
      items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Item ${i}` })),
    }));
    app.get('/api/small', async () => ({ ok: true }));
    await registerWebApp(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("sends a hashed asset's brotli copy, cached for a year, to a browser that accepts it", async () => {
    const br = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(js.length / 10);
    const gz = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await app.inject({ url: '/assets/app-1a2b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('never sends a source map, and a missing asset is a 404 rather than the app page', async () => {
    const map = await app.inject({ url: '/assets/app-1a2b.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    expect((await app.inject({ url: '/assets/gone-9z9z.js' })).statusCode).toBe(404);
    const page = await app.inject({ url: '/products/anything' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
  });

  it('compresses API replies over 1 KB as the client accepts, and leaves small ones alone', async () => {
    const big = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString()).items).toHaveLength(200);
    const small = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const none = await app.inject({ url: '/api/big' });
    expect(none.headers['content-encoding']).toBeUndefined();
  });
});
