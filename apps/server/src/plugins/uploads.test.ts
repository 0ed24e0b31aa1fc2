import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFor } from '../lib/storage.js';
import { makeImage, multipartBody } from '../modules/catalog/testing.js';
import { registerErrorHandling } from './errors.js';
import { readMultipart, uploadsPlugin } from './uploads.js';

/** The helper on its own, as another module (a logo upload) would use it. */
describe('readMultipart', () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'));
    app = Fastify({ logger: false });
    app.decorate('ctx', { config: { dataDir } } as never);
    registerErrorHandling(app);
    await app.register(uploadsPlugin);
    app.post('/logo', async (request) => {
      const form = await readMultipart(request, {
        files: {
          logo: { max: 1, maxBytes: 2000, types: ['image/png', 'image/webp'], sizeMessage: 'Too big' },
        },
      });
      const logo = form.files.logo[0];
      if (logo)
        await storageFor({ dataDir }).put(`logos/${path.basename(logo.path)}.${logo.ext}`, {
          fromFile: logo.path,
        });
      return {
        fields: form.fields,
        logo: logo && { mimeType: logo.mimeType, ext: logo.ext, size: logo.size },
      };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = async (
    fields: Record<string, string | string[]>,
    files: Parameters<typeof multipartBody>[1],
  ) => {
    const { payload, contentType } = await multipartBody(fields, files);
    return app.inject({ method: 'POST', url: '/logo', payload, headers: { 'content-type': contentType } });
  };

  it('gives the fields (repeated ones as arrays) and the file with its detected type', async () => {
    const res = await post({ note: 'hi', tag: ['a', 'b'] }, [
      { field: 'logo', filename: 'logo.jpg', content: await makeImage({ width: 8, height: 8 }) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fields: { note: 'hi', tag: ['a', 'b'] },
      logo: { mimeType: 'image/png', ext: 'png' },
    });
    const stored = await app.inject({
      method: 'GET',
      url: `/uploads/logos/${fs.readdirSync(path.join(dataDir, 'uploads', 'logos'))[0]}`,
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/png');
  });

  it('refuses by size (413), type (415) and count (413), leaving no temporary files', async () => {
    const big = await post({}, [
      { field: 'logo', filename: 'a.png', content: Buffer.concat([await makeImage(), Buffer.alloc(3000)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Too big');
    const gif = await post({}, [
      { field: 'logo', filename: 'a.gif', content: await makeImage({ format: 'gif', width: 4, height: 4 }) },
    ]);
    expect(gif.statusCode).toBe(415);
    const small = await makeImage({ width: 4, height: 4 });
    const two = await post({}, [
      { field: 'logo', filename: 'a.png', content: small },
      { field: 'logo', filename: 'b.png', content: small },
    ]);
    expect(two.statusCode).toBe(413);
    const notMultipart = await app.inject({ method: 'POST', url: '/logo', payload: { a: 1 } });
    expect(notMultipart.statusCode).toBe(415);
    expect(fs.readdirSync(path.join(dataDir, 'tmp'))).toEqual([]);
  });
});
