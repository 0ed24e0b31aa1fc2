import { DEMO, signInAsVendor } from '../support/api';
import { createApprovedVendor, openAdmin, setOwnPasswordViaApi } from '../support/onboarding';
import { snap } from '../support/screenshots';
import { expect, type Page, test } from '../support/test';
import { signInDemoVendor } from '../support/vendor-orders';

/**
 * Vendor analytics and the admin's home (issue 12), on the demo data's year of orders: every
 * screen loads real figures, a range change changes them, and a new vendor sees the empty state.
 */

test.describe.configure({ mode: 'parallel' });
// Charts draw at once (Recharts skips its animations for reduced motion): screenshots show whole lines.
test.use({ reducedMotion: 'reduce' });

/** The value under a KPI card's label (StatCard: label, then value). */
function kpi(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Key figures' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::p[1]');
}

/** Waits until the page has its figures: the key figures are there and nothing is loading. */
async function loaded(page: Page) {
  await expect(page.getByRole('region', { name: 'Key figures' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText(/Failed to load|Unable to load|Network error/)).toHaveCount(0);
}

test('the demo vendor reads its Business Overview, changes the period and opens every analytics screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInDemoVendor(page);

  await page.goto('/vendor/analytics');
  await expect(page.getByRole('heading', { name: 'Your Business Report' })).toBeVisible();
  await loaded(page);
  const orders30 = await kpi(page, 'Orders Received').textContent();
  const earned30 = await kpi(page, 'Money Earned').textContent();
  expect(Number(orders30)).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: 'Best sellers' }).getByRole('row')).not.toHaveCount(1);
  await snap(page, 'analytics-business-overview');

  // A longer period: more orders and more money, and the address keeps it.
  await page.getByLabel('Time range').selectOption('90');
  await expect(page).toHaveURL(/timeRange=90/);
  await expect(kpi(page, 'Orders Received')).not.toHaveText(orders30 ?? '');
  await loaded(page);
  expect(Number(await kpi(page, 'Orders Received').textContent())).toBeGreaterThan(Number(orders30));
  expect(await kpi(page, 'Money Earned').textContent()).not.toBe(earned30);
  await snap(page, 'analytics-business-overview-90-days');

  // Order Analytics, reached from the orders screens.
  await page.goto('/vendor/orders');
  await page.getByRole('link', { name: 'Order Analytics' }).first().click();
  await expect(page.getByRole('heading', { name: 'Order Analytics' })).toBeVisible();
  await loaded(page);
  await page.getByLabel('Time range').selectOption('365');
  await loaded(page);
  await snap(page, 'analytics-order-analytics');

  const screens = [
    ['/vendor/analytics/sales', 'Sales Performance', 'analytics-sales'],
    ['/vendor/analytics/customers', 'Customer Insights', 'analytics-customers'],
    ['/vendor/analytics/financial', 'Financial Reports', 'analytics-financial'],
    ['/vendor/analytics/trends', 'Trends & Forecasts', 'analytics-trends'],
  ] as const;
  for (const [path, title, name] of screens) {
    await page.goto(`${path}?timeRange=365`);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await loaded(page);
    await snap(page, name);
  }

  // Product Performance: a table of every product, each linking to its analytics page.
  await page.goto('/vendor/analytics/products?timeRange=365');
  await expect(page.getByRole('heading', { level: 2, name: 'Product Performance' })).toBeVisible();
  const firstProduct = page.getByRole('table').getByRole('link').first();
  await expect(firstProduct).toBeVisible({ timeout: 30_000 });
  await snap(page, 'analytics-products');
  await firstProduct.click();
  await expect(page).toHaveURL(/\/vendor\/products\/[^/]+\/analytics/);
});

test('a chart shows its figures as a table', async ({ page }) => {
  await signInDemoVendor(page);
  await page.goto('/vendor/analytics/sales?timeRange=90');
  await loaded(page);
  const card = page
    .locator('section, div')
    .filter({ has: page.getByRole('button', { name: 'Table' }) })
    .first();
  await card.getByRole('button', { name: 'Table' }).first().click();
  await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  await snap(page, 'analytics-sales-table-view');
});

test("the admin's home shows the marketplace's figures with links to what they count", async ({
  browser,
  baseURL,
}) => {
  const admin = await openAdmin(browser, baseURL);
  await expect(admin.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await loaded(admin);
  expect(admin.url()).toMatch(/\/admin\/dashboard/);
  await expect(admin.getByRole('link', { name: /orders/i }).first()).toBeVisible();
  await snap(admin, 'admin-dashboard');
  await admin.context().close();
});

test('a newly approved vendor sees the empty state, not invented figures', async ({ page, request }) => {
  test.setTimeout(120_000);
  const vendor = await createApprovedVendor(request, 'analytics-new');
  const password = 'NewShop!2026';
  await setOwnPasswordViaApi(request, { email: vendor.email, password: vendor.password }, password);
  await signInAsVendor(page, { email: vendor.email, password });
  await expect(page).toHaveURL(/\/vendor\/dashboard/);
  await page.goto('/vendor/analytics');
  await expect(page.getByText('No analytics data available yet. Start selling to see insights!')).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  await snap(page, 'analytics-empty-new-vendor');
  // DEMO is the demo vendor; the new one shares nothing with it.
  expect(vendor.email).not.toBe(DEMO.vendor.email);
});
