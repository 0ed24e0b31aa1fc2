import {
  bankDetailsSchema,
  businessProfileFormSchema,
  HANDLING_DAYS_HINT,
  HANDLING_DAYS_MESSAGE,
  maxLengthOf,
  PROFILE_COUNTRIES,
  PROFILE_MESSAGES,
} from '@market/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VendorProfile } from '@/shared/vendor-profile/profile';
import { fail, jsonResponse, mockApi, ok } from '@/test/fetch-mock';
import { gifFile, jpegFile, pngFile, textAsImage, webpFile } from '@/test/file-fixtures';
import { makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { checkLogo } from '../components/logo';

// Whole-app journeys with many keystrokes: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

function makeProfile(overrides: Partial<VendorProfile> = {}): VendorProfile {
  return {
    _id: 'vendor-1',
    businessName: 'Demo Traders',
    email: 'vendor@demo.test',
    contactPerson: { firstName: 'Vera', lastName: 'Vendor', phone: '+1 555 0100' },
    phone: '+1 555 0100',
    address: {
      street: '12 Market St',
      city: 'Austin',
      state: 'TX',
      zipCode: '73301',
      country: 'United States',
    },
    city: 'Austin',
    state: 'TX',
    postalCode: '73301',
    country: 'United States',
    businessType: 'company',
    businessDescription: 'Everyday goods.',
    website: 'https://demo.test',
    taxId: 'TX-1',
    documents: { taxId: 'TX-1' },
    bankDetails: { bankName: 'First Bank', accountNumber: '****4321', accountTitle: 'Demo Traders LLC' },
    logo: null,
    verificationStatus: 'approved',
    categories: ['Electronics'],
    handlingDays: 3,
    createdAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

const LAZY = { timeout: 5000 };

function openProfile(routes: Parameters<typeof mockApi>[0] = {}, token = 'vendor-token') {
  storeVendorSession(makeVendor(), token);
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe()),
    'GET /api/vendors/profile': ok({ vendor: makeProfile() }),
    ...routes,
  });
  return { ...api, ...renderApp('/vendor/profile') };
}

