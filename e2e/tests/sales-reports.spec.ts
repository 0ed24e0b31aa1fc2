import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SCREENSHOT_DIR, snap } from '../support/screenshots';
import { expect, type Page, test } from '../support/test';
import { signInDemoVendor } from '../support/vendor-orders';

/**
 * Sales Reports (issue 13) on the demo data: the demo vendor filters a products report by one of
 * its categories, downloads it as CSV and PDF, and the files are checked (CSV header row; the PDF
 * opens, holds the vendor's name, and its first page is rendered to PNG with pdftoppm to look at).
 */

test.use({ reducedMotion: 'reduce' });

/** The value under a summary card's label. */
function card(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Summary' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::p[1]');
}

async function loaded(page: Page) {
  await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText('Failed to load report data')).toHaveCount(0);
}

test('the demo vendor filters a products report and downloads it as CSV and PDF', async ({ page }) => {
  test.setTimeout(180_000);
  await signInDemoVendor(page);
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sales Reports' })).toBeVisible();
  await loaded(page);
  const sales30 = await card(page, 'Total Sales').textContent();
  expect(Number(await card(page, 'Orders Count').textContent())).toBeGreaterThan(0);
  await snap(page, 'sales-reports-summary');

  // Products over 90 days (the demo year has the 90 days before too: growth is computable), in
  // one of the categories the vendor sells in.
  await page.getByLabel('Report Type', { exact: true }).selectOption('products');
  await page.getByLabel('Time Range', { exact: true }).selectOption('90');
  await loaded(page);
  const options = await page.getByLabel('Category', { exact: true }).locator('option').allTextContents();
  expect(options[0]).toBe('All categories');
  expect(options.length).toBeGreaterThan(1);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: options[1]! });
  await expect(page).toHaveURL(/reportType=products/);
  await expect(page).toHaveURL(/timeRange=90/);
  await expect(page).toHaveURL(/category=/);
  await loaded(page);
  const table = page.getByRole('table', { name: 'Product Sales Performance' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByText(/^[+-]\d+\.\d%$/).first()).toBeVisible();
  await snap(page, 'sales-reports-products');

  // CSV: the products table's header first.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^sales-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await csvFile.path(), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toBe('Product,Category,Units Sold,Revenue,Avg. Price,Growth %');
  expect(rows.length).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: /Downloaded sales-report-/ })).toBeVisible();

  // PDF: opens, holds the vendor's name; its first page rendered to PNG.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const pdfFile = await pdfDownload;
  expect(pdfFile.suggestedFilename()).toMatch(/^sales-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdfPath = path.join(SCREENSHOT_DIR, 'sales-report.pdf');
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await pdfFile.saveAs(pdfPath);
  const bytes = fs.readFileSync(pdfPath);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain('Demo Traders');
  expect(text).toContain('Product Sales Performance');
  expect(text).toContain('Page 1');
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdfPath,
    path.join(SCREENSHOT_DIR, 'sales-report-pdf-page-1'),
  ]);
  expect(fs.existsSync(path.join(SCREENSHOT_DIR, 'sales-report-pdf-page-1.png'))).toBe(true);

  // Reset Filters: back to a summary of the last 30 days.
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page).not.toHaveURL(/reportType|timeRange|category/);
  await loaded(page);
  await expect(card(page, 'Total Sales')).toHaveText(sales30 ?? '');
});

test('the detailed report pages its order lines and a refused filter shows beside its field', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInDemoVendor(page);
  await page.goto('/vendor/reports?reportType=detailed&timeRange=365');
  await loaded(page);
  const lines = page.getByRole('table', { name: 'Order Lines' });
  await expect(lines.getByRole('row').nth(1)).toBeVisible();
  await snap(page, 'sales-reports-detailed');

  await page.goto('/vendor/reports?timeRange=custom&startDate=2026-02-01&endDate=2026-01-01');
  await expect(page.getByText('Failed to load report data')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('The end date must be on or after the start date')).toBeVisible();
  await snap(page, 'sales-reports-bad-dates');
});
