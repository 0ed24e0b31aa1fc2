import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailCodes, users, vendorApplications, vendors } from '../../db/schema/index.js';
import {
  createAccount,
  lastEmailTo,
  sampleApplication,
  signedIn,
  submitApplication,
  submitApplicationWithKey,
  verifyVendorEmail,
} from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';

let n = 0;
const fresh = () => `shop${++n}-${Date.now()}@example.test`;

describe('vendor applications', () => {
  const t = useTestApp();
  const count = async () => {
    const [row] = await t().database.db.select({ n: sql<number>`count(*)::int` }).from(vendorApplications);
    return row!.n;
  };

  it('refuses an application without a verified code (403) and stores nothing', async () => {
    const before = await count();
    const res = await call(t().app, 'POST', '/api/vendors/apply', { body: sampleApplication(fresh()) });
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(await count()).toBe(before);
  });

  it('accepts a verified application, answers its id and e-mails the applicant', async () => {
    const email = fresh();
    await verifyVendorEmail(t().app, email);
    const res = await call(t().app, 'POST', '/api/vendors/apply', { body: sampleApplication(email) });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe(
      'Application submitted successfully! You will receive an email when reviewed.',
    );
    const id = res.body.data.applicationId;
    expect(id).toMatch(new RegExp(`^APP-${t().clock.now().getUTCFullYear()}-\\d{6}$`));
    const mail = await lastEmailTo(t().app, email);
    expect(mail!.subject).toBe(`Application received: ${id}`);
    const status = await call(t().app, 'GET', `/api/vendors/application-status/${id}`);
    expect(status.body.data).toMatchObject({
      applicationId: id,
      businessName: 'Sunrise Ceramics',
      status: 'submitted',
      reviewedAt: null,
      loginCredentials: null,
    });
  });

  it('refuses a code verified more than 30 minutes ago', async () => {
    const email = fresh();
    await verifyVendorEmail(t().app, email);
    t().clock.advance(31 * 60 * 1000);
    const res = await call(t().app, 'POST', '/api/vendors/apply', { body: sampleApplication(email) });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a second open application for the same e-mail (409)', async () => {
    const email = fresh();
    await submitApplication(t().app, email);
    const resend = await call(t().app, 'POST', '/api/email-verification/send-vendor-otp', {
      body: { email, businessName: 'x' },
    });
    expect(resend.statusCode).toBe(409);
    // Even with a verification in hand (made directly), a second application is refused.
    await t()
      .database.db.update(emailCodes)
      .set({ verifiedAt: t().clock.now() })
      .where(eq(emailCodes.email, email));
    const before = await count();
    const res = await call(t().app, 'POST', '/api/vendors/apply', { body: sampleApplication(email) });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('An application for this email is already being processed.');
    expect(await count()).toBe(before);
  });

  it('answers a second submit right after the first with 409 for the open application, not 403', async () => {
    const email = fresh();
    await verifyVendorEmail(t().app, email);
    const first = await call(t().app, 'POST', '/api/vendors/apply', { body: sampleApplication(email) });
    expect(first.statusCode).toBe(201);
    const before = await count();
    const again = await call(t().app, 'POST', '/api/vendors/apply', { body: sampleApplication(email) });
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({
      code: 'APPLICATION_EXISTS',
      message: 'An application for this email is already being processed.',
    });
    expect(await count()).toBe(before);
  });

  it('refuses an e-mail that already has a vendor account (409)', async () => {
    const vendor = await createAccount(t().app, { role: 'vendor' });
    await t().database.db.insert(emailCodes).values({
      email: vendor.email,
      purpose: 'vendor_verify',
      codeHash: 'x',
      expiresAt: t().clock.now(),
      lastSentAt: t().clock.now(),
      verifiedAt: t().clock.now(),
    });
    const res = await call(t().app, 'POST', '/api/vendors/apply', { body: sampleApplication(vendor.email) });
    expect(res.statusCode).toBe(409);
    expect(res.body.code).toBe('VENDOR_EXISTS');
  });

  it('answers missing step fields with the spec messages', async () => {
    const res = await call(t().app, 'POST', '/api/vendors/apply', {
      body: {
        email: '',
        businessName: ' ',
        contactPerson: { firstName: '', lastName: '', phone: '' },
        address: { street: '', city: '', state: '', zipCode: '' },
      },
    });
    expect(res.statusCode).toBe(400);
    const messages = res.body.details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Email is required',
        'Business name is required',
        'Business type is required',
        'First name is required',
        'Last name is required',
        'Phone number is required',
        'Street address is required',
        'City is required',
        'State is required',
        'ZIP code is required',
      ]),
    );
  });

  it('defaults the country to United States', async () => {
    const id = await submitApplication(t().app, fresh());
    const [row] = await t()
      .database.db.select()
      .from(vendorApplications)
      .where(eq(vendorApplications.applicationId, id))
      .limit(1);
    expect(row!.country).toBe('United States');
  });

  it('answers an unknown id with 404 and trims the id', async () => {
    const missing = await call(t().app, 'GET', '/api/vendors/application-status/APP-2020-000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('Application not found');
    const id = await submitApplication(t().app, fresh());
    const padded = await call(
      t().app,
      'GET',
      `/api/vendors/application-status/${encodeURIComponent(`  ${id.toLowerCase()} `)}`,
    );
    expect(padded.statusCode).toBe(200);
  });
});

