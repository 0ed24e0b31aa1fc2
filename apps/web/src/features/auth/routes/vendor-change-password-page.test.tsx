import { ONBOARDING_MESSAGES } from '@market/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, jsonResponse, mockApi, ok } from '@/test/fetch-mock';
import { makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// Whole-app journeys with many keystrokes: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const LAZY = { timeout: 5000 };

describe('first sign-in with a temporary password', () => {
  it('sends the vendor to set a new password before anything else, then to the dashboard', async () => {
    const vendor = makeVendor({ mustChangePassword: true, businessName: 'New Horizon Crafts' });
    storeVendorSession(vendor);
    const { calls } = mockApi({
      'GET /api/auth/me': ok(vendorMe(vendor)),
      'PUT /api/vendors/change-password': ({ body }) =>
        (body as { currentPassword: string }).currentPassword === 'Welcome2Horizon'
          ? jsonResponse(200, { success: true, message: 'Password changed successfully' })
          : fail(400, 'WRONG_PASSWORD', 'Current password is incorrect', [
              { path: 'currentPassword', message: 'Current password is incorrect' },
            ]),
    });
    const { user, router } = renderApp('/vendor/orders');
    expect(await screen.findByRole('heading', { name: 'Set a new password' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor/change-password');
    expect(screen.getByText(/New Horizon Crafts/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Temporary password'), 'nope');
    await user.type(screen.getByLabelText('New password'), 'my-own-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'my-own-pass');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findAllByText('Current password is incorrect')).toHaveLength(2);

    await user.clear(screen.getByLabelText('Temporary password'));
    await user.type(screen.getByLabelText('Temporary password'), 'Welcome2Horizon');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/dashboard'), LAZY);
    expect(await screen.findByText('Welcome back, New Horizon Crafts!', {}, LAZY)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('vendorSession') ?? '{}').vendor.mustChangePassword).toBe(false);
    expect(calls.find((c) => c.method === 'PUT')?.headers.get('Authorization')).toBe('Bearer vendor-token');
  });

  it('uses the spec fallback when the change fails without a reason', async () => {
    const vendor = makeVendor({ mustChangePassword: true });
    storeVendorSession(vendor);
    mockApi({
      'GET /api/auth/me': ok(vendorMe(vendor)),
      'PUT /api/vendors/change-password': new Response('oops', { status: 500 }),
    });
    const { user } = renderApp('/vendor/dashboard');
    await user.type(await screen.findByLabelText('Temporary password', {}, LAZY), 'Welcome2Horizon');
    await user.type(screen.getByLabelText('New password'), 'my-own-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'my-own-pass');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ONBOARDING_MESSAGES.passwordChangeFailed);
  });

  it('does not ask an admin viewing the portal, nor a vendor with their own password', async () => {
    storeVendorSession(makeVendor({ mustChangePassword: true }), 'imp_viewing');
    mockApi({});
    const { router } = renderApp('/vendor/change-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/dashboard'), LAZY);
  });
});
