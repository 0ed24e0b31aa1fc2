import { ONBOARDING_MESSAGES } from '@market/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

// Whole-app journeys with many keystrokes: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const LAZY = { timeout: 5000 };
const codeBoxes = () => within(screen.getByRole('group', { name: 'Reset code' })).getAllByRole('textbox');

describe('/vendor/forgot-password', () => {
  it('requests a code, refuses short and wrong codes, then resets the password', async () => {
    const { calls } = mockApi({
      'POST /api/auth/forgot-password': jsonResponse(200, {
        success: true,
        message: ONBOARDING_MESSAGES.resetCodeSent,
      }),
      'POST /api/auth/reset-password': ({ body }) =>
        (body as { code: string }).code === '654321'
          ? jsonResponse(200, { success: true, message: ONBOARDING_MESSAGES.passwordReset })
          : jsonResponse(400, {
              success: false,
              code: 'CODE_INVALID',
              message: 'Invalid verification code. 4 attempts remaining.',
            }),
    });
    const { user } = renderApp('/vendor/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Reset your password' }, LAZY)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'Vendor@Demo.test');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));

    expect(await screen.findByText(/If an account exists for this email/)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'vendor@demo.test', role: 'vendor' });
    expect(codeBoxes()).toHaveLength(6);
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent(/^(2:00|1:59)$/);

    await user.click(codeBoxes()[0]!);
    await user.keyboard('12');
    await user.type(screen.getByLabelText('New password'), 'fresh-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'other-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please enter all 6 digits')).toBeInTheDocument();
    expect(screen.getByText('New passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh-pass');
    await user.click(codeBoxes()[0]!);
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Invalid verification code. 4 attempts remaining.')).toBeInTheDocument();
    expect(
      codeBoxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('');
    expect(codeBoxes()[0]).toHaveFocus();

    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(ONBOARDING_MESSAGES.passwordReset)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/vendor/login');
    expect(calls.at(-1)?.body).toEqual({
      email: 'vendor@demo.test',
      role: 'vendor',
      code: '654321',
      newPassword: 'fresh-pass',
      confirmPassword: 'fresh-pass',
    });
  });

  it('shows a server refusal of the request', async () => {
    mockApi({
      'POST /api/auth/forgot-password': fail(
        429,
        'RATE_LIMITED',
        'Too many requests. Please try again later.',
      ),
    });
    const { user } = renderApp('/vendor/forgot-password');
    await user.type(await screen.findByLabelText('Email', {}, LAZY), 'vendor@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });
});

describe.each([
  ['/forgot-password', 'customer', '/login'],
  ['/admin/forgot-password', 'admin', '/admin/login'],
])('%s', (path, role, loginPath) => {
  it(`resets a ${role} password and links to ${loginPath}`, async () => {
    const { calls } = mockApi({
      'POST /api/auth/forgot-password': jsonResponse(200, {
        success: true,
        message: ONBOARDING_MESSAGES.resetCodeSent,
      }),
      'POST /api/auth/reset-password': jsonResponse(200, {
        success: true,
        message: ONBOARDING_MESSAGES.passwordReset,
      }),
    });
    const { user } = renderApp(path);
    await user.type(await screen.findByLabelText('Email', {}, LAZY), 'someone@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await screen.findByRole('group', { name: 'Reset code' });
    await user.click(codeBoxes()[0]!);
    await user.paste('123456');
    await user.type(screen.getByLabelText('New password'), 'fresh-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'fresh-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', loginPath);
    expect(calls[0]?.body).toEqual({ email: 'someone@demo.test', role });
    expect(calls[1]?.body).toMatchObject({ role, code: '123456' });
  });
});
