import fs from 'node:fs';
import { snap } from '../support/screenshots';
import { expect, type Locator, type Page, test } from '../support/test';
import { signInDemoVendor } from '../support/vendor-orders';

/**
 * Inventory Management (issue 15) on the demo data: the four tabs, an adjustment with a batch cost
 * seen in the item's ledger and value, an acknowledged alert, the CSV export, and an import refused
 * for one bad row (nothing changed) then applied once the row is fixed.
 */

test.use({ reducedMotion: 'reduce' });

/** The export's columns (issue 15): SKU, product, current, reserved, available, threshold, reorder point and quantity, status, value. */
const CSV_HEADER =
  'SKU,Product,Current,Reserved,Available,Threshold,Reorder Point,Reorder Quantity,Status,Value';

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

/** Nothing on the page is loading any more. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

/** The value under a stat card's label. */
function card(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Key figures' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::p[1]');
}

function itemRow(page: Page, sku: string): Locator {
  return page.getByRole('table', { name: 'Inventory items' }).getByRole('row').filter({ hasText: sku });
}

/** The current stock shown in a row's Stock cell (the first figure of the cell). */
async function currentStockOf(page: Page, sku: string): Promise<number> {
  const cell = itemRow(page, sku).getByRole('cell').nth(2);
  return Number((await cell.locator('span').first().textContent())?.replace(/,/g, ''));
}

async function importFile(page: Page, name: string, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Import inventory' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await dialog.getByRole('button', { name: 'Import file' }).click();
  return dialog;
}

