import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const admin = makeUser({ _id: 'admin-1', name: 'Ada Admin', email: 'admin@demo.test', role: 'admin' });
const adminMe = { user: admin, vendor: null, impersonatedBy: null, expiresAt: '2030-01-01T00:00:00Z' };

describe('admin area', () => {
  it('sends a visitor without an admin session to /admin/login, then back', async () => {
    const { calls } = mockApi({
      'POST /api/admin/login': ok({ admin, token: 'admin-token', expiresAt: '2030-01-01T00:00:00Z' }),
    });
    const { user, router } = renderApp('/admin/orders');
    await screen.findByRole('heading', { name: 'Sign in to the admin panel' });
    expect(router.state.location.pathname).toBe('/admin/login');

    await user.type(screen.getByLabelText('Email'), 'admin@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/orders');
    expect(localStorage.getItem('adminToken')).toBe('admin-token');
    expect(calls[0]?.path).toBe('/api/admin/login');
  });

  it('redirects /admin to the dashboard and lists the admin menu', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    mockApi({ 'GET /api/auth/me': ok(adminMe) });
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    const expected: [string, string][] = [
      ['Dashboard', '/admin/dashboard'],
      ['Vendor Applications', '/admin/vendor-applications'],
      ['Vendors', '/admin/vendors'],
      ['Products', '/admin/products'],
      ['Listing Review', '/admin/listing-review'],
      ['Categories', '/admin/categories'],
      ['Orders', '/admin/orders'],
      ['Payouts', '/admin/payouts'],
      ['Settings', '/admin/settings'],
      ['Back to Store', '/'],
    ];
    for (const [name, href] of expected)
      expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
  });

  it('answers an unknown admin address with a page-not-found state and a way back, not a coming-soon badge', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    mockApi({ 'GET /api/auth/me': ok(adminMe) });
    renderApp('/admin/no-such-page');
    expect(await screen.findByText('Page not found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText('This page does not exist in the admin area. Check the address or use the menu.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.queryByText(/Coming soon/i)).not.toBeInTheDocument();
  });

  it('does not let a token of another role into the admin area', async () => {
    localStorage.setItem('adminToken', 'actually-a-customer-token');
    mockApi({ 'GET /api/auth/me': ok({ ...adminMe, user: makeUser() }) });
    const { router } = renderApp('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('signs out to /admin/login', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    mockApi({ 'GET /api/auth/me': ok(adminMe), 'POST /api/auth/logout': ok(undefined, 'Signed out') });
    const { user, router } = renderApp('/admin/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('button', { name: 'Sign Out' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});
