import { apiToken, DEMO, lastEmail, signInAsVendor } from '../support/api';
import { pngFile, snapLoaded } from '../support/catalog';
import { newWindow } from '../support/inquiries';
import { openAdmin } from '../support/onboarding';
import { expect, type Page, test } from '../support/test';

/**
 * Listing review (issue 35 item 6, decision 0044): an admin turns on 'Review new and changed
 * listings'; the demo vendor adds a product, which waits hidden from buyers; the admin approves it
 * from the Listing Review queue and it is on the storefront. Screenshots at 1366 px and 390 px.
 */
const PHONE = { width: 390, height: 844 };

async function snapBoth(page: Page, name: string) {
  await snapLoaded(page, name);
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  await snapLoaded(page, `${name}-phone`);
  if (desktop) await page.setViewportSize(desktop);
}

test('a vendor’s new listing waits for review and reaches the storefront once an admin approves it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const title = `Reviewed Lamp ${Date.now()}`;
  const adminToken = await apiToken(request, 'admin', DEMO.admin);
  try {
    // The admin turns listing review on in Settings.
    const admin = await openAdmin(browser, baseURL);
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    const toggle = admin.getByRole('switch', { name: /Review new and changed listings/ });
    await expect(toggle).not.toBeChecked();
    await toggle.check({ force: true });
    await expect(admin.getByText(/On: Vendors' new products and changes/)).toBeVisible();
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await expect(admin.getByText('Settings saved')).toBeVisible();
    await snapBoth(admin, 'listing-review-setting-on');

    // The vendor adds a product: it is saved and sent for review.
    await signInAsVendor(page);
    await expect(page).toHaveURL(/\/vendor\/dashboard/);
    await page.goto('/vendor/products/add');
    await expect(page.getByRole('heading', { level: 2, name: 'Add New Product' })).toBeVisible();
    await page.getByLabel('Product name', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('A brass reading lamp with a linen shade.');
    await page.getByLabel('Price', { exact: true }).fill('59');
    await page.getByLabel('Shipping', { exact: true }).fill('4');
    await page.getByLabel('Stock', { exact: true }).fill('8');
    await page.getByLabel('Main category').selectOption({ label: 'Home & Garden' });
    await page
      .getByLabel('Add images')
      .setInputFiles([pngFile('reviewed-lamp.png', [180, 120, 40], [60, 30, 10])]);
    await expect(page.getByTestId('image-item')).toHaveCount(1);
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expect(
      page.getByText('Product saved and sent for review. Buyers will see it once an admin approves it.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/vendor\/products$/);
    await page.getByLabel('Search', { exact: true }).fill(title);
    const mine = page.getByTestId('product-row').filter({ hasText: title });
    await expect(mine.getByTestId('review-badge')).toHaveText('Waiting for review');
    await snapBoth(page, 'listing-review-vendor-waiting');

    // Hidden from buyers meanwhile.
    const vendorToken = await apiToken(request, 'vendor', DEMO.vendor);
    const found = await request.get(`/api/vendors/products?search=${encodeURIComponent(title)}`, {
      headers: { Authorization: `Bearer ${vendorToken}` },
    });
    const productId = (await found.json()).data.products[0]._id as string;
    expect((await request.get(`/api/products/${productId}`)).status()).toBe(404);

    // The admin finds it in the queue and approves it.
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Listing Review' })
      .click();
    await expect(admin.getByRole('heading', { level: 2, name: 'Listing Review' })).toBeVisible();
    await admin.getByRole('searchbox', { name: 'Search listings' }).fill(title);
    await expect(admin).toHaveURL(/search=/);
    const item = admin.getByTestId('review-item').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Demo Traders');
    await snapBoth(admin, 'listing-review-admin-queue');
    await item.getByRole('button', { name: `Approve ${title}` }).click();
    await expect(
      admin.getByText('Listing approved: it is on the storefront now (when its status is Active).'),
    ).toBeVisible();
    await expect(admin.getByText('No listing matches this search')).toBeVisible();
    await admin.context().close();
    const mail = await lastEmail(request, DEMO.vendor.email);
    expect(mail?.subject).toBe(`Your listing was approved: ${title}`);

    // On the storefront now; the vendor's badge is gone.
    expect((await request.get(`/api/products/${productId}`)).status()).toBe(200);
    const buyer = await newWindow(browser, baseURL);
    await buyer.goto(`/product/${productId}`);
    await expect(buyer.getByRole('heading', { name: title })).toBeVisible();
    await snapBoth(buyer, 'listing-review-storefront-approved');
    await buyer.context().close();
    await page.reload();
    await expect(mine).toBeVisible();
    await expect(mine.getByTestId('review-badge')).toHaveCount(0);
  } finally {
    // Other journeys add products too: review goes off again whatever happened.
    const off = await request.put('/api/admin/settings', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { reviewListings: false },
    });
    expect(off.status()).toBe(200);
  }
});
