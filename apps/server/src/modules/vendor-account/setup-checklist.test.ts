import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { createProduct } from '../../test/catalog-fixtures.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { makeImage, sendForm } from '../catalog/testing.js';

describe('the setup checklist of a new shop (issue 35 item 7, decision 0046)', () => {
  const t = useTestApp();

  const checklist = async (token: string) => {
    const res = await call(t().app, 'GET', '/api/vendors/setup-checklist', { token });
    expect(res.statusCode).toBe(200);
    return res.body.data.checklist as {
      items: { key: string; label: string; detail: string; done: boolean }[];
      doneCount: number;
      total: number;
      complete: boolean;
      show: boolean;
    };
  };
  const doneKeys = (c: Awaited<ReturnType<typeof checklist>>) =>
    c.items.filter((i) => i.done).map((i) => i.key);

  it('starts with nothing done, ticks each item from the stored data, and is hidden once complete', async () => {
    const { app } = t();
    const v = await signedIn(app, 'vendor', { businessName: 'Fresh Shop' });
    const first = await checklist(v.token);
    expect(first.items.map((i) => [i.key, i.label])).toEqual([
      ['logo', 'Logo uploaded'],
      ['profile', 'Shop profile completed'],
      ['product', 'First product added'],
      ['shipping', 'Shipping set'],
      ['payout', 'Payout details added'],
    ]);
    expect(first.items[1]!.detail).toBe(
      'Counted: Business name, Contact person, Phone, Street address, City and Business description.',
    );
    expect(first).toMatchObject({ doneCount: 0, total: 5, complete: false, show: true });

    // The profile without a description is not complete, but saving the handling days sets shipping.
    const profile = {
      businessName: 'Fresh Shop',
      contactPerson: { firstName: 'Fay', lastName: 'Fresh', phone: '+1 555 0100' },
      phone: '+1 555 0100',
      address: { street: '1 Market Street', city: 'Springfield' },
      handlingDays: 3,
    };
    expect(
      (await call(app, 'PUT', '/api/vendors/profile', { token: v.token, body: profile })).statusCode,
    ).toBe(200);
    expect(doneKeys(await checklist(v.token))).toEqual(['shipping']);
    const described = { ...profile, businessDescription: '   ' };
    expect(
      (await call(app, 'PUT', '/api/vendors/profile', { token: v.token, body: described })).statusCode,
    ).toBe(200);
    expect(doneKeys(await checklist(v.token))).toEqual(['shipping']);
    await call(app, 'PUT', '/api/vendors/profile', {
      token: v.token,
      body: { businessDescription: 'Fresh fruit boxes.' },
    });
    expect(doneKeys(await checklist(v.token))).toEqual(['profile', 'shipping']);

    const logo = await sendForm(app, 'POST', '/api/vendors/profile/logo', {
      token: v.token,
      fields: {},
      files: [{ field: 'logo', filename: 'logo.png', content: await makeImage(), type: 'image/png' }],
    });
    expect(logo.statusCode).toBe(200);
    const product = await createProduct(app, { vendorId: v.vendorId!, title: 'Fruit box', status: 'draft' });
    expect(doneKeys(await checklist(v.token))).toEqual(['logo', 'profile', 'product', 'shipping']);
    // A deleted product does not count.
    await app.ctx.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, product.id));
    expect(doneKeys(await checklist(v.token))).not.toContain('product');
    await createProduct(app, { vendorId: v.vendorId!, title: 'Veg box' });

    const bank = { bankName: 'First Bank', accountTitle: 'Fresh Shop', accountNumber: '00012345' };
    expect(
      (await call(app, 'PUT', '/api/vendors/profile', { token: v.token, body: { bankDetails: bank } }))
        .statusCode,
    ).toBe(200);
    expect(await checklist(v.token)).toMatchObject({ doneCount: 5, complete: true, show: false });
  });

  it('counts handling days saved unchanged, and keeps the first save', async () => {
    const { app, clock } = t();
    const v = await signedIn(app, 'vendor');
    await call(app, 'PUT', '/api/vendors/profile', { token: v.token, body: { phone: '+1 555 0101' } });
    expect(doneKeys(await checklist(v.token))).not.toContain('shipping');
    await call(app, 'PUT', '/api/vendors/profile', { token: v.token, body: { handlingDays: 3 } });
    expect(doneKeys(await checklist(v.token))).toContain('shipping');
    clock.advance(60_000);
    await call(app, 'PUT', '/api/vendors/profile', { token: v.token, body: { handlingDays: 5 } });
    expect(doneKeys(await checklist(v.token))).toContain('shipping');
  });

  it('is each vendor’s own, and not shown to a vendor who is not approved', async () => {
    const { app } = t();
    const done = await signedIn(app, 'vendor');
    await createProduct(app, { vendorId: done.vendorId!, title: 'Only mine' });
    const other = await signedIn(app, 'vendor');
    expect(doneKeys(await checklist(done.token))).toEqual(['product']);
    expect(doneKeys(await checklist(other.token))).toEqual([]);
    const pending = await signedIn(app, 'vendor', { verificationStatus: 'under_review' });
    expect(await checklist(pending.token)).toMatchObject({ complete: false, show: false });
  });
});
