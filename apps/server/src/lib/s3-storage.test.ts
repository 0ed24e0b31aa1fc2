import fs from 'node:fs';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, inquiryWorld, pngImage, sendForm } from '../modules/inquiries/testing.js';
import { signedIn } from '../test/fixtures.js';
import { s3ServerAvailable, startTestS3, type TestS3 } from '../test/s3-server.js';
import { storageContract } from '../test/storage-contract.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { S3Storage } from './s3-storage.js';
import { storageFor } from './storage.js';

/**
 * S3Storage against a real S3-compatible server: a throwaway Ceph RADOS Gateway (Debian's radosgw
 * on a one-OSD cluster) started for this file, or the server TEST_S3_ENDPOINT names. Skipped when
 * neither is available; never run against an emulator.
 */
describe.skipIf(!s3ServerAvailable)('S3 storage against a real S3-compatible server (Ceph RGW)', () => {
  let server: TestS3;
  let storage: S3Storage;
  let env: Record<string, string>;
  const bucket = `market-test-${Date.now()}`;

  beforeAll(async () => {
    server = await startTestS3();
    env = {
      S3_BUCKET: bucket,
      S3_ENDPOINT: server.endpoint,
      S3_REGION: server.region,
      S3_ACCESS_KEY_ID: server.accessKeyId,
      S3_SECRET_ACCESS_KEY: server.secretAccessKey,
    };
    storage = new S3Storage({
      bucket,
      endpoint: server.endpoint,
      region: server.region,
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
      forcePathStyle: true,
    });
    await (await storage.client()).send(new CreateBucketCommand({ Bucket: bucket }));
  }, 360_000);
  afterAll(async () => {
    if (storage) (await storage.client()).destroy();
    await server?.stop();
  }, 60_000);

  storageContract('S3Storage on a real S3-compatible server', () => storage);

  it('checks the bucket at start-up: passes when it exists, names the reason when not', async () => {
    await storage.check();
    const base = {
      endpoint: server.endpoint,
      region: server.region,
      forcePathStyle: true,
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    };
    await expect(new S3Storage({ ...base, bucket: 'no-such-bucket-here' }).check()).rejects.toThrow(
      'the bucket does not exist',
    );
    const wrongSecret = { ...base.credentials, secretAccessKey: 'wrong-secret' };
    await expect(new S3Storage({ ...base, bucket, credentials: wrongSecret }).check()).rejects.toThrow(
      'access denied',
    );
  });

  describe('an app with S3_BUCKET set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env });
    });
    afterAll(async () => t?.close());

    it('keeps an uploaded logo in the bucket (not on disk) and serves it from there', async () => {
      expect(storageFor(t.app.ctx.config)).toBeInstanceOf(S3Storage);
      const v = await signedIn(t.app, 'vendor');
      const image = await sharp({
        create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 120, b: 200 } },
      })
        .png()
        .toBuffer();
      const boundary = `----s3test${Date.now()}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/vendors/profile/logo',
        headers: {
          authorization: `Bearer ${v.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
      expect(res.statusCode).toBe(200);
      const logo = res.json().data.logo as string;
      const key = logo.replace(/^\/uploads\//, '');
      expect(await storage.exists(key)).toBe(true);
      expect(fs.existsSync(path.join(t.app.ctx.config.dataDir, 'uploads', key))).toBe(false);

      const served = await t.app.inject({ method: 'GET', url: logo });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    });

    it("keeps an inquiry's attachment in the bucket and serves it to the inquiry's people only", async () => {
      const w = await inquiryWorld(t.app);
      const png = await pngImage();
      const res = await sendForm(t.app, '/api/inquiries', {
        token: w.customer.token,
        fields: {
          subject: 'Scratched',
          category: 'return_refund',
          message: 'See the photo',
          relatedProduct: w.product.id,
          vendorId: '',
        },
        files: [{ field: 'attachments', filename: 'photo.png', content: png, type: 'image/png' }],
      });
      expect(res.statusCode).toBe(201);
      const url = res.body.data.inquiry.messages[0].attachments[0].url as string;
      const mine = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${w.customer.token}` },
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.rawPayload.equals(png)).toBe(true);
      const theirs = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${w.stranger.token}` },
      });
      expect(theirs.statusCode).toBe(404);
      expect(filesUnder(path.join(t.app.ctx.config.dataDir, 'uploads'))).toEqual([]);
    });

    it('never serves a private key, and the bucket answers no anonymous read', async () => {
      const privateKey = `inquiries/${crypto.randomUUID()}/note.pdf`;
      const publicKey = `media/${crypto.randomUUID()}/display.webp`;
      await storage.put(privateKey, Buffer.from('%PDF-1.4 private'));
      await storage.put(publicKey, Buffer.from('public bytes'));
      expect((await t.app.inject({ method: 'GET', url: `/uploads/${privateKey}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/uploads/${publicKey}` })).body).toBe('public bytes');
      for (const key of [privateKey, publicKey]) {
        const anonymous = await fetch(`${server.endpoint}/${bucket}/${key}`);
        expect(anonymous.status).toBe(403);
      }
      expect(
        (await t.app.inject({ method: 'GET', url: '/uploads/media/missing/display.webp' })).statusCode,
      ).toBe(404);
    });
  });
});
