import fs from 'node:fs';
import { DEMO } from '../support/api';
import { pngFile } from '../support/catalog';
import { signInAsCustomer, snapWithModal } from '../support/checkout';
import { demoVendorProduct } from '../support/inquiries';
import { snap } from '../support/screenshots';
import { expect, test } from '../support/test';

/**
 * Issue 16, honest errors and a layout that stays: an inquiry's attachments are checked in the
 * browser on selection (type read from the content, size, count), the refused file's message beside
 * its name and the file left out; the text fields take no more than the server accepts; a sign-in
 * page is drawn at once while a stored session is still being checked.
 */

test('a wrong file for an inquiry attachment is refused on selection, its message beside the file', async ({
  page,
  request,
}) => {
  const product = await demoVendorProduct(request, 2);
  await signInAsCustomer(page, DEMO.customer);
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Ask the vendor' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask the vendor' });
  await expect(ask.getByLabel('Subject')).toHaveAttribute('maxlength', '200');
  await expect(ask.getByLabel('Message')).toHaveAttribute('maxlength', '5000');
  await ask.getByLabel('Subject').fill('Is the colour as in the photo?');
  await ask.getByLabel('Message').fill('My photo and the page differ; please compare.');

  // A text file renamed .jpg (the browser believes the name) beside a real picture.
  const photo = pngFile('my-photo.png', [200, 120, 60], [40, 90, 160]);
  await ask.locator('input[type="file"]').setInputFiles([
    { name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text, not a picture') },
    { name: 'my-photo.png', mimeType: 'image/png', buffer: fs.readFileSync(photo) },
  ]);
  const refused = ask.getByTestId('refused-file');
  await expect(refused).toHaveCount(1);
  await expect(refused).toHaveText(
    'holiday.jpg: Attachments must be images (JPEG, PNG, GIF, WEBP) or PDF files',
  );
  const toSend = ask.getByRole('list', { name: 'Files to send' });
  await expect(toSend.getByRole('listitem')).toHaveCount(1);
  await expect(toSend).toContainText('my-photo.png');
  await expect(ask.getByRole('button', { name: 'Remove holiday.jpg' })).toHaveCount(0);
  await snapWithModal(page, 'inquiries-attachment-refused');

  // Removing a file clears the message; what is left is sent.
  await ask.getByRole('button', { name: 'Remove my-photo.png' }).click();
  await expect(refused).toHaveCount(0);
});

test('a sign-in page shows its form at once while a stored session is checked', async ({ page }) => {
  // A stored token whose check is slow: the page must not wait behind a full-screen spinner.
  await page.addInitScript(() => localStorage.setItem('token', 'expired-or-unknown-token'));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/me', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByText('Checking your session…')).toHaveCount(0);
  await snap(page, 'sign-in-while-session-checked');
  release();
  // The unknown token is refused: the form stays, the token is gone.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});
