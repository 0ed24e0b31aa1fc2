import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiries } from '../../db/schema/index.js';
import { call, useTestApp } from '../../test/test-app.js';
import { ask, inquiryWorld } from './testing.js';

const MIN = 60_000;

describe('inquiries: the vendor desk list, stats and bulk actions', () => {
  const t = useTestApp();

  it('stats match hand-computed values; N/A (null) when there is nothing to average', async () => {
    const { app, clock } = t();
    const w = await inquiryWorld(app);
    const empty = await call(app, 'GET', '/api/vendors/inquiries/stats', { token: w.vendor.token });
    expect(empty.body.data.overview).toEqual({
      totalInquiries: 0,
      openInquiries: 0,
      avgResponseTime: null,
      avgRating: null,
    });
    // A: answered after 30 min; B: answered after 90 min; C: never answered.
    const a = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    clock.advance(30 * MIN);
    await call(app, 'POST', `/api/vendors/inquiries/${a.id}/reply`, {
      token: w.vendor.token,
      body: { message: 'A1' },
    });
    const b = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    clock.advance(90 * MIN);
    await call(app, 'POST', `/api/vendors/inquiries/${b.id}/reply`, {
      token: w.vendor.token,
      body: { message: 'B1' },
    });
    // A second reply does not change B's first response time.
    clock.advance(500 * MIN);
    await call(app, 'POST', `/api/vendors/inquiries/${b.id}/reply`, {
      token: w.vendor.token,
      body: { message: 'B2' },
    });
    await ask(app, w.customer.token, { relatedProduct: w.product.id });
    // Another vendor's inquiry counts nowhere here.
    await ask(app, w.customer.token, { relatedProduct: w.otherProduct.id });

    for (const [id, rating] of [
      [a.id, 5],
      [b.id, 4],
    ] as const) {
      await call(app, 'PUT', `/api/vendors/inquiries/${id}/status`, {
        token: w.vendor.token,
        body: { status: 'resolved' },
      });
      await call(app, 'POST', `/api/inquiries/${id}/rating`, { token: w.customer.token, body: { rating } });
    }
    const stats = await call(app, 'GET', '/api/vendors/inquiries/stats', { token: w.vendor.token });
    // (30 + 90) / 2 = 60 minutes; (5 + 4) / 2 = 4.5; open = the unanswered one.
    expect(stats.body.data.overview).toEqual({
      totalInquiries: 3,
      openInquiries: 1,
      avgResponseTime: 60,
      avgRating: 4.5,
    });
  });

  it('lists with filters, search over number, subject, customer and message text, the five sorts and pages', async () => {
    const { app, clock } = t();
    const w = await inquiryWorld(app);
    const a = await ask(app, w.customer.token, {
      relatedProduct: w.product.id,
      subject: 'Kettle lid',
      category: 'product_inquiry',
      message: 'The lid wobbles',
    });
    clock.advance(MIN);
    const b = await ask(app, w.stranger.token, {
      relatedProduct: w.product.id,
      subject: 'Parcel late',
      category: 'shipping',
      message: 'Where is my parcel?',
    });
    clock.advance(MIN);
    const c = await ask(app, w.customer.token, {
      relatedProduct: w.product.id,
      subject: 'Refund',
      category: 'return_refund',
      message: 'I want my money back',
    });
    clock.advance(MIN);
    // Activity on A makes it the latest.
    await call(app, 'POST', `/api/inquiries/${a.id}/reply`, {
      token: w.customer.token,
      body: { message: 'Zebra stripes' },
    });
    await call(app, 'PUT', '/api/vendors/inquiries/bulk', {
      token: w.vendor.token,
      body: { inquiryIds: [b.id], field: 'priority', value: 'urgent' },
    });
    await call(app, 'PUT', `/api/vendors/inquiries/${c.id}/status`, {
      token: w.vendor.token,
      body: { status: 'resolved' },
    });

    const ids = async (query: string) => {
      const res = await call(app, 'GET', `/api/vendors/inquiries${query}`, { token: w.vendor.token });
      expect(res.statusCode).toBe(200);
      return res.body.data.inquiries.map((i: { _id: string }) => i._id);
    };
    expect(await ids('')).toEqual([c.id, b.id, a.id]);
    expect(await ids('?sortBy=createdAt&sortOrder=desc')).toEqual([c.id, b.id, a.id]);
    expect(await ids('?sortBy=createdAt&sortOrder=asc')).toEqual([a.id, b.id, c.id]);
    expect((await ids('?sortBy=priority&sortOrder=desc'))[0]).toBe(b.id);
    // open (A and B, same last activity, then by id) before resolved (C).
    expect(await ids('?sortBy=status&sortOrder=asc')).toEqual([a.id, b.id, c.id]);
    expect(await ids('?status=resolved')).toEqual([c.id]);
    expect(await ids('?priority=urgent')).toEqual([b.id]);
    expect(await ids('?category=shipping')).toEqual([b.id]);
    expect(await ids('?search=zebra')).toEqual([a.id]);
    expect(await ids('?search=PARCEL')).toEqual([b.id]);
    expect(await ids(`?search=${c.number.toLowerCase()}`)).toEqual([c.id]);
    expect(await ids(`?search=${encodeURIComponent('Stan Stranger')}`)).toEqual([b.id]);
    expect(await ids('?search=100%25')).toEqual([]);
    expect(await ids('?status=&priority=all&category=')).toHaveLength(3);
    const page = await call(app, 'GET', '/api/vendors/inquiries?limit=2&page=2', { token: w.vendor.token });
    expect(page.body.data.pagination).toMatchObject({
      currentPage: 2,
      pageSize: 2,
      totalItems: 3,
      totalPages: 2,
      // The spec's names (spec 001 section 7, Inquiries list: pagination (total, pages)).
      total: 3,
      pages: 2,
    });
    expect(page.body.data.inquiries).toHaveLength(1);
    const bad = await call(app, 'GET', '/api/vendors/inquiries?sortBy=drop%20table', {
      token: w.vendor.token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a search finds a substring of any message, sorted and paged, with the right total and only its vendor', async () => {
    const { app, clock } = t();
    const w = await inquiryWorld(app);
    const asked = [];
    for (const [i, message] of [
      'An Xylophone arrived',
      'Nothing here',
      'the XYLOPHONE keys stick',
      'Quiet',
    ].entries()) {
      clock.advance(61 * MIN);
      asked.push(
        await ask(app, i % 2 ? w.stranger.token : w.customer.token, {
          relatedProduct: w.product.id,
          subject: `Question ${i}`,
          message,
        }),
      );
    }
    const [a, b, c, d] = asked as [
      (typeof asked)[0],
      (typeof asked)[0],
      (typeof asked)[0],
      (typeof asked)[0],
    ];
    // Only a later message of D holds the word, mid-word; another vendor's inquiry holds it too.
    clock.advance(MIN);
    await call(app, 'POST', `/api/inquiries/${d.id}/reply`, {
      token: w.stranger.token,
      body: { message: 'Now a bassxylophonist writes' },
    });
    await ask(app, w.customer.token, { relatedProduct: w.otherProduct.id, message: 'xylophone elsewhere' });
    await call(app, 'PUT', '/api/vendors/inquiries/bulk', {
      token: w.vendor.token,
      body: { inquiryIds: [c.id], field: 'priority', value: 'urgent' },
    });

    const list = async (query: string) => {
      const res = await call(app, 'GET', `/api/vendors/inquiries${query}`, { token: w.vendor.token });
      expect(res.statusCode).toBe(200);
      return {
        ids: res.body.data.inquiries.map((i: { _id: string }) => i._id),
        total: res.body.data.pagination.total,
        pages: res.body.data.pagination.pages,
      };
    };
    const oldest = '&sortBy=createdAt&sortOrder=asc';
    expect(await list(`?search=ylophon${oldest}&limit=2`)).toEqual({ ids: [a.id, c.id], total: 3, pages: 2 });
    expect(await list(`?search=ylophon${oldest}&limit=2&page=2`)).toEqual({
      ids: [d.id],
      total: 3,
      pages: 2,
    });
    // A page past the end still carries the total.
    expect((await list(`?search=ylophon${oldest}&limit=2&page=5`)).total).toBe(3);
    // Latest activity first (D's reply), urgent first, a filter beside the search.
    expect((await list('?search=xylophon')).ids).toEqual([d.id, c.id, a.id]);
    expect((await list('?search=xylophon&sortBy=priority&sortOrder=desc')).ids[0]).toBe(c.id);
    expect(await list('?search=xylophon&priority=urgent')).toEqual({ ids: [c.id], total: 1, pages: 1 });
    // A term shorter than a trigram still searches by substring.
    expect((await list(`?search=xy${oldest}`)).ids).toEqual([a.id, c.id, d.id]);
    expect((await list('?search=nothing')).ids).toEqual([b.id]);
  });

  it('bulk actions: the spec messages, and the count updated', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const a = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const b = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const bulk = (body: unknown) =>
      call(app, 'PUT', '/api/vendors/inquiries/bulk', { token: w.vendor.token, body });
    const none = await bulk({ inquiryIds: [], field: 'status', value: 'resolved' });
    expect(none.statusCode).toBe(400);
    expect(none.body.details[0].message).toBe('Please select inquiries and an action');
    const invalid = await bulk({ inquiryIds: [a.id], field: 'status', value: 'closed' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body.details[0].message).toBe('Invalid action selected');
    const wrongField = await bulk({ inquiryIds: [a.id], field: 'subject', value: 'x' });
    expect(wrongField.body.details[0].message).toBe('Invalid action selected');
    const ok = await bulk({ inquiryIds: [a.id, b.id], field: 'priority', value: 'high' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toMatchObject({
      data: { modifiedCount: 2 },
      message: '2 inquiries updated successfully',
    });
    const res = await bulk({ inquiryIds: [a.id, b.id, a.id], field: 'status', value: 'in_progress' });
    expect(res.body.data.modifiedCount).toBe(2);
    const rows = await app.ctx.db
      .select({ p: inquiries.priority, s: inquiries.status, r: inquiries.priorityRank })
      .from(inquiries)
      .where(inArray(inquiries.id, [a.id, b.id]));
    expect(rows).toEqual([
      { p: 'high', s: 'in_progress', r: 3 },
      { p: 'high', s: 'in_progress', r: 3 },
    ]);
  });
});
