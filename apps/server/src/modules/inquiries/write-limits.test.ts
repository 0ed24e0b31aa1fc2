import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiryAttachments, inquiryMessages, inquiryNotes } from '../../db/schema/index.js';
import { call, useTestApp } from '../../test/test-app.js';
import { ask, filesUnder, inquiryWorld, pdfFile, sendForm } from './testing.js';

/** Throttles on repeatable writes and the attachment quota (decision 0037). */
describe('inquiry replies are throttled per account (default: 60 every 10 minutes)', () => {
  const t = useTestApp();

  it('answers the 61st reply of a burst with 429 and Retry-After, storing nothing for it', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const reply = (token: string, n: number) =>
      call(app, 'POST', `/api/inquiries/${q.id}/reply`, { token, body: { message: `Reply ${n}` } });
    for (let n = 1; n <= 60; n++) {
      const res = await reply(w.customer.token, n);
      expect(res.statusCode, `reply ${n}`).toBe(201);
    }
    const refused = await reply(w.customer.token, 61);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many replies: at most 60 every 10 minutes\. Please try again in \d+ seconds\.$/,
      ),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const [row] = await t()
      .database.db.select({ n: sql<number>`count(*)::int` })
      .from(inquiryMessages)
      .where(eq(inquiryMessages.inquiryId, q.id));
    expect(row!.n).toBe(61); // the opening message and 60 replies

    // Per account: the vendor still answers on the same inquiry.
    const vendorReply = await call(app, 'POST', `/api/vendors/inquiries/${q.id}/reply`, {
      token: w.vendor.token,
      body: { message: 'We are on it' },
    });
    expect(vendorReply.statusCode).toBe(201);
  });
});

describe('configured throttles on desk writes', () => {
  const t = useTestApp({ env: { WRITE_THROTTLE_MAX: '2' } });

  it('limits a vendor’s notes and replies to WRITE_THROTTLE_MAX each', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const note = (n: number) =>
      call(app, 'POST', `/api/vendors/inquiries/${q.id}/notes`, {
        token: w.vendor.token,
        body: { note: `Note ${n}` },
      });
    expect((await note(1)).statusCode).toBe(201);
    expect((await note(2)).statusCode).toBe(201);
    const third = await note(3);
    expect(third.statusCode).toBe(429);
    expect(third.body.message).toMatch(/^Too many notes: at most 2 every 10 minutes/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    const notes = await t().database.db.select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, q.id));
    expect(notes.map((n) => n.note).filter((n) => n.startsWith('Note'))).toEqual(['Note 1', 'Note 2']);

    const reply = () =>
      call(app, 'POST', `/api/vendors/inquiries/${q.id}/reply`, {
        token: w.vendor.token,
        body: { message: 'Hi' },
      });
    expect((await reply()).statusCode).toBe(201);
    expect((await reply()).statusCode).toBe(201);
    expect((await reply()).statusCode).toBe(429);
  });
});

describe('the attachment quota per account (ATTACHMENT_QUOTA_MB)', () => {
  const t = useTestApp({ env: { ATTACHMENT_QUOTA_MB: '0.01' } });
  const uploads = () => path.join(t().app.ctx.config.dataDir, 'uploads');

  it('refuses an upload past the account’s attachment quota with 413, storing neither the message nor the files', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const small = { field: 'attachments', filename: 'a.pdf', content: pdfFile(), type: 'application/pdf' };
    const first = await sendForm(app, `/api/inquiries/${q.id}/reply`, {
      token: w.customer.token,
      fields: { message: 'A small file' },
      files: [small],
    });
    expect(first.statusCode).toBe(201);
    const before = filesUnder(uploads());

    // 10,486 bytes of quota, 80 used: one file of 6,080 bytes fits, two do not.
    const big = Buffer.concat([pdfFile(), Buffer.alloc(6000, 0x20)]);
    const file = { field: 'attachments', filename: 'big.pdf', content: big, type: 'application/pdf' };
    const refused = await sendForm(app, `/api/inquiries/${q.id}/reply`, {
      token: w.customer.token,
      fields: { message: 'Two big files' },
      files: [file, { ...file, filename: 'big2.pdf' }],
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect((refused.body as { message: string }).message).toMatch(/^Attachment storage is full: /);
    expect(filesUnder(uploads())).toEqual(before);
    const messages = await t()
      .database.db.select({ message: inquiryMessages.message })
      .from(inquiryMessages)
      .where(eq(inquiryMessages.inquiryId, q.id));
    expect(messages.map((m) => m.message)).not.toContain('Two big files');
    const files = await t()
      .database.db.select({ filename: inquiryAttachments.filename })
      .from(inquiryAttachments)
      .where(eq(inquiryAttachments.inquiryId, q.id));
    expect(files).toEqual([{ filename: 'a.pdf' }]);

    // One of them still fits.
    const one = await sendForm(app, `/api/inquiries/${q.id}/reply`, {
      token: w.customer.token,
      fields: { message: 'One big file' },
      files: [file],
    });
    expect(one.statusCode).toBe(201);
  });
});
