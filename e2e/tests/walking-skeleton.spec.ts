import { DEMO, signInAsVendor } from '../support/api';
import { snap } from '../support/screenshots';
import { expect, test } from '../support/test';

test('the storefront renders and the API is healthy on the embedded database', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', db: 'pglite' });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: /contact/i }).first()).toBeVisible();
  await snap(page, 'skeleton-storefront');
});

test('a signed-out vendor is sent to sign in and comes back to the page they wanted', async ({ page }) => {
  await page.goto('/vendor/products');
  await expect(page).toHaveURL(/\/vendor\/login/);
  await snap(page, 'skeleton-vendor-login');
  await page.getByLabel('Email').fill(DEMO.vendor.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.vendor.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/vendor\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
});

test('the vendor lands on the dashboard inside the portal shell and signs out to the sign-in page', async ({
  page,
}) => {
  await signInAsVendor(page);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await expect(page.getByText('Welcome back, Demo Traders!')).toBeVisible();
  const nav = page.getByRole('navigation').first();
  for (const entry of [
    'Dashboard',
    'Products',
    'Categories',
    'Orders',
    'Commissions',
    'Analytics',
    'Profile',
    'Back to Store',
  ]) {
    await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await snap(page, 'skeleton-vendor-dashboard-shell');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/vendor\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('vendorToken'))).toBeNull();
});

test('the sign-in page shows the spec messages and the server refusal', async ({ page }) => {
  await page.goto('/vendor/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.vendor.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
});

test('the portal shell stays on screen while the session is checked: the page shows a skeleton, never a full-screen spinner', async ({
  page,
}) => {
  await signInAsVendor(page);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await expect(page.getByText('Welcome back, Demo Traders!')).toBeVisible();

  // Hold the session check of the next full load, as a slow network would.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/me', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/vendor/orders');

  // The frame is there at once: the menu, the header with the page title, and a skeleton for the page.
  const nav = page.getByRole('navigation', { name: 'Vendor portal' });
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const skeleton = page.getByRole('status', { name: 'Checking your session…' });
  await expect(skeleton).toBeVisible();
  await expect(page.getByText('Checking your session…', { exact: true })).toHaveCount(0);
  await snap(page, 'portal-while-loading');

  release();
  await expect(skeleton).toBeHidden();
  await expect(page.getByRole('table')).toBeVisible();
  await page.unroute('**/api/auth/me');
});
