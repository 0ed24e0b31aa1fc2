import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { vendors } from '../../db/schema/index.js';
import { signedIn } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';

function multipart(field: string, filename: string, contentType: string, body: Buffer) {
  const boundary = `----test${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

function uploadedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads', 'logos');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true })
    .map(String)
    .filter((f) => f.includes('.'));
}

describe('vendor logo upload', () => {
  const t = useTestApp();

  it('stores a real image, keeps the original and serves a WebP logo', async () => {
    const v = await signedIn(t().app, 'vendor');
    const body = multipart('logo', 'logo.png', 'image/png', await png());
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/vendors/profile/logo',
      headers: { authorization: `Bearer ${v.token}`, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const logo = res.json().data.logo as string;
    expect(logo).toMatch(/^\/uploads\/logos\/.+\/logo\.webp$/);
    const served = await t().app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    const [row] = await t().database.db.select().from(vendors).where(eq(vendors.id, v.vendorId!)).limit(1);
    expect(row!.logo).toBe(logo);
  });

  it('refuses a fake image (415) and an oversized one (413), storing nothing', async () => {
    const v = await signedIn(t().app, 'vendor');
    const before = uploadedFiles(t().app.ctx.config.dataDir).length;
    const fake = multipart(
      'logo',
      'logo.jpg',
      'image/jpeg',
      Buffer.from('this is not an image at all, just text'),
    );
    const bad = await t().app.inject({
      method: 'POST',
      url: '/api/vendors/profile/logo',
      headers: { authorization: `Bearer ${v.token}`, ...fake.headers },
      payload: fake.payload,
    });
    expect(bad.statusCode).toBe(415);
    expect(bad.json().message).toBe('Please select a valid image file (JPEG, PNG, GIF, WEBP)');
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const huge = multipart('logo', 'logo.png', 'image/png', big);
    const tooLarge = await t().app.inject({
      method: 'POST',
      url: '/api/vendors/profile/logo',
      headers: { authorization: `Bearer ${v.token}`, ...huge.headers },
      payload: huge.payload,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Logo file size must be less than 5MB');
    expect(uploadedFiles(t().app.ctx.config.dataDir).length).toBe(before);
    const [row] = await t().database.db.select().from(vendors).where(eq(vendors.id, v.vendorId!)).limit(1);
    expect(row!.logo).toBeNull();
  });

  it('needs a vendor session', async () => {
    const c = await signedIn(t().app, 'customer');
    const body = multipart('logo', 'logo.png', 'image/png', await png());
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/vendors/profile/logo',
      headers: { authorization: `Bearer ${c.token}`, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(403);
  });
});
