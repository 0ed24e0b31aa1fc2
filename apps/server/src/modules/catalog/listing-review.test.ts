import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { orderBody } from '../../test/catalog-fixtures.js';
import { lastEmailTo } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { apiProduct, productWorld, storefrontPage } from './testing.js';

/** Issue 35 item 6, decision 0044: vendors' new and changed listings wait for an admin. */
describe('listing review', () => {
  const t = useTestApp();

  const setup = async (reviewListings = true) => {
    const w = await productWorld(t().app);
    const res = await call(w.app, 'PUT', '/api/admin/settings', {
      token: w.admin.token,
      body: { reviewListings },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.reviewListings).toBe(reviewListings);
    return w;
  };
  type World = Awaited<ReturnType<typeof setup>>;
  /** The queue as the admin reads it, within this test's products (the file shares one database). */
  const queue = async (w: World, query = '') => {
    const scoped = `${query ? `${query}&` : '?'}search=${w.stamp}`;
    const res = await call(w.app, 'GET', `/api/admin/listing-review${scoped}`, { token: w.admin.token });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const onStorefront = async (w: World, id: string) => {
    const page = await call(w.app, 'GET', `/api/products/${id}`);
    const list = await storefrontPage(w.app, `search=${encodeURIComponent(w.stamp)}&limit=50`);
    return { page: page.statusCode, listed: list.ids.includes(id) };
  };
  const visibleTitle = (w: World, title: string) =>
    storefrontPage(w.app, `search=${encodeURIComponent(title)}`).then((p) => p.total);

  it('is off by default: a new product goes live at once, as before', async () => {
    const w = await productWorld(t().app);
    const settings = await call(w.app, 'GET', '/api/admin/settings', { token: w.admin.token });
    expect(settings.body.data.reviewListings).toBe(false);
    const p = await apiProduct(w.app, w.a.token, { title: `Lamp ${w.stamp}`, mainCategory: w.main });
    expect(p.review).toBeNull();
    expect((await call(w.app, 'GET', `/api/products/${p._id}`)).statusCode).toBe(200);
    expect((await queue(w)).products).toEqual([]);
  });

  it('hides a new product until an admin approves it; the vendor sees it waiting and is e-mailed', async () => {
    const w = await setup();
    const p = await apiProduct(w.app, w.a.token, { title: `Lamp ${w.stamp}`, mainCategory: w.main });
    expect(p.review).toMatchObject({ state: 'pending', reason: null });
    expect(p.status).toBe('active');
    expect(await onStorefront(w, p._id)).toEqual({ page: 404, listed: false });
    // Nor can it be bought.
    const body = await orderBody(w.app, [{ productId: p._id, quantity: 1, price: 10 }]);
    expect((await call(w.app, 'POST', '/api/orders', { body })).statusCode).toBeGreaterThanOrEqual(400);
    const mine = await call(w.app, 'GET', '/api/vendors/products', { token: w.a.token });
    expect(mine.body.data.products[0].review).toMatchObject({ state: 'pending' });

    const q = await queue(w);
    expect(q.products.map((r: { _id: string }) => r._id)).toEqual([p._id]);
    expect(q.products[0].vendor).toMatchObject({ businessName: 'Alpha Goods' });
    expect(q.pagination).toMatchObject({ totalItems: 1, currentPage: 1 });

    const ok = await call(w.app, 'POST', `/api/admin/listing-review/${p._id}/approve`, {
      token: w.admin.token,
      body: {},
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.message).toBe(
      'Listing approved: it is on the storefront now (when its status is Active).',
    );
    expect(await onStorefront(w, p._id)).toEqual({ page: 200, listed: true });
    expect((await queue(w)).products).toEqual([]);
    const mail = await lastEmailTo(w.app, w.a.email);
    expect(mail?.subject).toBe(`Your listing was approved: Lamp ${w.stamp}`);
    const audit = await w.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'approveListing'), eq(auditLog.subjectId, p._id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: w.admin.id, vendorId: w.a.vendorId });
    // Deciding twice is refused.
    const again = await call(w.app, 'POST', `/api/admin/listing-review/${p._id}/approve`, {
      token: w.admin.token,
    });
    expect(again.statusCode).toBe(409);
  });

  it('a change to a live listing hides it again until approved; price and stock changes do not', async () => {
    const w = await setup(false);
    const p = await apiProduct(w.app, w.a.token, { title: `Chair ${w.stamp}`, mainCategory: w.main });
    await call(w.app, 'PUT', '/api/admin/settings', { token: w.admin.token, body: { reviewListings: true } });
    const price = await call(w.app, 'PUT', `/api/vendors/products/${p._id}`, {
      token: w.a.token,
      body: { price: 12, title: `Chair ${w.stamp}` },
    });
    expect(price.body.data.review).toBeNull();
    expect(await onStorefront(w, p._id)).toEqual({ page: 200, listed: true });
    const renamed = await call(w.app, 'PUT', `/api/vendors/products/${p._id}`, {
      token: w.a.token,
      body: { title: `Oak Chair ${w.stamp}` },
    });
    expect(renamed.body.data.review).toMatchObject({ state: 'pending' });
    expect(renamed.body.message).toBe(
      'Product saved and sent for review. Buyers will see it once an admin approves it.',
    );
    expect(price.body.message).toBe('Product updated successfully! Redirecting...');
    expect(await onStorefront(w, p._id)).toEqual({ page: 404, listed: false });
    expect(await visibleTitle(w, `Chair ${w.stamp}`)).toBe(0);
  });

  it('rejects with a reason (3-500 characters) the vendor sees; the vendor’s next save resubmits', async () => {
    const w = await setup();
    const p = await apiProduct(w.app, w.a.token, { title: `Vase ${w.stamp}`, mainCategory: w.main });
    const reject = (reason: unknown) =>
      call(w.app, 'POST', `/api/admin/listing-review/${p._id}/reject`, {
        token: w.admin.token,
        body: { reason },
      });
    const short = await reject('no');
    expect(short.statusCode).toBe(400);
    expect(short.body.details).toEqual([
      { path: 'reason', message: 'The reason must be at least 3 characters' },
    ]);
    expect((await reject('x'.repeat(501))).statusCode).toBe(400);
    const res = await reject('Show the vase itself, not a stock photo');
    expect(res.statusCode).toBe(200);
    const seen = await call(w.app, 'GET', `/api/vendors/products/${p._id}`, { token: w.a.token });
    expect(seen.body.data.review).toMatchObject({
      state: 'rejected',
      reason: 'Show the vase itself, not a stock photo',
    });
    const list = await call(w.app, 'GET', '/api/vendors/products', { token: w.a.token });
    expect(list.body.data.products[0].review.reason).toBe('Show the vase itself, not a stock photo');
    expect(await onStorefront(w, p._id)).toEqual({ page: 404, listed: false });
    expect((await lastEmailTo(w.app, w.a.email))?.text).toContain(
      'Reason: Show the vase itself, not a stock photo',
    );
    expect((await queue(w, '?state=rejected')).products.map((r: { _id: string }) => r._id)).toEqual([p._id]);
    expect((await queue(w)).products).toEqual([]);

    // Any save of a rejected product resubmits it, even with review turned off meanwhile.
    await call(w.app, 'PUT', '/api/admin/settings', {
      token: w.admin.token,
      body: { reviewListings: false },
    });
    const edit = await call(w.app, 'PUT', `/api/vendors/products/${p._id}`, {
      token: w.a.token,
      body: { price: 11 },
    });
    expect(edit.body.data.review).toMatchObject({ state: 'pending', reason: null });
    expect((await queue(w)).products.map((r: { _id: string }) => r._id)).toEqual([p._id]);
  });

  it('only admins decide: a vendor cannot approve its own listing; other vendors never see it', async () => {
    const w = await setup();
    const p = await apiProduct(w.app, w.a.token, { title: `Rug ${w.stamp}`, mainCategory: w.main });
    for (const token of [w.a.token, w.b.token]) {
      const res = await call(w.app, 'POST', `/api/admin/listing-review/${p._id}/approve`, { token });
      expect(res.statusCode).toBe(403);
      expect((await call(w.app, 'GET', '/api/admin/listing-review', { token })).statusCode).toBe(403);
    }
    const foreign = await call(w.app, 'GET', `/api/vendors/products/${p._id}`, { token: w.b.token });
    expect(foreign.statusCode).toBe(404);
    expect(await onStorefront(w, p._id)).toEqual({ page: 404, listed: false });
    const unknown = await call(
      w.app,
      'POST',
      '/api/admin/listing-review/01900000-0000-7000-8000-000000000000/approve',
      {
        token: w.admin.token,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('filters the queue by vendor and search and pages it, oldest submission first', async () => {
    const w = await setup();
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      ids.push(
        (await apiProduct(w.app, w.a.token, { title: `Mug ${n} ${w.stamp}`, mainCategory: w.main }))._id,
      );
      t().clock.advance(60_000);
    }
    const beta = await apiProduct(w.app, w.b.token, { title: `Bowl ${w.stamp}`, mainCategory: w.main });
    const page1 = await queue(w, '?limit=2');
    expect(page1.products.map((r: { _id: string }) => r._id)).toEqual(ids.slice(0, 2));
    expect(page1.pagination).toMatchObject({ totalItems: 4, totalPages: 2, hasNextPage: true });
    const byVendor = await queue(w, `?vendor=${w.b.vendorId}`);
    expect(byVendor.products.map((r: { _id: string }) => r._id)).toEqual([beta._id]);
    const search = await call(w.app, 'GET', `/api/admin/listing-review?search=mug%202%20${w.stamp}`, {
      token: w.admin.token,
    });
    expect(search.body.data.products.map((r: { _id: string }) => r._id)).toEqual([ids[1]]);
    expect(
      (await call(w.app, 'GET', '/api/admin/listing-review?state=nope', { token: w.admin.token })).statusCode,
    ).toBe(400);
  });
});
