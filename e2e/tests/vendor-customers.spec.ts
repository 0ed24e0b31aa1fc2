import type { Page } from '@playwright/test';
import { snap } from '../support/screenshots';
import { expect, test } from '../support/test';
import { placeDemoVendorOrder, signInDemoVendor } from '../support/vendor-orders';

/**
 * Issue 35 item 7: the vendor's customer page (figures, orders, notes) and the setup checklist of
 * the dashboard, at 1366 px and at 390 px.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** How many CSS pixels the page is wider than the window (0 when nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(
    () => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth,
  );

test('a vendor opens a customer from the list, reads the figures and orders, and keeps a note', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const order = await placeDemoVendorOrder(request, { offset: 3, customerName: 'Carmen Customerpage' });
  await signInDemoVendor(page);

  await page.goto('/vendor/customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('Carmen Customerpage');
  await page.getByRole('link', { name: 'Carmen Customerpage' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Carmen Customerpage' })).toBeVisible();
  await expect(page.getByRole('link', { name: order.email })).toHaveAttribute(
    'href',
    `mailto:${order.email}`,
  );
  const figures = page.getByRole('region', { name: 'Figures' });
  await expect(figures.getByText('Orders', { exact: true })).toBeVisible();
  const orders = page.getByRole('list', { name: 'Orders' });
  await expect(orders.getByRole('link', { name: `Order ${order.orderNumber}` })).toBeVisible();

  // A note: refused when blank, then added, listed with its author, and deleted after a confirmation.
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Please enter a note')).toBeVisible();
  await page.getByRole('textbox', { name: 'Add a note' }).fill('Prefers delivery after 5 pm; ring twice.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note added' })).toBeVisible();
  const notes = page.getByRole('list', { name: 'Notes' });
  await expect(notes.getByText('Prefers delivery after 5 pm; ring twice.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Add a note' }).fill('Asked about gift wrapping.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByTestId('customer-note')).toHaveCount(2);
  await expect(notes.getByTestId('customer-note').first()).toContainText('Asked about gift wrapping.');
  await snap(page, 'vendor-customer-page-1366');

  await notes
    .getByTestId('customer-note')
    .first()
    .getByRole('button', { name: /Delete note/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete this note?' });
  await expect(dialog).toBeVisible();
  await snap(page, 'vendor-customer-delete-note-1366');
  await dialog.getByRole('button', { name: 'Delete note' }).click();
  await expect(dialog).toBeHidden();
  await expect(notes.getByTestId('customer-note')).toHaveCount(1);

  // The order opens the vendor's order detail, whose way back returns to the customer.
  const customerUrl = page.url();
  await orders.getByRole('link', { name: `Order ${order.orderNumber}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Customer' }).click();
  await expect(page).toHaveURL(customerUrl);

  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 2, name: 'Carmen Customerpage' })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await snap(page, 'vendor-customer-page-390');
  await page.setViewportSize(DESKTOP);
});

test('the dashboard shows the setup checklist with links to where each step is done', async ({ page }) => {
  test.setTimeout(120_000);
  await signInDemoVendor(page);
  // The demo shop has no logo and never saved its handling days: two steps are left.
  const checklist = page.getByRole('region', { name: 'Set up your shop' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText(/^\d of 5 done$/)).toBeVisible();
  await expect(checklist.getByRole('progressbar', { name: 'Setup progress' })).toBeVisible();
  await expect(checklist.getByRole('listitem')).toHaveCount(5);
  await snap(page, 'vendor-dashboard-checklist-1366');
  await page.setViewportSize(PHONE);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await snap(page, 'vendor-dashboard-checklist-390');
  await page.setViewportSize(DESKTOP);

  // The shipping step opens the business profile's form, where the handling days are.
  await checklist.getByRole('link', { name: 'Set your handling days' }).click();
  await expect(page.getByRole('form', { name: 'Edit business profile' })).toBeVisible();
  await expect(page.getByLabel(/Handling days/)).toBeVisible();
});
