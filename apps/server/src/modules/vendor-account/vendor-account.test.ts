import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productViewsDaily, vendors } from '../../db/schema/index.js';
import { signedIn } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';
import { placeVendorOrder } from '../vendor-orders/testing.js';

describe('vendor profile, dashboard and tenancy', () => {
  const t = useTestApp();

  it('shows the own profile with the account number masked to its last 4 digits', async () => {
    const v = await signedIn(t().app, 'vendor', { businessName: 'Mask Shop' });
    await t()
      .database.db.update(vendors)
      .set({ bankAccountNumber: '1234567890123' })
      .where(eq(vendors.id, v.vendorId!));
    const res = await call(t().app, 'GET', '/api/vendors/profile', { token: v.token });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.vendor).toMatchObject({ businessName: 'Mask Shop', email: v.email });
    expect(res.body.data.vendor.bankDetails.accountNumber).toBe('****0123');
    expect(JSON.stringify(res.body)).not.toContain('1234567890123');
  });

  it('updates profile fields and bank details, masking in the reply, never the e-mail', async () => {
    const v = await signedIn(t().app, 'vendor');
    const res = await call(t().app, 'PUT', '/api/vendors/profile', {
      token: v.token,
      body: {
        businessName: 'Renamed Shop',
        contactPerson: 'Jo Ann Smith',
        phone: '+1 555 2222',
        address: '5 Elm Street',
        city: 'Lahore',
        country: 'Pakistan',
        website: 'https://renamed.example',
        bankDetails: { bankName: 'Bank One', accountTitle: 'Renamed Shop', accountNumber: '9988776655' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully!');
    expect(res.body.data.vendor).toMatchObject({
      businessName: 'Renamed Shop',
      contactPerson: { firstName: 'Jo Ann', lastName: 'Smith' },
      address: { street: '5 Elm Street', city: 'Lahore', country: 'Pakistan' },
      bankDetails: { bankName: 'Bank One', accountNumber: '****6655' },
    });
    const [row] = await t().database.db.select().from(vendors).where(eq(vendors.id, v.vendorId!)).limit(1);
    expect(row!.bankAccountNumber).toBe('9988776655');
    // Sending the masked number back keeps the stored one.
    await call(t().app, 'PUT', '/api/vendors/profile', {
      token: v.token,
      body: {
        bankDetails: { bankName: 'Bank Two', accountTitle: 'Renamed Shop', accountNumber: '****6655' },
      },
    });
    const [after] = await t().database.db.select().from(vendors).where(eq(vendors.id, v.vendorId!)).limit(1);
    expect(after).toMatchObject({ bankName: 'Bank Two', bankAccountNumber: '9988776655' });
    const email = await call(t().app, 'PUT', '/api/vendors/profile', {
      token: v.token,
      body: { email: 'new@x.test' },
    });
    expect(email.statusCode).toBe(400);
  });

  it('refuses empty required fields and an incomplete bank form, changing nothing', async () => {
    const v = await signedIn(t().app, 'vendor', { businessName: 'Keep Me' });
    const res = await call(t().app, 'PUT', '/api/vendors/profile', {
      token: v.token,
      body: {
        businessName: ' ',
        city: '',
        bankDetails: { bankName: 'X', accountTitle: '', accountNumber: '1' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { path: 'businessName', message: 'Business name is required' },
        { path: 'city', message: 'City is required' },
        { path: 'bankDetails.accountTitle', message: 'Account title is required' },
      ]),
    );
    const [row] = await t().database.db.select().from(vendors).where(eq(vendors.id, v.vendorId!)).limit(1);
    expect(row!.businessName).toBe('Keep Me');
  });

  it('only ever shows and changes the signed-in vendor (no id in the route, and a vendorId field is refused)', async () => {
    const a = await signedIn(t().app, 'vendor', { businessName: 'Shop A' });
    const b = await signedIn(t().app, 'vendor', { businessName: 'Shop B' });
    const res = await call(t().app, 'PUT', '/api/vendors/profile', {
      token: a.token,
      body: { businessName: 'Hijack', vendorId: b.vendorId },
    });
    expect(res.statusCode).toBe(400);
    const [bRow] = await t().database.db.select().from(vendors).where(eq(vendors.id, b.vendorId!)).limit(1);
    expect(bRow!.businessName).toBe('Shop B');
    const profileA = await call(t().app, 'GET', '/api/vendors/profile', { token: a.token });
    expect(profileA.body.data.vendor._id).toBe(a.vendorId);
  });

  it('refuses customers and admins on vendor routes', async () => {
    const c = await signedIn(t().app, 'customer');
    for (const url of ['/api/vendors/profile', '/api/vendors/dashboard', '/api/vendors/dashboard/stats']) {
      expect((await call(t().app, 'GET', url, { token: c.token })).statusCode).toBe(403);
      expect((await call(t().app, 'GET', url)).statusCode).toBe(401);
    }
  });

  it('answers the dashboard with the commission rate: own, else the marketplace default of 20', async () => {
    const v = await signedIn(t().app, 'vendor');
    const res = await call(t().app, 'GET', '/api/vendors/dashboard', { token: v.token });
    expect(res.body.data.commissionRate).toBe(20);
    await t().database.db.update(vendors).set({ commissionRateBp: 1250 }).where(eq(vendors.id, v.vendorId!));
    const own = await call(t().app, 'GET', '/api/vendors/dashboard', { token: v.token });
    expect(own.body.data.commissionRate).toBe(12.5);
  });

  it('answers dashboard stats with zeros for a new vendor, and N/A with the reason for its ratios (no invented figures)', async () => {
    const v = await signedIn(t().app, 'vendor');
    const res = await call(t().app, 'GET', '/api/vendors/dashboard/stats', { token: v.token });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.stats).toEqual({
      orders: { total: 0, completed: 0, cancelled: 0, cancelledByCustomer: 0, thisMonth: 0, today: 0 },
      products: { total: 0, totalValue: 0, soldThisMonth: 0, outOfStock: 0 },
      revenue: { total: 0, thisMonth: 0, avgOrderValue: 0 },
      customers: { total: 0, thisMonth: 0 },
      performance: {
        conversionRate: null,
        conversionRateReason: 'No product views this month',
        monthlyGrowth: null,
        monthlyGrowthReason: 'No revenue last month to compare with',
      },
    });
  });

  it('changes the password with its messages and revokes the other sessions', async () => {
    const v = await signedIn(t().app, 'vendor');
    const other = await call(t().app, 'POST', '/api/vendors/login', {
      body: { email: v.email, password: v.password },
    });
    const otherToken = other.body.data.token;
    const mismatch = await call(t().app, 'PUT', '/api/vendors/change-password', {
      token: v.token,
      body: { currentPassword: v.password, newPassword: 'abcdefgh', confirmPassword: 'abcdefgi' },
    });
    expect(mismatch.body.details).toEqual([
      { path: 'confirmPassword', message: 'New passwords do not match' },
    ]);
    const short = await call(t().app, 'PUT', '/api/vendors/change-password', {
      token: v.token,
      body: { currentPassword: v.password, newPassword: 'abc', confirmPassword: 'abc' },
    });
    expect(short.body.details[0].message).toBe('Password must be at least 8 characters');
    const wrong = await call(t().app, 'PUT', '/api/vendors/change-password', {
      token: v.token,
      body: { currentPassword: 'not-my-password', newPassword: 'newsecret1', confirmPassword: 'newsecret1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    // The wrong attempts changed nothing: the old password still works.
    expect((await call(t().app, 'GET', '/api/auth/me', { token: otherToken })).statusCode).toBe(200);
    const ok = await call(t().app, 'PUT', '/api/vendors/change-password', {
      token: v.token,
      body: { currentPassword: v.password, newPassword: 'newsecret1', confirmPassword: 'newsecret1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await call(t().app, 'GET', '/api/auth/me', { token: otherToken })).statusCode).toBe(401);
    expect((await call(t().app, 'GET', '/api/auth/me', { token: v.token })).statusCode).toBe(200);
    const login = await call(t().app, 'POST', '/api/vendors/login', {
      body: { email: v.email, password: 'newsecret1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('computes the conversion rate and revenue growth when there is something to divide by', async () => {
    const clock = t().clock;
    const was = clock.now();
    try {
      clock.set('2026-03-15T10:00:00Z');
      const first = await placeVendorOrder(t().app, { quantity: 2 });
      clock.set('2026-04-05T10:00:00Z');
      await placeVendorOrder(t().app, {
        quantity: 3,
        vendor: first.vendor,
        product: first.product,
        own: first.own,
      });
      await t()
        .database.db.insert(productViewsDaily)
        .values({ productId: first.product.id, day: '2026-04-02', views: 40 });
      clock.set('2026-04-10T10:00:00Z');
      const token = (
        await call(t().app, 'POST', '/api/vendors/login', {
          body: { email: first.vendor.email, password: first.vendor.password },
        })
      ).body.data.token;
      const res = await call(t().app, 'GET', '/api/vendors/dashboard/stats', { token });
      // One order this month over 40 views; 120 this month against 80 in March.
      expect(res.body.data.stats.performance).toEqual({
        conversionRate: 2.5,
        conversionRateReason: null,
        monthlyGrowth: 50,
        monthlyGrowthReason: null,
      });
    } finally {
      clock.set(was);
    }
  });
});
