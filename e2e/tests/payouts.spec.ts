import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { apiToken, DEMO } from '../support/api';
import { snap } from '../support/screenshots';
import { expect, type Page, test } from '../support/test';
import { DEMO_VENDOR_NAME, demoVendorId, money, signInDemoVendor } from '../support/vendor-orders';

/**
 * Vendor payouts (issue 28 item 4) on the demo data: the admin runs the payouts now from the
 * Payouts desk and confirms the demo vendor's transfer with a bank reference; the vendor sees it
 * paid, opens its statement, whose lines add up to the payout, and downloads it as CSV and PDF.
 *
 * The server pays every vendor due on its first scheduled run, a minute after it starts. The
 * journey waits for that run (so the two cannot race), then makes the demo vendor due again with
 * an adjustment (available at once) above the minimum. No marketplace setting is changed.
 */

type DeskPayout = { _id: string; vendorId: string; amount: number; status: string };
type Desk = {
  latestRun: { startedAt: string } | null;
  schedule: { minimum: number };
  payouts: DeskPayout[];
};

async function desk(request: APIRequestContext, token: string, query = ''): Promise<Desk> {
  const res = await request.get(`/api/admin/payouts${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as Desk;
}

/** Cents of a shown amount: '$1,234.50' → 123450, '-$5.00' → -500. */
function cents(text: string): number {
  const negative = text.trim().startsWith('-');
  const value = Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
  return negative ? -value : value;
}

async function signInAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('the admin runs payouts and confirms one; the vendor reads and downloads its statement', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const adminToken = await apiToken(request, 'admin', DEMO.admin);
  const vendorId = await demoVendorId(request);

  // The server's own first run comes a minute after its start: wait for it.
  await expect
    .poll(async () => (await desk(request, adminToken)).latestRun !== null, {
      timeout: 120_000,
      intervals: [2_000],
    })
    .toBe(true);
  const { schedule } = await desk(request, adminToken);
  const creditCents = Math.round(schedule.minimum * 100) + 1337;
  const adjusted = await request.post('/api/admin/ledger/adjustments', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      vendorId,
      amount: creditCents / 100,
      reason: 'Payout journey: a goodwill credit to pay out',
    },
  });
  expect(adjusted.status(), await adjusted.text()).toBe(201);

  // The admin's desk: the demo vendor is due.
  await signInAdmin(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Payouts' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payouts', exact: true })).toBeVisible();
  const due = page.getByRole('table', { name: 'Due now' });
  const dueRow = due.getByRole('row').filter({ hasText: DEMO_VENDOR_NAME });
  await expect(dueRow).toBeVisible();
  expect(cents((await dueRow.getByRole('cell').nth(1).textContent()) ?? '')).toBeGreaterThanOrEqual(
    creditCents,
  );
  await expect(page.getByTestId('next-run')).toHaveText(
    /^\w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/,
  );
  await snap(page, 'payouts-admin-desk');

  // Run payouts now, behind the confirmation.
  await page.getByRole('button', { name: 'Run payouts now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Run payouts now' });
  await expect(
    confirm.getByText('Pay every vendor whose available balance reaches the minimum now?'),
  ).toBeVisible();
  await snap(page, 'payouts-admin-run-confirm');
  await confirm.getByRole('button', { name: 'Run payouts', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Paid \d+ vendors?: \$[\d,]+\.\d\d in all\.$/ }),
  ).toBeVisible();
  await expect(due.getByRole('row').filter({ hasText: DEMO_VENDOR_NAME })).toHaveCount(0);

  // The run's payout to the demo vendor: the newest one in transit.
  const inTransit = await desk(request, adminToken, '?status=pending&limit=100');
  const payout = inTransit.payouts.find((p) => p.vendorId === vendorId);
  expect(payout, 'a payout in transit to the demo vendor').toBeTruthy();
  expect(Math.round(payout!.amount * 100)).toBeGreaterThanOrEqual(creditCents);

  // Mark it paid: the bank reference is required.
  await page.getByRole('tab', { name: 'In Transit' }).click();
  await expect(page).toHaveURL(/status=pending/);
  const row = page.locator(`tr[data-payout-id="${payout!._id}"]`);
  await expect(row.getByText('In Transit')).toBeVisible();
  await row.getByRole('button', { name: /^Mark paid/ }).click();
  const paidDialog = page.getByRole('alertdialog', { name: 'Mark payout paid' });
  await paidDialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(paidDialog.getByText('The bank reference is required')).toBeVisible();
  const reference = `E2E-TRF-${Date.now()}`;
  await paidDialog.getByLabel('Bank reference').fill(reference);
  await snap(page, 'payouts-admin-mark-paid');
  await paidDialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Payout marked paid')).toBeVisible();
  await expect(paidDialog).toBeHidden();
  await page.getByRole('tab', { name: 'Paid' }).click();
  const paidRow = page.locator(`tr[data-payout-id="${payout!._id}"]`);
  await expect(paidRow.getByText(reference)).toBeVisible();
  await expect(paidRow.getByText('Paid', { exact: true })).toBeVisible();
  await snap(page, 'payouts-admin-desk-paid');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Payouts' }).getByText(reference)).toBeVisible();
  await snap(page, 'payouts-admin-desk-phone');

  // The reconciliation of the last 30 days: every paid order matches its ledger lines.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/reconciliation');
  await expect(
    page.getByText(/^All \d+ paid orders of the period match their ledger lines\.$/),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Per vendor' }).getByText('Demo Traders')).toBeVisible();
  await snap(page, 'reconciliation-admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'reconciliation-admin-phone');

  // The vendor: the payout is paid, with the reference.
  const vendorContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const vendor = await vendorContext.newPage();
  await signInDemoVendor(vendor);
  await vendor
    .getByRole('navigation', { name: 'Vendor portal' })
    .getByRole('link', { name: 'Payouts' })
    .click();
  await expect(vendor.getByRole('heading', { level: 2, name: 'Payouts', exact: true })).toBeVisible();
  await expect(vendor.getByText('Pending', { exact: true })).toBeVisible();
  await expect(vendor.getByText('Available', { exact: true })).toBeVisible();
  await expect(vendor.getByText('Paid out', { exact: true })).toBeVisible();
  await expect(vendor.getByTestId('next-payout-date')).toHaveText(/^\w+day, \w+ \d{1,2}, \d{4}$/);
  const history = vendor.locator(`tr[data-payout-id="${payout!._id}"]`);
  await expect(history.getByText(reference)).toBeVisible();
  await expect(history.getByText('Paid', { exact: true })).toBeVisible();
  await expect(history.getByText(money(Math.round(payout!.amount * 100)))).toBeVisible();
  await snap(vendor, 'payouts-vendor');

  // Its statement: the lines add up to the total, which is the payout.
  await history.getByRole('link', { name: /^View statement/ }).click();
  await expect(vendor).toHaveURL(new RegExp(`/vendor/payouts/${payout!._id}$`));
  const lines = vendor.getByRole('table', { name: 'Statement lines' });
  await expect(lines.getByText('Adjustment: Payout journey: a goodwill credit to pay out')).toBeVisible();
  const totalText = (await vendor.getByTestId('statement-total').textContent()) ?? '';
  expect(cents(totalText)).toBe(Math.round(payout!.amount * 100));
  const lineAmounts = await lines.locator('tbody td[data-amount]').allTextContents();
  expect(lineAmounts.length).toBeGreaterThan(0);
  expect(lineAmounts.reduce((sum, text) => sum + cents(text), 0)).toBe(cents(totalText));
  await snap(vendor, 'payouts-vendor-statement');

  // The CSV: its 'Total paid out' row is the payout.
  const csvDownload = vendor.waitForEvent('download');
  await vendor.getByRole('button', { name: 'Download CSV' }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^payout-statement-\d{4}-\d{2}-\d{2}-[\w-]+\.csv$/);
  const csv = fs.readFileSync(await csvFile.path(), 'utf8').replace(/^\uFEFF/, '');
  const totalRow = csv
    .trim()
    .split(/\r?\n/)
    .find((line) => line.includes('Total paid out'));
  expect(totalRow, csv.slice(-300)).toBeTruthy();
  expect(totalRow!.split(',').at(-1)).toBe((cents(totalText) / 100).toFixed(2));
  await expect(vendor.getByRole('status').filter({ hasText: /^Downloaded payout-statement-/ })).toBeVisible();

  // The PDF: a PDF.
  const pdfDownload = vendor.waitForEvent('download');
  await vendor.getByRole('button', { name: 'Download PDF' }).click();
  const pdfFile = await pdfDownload;
  expect(pdfFile.suggestedFilename()).toMatch(/^payout-statement-\d{4}-\d{2}-\d{2}-[\w-]+\.pdf$/);
  const pdf = fs.readFileSync(await pdfFile.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1000);

  // Both pages at 390 px.
  await vendor.setViewportSize({ width: 390, height: 844 });
  await expect(vendor.getByRole('list', { name: 'Statement lines' })).toBeVisible();
  await snap(vendor, 'payouts-vendor-statement-phone');
  await vendor.getByRole('link', { name: 'All payouts' }).click();
  await expect(vendor.getByRole('list', { name: 'Payouts' }).getByText(reference)).toBeVisible();
  await snap(vendor, 'payouts-vendor-phone');
  await vendorContext.close();
});
