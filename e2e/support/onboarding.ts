import zlib from 'node:zlib';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { apiToken, codeFromOutbox, DEMO, lastEmail, uniqueEmail } from './api';
import { snap } from './screenshots';

/** An applicant's details, unique per call. */
export function newApplicant(prefix: string) {
  const email = uniqueEmail(prefix);
  const tag = email.split('@')[0]!.split('-').slice(-2).join('');
  return {
    email,
    businessName: `Journey Goods ${tag}`,
    businessType: 'company' as const,
    description: 'Small-batch home goods made by hand.',
    firstName: 'Jamie',
    lastName: 'Rivera',
    phone: '+1 555 0199',
    street: '42 Kiln Road',
    city: 'Portland',
    state: 'OR',
    zipCode: '97201',
    taxId: 'TX-42-1001',
  };
}
export type Applicant = ReturnType<typeof newApplicant>;

/** Sends, reads and verifies the vendor code through the API, then submits the application. */
export async function applyViaApi(request: APIRequestContext, applicant: Applicant): Promise<string> {
  const sent = await request.post('/api/email-verification/send-vendor-otp', {
    data: { email: applicant.email, businessName: applicant.businessName },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await codeFromOutbox(request, applicant.email);
  const verified = await request.post('/api/email-verification/verify-vendor-otp', {
    data: { email: applicant.email, otp },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const applied = await request.post('/api/vendors/apply', {
    data: {
      email: applicant.email,
      businessName: applicant.businessName,
      businessType: applicant.businessType,
      description: applicant.description,
      contactPerson: { firstName: applicant.firstName, lastName: applicant.lastName, phone: applicant.phone },
      address: {
        street: applicant.street,
        city: applicant.city,
        state: applicant.state,
        zipCode: applicant.zipCode,
        country: 'United States',
      },
      categories: ['Home & Garden'],
      documents: { taxId: applicant.taxId },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { applicationId, statusKey } = (await applied.json()).data as {
    applicationId: string;
    statusKey: string;
  };
  statusKeys.set(applicationId, statusKey);
  return applicationId;
}

/** The status keys of the applications sent here: only with one are the credentials shown (decision 0036). */
const statusKeys = new Map<string, string>();

/** Approves an application as the demo admin and returns the temporary credentials. */
export async function approveViaApi(request: APIRequestContext, applicationId: string) {
  const token = await apiToken(request, 'admin', DEMO.admin);
  const res = await request.put(`/api/admin/vendor-applications/${applicationId}/status`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: 'approved' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const status = await request.get(`/api/vendors/application-status/${applicationId}`, {
    headers: { 'X-Application-Key': statusKeys.get(applicationId) ?? '' },
  });
  const credentials = (await status.json()).data.loginCredentials as { email: string; password: string };
  expect(credentials).toBeTruthy();
  return credentials;
}

/** A freshly approved vendor (its own, so tests never share one). */
export async function createApprovedVendor(request: APIRequestContext, prefix: string) {
  const applicant = newApplicant(prefix);
  const applicationId = await applyViaApi(request, applicant);
  const credentials = await approveViaApi(request, applicationId);
  return { applicant, applicationId, ...credentials };
}

/** Replaces the temporary password through the API, so a UI sign-in lands on the dashboard. */
export async function setOwnPasswordViaApi(
  request: APIRequestContext,
  credentials: { email: string; password: string },
  newPassword: string,
) {
  const token = await apiToken(request, 'vendor', credentials);
  const res = await request.put('/api/vendors/change-password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { currentPassword: credentials.password, newPassword, confirmPassword: newPassword },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Waits for a password reset code e-mail and returns its six digits. */
export async function resetCodeFromOutbox(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = await lastEmail(request, to);
      code = mail?.subject.match(/password reset code: (\d{6})/i)?.[1];
      return code !== undefined;
    })
    .toBe(true);
  return code!;
}

/** A second browser context for the admin (its own storage), signed in through /admin/login. */
export async function openAdmin(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

/** Types a six-digit code into the verification boxes (focus moves on by itself). */
export async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

/** A small PNG logo (an indigo tile with a white square), made here so no binary file is needed. */
export function logoPng(size = 96): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < size; x++) {
      const inner = x > size / 4 && x < (size * 3) / 4 && y > size / 4 && y < (size * 3) / 4;
      const [r, g, b] = inner ? [255, 255, 255] : [79, 70, 229];
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Scrolls to the top first, so the portal's fixed sidebar and sticky header sit right in a full-page shot. */
export async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}
