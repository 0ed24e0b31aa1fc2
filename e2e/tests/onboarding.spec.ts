import { codeFromOutbox, DEMO, signInAsVendor, uniqueEmail } from '../support/api';
import {
  type Applicant,
  createApprovedVendor,
  logoPng,
  newApplicant,
  openAdmin,
  resetCodeFromOutbox,
  setOwnPasswordViaApi,
  shot,
  typeCode,
} from '../support/onboarding';
import { expect, type Page, test } from '../support/test';

/** Fills the three steps of /vendor/register and submits the last one (which sends the code). */
async function fillApplication(page: Page, applicant: Applicant, shots = false) {
  await page.goto('/vendor/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Apply to sell on Marketplace' })).toBeVisible();

  // Step 1: Business Info, with the spec messages on an empty submit.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Business name is required')).toBeVisible();
  if (shots) await shot(page, 'onboarding-register-step1-errors');
  await page.getByLabel('Business email').fill(applicant.email);
  await expect(page.getByText('Email is required')).toBeHidden();
  await page.getByLabel('Business name').fill(applicant.businessName);
  await page.getByLabel('Business type').selectOption(applicant.businessType);
  await page.getByLabel('Business description').fill(applicant.description);
  if (shots) await shot(page, 'onboarding-register-step1');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: Contact Details.
  await expect(page.getByRole('form', { name: 'Contact Details' })).toBeVisible();
  await page.getByLabel('First name').fill(applicant.firstName);
  await page.getByLabel('Last name').fill(applicant.lastName);
  await page.getByLabel('Phone number').fill(applicant.phone);
  if (shots) await shot(page, 'onboarding-register-step2');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: Address and Categories.
  await expect(page.getByRole('form', { name: 'Address and Categories' })).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('United States');
  await page.getByLabel('Street address').fill(applicant.street);
  await page.getByLabel('City').fill(applicant.city);
  await page.getByLabel('State').fill(applicant.state);
  await page.getByLabel('ZIP code').fill(applicant.zipCode);
  await page.getByRole('checkbox', { name: 'Home & Garden' }).check();
  await page.getByRole('checkbox', { name: 'Art & Crafts' }).check();
  await page.getByLabel('Tax ID').fill(applicant.taxId);
  if (shots) await shot(page, 'onboarding-register-step3');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByTestId('resend-countdown')).toHaveText(/^[12]:\d\d$/);
}