describe('admin review and first sign-in', () => {
  const t = useTestApp();

  it('lets only admins list and review applications', async () => {
    const vendor = await signedIn(t().app, 'vendor');
    expect((await call(t().app, 'GET', '/api/admin/vendor-applications')).statusCode).toBe(401);
    expect(
      (await call(t().app, 'GET', '/api/admin/vendor-applications', { token: vendor.token })).statusCode,
    ).toBe(403);
  });

  it('lists with status filter, search and pagination, and shows every field', async () => {
    const admin = await signedIn(t().app, 'admin');
    const a = await submitApplication(t().app, `list-a-${Date.now()}@example.test`, {
      businessName: 'Alpha Pottery',
    });
    const b = await submitApplication(t().app, `list-b-${Date.now()}@example.test`, {
      businessName: 'Beta Books',
    });
    await call(t().app, 'PUT', `/api/admin/vendor-applications/${b}/status`, {
      token: admin.token,
      body: { status: 'under_review' },
    });
    const submitted = await call(t().app, 'GET', '/api/admin/vendor-applications?status=submitted', {
      token: admin.token,
    });
    expect(submitted.body.data.applications.map((x: { applicationId: string }) => x.applicationId)).toContain(
      a,
    );
    expect(
      submitted.body.data.applications.map((x: { applicationId: string }) => x.applicationId),
    ).not.toContain(b);
    const search = await call(t().app, 'GET', '/api/admin/vendor-applications?search=beta', {
      token: admin.token,
    });
    expect(search.body.data.applications).toHaveLength(1);
    const page = await call(t().app, 'GET', '/api/admin/vendor-applications?limit=1&page=2', {
      token: admin.token,
    });
    expect(page.body.data.pagination).toMatchObject({ currentPage: 2, pageSize: 1, hasPrevPage: true });
    const detail = await call(t().app, 'GET', `/api/admin/vendor-applications/${a}`, { token: admin.token });
    expect(detail.body.data).toMatchObject({
      applicationId: a,
      businessName: 'Alpha Pottery',
      businessType: 'company',
      contactPerson: { firstName: 'Rosa', lastName: 'Clay', phone: '+1 555 0199' },
      address: {
        street: '12 Kiln Road',
        city: 'Santa Fe',
        state: 'NM',
        zipCode: '87501',
        country: 'United States',
      },
      categories: ['Home & Garden', 'Art & Crafts'],
      documents: { taxId: 'TX-998877' },
    });
  });

  it('approves in one transaction: the vendor account exists, credentials show until the first sign-in', async () => {
    const admin = await signedIn(t().app, 'admin');
    const email = `approve-${Date.now()}@example.test`;
    const { id, statusKey } = await submitApplicationWithKey(t().app, email);
    const res = await call(t().app, 'PUT', `/api/admin/vendor-applications/${id}/status`, {
      token: admin.token,
      body: { status: 'approved', notes: 'Welcome!' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.status).toBe('approved');
    const [vendor] = await t().database.db.select().from(vendors).where(eq(vendors.email, email)).limit(1);
    expect(vendor).toMatchObject({ verificationStatus: 'approved', businessName: 'Sunrise Ceramics' });
    const [user] = await t().database.db.select().from(users).where(eq(users.id, vendor!.userId)).limit(1);
    expect(user).toMatchObject({ role: 'vendor', mustChangePassword: true });
    expect((await lastEmailTo(t().app, email))!.subject).toContain('approved');

    // The browser that submitted the application (its status key) is shown the credentials.
    const status = await call(t().app, 'GET', `/api/vendors/application-status/${id}`, {
      headers: { 'x-application-key': statusKey },
    });
    expect(status.body.data).toMatchObject({ status: 'approved', notes: 'Welcome!' });
    const creds = status.body.data.loginCredentials;
    expect(creds.email).toBe(email);
    expect(creds.password).toHaveLength(12);
    expect(creds.loginUrl).toMatch(/\/vendor\/login$/);

    const login = await call(t().app, 'POST', '/api/vendors/login', {
      body: { email, password: creds.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.body.data.vendor.mustChangePassword).toBe(true);
    const token = login.body.data.token;
    const after = await call(t().app, 'GET', `/api/vendors/application-status/${id}`, {
      headers: { 'x-application-key': statusKey },
    });
    expect(after.body.data.loginCredentials).toBeNull();

    // Nothing else works before a new password is set.
    const blocked = await call(t().app, 'GET', '/api/vendors/dashboard/stats', { token });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await call(t().app, 'PUT', '/api/vendors/change-password', {
      token,
      body: {
        currentPassword: creds.password,
        newPassword: 'my-own-secret',
        confirmPassword: 'my-own-secret',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.message).toBe('Password changed successfully');
    const dash = await call(t().app, 'GET', '/api/vendors/dashboard/stats', { token });
    expect(dash.statusCode).toBe(200);
  });

  it('rolls the approval back entirely when the vendor account cannot be made', async () => {
    const admin = await signedIn(t().app, 'admin');
    const email = `clash-${Date.now()}@example.test`;
    const id = await submitApplication(t().app, email);
    await createAccount(t().app, { role: 'vendor', email });
    const res = await call(t().app, 'PUT', `/api/admin/vendor-applications/${id}/status`, {
      token: admin.token,
      body: { status: 'approved' },
    });
    expect(res.statusCode).toBe(409);
    const [row] = await t()
      .database.db.select()
      .from(vendorApplications)
      .where(eq(vendorApplications.applicationId, id))
      .limit(1);
    expect(row).toMatchObject({
      status: 'submitted',
      vendorId: null,
      temporaryPassword: null,
      reviewedAt: null,
    });
  });

  it('records notes and the reviewed date for rejections and refuses changes after a final decision', async () => {
    const admin = await signedIn(t().app, 'admin');
    const id = await submitApplication(t().app, `reject-${Date.now()}@example.test`);
    const res = await call(t().app, 'PUT', `/api/admin/vendor-applications/${id}/status`, {
      token: admin.token,
      body: { status: 'rejected', notes: 'Incomplete tax documents' },
    });
    expect(res.statusCode).toBe(200);
    const status = await call(t().app, 'GET', `/api/vendors/application-status/${id}`);
    expect(status.body.data).toMatchObject({
      status: 'rejected',
      notes: 'Incomplete tax documents',
      loginCredentials: null,
    });
    expect(status.body.data.reviewedAt).toBe(t().clock.now().toISOString());
    const again = await call(t().app, 'PUT', `/api/admin/vendor-applications/${id}/status`, {
      token: admin.token,
      body: { status: 'approved' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({ from: 'rejected', to: 'approved' });
  });

  it('lets an applicant needing more information be reviewed again', async () => {
    const admin = await signedIn(t().app, 'admin');
    const id = await submitApplication(t().app, `info-${Date.now()}@example.test`);
    for (const status of ['under_review', 'more_info_required', 'under_review', 'approved']) {
      const res = await call(t().app, 'PUT', `/api/admin/vendor-applications/${id}/status`, {
        token: admin.token,
        body: { status },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses an unknown review status', async () => {
    const admin = await signedIn(t().app, 'admin');
    const id = await submitApplication(t().app, `bad-${Date.now()}@example.test`);
    const res = await call(t().app, 'PUT', `/api/admin/vendor-applications/${id}/status`, {
      token: admin.token,
      body: { status: 'draft' },
    });
    expect(res.statusCode).toBe(400);
  });
});
