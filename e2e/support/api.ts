import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO = {
  admin: { email: 'admin@demo.test', password: 'demo1234' },
  vendor: { email: 'vendor@demo.test', password: 'demo1234' },
  customer: { email: 'customer@demo.test', password: 'demo1234' },
} as const;

const LOGIN_PATH = {
  admin: '/api/admin/login',
  vendor: '/api/vendors/login',
  customer: '/api/auth/login',
} as const;

/** Signs in through the API and returns the bearer token. */
export async function apiToken(
  request: APIRequestContext,
  role: keyof typeof LOGIN_PATH,
  credentials: { email: string; password: string },
): Promise<string> {
  const res = await request.post(LOGIN_PATH[role], { data: credentials });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.token;
}

/** The newest message the development outbox holds for an address. */
export async function lastEmail(request: APIRequestContext, to: string) {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  const body = await res.json();
  return body.data[0] as { subject: string; text: string } | undefined;
}

/** Waits for a code e-mail to the address and returns its six digits. */
export async function codeFromOutbox(
  request: APIRequestContext,
  to: string,
  notCode?: string,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = await lastEmail(request, to);
      // Only code e-mails ("Your verification code: 123456"), never an application id's digits.
      code = mail?.subject.match(/code: (\d{6})$/)?.[1];
      return code !== undefined && code !== notCode;
    })
    .toBe(true);
  return code!;
}

/** Signs the demo vendor (or another) in through the real sign-in page. */
export async function signInAsVendor(
  page: Page,
  credentials: { email: string; password: string } = DEMO.vendor,
) {
  await page.goto('/vendor/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A unique e-mail address for one test run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}
