import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/test-app.js';
import { ask, inquiryWorld } from './testing.js';

// Races need real connections: PGlite has one, so this runs on PostgreSQL only (TEST_DATABASE_URL).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('inquiries under concurrency (PostgreSQL)', () => {
  const t = useTestApp();

  it('20 simultaneous inquiries of one customer open exactly 10 (the hourly limit holds)', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(app, 'POST', '/api/inquiries', {
          token: w.customer.token,
          body: { subject: `Race ${i}`, category: 'general', message: 'Hello', relatedProduct: w.product.id },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    const list = await call(app, 'GET', '/api/inquiries?limit=50', { token: w.customer.token });
    expect(list.body.data.pagination.totalItems).toBe(10);
  });

  it('simultaneous ratings of a resolved inquiry keep the first only', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.stranger.token, { relatedProduct: w.product.id });
    await call(app, 'PUT', `/api/vendors/inquiries/${q.id}/status`, {
      token: w.vendor.token,
      body: { status: 'resolved' },
    });
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) =>
        call(app, 'POST', `/api/inquiries/${q.id}/rating`, { token: w.stranger.token, body: { rating } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
  });

  it('simultaneous replies keep the message count exact', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.stranger.token, { relatedProduct: w.product.id });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(app, 'POST', `/api/vendors/inquiries/${q.id}/reply`, {
          token: w.vendor.token,
          body: { message: `R${i}` },
        }),
      ),
    );
    const view = await call(app, 'GET', `/api/inquiries/${q.id}`, { token: w.stranger.token });
    expect(view.body.data.inquiry.messageCount).toBe(11);
    expect(view.body.data.inquiry.messages).toHaveLength(11);
  });
});
