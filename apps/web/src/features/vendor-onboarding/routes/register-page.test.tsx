import {
  APPLICATION_DEFAULT_COUNTRY,
  applicationStep1Schema,
  applicationStep2Schema,
  applicationStep3Schema,
  maxLengthOf,
  ONBOARDING_MESSAGES,
  VENDOR_CATEGORIES,
} from '@market/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, jsonResponse, mockApi, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

// Whole-app journeys with many keystrokes: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const sent = () => jsonResponse(200, { success: true, message: 'Verification code sent to your email' });

async function fillStep1(user: UserEvent, email = 'owner@sunrise.test') {
  await user.type(screen.getByLabelText('Business email'), email);
  await user.type(screen.getByLabelText('Business name'), 'Sunrise Ceramics');
  await user.selectOptions(screen.getByLabelText('Business type'), 'company');
  await user.type(screen.getByLabelText(/Business description/), 'Hand-made mugs');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function fillStep2(user: UserEvent) {
  await user.type(await screen.findByLabelText('First name'), 'Sara');
  await user.type(screen.getByLabelText('Last name'), 'Lee');
  await user.type(screen.getByLabelText('Phone number'), '+1 555 0101');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function fillStep3(user: UserEvent) {
  await user.type(await screen.findByLabelText('Street address'), '1 Clay Street');
  await user.type(screen.getByLabelText('City'), 'Portland');
  await user.type(screen.getByLabelText('State'), 'OR');
  await user.type(screen.getByLabelText('ZIP code'), '97201');
  await user.click(screen.getByRole('checkbox', { name: 'Home & Garden' }));
  await user.click(screen.getByRole('checkbox', { name: 'Art & Crafts' }));
  await user.type(screen.getByLabelText(/Tax ID/), 'TX-1');
}

const digitBoxes = () =>
  within(screen.getByRole('group', { name: 'Verification code' })).getAllByRole('textbox');

describe('/vendor/register steps', () => {
  it("gives every text input of the three steps the server's limit, read from the steps' schemas", async () => {
    mockApi({});
    const { user } = renderApp('/vendor/register');
    const limit = (label: string | RegExp) => screen.getByLabelText(label).getAttribute('maxlength');
    const max = (schema: { shape: Record<string, unknown> }, name: string) =>
      String(maxLengthOf(schema.shape[name]));
    await screen.findByRole('heading', { level: 1, name: 'Apply to sell on Marketplace' });
    expect(limit('Business email')).toBe(max(applicationStep1Schema, 'email'));
    expect(limit('Business name')).toBe(max(applicationStep1Schema, 'businessName'));
    expect(limit(/Business description/)).toBe(max(applicationStep1Schema, 'description'));
    await fillStep1(user);
    await screen.findByLabelText('First name');
    expect(limit('First name')).toBe(max(applicationStep2Schema, 'firstName'));
    expect(limit('Last name')).toBe(max(applicationStep2Schema, 'lastName'));
    expect(limit('Phone number')).toBe(max(applicationStep2Schema, 'phone'));
    await fillStep2(user);
    await screen.findByLabelText('Street address');
    for (const [label, name] of [
      ['Street address', 'street'],
      ['City', 'city'],
      ['State', 'state'],
      ['ZIP code', 'zipCode'],
      [/Tax ID/, 'taxId'],
    ] as const)
      expect(limit(label)).toBe(max(applicationStep3Schema, name));
  });

  it('shows step 1 messages verbatim and clears each one when its field is edited', async () => {
    mockApi({});
    const { user } = renderApp('/vendor/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apply to sell on Marketplace' }),
    ).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Application steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getByText('Business Info').closest('li')).toHaveAttribute('aria-current', 'step');
    const header = within(screen.getByRole('navigation', { name: 'Vendor' }));
    expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/vendor/login');
    expect(screen.getByRole('link', { name: 'Back to Store' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Marketplace home' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Business name is required')).toBeInTheDocument();
    expect(screen.getByText('Business type is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Business email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Business email'), 'not-an-email');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Business name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Business name'), 'S');
    expect(screen.queryByText('Business name is required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Business type'), 'individual');
    expect(screen.queryByText('Business type is required')).not.toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Business type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a business type', 'Individual', 'Company', 'Partnership']);
  });

  it('shows the step 2 and step 3 messages, keeps values on Back, defaults the country', async () => {
    mockApi({});
    const { user } = renderApp('/vendor/register');
    await screen.findByLabelText('Business email');
    await fillStep1(user);

    await screen.findByRole('form', { name: 'Contact Details' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '5');
    expect(screen.queryByText('Phone number is required')).not.toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Business email')).toHaveValue('owner@sunrise.test');
    expect(screen.getByLabelText('Business type')).toHaveValue('company');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Phone number')).toHaveValue('5');
    await user.clear(screen.getByLabelText('Phone number'));
    await fillStep2(user);

    await screen.findByRole('form', { name: 'Address and Categories' });
    expect(screen.getByLabelText(/Country/)).toHaveValue(APPLICATION_DEFAULT_COUNTRY);
    const categories = screen.getAllByRole('checkbox');
    expect(categories.map((c) => (c as HTMLInputElement).value)).toEqual([...VENDOR_CATEGORIES]);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Street address is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('State is required')).toBeInTheDocument();
    expect(screen.getByText('ZIP code is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('City'), 'P');
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    expect(screen.getByText('ZIP code is required')).toBeInTheDocument();
  });
});

describe('/vendor/register verification and submit', () => {
  it('sends the code, rejects short and wrong codes, verifies, then submits the application', async () => {
    let verifyCalls = 0;
    const { calls } = mockApi({
      'POST /api/email-verification/send-vendor-otp': sent(),
      'POST /api/email-verification/verify-vendor-otp': ({ body }) => {
        verifyCalls += 1;
        return (body as { otp: string }).otp === '123456'
          ? jsonResponse(200, { success: true, message: 'Email verified successfully' })
          : jsonResponse(400, {
              success: false,
              code: 'CODE_INVALID',
              message: 'Invalid verification code. 4 attempts remaining.',
              error: 'Invalid verification code. 4 attempts remaining.',
            });
      },
      'POST /api/vendors/apply': jsonResponse(201, {
        success: true,
        data: { applicationId: 'APP-2026-654321', statusKey: 'key-of-this-browser' },
        message: ONBOARDING_MESSAGES.registrationSuccess,
      }),
    });
    const { user } = renderApp('/vendor/register');
    await screen.findByLabelText('Business email');
    await fillStep1(user);
    await fillStep2(user);
    await fillStep3(user);
    expect(screen.getByText('owner@sunrise.test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/send-vendor-otp'))?.body).toEqual({
      email: 'owner@sunrise.test',
      businessName: 'Sunrise Ceramics',
    });
    expect(screen.getByTestId('resend-countdown').textContent).toMatch(/^(2:00|1:59)$/);
    expect(digitBoxes()).toHaveLength(6);
    await waitFor(() => expect(digitBoxes()[0]).toHaveFocus());

    // Fewer than six digits: no call.
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Please enter all 6 digits')).toBeInTheDocument();
    expect(verifyCalls).toBe(0);

    // A wrong code: the server's message, every box cleared, the first one focused.
    await user.click(digitBoxes()[3]!);
    await user.keyboard('999');
    expect(screen.queryByText('Please enter all 6 digits')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Invalid verification code. 4 attempts remaining.')).toBeInTheDocument();
    expect(digitBoxes().map((b) => (b as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    expect(digitBoxes()[0]).toHaveFocus();

    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();

    // 1.5 s later the application comes back; the second submit sends it.
    expect(await screen.findByText('Email verified', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByTestId('application-id')).toHaveTextContent('APP-2026-654321');
    expect(screen.getAllByText(ONBOARDING_MESSAGES.registrationSuccess).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Check Application Status' })).toHaveAttribute(
      'href',
      '/vendor/application-status?id=APP-2026-654321',
    );
    expect(screen.getByRole('link', { name: 'Go to Vendor Login' })).toHaveAttribute('href', '/vendor/login');

    // The status key stays in this browser: only it will be shown the temporary password.
    expect(JSON.parse(localStorage.getItem('applicationStatusKeys') ?? '{}')).toEqual({
      'APP-2026-654321': 'key-of-this-browser',
    });
    const apply = calls.find((c) => c.path === '/api/vendors/apply');
    expect(apply?.body).toEqual({
      email: 'owner@sunrise.test',
      businessName: 'Sunrise Ceramics',
      businessType: 'company',
      description: 'Hand-made mugs',
      contactPerson: { firstName: 'Sara', lastName: 'Lee', phone: '+1 555 0101' },
      address: {
        street: '1 Clay Street',
        city: 'Portland',
        state: 'OR',
        zipCode: '97201',
        country: 'United States',
      },
      categories: ['Home & Garden', 'Art & Crafts'],
      documents: { taxId: 'TX-1' },
    });
    expect(calls.filter((c) => c.path.endsWith('/send-vendor-otp'))).toHaveLength(1);
  });

  it('shows the server message and the suggested address when the code cannot be sent', async () => {
    const { calls } = mockApi({
      'POST /api/email-verification/send-vendor-otp': ({ body }) =>
        (body as { email: string }).email.endsWith('gmial.com')
          ? jsonResponse(400, {
              success: false,
              code: 'EMAIL_TYPO',
              message: 'Please check your email address.',
              suggestion: 'owner@gmail.com',
            })
          : sent(),
    });
    const { user } = renderApp('/vendor/register');
    await screen.findByLabelText('Business email');
    await fillStep1(user, 'owner@gmial.com');
    await fillStep2(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please check your email address. Did you mean: owner@gmail.com?');

    await user.click(screen.getByRole('button', { name: 'Did you mean: owner@gmail.com?' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('owner@gmail.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(calls.at(-1)?.body).toMatchObject({ email: 'owner@gmail.com' });
  });

  it('falls back to the spec message when the server gives none, and names network failures', async () => {
    let attempt = 0;
    mockApi({
      'POST /api/email-verification/send-vendor-otp': () => {
        attempt += 1;
        if (attempt === 1) return new Response('Bad gateway', { status: 502 });
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp('/vendor/register');
    await screen.findByLabelText('Business email');
    await fillStep1(user);
    await fillStep2(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ONBOARDING_MESSAGES.codeSendFailed);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Network error. Please check your connection.'),
    );
  });

  it('shows the refusal of a duplicate application', async () => {
    mockApi({
      'POST /api/email-verification/send-vendor-otp': fail(
        409,
        'APPLICATION_EXISTS',
        ONBOARDING_MESSAGES.applicationExists,
      ),
    });
    const { user } = renderApp('/vendor/register');
    await screen.findByLabelText('Business email');
    await fillStep1(user);
    await fillStep2(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ONBOARDING_MESSAGES.applicationExists);
    expect(screen.queryByRole('heading', { name: 'Verify your email' })).not.toBeInTheDocument();
    void ok;
  });
});
