import { openAdmin } from '../support/onboarding';
import { snap } from '../support/screenshots';
import { expect, type Page, test } from '../support/test';
import { signInDemoVendor } from '../support/vendor-orders';

/**
 * The Performance Dashboard (issue 13) on the demo data: the vendor switches the comparison to the
 * industry average (shown, or the reason it is not), then sets this month's revenue goal and sees
 * the revenue gauge move.
 */

test.use({ reducedMotion: 'reduce' });

async function loaded(page: Page) {
  await expect(page.getByRole('region', { name: 'Performance figures' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText('Failed to load performance data')).toHaveCount(0);
}

test('the demo vendor compares with the industry average and sets a revenue goal', async ({ page }) => {
  test.setTimeout(180_000);
  await signInDemoVendor(page);
  await page.getByRole('link', { name: 'Performance', exact: true }).click();
  await expect(page).toHaveURL(/\/vendor\/performance/);
  await expect(page.getByRole('heading', { level: 2, name: 'Performance Dashboard' })).toBeVisible();
  await loaded(page);
  await expect(page.getByTestId('comparison-note')).toContainText('compared with the previous period');
  await snap(page, 'performance-previous-period');

  // The industry average: the pooled average of at least 5 other vendors, or why it cannot be given.
  await page.getByLabel('Compare with').selectOption('industry_average');
  await expect(page).toHaveURL(/comparison=industry_average/);
  await loaded(page);
  await expect(
    page.getByTestId('comparison-note').or(page.getByText('Industry average unavailable')),
  ).toBeVisible();
  if (await page.getByText('Industry average unavailable').isVisible())
    await expect(page.getByText(/Industry average needs/)).toBeVisible();
  else
    await expect(page.getByTestId('comparison-note')).toContainText(
      'other vendors selling in your main categories',
    );
  await snap(page, 'performance-industry-average');

  // The trends chart's table view and its metric toggle.
  await page.getByRole('button', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Orders', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A revenue goal: the gauge goes from an invitation to 'current of target'.
  const gauge = page.getByTestId('gauge-Revenue');
  const meter = page.getByRole('meter', { name: 'Revenue goal gauge' });
  const before = Number(await meter.getAttribute('value'));
  const revenueGoal = page.getByRole('textbox', { name: 'Revenue goal' });
  await revenueGoal.fill('-10');
  await page.getByRole('button', { name: 'Save goals' }).click();
  await expect(
    page.getByText('Revenue goal must be a number of 0 or more with at most 2 decimals'),
  ).toBeVisible();
  await revenueGoal.fill('100000');
  await page.getByRole('button', { name: 'Save goals' }).click();
  await expect(page.getByText('Goals saved')).toBeVisible();
  await expect(gauge).toContainText('of $100,000.00');
  const after = Number(await meter.getAttribute('value'));
  expect(after).toBeGreaterThanOrEqual(before);
  // A smaller goal: the gauge moves further (capped at 100%).
  await revenueGoal.fill('1000');
  await page.getByRole('button', { name: 'Save goals' }).click();
  await expect(gauge).toContainText('of $1,000.00');
  await expect.poll(async () => Number(await meter.getAttribute('value'))).toBeGreaterThan(after);
  await expect(page.getByText(/Last changed .* by /).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'performance-goal-set');
});

test('an admin viewing the vendor portal records marketing spend, and the form says who is changing it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await openAdmin(browser, baseURL);
  await admin.goto('/admin/vendors');
  await admin.getByRole('searchbox', { name: 'Search vendors' }).fill('Demo Traders');
  // The filtered list has replaced the first page (a click on a row that is being replaced is lost).
  await expect(admin).toHaveURL(/search=Demo\+Traders/);
  await expect(admin.getByText('Showing 1 to 1 of 1 vendors')).toBeVisible();
  const row = admin.getByRole('row', { name: /Demo Traders/ });
  await row.getByRole('button', { name: 'View portal of Demo Traders' }).click();
  await expect(admin).toHaveURL(/\/vendor\/dashboard$/);
  await admin.goto('/vendor/performance?timeRange=7');
  await loaded(admin);
  const spend = admin.locator('#marketing-spend');
  // The seed's admin is Ada Admin.
  await expect(spend.getByTestId('changing-as')).toContainText('as Ada Admin (admin) for Demo Traders');
  await spend.getByLabel('Amount spent').fill('abc');
  await spend.getByRole('button', { name: 'Save spend' }).click();
  await expect(
    spend.getByText('Marketing spend must be a number of 0 or more with at most 2 decimals'),
  ).toBeVisible();
  // Every month of the 7 days gets a spend: ROI is computed (CAC too when there are new customers).
  for (const month of await spend
    .getByLabel('Month')
    .locator('option')
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))) {
    await spend.getByLabel('Month').selectOption(month);
    await spend.getByLabel('Amount spent').fill('150');
    await spend.getByRole('button', { name: 'Save spend' }).click();
    await expect(spend.getByText(/Last changed .* \(admin, for /)).toBeVisible();
  }
  await expect(admin.getByTestId('kpi-Return on Investment').getByText('N/A')).toHaveCount(0);
  await expect(admin.getByTestId('kpi-Return on Investment')).toContainText('%');
  await admin.evaluate(() => window.scrollTo(0, 0));
  await snap(admin, 'performance-admin-spend');
});
