import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { useTestApp } from '../../test/test-app.js';
import { fakeMp4, filesUnder, makeImage, productWorld, sendForm } from './testing.js';

describe('vendor products: uploads are checked by content and size, and a refusal stores nothing', () => {
  const t = useTestApp();

  const setup = () => productWorld(t().app);
  const uploadsDir = () => path.join(t().app.ctx.config.dataDir, 'uploads');
  const tmpDir = () => path.join(t().app.ctx.config.dataDir, 'tmp');
  const productCount = async () => (await t().database.db.select({ id: products.id }).from(products)).length;

  const attempt = async (files: Parameters<typeof sendForm>[3]['files']) => {
    const { app, a, main } = await setup();
    const before = filesUnder(uploadsDir());
    const count = await productCount();
    const res = await sendForm(app, 'POST', '/api/vendors/products', {
      token: a.token,
      fields: {
        title: 'Upload test',
        description: 'd',
        price: '1',
        shipping: '0',
        stock: '1',
        mainCategory: main,
      },
      files,
    });
    expect(filesUnder(uploadsDir())).toEqual(before);
    expect(filesUnder(tmpDir())).toEqual([]);
    expect(await productCount()).toBe(count);
    return res;
  };

  it('415 for a .jpg that is really text', async () => {
    const res = await attempt([
      { field: 'images', filename: 'ok.png', content: await makeImage() },
      {
        field: 'images',
        filename: 'photo.jpg',
        content: Buffer.from('not an image at all'),
        type: 'image/jpeg',
      },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.body.message).toBe('Please select a valid image file (JPEG, PNG, GIF, WEBP)');
  });

  it('415 for an image type outside JPEG/PNG/GIF/WEBP (a real TIFF)', async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    const res = await attempt([{ field: 'images', filename: 'a.tif', content: tiff }]);
    expect(res.statusCode).toBe(415);
  });

  it('415 for a PNG signature followed by garbage', async () => {
    const png = await makeImage();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(400, 7)]);
    const res = await attempt([
      { field: 'images', filename: 'good.png', content: await makeImage() },
      { field: 'images', filename: 'broken.png', content: broken },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.body.message).toBe('The image could not be read. Please upload another file.');
  });

  it('413 for an image over 5MB', async () => {
    const png = await makeImage();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await attempt([{ field: 'images', filename: 'big.png', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.body.message).toBe('Each image must be smaller than 5MB');
  });

  it('413 for more than 10 images', async () => {
    const img = await makeImage();
    const res = await attempt(
      Array.from({ length: 11 }, (_, i) => ({ field: 'images', filename: `${i}.png`, content: img })),
    );
    expect(res.statusCode).toBe(413);
    expect(res.body.message).toBe('You can upload up to 10 images');
  });

  it('413 for a video over 50MB and 415 for a video that is not MP4/WebM', async () => {
    const big = await attempt([
      { field: 'video', filename: 'v.mp4', content: fakeMp4(50 * 1024 * 1024 + 10) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.body.message).toBe('The video must be smaller than 50MB');
    const notVideo = await attempt([{ field: 'video', filename: 'v.mp4', content: await makeImage() }]);
    expect(notVideo.statusCode).toBe(415);
    expect(notVideo.body.message).toBe('Please select a valid video file (MP4 or WebM)');
  });

  it('400 for an unexpected file field', async () => {
    const res = await attempt([{ field: 'avatar', filename: 'a.png', content: await makeImage() }]);
    expect(res.statusCode).toBe(400);
  });
});
