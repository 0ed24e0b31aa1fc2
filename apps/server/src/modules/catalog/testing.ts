/** Helpers for the catalogue tests (not a test file itself). */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { signedIn } from '../../test/fixtures.js';
import { call, type Reply } from '../../test/test-app.js';
import type { ProductDto } from './products.schemas.js';

const PALETTE = ['#e11d48', '#2563eb', '#16a34a', '#f59e0b', '#7c3aed', '#0891b2'];
let imageSeq = 0;

/** A small real image. */
export async function makeImage(
  opts: { format?: 'png' | 'jpeg' | 'gif' | 'webp'; width?: number; height?: number; color?: string } = {},
): Promise<Buffer> {
  const color = opts.color ?? PALETTE[imageSeq++ % PALETTE.length]!;
  const img = sharp({
    create: { width: opts.width ?? 64, height: opts.height ?? 48, channels: 3, background: color },
  });
  switch (opts.format ?? 'png') {
    case 'jpeg':
      return img.jpeg().toBuffer();
    case 'gif':
      return img.gif().toBuffer();
    case 'webp':
      return img.webp().toBuffer();
    default:
      return img.png().toBuffer();
  }
}

/** The first bytes of an MP4 (an ftyp box), enough for content sniffing. */
export function fakeMp4(size = 2048): Buffer {
  const buf = Buffer.alloc(size);
  buf.writeUInt32BE(24, 0);
  buf.write('ftypmp42', 4, 'latin1');
  buf.writeUInt32BE(0, 12);
  buf.write('mp42isom', 16, 'latin1');
  buf.writeUInt32BE(size - 24, 24);
  buf.write('mdat', 28, 'latin1');
  return buf;
}

export type FormFile = { field: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body as a browser's FormData would send it. */
export async function multipartBody(
  fields: Record<string, string | number | string[]>,
  files: FormFile[] = [],
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, String(v));
  }
  for (const f of files) {
    form.append(
      f.field,
      new Blob([new Uint8Array(f.content)], { type: f.type ?? 'application/octet-stream' }),
      f.filename,
    );
  }
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/** Sends a multipart form through inject. */
export async function sendForm(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  opts: { token?: string; fields: Record<string, string | number | string[]>; files?: FormFile[] },
): Promise<Reply> {
  const { payload, contentType } = await multipartBody(opts.fields, opts.files);
  const res = await app.inject({
    method,
    url,
    payload,
    headers: {
      'content-type': contentType,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
  });
  let body: unknown = res.body;
  if (String(res.headers['content-type'] ?? '').includes('application/json')) body = res.json();
  return { statusCode: res.statusCode, body, headers: res.headers as Record<string, unknown> };
}

/** Every file below a folder (relative paths), for "nothing was stored" checks. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/**
 * Counts the SQL statements the database driver runs (PGlite or a pg pool) while it is on.
 */
export function countStatements(database: DatabaseHandle): { readonly count: number; stop(): void } {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  let count = 0;
  const restore: Array<() => void> = [];
  const wrap = (target: Record<string, unknown>, method: string) => {
    const original = target[method] as ((...args: unknown[]) => unknown) | undefined;
    if (typeof original !== 'function') return;
    target[method] = function (this: unknown, ...args: unknown[]) {
      count++;
      return original.apply(this, args);
    };
    restore.push(() => {
      target[method] = original;
    });
  };
  wrap(client, 'query');
  wrap(client, 'exec');
  const connect = client.connect as ((...a: unknown[]) => Promise<Record<string, unknown>>) | undefined;
  if (typeof connect === 'function') {
    client.connect = function (this: unknown, ...args: unknown[]) {
      // pool.query connects with a callback internally: counted once by the query wrapper.
      if (typeof args[0] === 'function') return connect.apply(this, args);
      return connect.apply(this, args).then((c) => {
        const original = c.query as (...a: unknown[]) => unknown;
        c.query = function (this: unknown, ...a: unknown[]) {
          count++;
          return original.apply(this, a);
        };
        c.release = ((release: (...r: unknown[]) => unknown) =>
          function (this: unknown, ...r: unknown[]) {
            c.query = original;
            return release.apply(this, r);
          })(c.release as (...r: unknown[]) => unknown);
        return c;
      });
    };
    restore.push(() => {
      client.connect = connect;
    });
  }
  return {
    get count() {
      return count;
    },
    stop() {
      for (const fn of restore.reverse()) fn();
    },
  };
}

/** Creates a category through the API (admin token: global; vendor token: own) and returns its id. */
export async function apiCategory(
  app: FastifyInstance,
  token: string,
  opts: { name: string; description?: string; parentCategory?: string; admin?: boolean },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: opts.admin ? '/api/admin/categories' : '/api/vendors/categories',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      name: opts.name,
      description: opts.description ?? `${opts.name} things`,
      ...(opts.parentCategory ? { parentCategory: opts.parentCategory } : {}),
    },
  });
  if (res.statusCode !== 201) throw new Error(`category: ${res.statusCode} ${res.body}`);
  return res.json().data._id;
}

/** Creates a product through the multipart API and returns its DTO. */
export async function apiProduct(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string | number | string[]>,
  opts: { files?: FormFile[]; admin?: boolean } = {},
): Promise<ProductDto> {
  const res = await sendForm(app, 'POST', opts.admin ? '/api/admin/products' : '/api/vendors/products', {
    token,
    fields: { description: 'A fine product.', price: '10', shipping: '2', stock: '10', ...fields },
    files: opts.files,
  });
  if (res.statusCode !== 201) throw new Error(`product: ${res.statusCode} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** An admin, two vendors (Alpha and Beta Goods) and global categories: a main one with a sub, and another main. */
export async function productWorld(app: FastifyInstance) {
  const admin = await signedIn(app, 'admin');
  const a = await signedIn(app, 'vendor', { businessName: 'Alpha Goods' });
  const b = await signedIn(app, 'vendor', { businessName: 'Beta Goods' });
  const stamp = Math.random().toString(36).slice(2, 8);
  const main = await apiCategory(app, admin.token, { name: `Home ${stamp}`, admin: true });
  const sub = await apiCategory(app, admin.token, { name: 'Lamps', parentCategory: main, admin: true });
  const other = await apiCategory(app, admin.token, { name: `Garden ${stamp}`, admin: true });
  return { app, admin, a, b, main, sub, other, stamp };
}

/** One storefront page (`GET /api/products?{query}`, anonymous): its product ids and total. */
export async function storefrontPage(app: FastifyInstance, query: string) {
  const res = await call(app, 'GET', `/api/products?${query}`);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return {
    ids: res.body.data.products.map((p: { _id: string }) => p._id) as string[],
    total: res.body.data.pagination.totalItems as number,
  };
}
