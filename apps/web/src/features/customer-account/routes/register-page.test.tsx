import { configure, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, jsonResponse, mockApi, ok } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// Pages load lazily and the whole suite shares two workers: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });

vi.setConfig({ testTimeout: 20_000 });

async function fillDetails(user: UserEvent, email = 'rosa@example.test') {
  await user.type(screen.getByLabelText('Full name'), 'Rosa Buyer');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.type(screen.getByLabelText('Confirm password'), 'secret12');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('/register', () => {
  it('checks the details first', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    // A new password may not be the e-mail address (any letter case).
    await user.type(screen.getByLabelText('Email'), 'nora@example.test');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Nora@Example.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Password must not be your e-mail address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the code, rejects a short and a wrong code, then creates the account and signs in', async () => {
    let verifyAttempt = 0;
    const { calls } = mockApi({
      'POST /api/email-verification/send-customer-otp': ok(undefined, 'Verification code sent to your email'),
      'POST /api/email-verification/verify-customer-otp': () =>
        ++verifyAttempt === 1
          ? fail(400, 'CODE_INVALID', 'Invalid verification code')
          : ok(undefined, 'Email verified successfully'),
      'POST /api/auth/register': jsonResponse(201, {
        success: true,
        data: {
          user: makeUser({ name: 'Rosa Buyer', email: 'rosa@example.test' }),
          token: 'new-token',
          expiresAt: '2030-01-01T00:00:00Z',
        },
      }),
    });
    const { user, router } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillDetails(user);
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/email-verification/send-customer-otp')?.body).toEqual({
      email: 'rosa@example.test',
      name: 'Rosa Buyer',
    });
    expect(screen.getByText(/Resend code in 2:00|Resend code in 1:59/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Digit 1 of 6'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify and create account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter all 6 digits');

    await user.type(screen.getByLabelText('Digit 4 of 6'), '999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');
    await waitFor(() => expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus());
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('');

    await user.type(screen.getByLabelText('Digit 1 of 6'), '654321');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(calls.find((c) => c.path === '/api/auth/register')?.body).toEqual({
      name: 'Rosa Buyer',
      email: 'rosa@example.test',
      password: 'secret12',
    });
    expect(await screen.findByText('Rosa Buyer')).toBeInTheDocument();
  });

  it('shows the server message with the suggested address when the code cannot be sent', async () => {
    mockApi({
      'POST /api/email-verification/send-customer-otp': jsonResponse(400, {
        success: false,
        code: 'EMAIL_TYPO',
        message: 'This e-mail address looks mistyped.',
        suggestion: 'rosa@gmail.com',
      }),
    });
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillDetails(user, 'rosa@gmial.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This e-mail address looks mistyped. Did you mean: rosa@gmail.com?',
    );
  });

  it('falls back to the spec message when sending fails without one', async () => {
    mockApi({ 'POST /api/email-verification/send-customer-otp': jsonResponse(500, { success: false }) });
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillDetails(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send verification code');
  });
});
