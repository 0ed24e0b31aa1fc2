import { apiToken, DEMO, lastEmail, signInAsVendor } from '../support/api';
import { createProduct, globalCategory, snapLoaded } from '../support/catalog';
import { expect, test } from '../support/test';

/**
 * Catalogue moderation (issue 16 part 5, decision 0017): an admin filters every product by vendor,
 * deactivates one with a reason; the vendor sees the reason on My Products and in the form, gets
 * an e-mail, and cannot reactivate it (form or bulk) until the admin clears the moderation.
 */
/** The spec's messages (packages/domain/src/catalog/moderation.ts), as the user reads them. */
const MODERATION_MESSAGES = {
  reasonRequired: 'Please give a reason: the vendor sees it on My Products and in the e-mail',
  badge: 'Deactivated by admin',
  locked:
    'An admin deactivated this product. It stays inactive until an admin clears the moderation: fix what the reason says, then contact support.',
};

test('an admin deactivates a vendor’s product with a reason the vendor sees and cannot undo', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const title = `Moderated Lamp ${stamp}`;
  const reason = 'The photos show a different lamp than the description. Please upload photos of this lamp.';

  // A fresh product of the demo vendor, so other journeys never meet it.
  const vendorToken = await apiToken(request, 'vendor', DEMO.vendor);
  const me = (
    await (await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${vendorToken}` } })).json()
  ).data as { vendor: { _id: string; businessName: string } };
  const product = await createProduct(request, vendorToken, {
    title,
    description: 'A brass desk lamp.',
    price: 49,
    stock: 12,
    mainCategory: await globalCategory(request, 'Home & Garden'),
  });
  expect((await request.get(`/api/products/${product._id}`)).status()).toBe(200);

  // The admin filters All Products by the vendor, then searches the title.
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'All Products' })).toBeVisible();
  await expect(page.getByRole('option', { name: me.vendor.businessName })).toBeAttached();
  await page.getByLabel('Seller').selectOption(me.vendor._id);
  await expect(page).toHaveURL(new RegExp(`vendor=${me.vendor._id}`));
  await page.getByRole('searchbox', { name: 'Search by title or SKU' }).fill(title);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByTestId('admin-product-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('admin-product-row')).toHaveCount(1);
  await expect(row).toContainText(me.vendor.businessName);
  await snapLoaded(page, 'moderation-admin-filtered');

  // Deactivate with a reason: required first, then sent.
  await row.getByRole('link', { name: `Review ${title}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText('No moderation actions yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate product' });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog.getByText(MODERATION_MESSAGES.reasonRequired)).toBeVisible();
  await dialog.getByLabel('Reason (shown to the vendor)').fill(reason);
  await snapLoaded(page, 'moderation-admin-deactivate-dialog');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('moderation-reason')).toContainText(reason);
  await expect(page.getByTestId('moderation-event')).toHaveCount(1);
  await expect(page.getByTestId('moderation-event')).toContainText('Deactivated');
  await expect(page.getByRole('button', { name: 'Clear moderation' })).toBeVisible();
  await snapLoaded(page, 'moderation-admin-product-deactivated');

  // Gone from the storefront; the vendor was e-mailed.
  expect((await request.get(`/api/products/${product._id}`)).status()).toBe(404);
  const mail = await lastEmail(request, DEMO.vendor.email);
  expect(mail?.subject).toBe(`Your product was deactivated: ${title}`);
  expect(mail?.text).toContain(reason);

  // The vendor sees the badge and the reason on My Products.
  await signInAsVendor(page);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await page.goto(`/vendor/products?search=${encodeURIComponent(title)}`);
  const mine = page.getByTestId('product-row').filter({ hasText: title });
  await expect(mine.getByTestId('moderation-badge')).toHaveText(MODERATION_MESSAGES.badge);
  await expect(mine.getByTestId('moderation-reason')).toContainText(reason);
  await snapLoaded(page, 'moderation-vendor-my-products');

  // The form shows the reason and offers no status but Inactive.
  await mine.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Product' })).toBeVisible();
  await expect(page.getByTestId('moderation-reason')).toContainText(reason);
  await expect(page.getByLabel('Status').locator('option[value="active"]')).toBeDisabled();
  await snapLoaded(page, 'moderation-vendor-form');

  // Bulk status: refused by the server with the reason to contact support.
  await page.goto('/vendor/products/bulk');
  await page.getByLabel('Search products').fill(title);
  const bulkRow = page.getByTestId('bulk-row').filter({ hasText: title });
  await expect(page.getByTestId('bulk-row')).toHaveCount(1);
  await bulkRow.getByRole('checkbox', { name: `Select ${title}` }).check();
  await page.getByLabel('Action').selectOption('update_status');
  await page.getByLabel('New status').selectOption('active');
  await page.getByRole('button', { name: 'Apply to selected' }).click();
  await expect(page.getByText(MODERATION_MESSAGES.locked)).toBeVisible();
  await snapLoaded(page, 'moderation-vendor-bulk-refused');
  expect((await request.get(`/api/products/${product._id}`)).status()).toBe(404);
});
