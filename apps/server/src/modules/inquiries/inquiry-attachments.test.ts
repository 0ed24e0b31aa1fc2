import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/test-app.js';
import { filesUnder, inquiryWorld, pdfFile, pngImage, sendForm } from './testing.js';

const MB = 1024 * 1024;

describe('inquiries: attachments are checked by content and served only to the people of the inquiry', () => {
  const t = useTestApp();
  const uploads = () => path.join(t().app.ctx.config.dataDir, 'uploads');

  const openWithFiles = async (files: Parameters<typeof sendForm>[2]['files']) => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const res = await sendForm(app, '/api/inquiries', {
      token: w.customer.token,
      fields: {
        subject: 'Broken on arrival',
        category: 'return_refund',
        message: 'See the photo',
        relatedProduct: w.product.id,
        vendorId: '',
      },
      files,
    });
    return { app, w, res };
  };

  it('stores an image and a PDF; the customer, the vendor and admins download them, nobody else', async () => {
    const png = await pngImage();
    const { app, w, res } = await openWithFiles([
      { field: 'attachments', filename: 'photo.png', content: png, type: 'image/png' },
      { field: 'attachments', filename: 'invoice.pdf', content: pdfFile(), type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(201);
    const inquiry = res.body.data.inquiry;
    const files = inquiry.messages[0].attachments;
    expect(files.map((f: { filename: string; mimeType: string }) => [f.filename, f.mimeType])).toEqual([
      ['photo.png', 'image/png'],
      ['invoice.pdf', 'application/pdf'],
    ]);
    const url = files[0].url as string;
    expect(url).toBe(`/api/inquiries/${inquiry._id}/attachments/${files[0]._id}`);
    for (const token of [w.customer.token, w.vendor.token, w.admin.token]) {
      const got = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/png');
      expect(got.headers['content-disposition']).toContain('attachment; filename="photo.png"');
      expect(got.headers['cache-control']).toBe('private, no-store');
      expect(got.rawPayload.equals(png)).toBe(true);
    }
    for (const token of [w.other.token, w.stranger.token]) {
      const refused = await call(app, 'GET', url, { token });
      expect(refused.statusCode).toBe(404);
    }
    // Never under the public uploads route, even with the key.
    const keys = filesUnder(uploads()).filter((k) => k.startsWith('inquiries'));
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      const pub = await app.inject({ method: 'GET', url: `/uploads/${key.split(path.sep).join('/')}` });
      expect(pub.statusCode).toBe(404);
    }
    // A vendor reply with a file, read by the customer.
    const reply = await sendForm(app, `/api/vendors/inquiries/${inquiry._id}/reply`, {
      token: w.vendor.token,
      fields: { message: 'Here is the return label' },
      files: [{ field: 'attachments', filename: 'label.pdf', content: pdfFile() }],
    });
    expect(reply.statusCode).toBe(201);
    const label = reply.body.data.message.attachments[0];
    expect((await call(app, 'GET', label.url, { token: w.customer.token })).statusCode).toBe(200);
  });

  it('415 for a .png that is really text or HTML; nothing is stored', async () => {
    const before = filesUnder(uploads());
    const { res } = await openWithFiles([
      {
        field: 'attachments',
        filename: 'photo.png',
        content: Buffer.from('<script>alert(1)</script>'),
        type: 'image/png',
      },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.body.message).toBe('Attachments must be images (JPEG, PNG, GIF, WEBP) or PDF files');
    expect(filesUnder(uploads())).toEqual(before);
  });

  it('413 above 5MB and above 5 files', async () => {
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * MB)]);
    const tooBig = await openWithFiles([{ field: 'attachments', filename: 'big.png', content: big }]);
    expect(tooBig.res.statusCode).toBe(413);
    expect(tooBig.res.body.message).toBe('Each attachment must be smaller than 5MB');
    const png = await pngImage();
    const six = await openWithFiles(
      Array.from({ length: 6 }, (_, i) => ({ field: 'attachments', filename: `p${i}.png`, content: png })),
    );
    expect(six.res.statusCode).toBe(413);
    expect(six.res.body.message).toBe('You can attach up to 5 files to a message');
    const five = await openWithFiles(
      Array.from({ length: 5 }, (_, i) => ({ field: 'attachments', filename: `p${i}.png`, content: png })),
    );
    expect(five.res.statusCode).toBe(201);
  });

  it('a blank multipart message gets the spec message and stores nothing', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const before = filesUnder(uploads());
    const res = await sendForm(app, '/api/inquiries', {
      token: w.customer.token,
      fields: { subject: 'S', category: 'general', message: '   ', relatedProduct: w.product.id },
      files: [{ field: 'attachments', filename: 'p.png', content: await pngImage() }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Please enter a message');
    expect(filesUnder(uploads())).toEqual(before);
  });
});