test('an applicant applies, an admin approves, the vendor signs in, sets a password, and an admin views the portal', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const applicant = newApplicant('journey');

  // 1. The three steps, the code from the development outbox, verification, the second submit.
  await fillApplication(page, applicant, true);
  const code = await codeFromOutbox(request, applicant.email);
  await shot(page, 'onboarding-verify-email');
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Email verified successfully')).toBeVisible();
  await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const idBox = page.getByTestId('application-id');
  await expect(idBox).toHaveText(/^APP-\d{4}-\d{6}$/);
  const applicationId = (await idBox.textContent())!.trim();
  await expect(page.getByRole('link', { name: 'Check Application Status' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Vendor Login' })).toHaveAttribute(
    'href',
    '/vendor/login',
  );
  await shot(page, 'onboarding-register-success');

  // 2. An admin finds it at /admin/vendor-applications and approves it.
  const admin = await openAdmin(browser, baseURL);
  await admin.goto('/admin/vendor-applications');
  await expect(admin.getByRole('table', { name: 'Vendor applications' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search applications' }).fill(applicationId);
  await expect(admin).toHaveURL(new RegExp(`\\?search=${applicationId}$`));
  const row = admin.getByRole('link', { name: applicationId });
  await expect(row).toBeVisible();
  await expect(admin.getByRole('table').getByRole('row')).toHaveCount(2);
  await shot(admin, 'onboarding-admin-applications');
  await row.click();
  await expect(admin.getByRole('heading', { level: 2, name: applicant.businessName })).toBeVisible();
  await expect(admin.getByText(applicant.taxId)).toBeVisible();
  await shot(admin, 'onboarding-admin-application-detail');
  await admin.getByRole('button', { name: 'Approve' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Approve this application' });
  await dialog.getByLabel('Notes').fill('Welcome to the marketplace!');
  await shot(admin, 'onboarding-admin-approve-dialog');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText(`${applicationId}: Application approved`)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Approve' })).toBeDisabled();

  // 3. The status page shows the credentials.
  await page.getByRole('link', { name: 'Check Application Status' }).click();
  await expect(page).toHaveURL(new RegExp(`/vendor/application-status\\?id=${applicationId}$`));
  await expect(
    page.getByRole('region', { name: 'Application status' }).getByText('Approved', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Welcome to the marketplace!')).toBeVisible();
  await expect(page.getByTestId('credential-email')).toHaveText(applicant.email);
  const temporaryPassword = (await page.getByTestId('credential-password').textContent())!.trim();
  expect(temporaryPassword.length).toBeGreaterThanOrEqual(8);
  await expect(page.getByRole('link', { name: 'Login to Your Account' })).toBeVisible();
  await shot(page, 'onboarding-status-approved');

  // 4. The vendor signs in with them, must set a new password, then sees the dashboard.
  await page.getByRole('link', { name: 'Login to Your Account' }).click();
  await expect(page).toHaveURL(/\/vendor\/login$/);
  // The status page can stay on screen for a moment while the sign-in page loads.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(applicant.email);
  await page.getByLabel('Password', { exact: true }).fill(temporaryPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/vendor\/change-password$/);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.goto('/vendor/products');
  await expect(page).toHaveURL(/\/vendor\/change-password$/);
  await page.getByLabel('Temporary password').fill(temporaryPassword);
  await page.getByLabel('New password', { exact: true }).fill('my-own-password');
  await page.getByLabel('Confirm new password').fill('my-own-password');
  await shot(page, 'onboarding-change-password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${applicant.businessName}!`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Store statistics' }).getByRole('link')).toHaveCount(6);
  await shot(page, 'onboarding-vendor-dashboard-first');

  // The credentials are gone from the status page after the first sign-in.
  await page.goto(`/vendor/application-status?id=${applicationId}`);
  await expect(page.getByRole('region', { name: 'Application status' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your login credentials' })).toBeHidden();

  // 5. An admin views that vendor's portal from /admin/vendors and returns.
  await admin.goto('/admin/vendors');
  await admin.getByRole('searchbox', { name: 'Search vendors' }).fill(applicant.email);
  await expect(admin).toHaveURL(/\/admin\/vendors\?search=/);
  const vendorRow = admin.getByRole('row', { name: new RegExp(applicant.businessName) });
  await expect(vendorRow).toBeVisible();
  await expect(vendorRow.getByText('Approved', { exact: true })).toBeVisible();
  // The marketplace rate (20% unless an admin changed the setting).
  await expect(vendorRow.getByText(/^Default \(\d+(\.\d+)?%\)$/)).toBeVisible();
  await shot(admin, 'onboarding-admin-vendors');
  await vendorRow.getByRole('button', { name: `View portal of ${applicant.businessName}` }).click();
  await expect(admin).toHaveURL(/\/vendor\/dashboard$/);
  await expect(admin.getByRole('heading', { name: 'Admin view' })).toBeVisible();
  await expect(admin.getByText(`Welcome back, ${applicant.businessName}!`)).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Store statistics' })).toBeVisible();
  await shot(admin, 'onboarding-impersonation-dashboard');
  await admin.getByRole('button', { name: 'Return to Admin Panel' }).click();
  await expect(admin).toHaveURL(/\/admin\/vendors$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Vendors' })).toBeVisible();
  expect(await admin.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();
  expect(await admin.evaluate(() => localStorage.getItem('vendorToken'))).toBeNull();
  await shot(admin, 'onboarding-admin-returned');
  await admin.context().close();
});

test('a wrong code shows the error and clears the boxes', async ({ page, request }) => {
  const applicant = newApplicant('wrongcode');
  await fillApplication(page, applicant);
  const code = await codeFromOutbox(request, applicant.email);
  const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);

  await typeCode(page, '123');
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Please enter all 6 digits')).toBeVisible();

  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText(/Invalid verification code\. 4 attempts remaining\./)).toBeVisible();
  for (let i = 1; i <= 6; i++) await expect(page.getByLabel(`Digit ${i} of 6`)).toHaveValue('');
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await shot(page, 'onboarding-verify-wrong-code');

  // The right code still works afterwards.
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Email verified successfully')).toBeVisible();
});

test('the status page explains a submitted application and refuses empty or unknown ids', async ({
  page,
}) => {
  await page.goto('/vendor/application-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your application status' })).toBeVisible();
  await page.getByRole('button', { name: 'Check Status' }).click();
  await expect(page.getByText('Please enter your application ID')).toBeVisible();
  await shot(page, 'onboarding-status-empty');

  await page.getByLabel('Application ID').fill('  APP-0000-000000 ');
  await page.getByRole('button', { name: 'Check Status' }).click();
  await expect(page.getByRole('alert')).toContainText('Application not found');

  await page.getByLabel('Application ID').fill(' APP-2026-104233 ');
  await page.getByRole('button', { name: 'Check Status' }).click();
  await expect(page).toHaveURL(/\?id=APP-2026-104233$/);
  const result = page.getByRole('region', { name: 'Application status' });
  await expect(result.getByText('Sunrise Ceramics')).toBeVisible();
  await expect(
    result.getByText('Your application has been submitted and is waiting for review.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check Another Application' })).toBeVisible();
  await shot(page, 'onboarding-status-submitted');
});

test('an admin edits a vendor commission rate and filters vendors', async ({ request, browser, baseURL }) => {
  const vendor = await createApprovedVendor(request, 'commission');
  const admin = await openAdmin(browser, baseURL);
  await admin.goto(`/admin/vendors?search=${encodeURIComponent(vendor.email)}`);
  const row = admin.getByRole('row', { name: new RegExp(vendor.applicant.businessName) });
  await expect(row.getByText(/^Default \(\d+(\.\d+)?%\)$/)).toBeVisible();
  await row.getByRole('button', { name: `Edit ${vendor.applicant.businessName}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Edit ${vendor.applicant.businessName}` });
  await dialog.getByLabel('Commission rate (%)').fill('150');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Commission rate must be between 0 and 100')).toBeVisible();
  await dialog.getByLabel('Commission rate (%)').fill('15');
  await shot(admin, 'onboarding-admin-vendor-edit');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('15%')).toBeVisible();

  await admin.goto('/admin/vendors?status=pending');
  await expect(admin.getByLabel('Status', { exact: true })).toHaveValue('pending');
  const table = admin.getByRole('table', { name: 'Vendors' });
  await expect(table.or(admin.getByText('No vendors found'))).toBeVisible();
  const badges = table.locator('tbody tr td:nth-child(3)');
  for (const text of await badges.allTextContents()) expect(text).toBe('Pending');
  await shot(admin, 'onboarding-admin-vendors-pending');
  await admin.context().close();
});

test('a vendor who lost the password resets it with an e-mailed code and signs in', async ({
  page,
  request,
}) => {
  const vendor = await createApprovedVendor(request, 'reset');
  await page.goto('/vendor/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/vendor\/forgot-password$/);
  await page.getByLabel('Email').fill(vendor.email);
  await shot(page, 'onboarding-forgot-password');
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page.getByText(/If an account exists for this email/)).toBeVisible();
  const code = await resetCodeFromOutbox(request, vendor.email);
  await typeCode(page, code);
  await page.getByLabel('New password', { exact: true }).fill('reset-password-1');
  await page.getByLabel('Confirm new password').fill('reset-password-1');
  await shot(page, 'onboarding-reset-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset. You can sign in now.')).toBeVisible();
  await shot(page, 'onboarding-reset-done');
  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await signInAsVendor(page, { email: vendor.email, password: 'reset-password-1' });
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${vendor.applicant.businessName}!`)).toBeVisible();
});

test('the customer and admin reset pages answer the same whether or not the account exists', async ({
  page,
}) => {
  for (const [path, name] of [
    ['/forgot-password', 'onboarding-forgot-password-customer'],
    ['/admin/forgot-password', 'onboarding-forgot-password-admin'],
  ] as const) {
    await page.goto(path);
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(page.getByText(/If an account exists for this email/)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Reset code' })).toBeVisible();
    await shot(page, name);
  }
});

test('a vendor edits the profile, adds bank details and sees them masked', async ({ page, request }) => {
  const vendor = await createApprovedVendor(request, 'profile');
  await setOwnPasswordViaApi(request, { email: vendor.email, password: vendor.password }, 'profile-pass-1');
  await signInAsVendor(page, { email: vendor.email, password: 'profile-pass-1' });
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Vendor portal' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Profile Settings' })).toBeVisible();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(vendor.email)).toBeVisible();
  await shot(page, 'onboarding-profile-business');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await page.getByLabel('City *').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('City is required')).toBeVisible();
  await page.getByLabel('City *').fill('Lahore');
  await expect(page.getByText('City is required')).toBeHidden();
  await page.getByLabel('Country').selectOption('Pakistan');
  await page.getByLabel('Website').fill('https://journey-goods.example');
  await page
    .locator('#profile-logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
  await expect(page.getByRole('img', { name: 'New logo preview' })).toBeVisible();
  await shot(page, 'onboarding-profile-edit');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(panel.getByText('Lahore')).toBeVisible();
  await expect(panel.getByRole('img', { name: `${vendor.applicant.businessName} logo` })).toBeVisible();

  await page.getByRole('tab', { name: 'Bank Details' }).click();
  await page.getByRole('button', { name: 'Add Bank Details' }).click();
  await page.getByLabel('Bank name *').fill('Harbor Bank');
  await page.getByLabel('Account title *').fill('Journey Goods LLC');
  await page.getByLabel('Account number *').fill('000123456789');
  await page.getByRole('button', { name: 'Save Bank Details' }).click();
  await expect(page.getByTestId('masked-account-number')).toHaveText('****6789');
  await expect(page.getByText('000123456789')).toHaveCount(0);
  await shot(page, 'onboarding-profile-bank');

  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Current password').fill('profile-pass-1');
  await page.getByLabel('New password', { exact: true }).fill('profile-pass-2');
  await page.getByLabel('Confirm new password').fill('profile-pass-3');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await shot(page, 'onboarding-profile-password');
});

test('the demo vendor dashboard shows the six stat cards with their links', async ({ page }) => {
  await signInAsVendor(page, DEMO.vendor);
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  const cards = page.getByRole('list', { name: 'Store statistics' });
  await expect(cards.getByRole('link')).toHaveCount(6);
  const hrefs = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([
    '/vendor/orders',
    '/vendor/products',
    '/vendor/analytics',
    '/vendor/categories',
    '/vendor/customers',
    '/vendor/analytics',
  ]);
  await expect(page.getByText('Use quality photos')).toBeVisible();
  await shot(page, 'onboarding-dashboard-demo');
});