const logoInput = () => document.getElementById('profile-logo') as HTMLInputElement;
const chooseFile = (file: File) => fireEvent.change(logoInput(), { target: { files: [file] } });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('/vendor/profile', () => {
  it('opens on the password tab with ?tab=password (the link of the banner asking for a new password)', async () => {
    storeVendorSession(makeVendor());
    mockApi({
      'GET /api/auth/me': ok(vendorMe()),
      'GET /api/vendors/profile': ok({ vendor: makeProfile() }),
    });
    renderApp('/vendor/profile?tab=password');
    expect(await screen.findByRole('tab', { name: 'Password', selected: true }, LAZY)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it.each([
    ['bank', 'Bank Details', 'Edit bank details'],
    ['business', 'Business Profile', 'Edit business profile'],
  ])('opens the %s form with ?tab=%s&edit=1 (the setup checklist’s links)', async (key, tab, form) => {
    storeVendorSession(makeVendor());
    mockApi({
      'GET /api/auth/me': ok(vendorMe()),
      'GET /api/vendors/profile': ok({ vendor: makeProfile() }),
    });
    const { user } = renderApp(`/vendor/profile?tab=${key}&edit=1`);
    expect(await screen.findByRole('tab', { name: tab, selected: true }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: form })).toBeInTheDocument();
    // Only the tab the link named opens on its form.
    await user.click(screen.getByRole('tab', { name: key === 'bank' ? 'Business Profile' : 'Bank Details' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the three tabs and the read view, e-mail included', async () => {
    openProfile();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Profile Settings' }, LAZY),
    ).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'Profile settings' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Business Profile', 'Bank Details', 'Password']);
    const panel = await screen.findByRole('tabpanel', { name: 'Business Profile' });
    for (const text of [
      'vendor@demo.test',
      'Vera Vendor',
      '12 Market St',
      'Austin',
      'TX-1',
      'https://demo.test',
    ]) {
      expect(within(panel).getByText(text)).toBeInTheDocument();
    }
  });

  it("gives the profile's text inputs the server's limits, read from the same schemas", async () => {
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }, LAZY));
    const limit = (label: string) => screen.getByLabelText(label).getAttribute('maxlength');
    const max = (name: string) =>
      String(maxLengthOf((businessProfileFormSchema.shape as Record<string, unknown>)[name]));
    expect(limit('Business name *')).toBe(max('businessName'));
    expect(limit('Contact first name *')).toBe(max('contactFirstName'));
    expect(limit('Phone *')).toBe(max('phone'));
    expect(limit('Address *')).toBe(max('street'));
    expect(limit('City *')).toBe(max('city'));
    expect(limit('Description')).toBe(max('businessDescription'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('tab', { name: 'Bank Details' }));
    await user.click(screen.getByRole('button', { name: 'Edit Bank Details' }));
    expect(screen.getByLabelText('Bank name *')).toHaveAttribute(
      'maxlength',
      String(maxLengthOf(bankDetailsSchema.shape.bankName)),
    );
  });

  it('validates the required fields verbatim and clears an error when its field is edited', async () => {
    const { user, calls } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }, LAZY));
    const email = screen.getByLabelText('Email');
    expect(email).toBeDisabled();
    expect(email).toHaveValue('vendor@demo.test');

    for (const label of ['Business name *', 'Contact first name *', 'Phone *', 'Address *', 'City *']) {
      await user.clear(screen.getByLabelText(label));
    }
    await user.clear(screen.getByLabelText('Website'));
    await user.type(screen.getByLabelText('Website'), 'not a site');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    for (const message of [
      'Business name is required',
      'Contact person is required',
      'Phone is required',
      'Address is required',
      'City is required',
      'Please enter a valid website',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('City *'), 'D');
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('keeps the current country as an option beside the spec countries', async () => {
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }, LAZY));
    const country = screen.getByLabelText('Country');
    expect(country).toHaveValue('United States');
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['United States', ...PROFILE_COUNTRIES]);
  });

  it('saves the Business Profile fields and shows the success message', async () => {
    const { user, calls } = openProfile({
      'PUT /api/vendors/profile': ({ body }) =>
        jsonResponse(200, {
          success: true,
          data: { vendor: makeProfile({ businessName: (body as { businessName: string }).businessName }) },
          message: PROFILE_MESSAGES.updated,
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }, LAZY));
    await user.clear(screen.getByLabelText('Business name *'));
    await user.type(screen.getByLabelText('Business name *'), 'Demo Traders Co');
    await user.selectOptions(screen.getByLabelText('Country'), 'Pakistan');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      businessName: 'Demo Traders Co',
      contactPerson: { firstName: 'Vera', lastName: 'Vendor' },
      phone: '+1 555 0100',
      businessType: 'company',
      website: 'https://demo.test',
      businessDescription: 'Everyday goods.',
      address: { street: '12 Market St' },
      city: 'Austin',
      state: 'TX',
      postalCode: '73301',
      country: 'Pakistan',
      taxId: 'TX-1',
      handlingDays: 3,
    });
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    // The sidebar follows the new name.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('vendorSession') ?? '{}').vendor.businessName).toBe(
        'Demo Traders Co',
      ),
    );
  });

  it('shows and edits the handling days with their hint, refusing what is not 0 to 60', async () => {
    const { user, calls } = openProfile({
      'PUT /api/vendors/profile': ({ body }) =>
        (body as { handlingDays: number }).handlingDays === 7
          ? fail(400, 'VALIDATION_ERROR', 'Invalid request', [
              { path: 'handlingDays', message: 'Refused by the server' },
            ])
          : ok({ vendor: makeProfile({ handlingDays: 5 }) }, PROFILE_MESSAGES.updated),
    });
    expect((await screen.findByText('Handling days', {}, LAZY)).nextSibling).toHaveTextContent('3 days');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const input = screen.getByLabelText('Handling days');
    expect(input).toHaveValue(3);
    expect(input).toHaveAccessibleDescription(HANDLING_DAYS_HINT);
    await user.clear(input);
    await user.type(input, '61');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(HANDLING_DAYS_MESSAGE)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(input);
    await user.type(input, '7');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Refused by the server')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ handlingDays: 5 });
    expect(screen.getByText('Handling days').nextSibling).toHaveTextContent('5 days');
  });

  it('checks the logo type and size before uploading, and Cancel discards an unsaved logo', async () => {
    const { user, calls } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }, LAZY));

    chooseFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(PROFILE_MESSAGES.logoType)).toBeInTheDocument();
    // The type is read from the content: a text file named .jpg is refused, beside its name.
    chooseFile(textAsImage('logo.jpg'));
    expect(await screen.findByTestId('refused-file')).toHaveTextContent(
      `logo.jpg: ${PROFILE_MESSAGES.logoType}`,
    );
    expect(screen.queryByRole('img', { name: 'New logo preview' })).not.toBeInTheDocument();

    chooseFile(pngFile('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText(PROFILE_MESSAGES.logoSize)).toBeInTheDocument();

    chooseFile(pngFile('logo.png'));
    expect(await screen.findByRole('img', { name: 'New logo preview' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(screen.queryByText(PROFILE_MESSAGES.logoSize)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: 'New logo preview' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByRole('img', { name: 'New logo preview' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/vendors/profile/logo')).toBe(false);
  });

  it('uploads a chosen logo when the profile is saved; shows the server refusal', async () => {
    let logoCalls = 0;
    const { user } = openProfile({
      'POST /api/vendors/profile/logo': () => {
        logoCalls += 1;
        return logoCalls === 1
          ? fail(415, 'UNSUPPORTED_MEDIA_TYPE', PROFILE_MESSAGES.logoType)
          : ok({ logo: '/uploads/logo.webp', vendor: makeProfile({ logo: '/uploads/logo.webp' }) });
      },
      'PUT /api/vendors/profile': ok(
        { vendor: makeProfile({ logo: '/uploads/logo.webp' }) },
        PROFILE_MESSAGES.updated,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }, LAZY));
    chooseFile(pngFile('fake.png'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_MESSAGES.logoType)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
    expect(logoCalls).toBe(2);
    expect(
      within(screen.getByRole('tabpanel')).getByRole('img', { name: 'Demo Traders logo' }),
    ).toHaveAttribute('src', '/uploads/logo.webp');
  });

  it('shows bank details masked and saves them with the masked number left as it was', async () => {
    const { user, calls } = openProfile({
      'PUT /api/vendors/profile': ok({ vendor: makeProfile() }, PROFILE_MESSAGES.updated),
    });
    await user.click(await screen.findByRole('tab', { name: 'Bank Details' }, LAZY));
    expect(screen.getByTestId('masked-account-number')).toHaveTextContent('****4321');
    expect(screen.getByText('First Bank')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Bank Details' }));
    expect(screen.getByLabelText('Account number *')).toHaveValue('****4321');
    await user.clear(screen.getByLabelText('Bank name *'));
    await user.clear(screen.getByLabelText('Account title *'));
    await user.clear(screen.getByLabelText('Account number *'));
    await user.click(screen.getByRole('button', { name: 'Save Bank Details' }));
    expect(await screen.findByText('Bank name is required')).toBeInTheDocument();
    expect(screen.getByText('Account title is required')).toBeInTheDocument();
    expect(screen.getByText('Account number is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit Bank Details' }));
    await user.clear(screen.getByLabelText('Bank name *'));
    await user.type(screen.getByLabelText('Bank name *'), 'Second Bank');
    await user.click(screen.getByRole('button', { name: 'Save Bank Details' }));
    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      bankDetails: { bankName: 'Second Bank', accountTitle: 'Demo Traders LLC', accountNumber: '****4321' },
    });
  });

  it('changes the password with the spec messages', async () => {
    const { user, calls } = openProfile({
      'PUT /api/vendors/change-password': ({ body }) =>
        (body as { currentPassword: string }).currentPassword === 'demo1234'
          ? jsonResponse(200, { success: true, message: 'Password changed successfully' })
          : fail(400, 'WRONG_PASSWORD', 'Current password is incorrect', [
              { path: 'currentPassword', message: 'Current password is incorrect' },
            ]),
    });
    await user.click(await screen.findByRole('tab', { name: 'Password' }, LAZY));
    await user.type(screen.getByLabelText('New password'), '123');
    await user.type(screen.getByLabelText('Confirm new password'), '456');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('New passwords do not match')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findAllByText('Current password is incorrect')).toHaveLength(2);

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(PROFILE_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/vendors/change-password').at(-1)?.body).toEqual({
      currentPassword: 'demo1234',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
  });

  it('does not offer bank or password changes to an admin viewing the portal', async () => {
    const { user } = openProfile({}, 'imp_viewing');
    await user.click(await screen.findByRole('tab', { name: 'Bank Details' }, LAZY));
    expect(screen.getByText(`${PROFILE_MESSAGES.bankImpersonation}.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Bank Details' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  });
});

describe('checkLogo', () => {
  it('accepts JPEG, PNG, GIF and WEBP by their content, up to 5MB', async () => {
    expect(await checkLogo(jpegFile('a.jpg'))).toBeNull();
    expect(await checkLogo(webpFile('a.webp', 5 * 1024 * 1024))).toBeNull();
    // The browser gave no type: the content decides.
    expect(await checkLogo(gifFile('a.gif'))).toBeNull();
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], 'a.svg', {
      type: 'image/svg+xml',
    });
    expect(await checkLogo(svg)).toBe(PROFILE_MESSAGES.logoType);
    expect(await checkLogo(textAsImage('a.jpg'))).toBe(PROFILE_MESSAGES.logoType);
    expect(await checkLogo(pngFile('a.png', 5 * 1024 * 1024 + 1))).toBe(PROFILE_MESSAGES.logoSize);
  });
});
