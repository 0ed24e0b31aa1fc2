import { MODERATION_MESSAGES } from '@market/domain';
import { describe, expect, it } from 'vitest';
import { lastEmailTo, signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { apiProduct, productWorld, sendForm } from './testing.js';

const base = '/api/admin/moderation/products';

describe('catalogue moderation (admin)', () => {
  const t = useTestApp();

  async function world() {
    const w = await productWorld(t().app);
    const admin = await signedIn(t().app, 'admin', { name: 'Mona Moderator' });
    const lamp = await apiProduct(w.app, w.a.token, {
      title: 'Alpha Lamp',
      sku: 'ALP-1',
      mainCategory: w.main,
    });
    const chair = await apiProduct(w.app, w.a.token, {
      title: 'Alpha Chair',
      mainCategory: w.other,
      stock: '0',
    });
    const vase = await apiProduct(w.app, w.b.token, {
      title: 'Beta Vase',
      sku: 'BV-9',
      mainCategory: w.main,
    });
    const own = await apiProduct(
      w.app,
      w.admin.token,
      { title: 'House Tea', mainCategory: w.main },
      { admin: true },
    );
    return { ...w, moderator: admin, lamp, chair, vase, own };
  }

  const ids = (res: { body: any }) => res.body.data.products.map((p: any) => p._id as string);

  it('lists every owner’s products with vendor, status, category, stock and text filters', async () => {
    const w = await world();
    const token = w.moderator.token;
    const all = await call(w.app, 'GET', `${base}?limit=100`, { token });
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual(expect.arrayContaining([w.lamp._id, w.chair._id, w.vase._id, w.own._id]));
    const lampRow = all.body.data.products.find((p: any) => p._id === w.lamp._id);
    expect(lampRow).toMatchObject({
      vendor: { _id: w.a.vendorId, businessName: 'Alpha Goods' },
      moderation: null,
    });
    expect(all.body.data.products.find((p: any) => p._id === w.own._id).vendor).toBeNull();

    const ofAlpha = await call(w.app, 'GET', `${base}?vendor=${w.a.vendorId}&sort=name`, { token });
    expect(ids(ofAlpha)).toEqual([w.chair._id, w.lamp._id]);
    expect(ofAlpha.body.data.pagination.totalItems).toBe(2);
    expect(ids(await call(w.app, 'GET', `${base}?vendor=marketplace&limit=100`, { token }))).toEqual(
      expect.arrayContaining([w.own._id]),
    );
    expect(ids(await call(w.app, 'GET', `${base}?vendor=marketplace&limit=100`, { token }))).not.toContain(
      w.lamp._id,
    );
    expect(ids(await call(w.app, 'GET', `${base}?category=${w.other}`, { token }))).toEqual([w.chair._id]);
    expect(
      ids(await call(w.app, 'GET', `${base}?stockStatus=out-of-stock&vendor=${w.a.vendorId}`, { token })),
    ).toEqual([w.chair._id]);
    expect(ids(await call(w.app, 'GET', `${base}?search=bv-9`, { token }))).toEqual([w.vase._id]);
    expect(ids(await call(w.app, 'GET', `${base}?search=alpha%20lamp`, { token }))).toEqual([w.lamp._id]);
    const paged = await call(w.app, 'GET', `${base}?vendor=${w.a.vendorId}&limit=1&page=2&sort=name`, {
      token,
    });
    expect(ids(paged)).toEqual([w.lamp._id]);
    expect(paged.body.data.pagination).toMatchObject({ totalItems: 2, totalPages: 2, hasPrevPage: true });

    for (const bad of [
      'vendor=nope',
      'status=banned',
      'stockStatus=some',
      'limit=101',
      `search=${'x'.repeat(201)}`,
      'extra=1',
    ]) {
      const res = await call(w.app, 'GET', `${base}?${bad}`, { token });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('deactivates with a reason: off the storefront, reason on My Products, e-mail, history', async () => {
    const w = await world();
    const token = w.moderator.token;
    // Warm the storefront caches first: the product must still disappear at once.
    expect(ids(await call(w.app, 'GET', '/api/products?limit=60'))).toContain(w.lamp._id);
    expect((await call(w.app, 'GET', `/api/products/${w.lamp._id}`)).statusCode).toBe(200);

    // The reason is required, trimmed and limited; the field is named.
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 'ok', extra: 1 }]) {
      const res = await call(w.app, 'POST', `${base}/${w.lamp._id}/deactivate`, { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if ('extra' in body) continue;
      expect(res.body.details.map((d: any) => d.path)).toContain('reason');
    }
    const unchanged = await call(w.app, 'GET', `${base}/${w.lamp._id}`, { token });
    expect(unchanged.body.data.product).toMatchObject({ status: 'active', moderation: null });

    const reason = 'The photos show a different lamp than the description.';
    const done = await call(w.app, 'POST', `${base}/${w.lamp._id}/deactivate`, { token, body: { reason } });
    expect(done.statusCode, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe(MODERATION_MESSAGES.deactivated);
    expect(done.body.data.product).toMatchObject({ status: 'inactive', moderation: { reason } });
    expect(done.body.data.history).toEqual([
      expect.objectContaining({ action: 'deactivate', reason, adminName: 'Mona Moderator' }),
    ]);
    expect(new Date(done.body.data.history[0].at).getTime()).toBe(t().clock.now().getTime());

    // Gone from the storefront list and page.
    expect(ids(await call(w.app, 'GET', '/api/products?limit=60'))).not.toContain(w.lamp._id);
    expect((await call(w.app, 'GET', `/api/products/${w.lamp._id}`)).statusCode).toBe(404);

    // The vendor sees the reason on My Products and in the product form.
    const mine = await call(w.app, 'GET', '/api/vendors/products', { token: w.a.token });
    expect(mine.body.data.products.find((p: any) => p._id === w.lamp._id)).toMatchObject({
      status: 'inactive',
      moderation: { reason },
    });
    const one = await call(w.app, 'GET', `/api/vendors/products/${w.lamp._id}`, { token: w.a.token });
    expect(one.body.data.moderation).toMatchObject({ reason });

    // The e-mail went to the vendor through the outbox.
    const mail = await lastEmailTo(w.app, w.a.email);
    expect(mail?.subject).toBe('Your product was deactivated: Alpha Lamp');
    expect(mail?.text).toContain(`Reason: ${reason}`);

    // Listed as moderated, with the admin's name.
    const held = await call(w.app, 'GET', `${base}?status=moderated`, { token });
    expect(ids(held)).toEqual([w.lamp._id]);
    expect(held.body.data.products[0].moderation).toMatchObject({ reason, by: 'Mona Moderator' });

    // Twice is a conflict; the marketplace's own products are edited, not moderated; unknown is 404.
    expect(
      (await call(w.app, 'POST', `${base}/${w.lamp._id}/deactivate`, { token, body: { reason } })).statusCode,
    ).toBe(409);
    const ownRes = await call(w.app, 'POST', `${base}/${w.own._id}/deactivate`, { token, body: { reason } });
    expect(ownRes.statusCode).toBe(409);
    expect(ownRes.body.message).toBe(MODERATION_MESSAGES.marketplaceProduct);
    const unknown = '0190a0a0-0000-7000-8000-000000000000';
    expect(
      (await call(w.app, 'POST', `${base}/${unknown}/deactivate`, { token, body: { reason } })).statusCode,
    ).toBe(404);
    // A malformed id is an unknown id (issue 16: 404, like every id route).
    expect((await call(w.app, 'GET', `${base}/not-an-id`, { token })).statusCode).toBe(404);
    expect((await call(w.app, 'POST', `${base}/${w.vase._id}/clear`, { token, body: {} })).statusCode).toBe(
      409,
    );
  });

  it('keeps the vendor from reactivating by every path until an admin clears it', async () => {
    const w = await world();
    const reason = 'Counterfeit brand name';
    await call(w.app, 'POST', `${base}/${w.lamp._id}/deactivate`, {
      token: w.moderator.token,
      body: { reason },
    });
    const vendor = w.a.token;

    // The form (JSON and multipart), with any status but inactive.
    for (const status of ['active', 'draft']) {
      const json = await call(w.app, 'PUT', `/api/vendors/products/${w.lamp._id}`, {
        token: vendor,
        body: { status, title: 'Renamed' },
      });
      expect(json.statusCode).toBe(409);
      expect(json.body).toMatchObject({ code: 'PRODUCT_MODERATED', message: MODERATION_MESSAGES.locked });
      expect(json.body.details).toEqual([{ path: 'status', message: MODERATION_MESSAGES.locked }]);
    }
    const form = await sendForm(w.app, 'PUT', `/api/vendors/products/${w.lamp._id}`, {
      token: vendor,
      fields: { status: 'active' },
    });
    expect(form.statusCode).toBe(409);
    // Bulk status, alone or with other products.
    for (const productIds of [[w.lamp._id], [w.chair._id, w.lamp._id]]) {
      const bulk = await call(w.app, 'POST', '/api/vendors/products/bulk/update', {
        token: vendor,
        body: { productIds, fields: { status: 'active' } },
      });
      expect(bulk.statusCode).toBe(409);
      expect(bulk.body.message).toBe(MODERATION_MESSAGES.locked);
    }
    // An admin impersonating the vendor is the vendor there: same refusal, and no admin route.
    const imp = await call(w.app, 'POST', `/api/admin/vendors/${w.a.vendorId}/impersonate`, {
      token: w.moderator.token,
    });
    const impToken = imp.body.data.token as string;
    expect(
      (
        await call(w.app, 'PUT', `/api/vendors/products/${w.lamp._id}`, {
          token: impToken,
          body: { status: 'active' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call(w.app, 'POST', `${base}/${w.lamp._id}/clear`, { token: impToken, body: {} })).statusCode,
    ).toBe(403);
    // Nothing changed by the refusals.
    const still = await call(w.app, 'GET', `/api/vendors/products/${w.lamp._id}`, { token: vendor });
    expect(still.body.data).toMatchObject({
      status: 'inactive',
      title: 'Alpha Lamp',
      moderation: { reason },
    });
    const chair = await call(w.app, 'GET', `/api/vendors/products/${w.chair._id}`, { token: vendor });
    expect(chair.body.data.status).toBe('active');

    // Other edits stay the vendor's: a fix to the description, status inactive kept.
    const fix = await call(w.app, 'PUT', `/api/vendors/products/${w.lamp._id}`, {
      token: vendor,
      body: { description: 'Genuine, unbranded lamp.', status: 'inactive' },
    });
    expect(fix.statusCode).toBe(200);
    expect(
      (
        await call(w.app, 'POST', '/api/vendors/products/bulk/prices', {
          token: vendor,
          body: { productIds: [w.lamp._id], type: 'fixed', value: 1, operation: 'increase' },
        })
      ).statusCode,
    ).toBe(200);

    // Cleared: the product stays inactive, and the vendor may reactivate it.
    const cleared = await call(w.app, 'POST', `${base}/${w.lamp._id}/clear`, {
      token: w.moderator.token,
      body: { note: 'Checked the new description.' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.body.data.product).toMatchObject({ status: 'inactive', moderation: null });
    expect(cleared.body.data.history.map((e: any) => [e.action, e.reason, e.adminName])).toEqual([
      ['clear', 'Checked the new description.', 'Mona Moderator'],
      ['deactivate', reason, 'Mona Moderator'],
    ]);
    expect((await lastEmailTo(w.app, w.a.email))?.subject).toBe('Moderation cleared: Alpha Lamp');
    const back = await call(w.app, 'POST', '/api/vendors/products/bulk/update', {
      token: vendor,
      body: { productIds: [w.lamp._id], fields: { status: 'active' } },
    });
    expect(back.statusCode).toBe(200);
    expect(ids(await call(w.app, 'GET', '/api/products?limit=60'))).toContain(w.lamp._id);
  });

  it('answers 401 and 403 to everyone but admins, and keeps each vendor to its own products', async () => {
    const w = await world();
    const customer = await signedIn(w.app, 'customer');
    await call(w.app, 'POST', `${base}/${w.vase._id}/deactivate`, {
      token: w.moderator.token,
      body: { reason: 'Beta reason' },
    });
    const routes: Array<['GET' | 'POST', string, unknown]> = [
      ['GET', base, undefined],
      ['GET', `${base}/${w.lamp._id}`, undefined],
      ['POST', `${base}/${w.lamp._id}/deactivate`, { reason: 'r' }],
      ['POST', `${base}/${w.vase._id}/clear`, {}],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(w.app, method, url, { body })).statusCode, url).toBe(401);
      for (const token of [customer.token, w.a.token, w.b.token]) {
        expect((await call(w.app, method, url, { token, body })).statusCode, url).toBe(403);
      }
    }
    // Nothing changed by the refused calls.
    const lamp = await call(w.app, 'GET', `${base}/${w.lamp._id}`, { token: w.moderator.token });
    expect(lamp.body.data.product).toMatchObject({ status: 'active', moderation: null });
    expect(lamp.body.data.history).toEqual([]);

    // Vendor A sees neither Beta's product nor its moderation.
    expect(
      (await call(w.app, 'GET', `/api/vendors/products/${w.vase._id}`, { token: w.a.token })).statusCode,
    ).toBe(404);
    const aList = await call(w.app, 'GET', '/api/vendors/products?limit=100', { token: w.a.token });
    expect(aList.body.data.products.every((p: any) => p.moderation === null)).toBe(true);
    expect(JSON.stringify(aList.body)).not.toContain('Beta reason');
    const bList = await call(w.app, 'GET', '/api/vendors/products', { token: w.b.token });
    expect(bList.body.data.products.find((p: any) => p._id === w.vase._id).moderation.reason).toBe(
      'Beta reason',
    );
    // And buyers never see a moderation field.
    const store = await call(w.app, 'GET', `/api/products/${w.lamp._id}`);
    expect(store.body.data).not.toHaveProperty('moderation');
  });
});
