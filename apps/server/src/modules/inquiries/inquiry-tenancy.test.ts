import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/test-app.js';
import { ask, inquiryWorld, pngImage, sendForm } from './testing.js';

describe('inquiries: a vendor reads and changes only its own (404, nothing changed)', () => {
  const t = useTestApp();

  const world = async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const mine = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    const foreign = await ask(app, w.customer.token, { relatedProduct: w.otherProduct.id });
    const desk = await ask(app, w.customer.token, { relatedProduct: w.ownProduct.id });
    return { app, w, mine, foreign, desk };
  };
  const snapshot = async (app: Parameters<typeof call>[0], token: string, id: string) =>
    (await call(app, 'GET', `/api/admin/inquiries/${id}`, { token })).body.data.inquiry;

  it('every vendor route answers 404 for another vendor and for the desk, and changes nothing', async () => {
    const { app, w, foreign, desk } = await world();
    for (const target of [foreign, desk]) {
      const before = await snapshot(app, w.admin.token, target.id);
      const tries = [
        call(app, 'GET', `/api/vendors/inquiries/${target.id}`, { token: w.vendor.token }),
        call(app, 'GET', `/api/vendors/inquiries/${target.number}`, { token: w.vendor.token }),
        call(app, 'POST', `/api/vendors/inquiries/${target.id}/reply`, {
          token: w.vendor.token,
          body: { message: 'hijack' },
        }),
        call(app, 'PUT', `/api/vendors/inquiries/${target.id}/status`, {
          token: w.vendor.token,
          body: { status: 'resolved' },
        }),
        call(app, 'POST', `/api/vendors/inquiries/${target.id}/notes`, {
          token: w.vendor.token,
          body: { note: 'peek' },
        }),
        call(app, 'GET', `/api/inquiries/${target.id}/events`, { token: w.vendor.token }),
      ];
      for (const res of await Promise.all(tries)) expect(res.statusCode).toBe(404);
      const multipart = await sendForm(app, `/api/vendors/inquiries/${target.id}/reply`, {
        token: w.vendor.token,
        fields: { message: 'with a file' },
        files: [{ field: 'attachments', filename: 'a.png', content: await pngImage() }],
      });
      expect(multipart.statusCode).toBe(404);
      expect(await snapshot(app, w.admin.token, target.id)).toEqual(before);
    }
    const list = await call(app, 'GET', '/api/vendors/inquiries', { token: w.vendor.token });
    expect(list.body.data.inquiries).toHaveLength(1);
    const search = await call(app, 'GET', `/api/vendors/inquiries?search=${foreign.number}`, {
      token: w.vendor.token,
    });
    expect(search.body.data.pagination.totalItems).toBe(0);
  });

  it('bulk with one foreign id refuses the whole batch', async () => {
    const { app, w, mine, foreign } = await world();
    const res = await call(app, 'PUT', '/api/vendors/inquiries/bulk', {
      token: w.vendor.token,
      body: { inquiryIds: [mine.id, foreign.id], field: 'priority', value: 'high' },
    });
    expect(res.statusCode).toBe(404);
    const view = await call(app, 'GET', `/api/vendors/inquiries/${mine.id}`, { token: w.vendor.token });
    expect(view.body.data.inquiry.priority).toBe('medium');
    expect((await snapshot(app, w.admin.token, foreign.id)).priority).toBe('medium');
  });

  it("another customer cannot read, reply to, rate or follow someone's inquiry", async () => {
    const { app, w, mine } = await world();
    const tries = await Promise.all([
      call(app, 'GET', `/api/inquiries/${mine.id}`, { token: w.stranger.token }),
      call(app, 'POST', `/api/inquiries/${mine.id}/reply`, {
        token: w.stranger.token,
        body: { message: 'x' },
      }),
      call(app, 'POST', `/api/inquiries/${mine.id}/rating`, { token: w.stranger.token, body: { rating: 1 } }),
      call(app, 'GET', `/api/inquiries/${mine.id}/events`, { token: w.stranger.token }),
    ]);
    for (const res of tries) expect(res.statusCode).toBe(404);
    const list = await call(app, 'GET', '/api/inquiries', { token: w.stranger.token });
    expect(list.body.data.inquiries).toEqual([]);
    expect(list.body.data.pagination).toMatchObject({ totalItems: 0, total: 0, totalPages: 1, pages: 1 });
  });

  it('roles: guests get 401, customers cannot use the vendor desk', async () => {
    const { app, w, mine } = await world();
    expect((await call(app, 'GET', '/api/vendors/inquiries')).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/vendors/inquiries', { token: w.customer.token })).statusCode).toBe(
      403,
    );
    expect((await call(app, 'GET', `/api/inquiries/${mine.id}/attachments/${mine.id}`)).statusCode).toBe(401);
    // Authentication comes before validation: a guest learns nothing about the body rules.
    const guest = await call(app, 'PUT', '/api/vendors/inquiries/bulk', { body: { nonsense: true } });
    expect(guest.statusCode).toBe(401);
  });
});