test('a vendor adjusts stock with a batch cost, acknowledges an alert, exports and imports the inventory', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInDemoVendor(page);

  // The menu leads to the screen; Overview first.
  await page
    .getByRole('navigation', { name: 'Vendor portal' })
    .getByRole('link', { name: /^Inventory/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Inventory Management' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Key figures' })).toBeVisible({ timeout: 30_000 });
  await settled(page);
  expect(Number(await card(page, 'Total Items').textContent())).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Recent Stock Movements' })).toBeVisible();
  await snap(page, 'inventory-overview');

  // Inventory tab: the list, sorted by name, filters in the address.
  await page.getByRole('tab', { name: 'Inventory' }).click();
  await page.getByLabel('Sort by').selectOption('product.name');
  await page.getByLabel('Order').selectOption('asc');
  await expect(page).toHaveURL(/tab=inventory&sortBy=product.name&sortOrder=asc/);
  const table = page.getByRole('table', { name: 'Inventory items' });
  await expect(table).toBeVisible();
  await settled(page);
  await snap(page, 'inventory-list');

  // One item to work on: the first one, found by its SKU.
  const firstRow = table.getByRole('row').nth(1);
  const sku = (await firstRow.getByRole('cell').nth(1).textContent())!.trim();
  const name = (await firstRow.getByRole('cell').first().locator('p').first().textContent())!.trim();
  await page.getByLabel('Search').fill(sku);
  await expect(page).toHaveURL(new RegExp(`search=${sku}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  const before = await currentStockOf(page, sku);

  // Its value before, from the movement history.
  await itemRow(page, sku)
    .getByRole('button', { name: `Movement history of ${name}` })
    .click();
  let drawer = page.getByRole('dialog', { name: 'Movement history' });
  await expect(drawer.getByRole('list', { name: 'Stock movements' })).toBeVisible();
  const valueBefore = money(await drawer.getByTestId('stock-value').textContent());
  await drawer.getByRole('button', { name: 'Close' }).click();

  // Adjust stock: errors beside the fields first, then +10 at 4.25 a unit.
  await itemRow(page, sku)
    .getByRole('button', { name: `Adjust stock of ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Adjust stock' });
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog.getByText('Please enter a quantity')).toBeVisible();
  await expect(dialog.getByText('Please enter a reason')).toBeVisible();
  await dialog.getByLabel('Quantity').fill('10');
  await dialog.getByLabel('Reason').fill('Delivery from the workshop');
  await dialog.getByLabel('Batch cost per unit (optional)').fill('4.25');
  await snap(page, 'inventory-adjust-dialog');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(new RegExp(`now ${before + 10} in stock`))).toBeVisible();
  await expect.poll(() => currentStockOf(page, sku)).toBe(before + 10);

  // The movement in the ledger, and the value up by 10 x 4.25.
  await itemRow(page, sku)
    .getByRole('button', { name: `Movement history of ${name}` })
    .click();
  drawer = page.getByRole('dialog', { name: 'Movement history' });
  const newest = drawer.getByRole('list', { name: 'Stock movements' }).getByRole('listitem').first();
  await expect(newest).toContainText('Delivery from the workshop');
  await expect(newest).toContainText('+10');
  await expect(newest).toContainText(`Stock ${before} → ${before + 10}`);
  await expect
    .poll(async () => money(await drawer.getByTestId('stock-value').textContent()))
    .toBeCloseTo(valueBefore + 42.5, 2);
  await snap(page, 'inventory-movement-history');
  await drawer.getByRole('button', { name: 'Close' }).click();

  // A count after breakage takes the item down to 2 available: a low-stock alert (2 of 10 is 'high').
  const reserved = Number(await itemRow(page, sku).getByRole('cell').nth(3).textContent());
  const current = reserved + 2;
  await itemRow(page, sku)
    .getByRole('button', { name: `Adjust stock of ${name}` })
    .click();
  await dialog.getByLabel('Quantity').fill(String(current - (before + 10)));
  await dialog.getByLabel('Reason').fill('Count after breakage');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => currentStockOf(page, sku)).toBe(current);

  // Alerts: the count on the tab and in the menu; the item's alert acknowledged.
  await page.getByRole('tab', { name: /Alerts/ }).click();
  const alerts = page.getByRole('list', { name: 'Active alerts' });
  const alert = alerts.getByRole('listitem').filter({ hasText: `SKU ${sku}` });
  await expect(alert).toContainText('Low stock: 2 left');
  await expect(alert).toContainText('High');
  await settled(page);
  const alertsTab = page.getByRole('tab', { name: /Alerts/ });
  const count = Number((await alertsTab.textContent())?.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  await expect(
    page
      .getByRole('navigation', { name: 'Vendor portal' })
      .getByRole('link', { name: `Inventory (${count} active ${count === 1 ? 'alert' : 'alerts'})` }),
  ).toBeVisible();
  await snap(page, 'inventory-alerts');
  await alert.getByRole('button', { name: `Acknowledge alert for ${name}` }).click();
  await expect(page.getByText('Alert acknowledged')).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(alertsTab).toHaveText(`Alerts${count - 1}`);

  // Export: the CSV with the spec's columns.
  await page.getByRole('tab', { name: 'Inventory' }).click();
  await expect(table).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const exported = fs.readFileSync((await download.path())!, 'utf8');
  const [header, ...lines] = exported
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(header).toBe(CSV_HEADER);
  expect(lines.some((line) => line.startsWith(`${sku},`))).toBe(true);

  // Import: one bad row, nothing changes; fixed, it applies.
  const head = CSV_HEADER;
  const good = `${sku},,${current + 15},,,,,,,`;
  await page.getByRole('button', { name: 'Import' }).click();
  let importDialog = await importFile(page, 'stock-bad.csv', `${head}\n${good}\n${sku}-NOPE,,abc,,,,,,,\n`);
  const report = importDialog.getByRole('table', { name: 'Import errors' });
  await expect(report).toBeVisible();
  await expect(importDialog.getByText('Nothing was changed.', { exact: false })).toBeVisible();
  await expect(report.getByRole('row')).not.toHaveCount(1);
  await expect(report.getByRole('row').nth(1)).toContainText('3');
  await snap(page, 'inventory-import-report');
  await importDialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await settled(page);
  expect(await currentStockOf(page, sku)).toBe(current);

  await page.getByRole('button', { name: 'Import' }).click();
  importDialog = await importFile(page, 'stock-fixed.csv', `${head}\n${good}\n`);
  await expect(importDialog.getByText('Imported: 1 item changed')).toBeVisible({ timeout: 30_000 });
  await snap(page, 'inventory-import-done');
  await importDialog.getByRole('button', { name: 'Close' }).last().click();
  await expect.poll(() => currentStockOf(page, sku)).toBe(current + 15);

  // Analytics: the three charts, each with its table.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Stock Status Distribution' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top Products by Stock Value' })).toBeVisible();
  await settled(page);
  await snap(page, 'inventory-analytics');
  await page
    .getByRole('group', { name: 'Stock Movements: view as' })
    .getByRole('button', { name: 'Table' })
    .click();
  await expect(page.getByRole('table', { name: 'Stock Movements' })).toContainText('CSV import');
  await page.getByLabel('Period').selectOption('7');
  await expect(page).toHaveURL(/period=7/);
  await settled(page);
  await snap(page, 'inventory-analytics-7-days');
});
