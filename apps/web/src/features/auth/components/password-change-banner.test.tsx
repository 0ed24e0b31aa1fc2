import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/fetch-mock';
import { makeUser, makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/**
 * Issue 33 item 5: an account that signed in with a password the rule now refuses is asked,
 * without being blocked, to change it; the banner links to where that is done.
 */
const BANNER_TEXT = 'Your password is easy to guess. Change it to keep your account safe.';
const me = (user: ReturnType<typeof makeUser>) => ({
  user,
  vendor: null,
  impersonatedBy: null,
  expiresAt: '2030-01-01T00:00:00Z',
});

describe('the banner asking for a new password', () => {
  it('shows in the vendor portal, links to the password tab, and can be put away', async () => {
    storeVendorSession(makeVendor());
    // The stored session is checked with /auth/me, which carries the advice.
    mockApi({ 'GET /api/auth/me': ok(vendorMe(makeVendor({ passwordChangeRecommended: true }))) });
    const { user } = renderApp('/vendor/dashboard');
    expect(await screen.findByText(BANNER_TEXT)).toBeInTheDocument();
    // The page itself is there: the banner blocks nothing.
    expect(await screen.findByText('Welcome back, Demo Traders!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/vendor/profile?tab=password',
    );
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(BANNER_TEXT)).not.toBeInTheDocument();
  });

  it('is absent when the password is fine', async () => {
    const vendor = makeVendor();
    storeVendorSession(vendor);
    mockApi({ 'GET /api/auth/me': ok(vendorMe(vendor)) });
    renderApp('/vendor/dashboard');
    expect(await screen.findByText('Welcome back, Demo Traders!')).toBeInTheDocument();
    expect(screen.queryByText(BANNER_TEXT)).not.toBeInTheDocument();
  });

  it('shows on the storefront for a customer, linking to the reset flow', async () => {
    localStorage.setItem('token', 'customer-token');
    mockApi({ 'GET /api/auth/me': ok(me(makeUser({ passwordChangeRecommended: true }))) });
    renderApp('/');
    expect(await screen.findByText(BANNER_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows in the admin area', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const admin = makeUser({ role: 'admin', name: 'Ada Admin', passwordChangeRecommended: true });
    mockApi({ 'GET /api/auth/me': ok(me(admin)) });
    renderApp('/admin/dashboard');
    await waitFor(() => expect(screen.getByText(BANNER_TEXT)).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/admin/forgot-password',
    );
  });
});
