import { apiToken, DEMO, signInAsVendor } from '../support/api';
import { createProduct, globalCategory, pngFile, snapLoaded } from '../support/catalog';
import { tabTo } from '../support/keyboard';
import { snap } from '../support/screenshots';
import { expect, test } from '../support/test';

/**
 * The catalogue (issue 4): a vendor builds categories and a product with images, finds it in My
 * Products, raises its price in bulk and opens its analytics; a buyer finds a product with the
 * header search and puts it in the cart; an admin sees the marketplace's own catalogue. Names carry
 * Date.now() so runs and the two parallel workers never collide.
 */

test.describe.configure({ mode: 'parallel' });

test('a vendor adds categories and a product with two images, filters, bulk-raises its price and opens its analytics', async ({
  page,
}) => {
  // Two uploads, a bulk change and the analytics page: on two busy cores this takes over a minute.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const category = `Lighting ${stamp}`;
  const subcategory = `Desk Lamps ${stamp}`;
  const title = `Lumen Lamp ${stamp}`;

  await signInAsVendor(page);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);

  // Categories: a main category, then a subcategory under it.
  await page
    .getByRole('navigation', { name: 'Vendor portal' })
    .getByRole('link', { name: 'Categories' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Category Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Category' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByLabel('Category name').fill(category);
  await dialog.getByLabel('Description').fill('Lamps and lights for home and office.');
  await expect(dialog.getByLabel('Parent category')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(category, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Add a subcategory to ${category}` }).click();
  dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByLabel('Category name').fill(subcategory);
  await dialog.getByLabel('Description').fill('Lamps for the desk.');
  await expect(dialog.getByLabel('Parent category').locator('option:checked')).toHaveText(category);
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Search categories').fill(String(stamp));
  await page.getByRole('button', { name: `Show subcategories of ${category}` }).click();
  await expect(
    page.getByRole('list', { name: `Subcategories of ${category}` }).getByText(subcategory, { exact: true }),
  ).toBeVisible();
  await page.getByLabel('Search categories').fill('');
  await snapLoaded(page, 'catalog-categories');

  // Add a product in the new categories, with two real PNG images (the second one primary).
  await page.goto('/vendor/products');
  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add New Product' })).toBeVisible();
  // The form's first fields from the keyboard: Tab reaches each in reading order, with the focus shown.
  const typed: [string, string][] = [
    ['Product name', title],
    ['Description', 'A dimmable LED desk lamp with a warm light.'],
    ['Price', '20'],
    ['Shipping', '2.5'],
    ['Stock', '3'],
  ];
  for (const [label, value] of typed) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await expect(page.getByLabel('Product name', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Stock', { exact: true })).toHaveValue('3');
  await expect(page.getByLabel('Subcategory')).toBeDisabled();
  await page.getByLabel('Main category').selectOption({ label: category });
  await page.getByLabel('Subcategory').selectOption({ label: subcategory });
  await page.getByLabel('Brand').fill('Lumen');
  await page.getByLabel('Tags').fill('lamp, desk, led');
  // A text file renamed .jpg is refused on selection (by its content): its name and the message
  // under the picker, no preview.
  await page.getByLabel('Add images').setInputFiles({
    name: 'holiday.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('just some text, not a picture'),
  });
  await expect(page.getByTestId('refused-file')).toContainText(
    'holiday.jpg: Please select a valid image file (JPEG, PNG, GIF, WEBP)',
  );
  await expect(page.getByTestId('image-item')).toHaveCount(0);
  // From the top: a full-page shot of a scrolled page draws the fixed portal shell mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'catalog-upload-refused');
  await page
    .getByLabel('Add images')
    .setInputFiles([
      pngFile('lamp-front.png', [79, 70, 229], [30, 27, 75]),
      pngFile('lamp-side.png', [245, 158, 11], [124, 45, 18]),
    ]);
  await expect(page.getByTestId('image-item')).toHaveCount(2);
  await page.getByRole('radio', { name: 'Use lamp-side.png as the primary image' }).check();
  await page.getByLabel('URL slug').fill(`Lumen Lamp ${stamp}!`);
  await expect(page.getByTestId('slug-preview')).toContainText(`lumen-lamp-${stamp}`);
  await page.getByLabel('Meta title').fill('Lumen desk lamp');
  await expect(page.getByTestId('meta-title-count')).toHaveText('15/60');
  await snapLoaded(page, 'catalog-add-product');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created successfully! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/vendor\/products$/);

  // My Products: find it, filter by stock status (3 units: Low Stock); the filters live in the URL.
  await page.getByLabel('Search', { exact: true }).fill(title);
  const row = page.getByTestId('product-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(page).toHaveURL(/search=Lumen/);
  await expect(row.getByText('Low Stock')).toBeVisible();
  await expect(row).toContainText(`${category} › ${subcategory}`);
  await expect(row).toContainText('$20.00');
  await page.getByLabel('Stock status').selectOption('out-of-stock');
  await expect(page).toHaveURL(/stockStatus=out-of-stock/);
  await expect(page.getByText('No products match these filters')).toBeVisible();
  await page.getByLabel('Stock status').selectOption('low-stock');
  await expect(page).toHaveURL(/stockStatus=low-stock/);
  await expect(row).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Stock status')).toHaveValue('low-stock');
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(title);
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: title })).toHaveAttribute('src', /thumb\.webp$/);
  // The row's View link opens the storefront page of the product.
  await row.getByRole('link', { name: `View ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('availability')).toHaveText('Only 3 left');
  await page.goBack();
  await expect(row).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill('');
  await expect(page).not.toHaveURL(/search=/);
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  await snapLoaded(page, 'catalog-my-products');

  // Bulk: raise its price by 10 percent.
  await page.getByRole('link', { name: 'Bulk Actions' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Bulk Product Management' })).toBeVisible();
  await page.getByLabel('Search products').fill(title);
  const bulkRow = page.getByTestId('bulk-row').filter({ hasText: title });
  await expect(page.getByTestId('bulk-row')).toHaveCount(1);
  await bulkRow.getByRole('checkbox', { name: `Select ${title}` }).check();
  await page.getByLabel('Action').selectOption('update_prices');
  await page.getByLabel('Adjustment type').selectOption('percentage');
  await page.getByLabel('Direction').selectOption('increase');
  await page.getByLabel('Percentage').fill('10');
  await page.getByRole('button', { name: 'Apply to selected' }).click();
  await expect(page.getByText('Successfully updated 1 products')).toBeVisible();
  await expect(bulkRow.getByTestId('bulk-price')).toHaveText('$22.00');
  await snapLoaded(page, 'catalog-bulk');

  // Analytics of the new product.
  await page.goto(`/vendor/products?search=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: `Analytics of ${title}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Product Analytics' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  const kpis = page.getByRole('region', { name: 'Key figures' });
  for (const label of ['Total Views', 'Total Sales', 'Revenue', 'Conversion Rate']) {
    await expect(kpis.getByText(label)).toBeVisible();
  }
  await expect(page.getByText('No regional data available yet')).toBeVisible();
  await expect(page.getByLabel('Time range')).toHaveValue('30');
  await expect(page.getByText('$22.00')).toBeVisible();
  await page.getByLabel('Time range').selectOption('90');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('link', { name: 'Edit Product' })).toBeVisible();
  await snapLoaded(page, 'catalog-analytics');
});

test('a buyer finds a product with the header search, opens it and adds it to the cart', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const title = `Copper Teapot ${stamp}`;
  const token = await apiToken(request, 'vendor', DEMO.vendor);
  const product = await createProduct(request, token, {
    title,
    description: 'A hand-hammered copper teapot for four cups.',
    price: 48,
    stock: 6,
    mainCategory: await globalCategory(request, 'Home & Garden'),
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Featured products' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'New arrivals' }).getByRole('listitem').first()).toBeVisible();
  await snapLoaded(page, 'catalog-home');

  const search = page.getByRole('searchbox', { name: 'Search products' }).first();
  await search.fill(`teapot ${stamp}`);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=teapot/);
  await expect(page.getByRole('heading', { level: 1, name: `Results for “teapot ${stamp}”` })).toBeVisible();
  const card = page.getByRole('list', { name: 'Products' }).getByRole('link', { name: title });
  await expect(card).toBeVisible();
  await snapLoaded(page, 'catalog-products');

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('availability')).toHaveText('In stock');
  await expect(page.getByText('$48.00')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demo Traders' })).toHaveAttribute('href', /\/shop\//);
  await page.getByRole('button', { name: `Increase quantity of ${title}` }).click();
  await expect(page.getByLabel(`Quantity of ${title}`, { exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`Added 2 × ${title} to your cart`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await snapLoaded(page, 'catalog-product');

  await page.getByRole('link', { name: 'Demo Traders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Traders' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await snapLoaded(page, 'catalog-shop');

  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // The catalogue with a category filter and a sort.
  await page.goto('/products');
  await page.getByLabel('Category').selectOption({ label: 'Home & Garden' });
  await expect(page).toHaveURL(/category=/);
  await page.getByLabel('Sort by').selectOption('price_low');
  await expect(page).toHaveURL(/sort=price_low/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home & Garden' })).toBeVisible();
  const prices = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(prices.first()).toBeVisible();
  await snapLoaded(page, 'catalog-products-filtered');
});

test("an admin manages the marketplace's own products and the global categories", async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 2, name: 'All Products' })).toBeVisible();
  await page.getByRole('link', { name: 'Marketplace Products' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/marketplace$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Marketplace Products' })).toBeVisible();
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  await snapLoaded(page, 'catalog-admin-products');

  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add New Product' })).toBeVisible();
  await expect(page.getByLabel('Featured on the storefront home')).toBeVisible();
  await snapLoaded(page, 'catalog-admin-add-product');

  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 2, name: 'Category Management' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Electronics' })).toBeVisible();
  await snapLoaded(page, 'catalog-admin-categories');
});
