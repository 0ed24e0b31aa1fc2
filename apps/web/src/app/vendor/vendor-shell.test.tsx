import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { fail, heldResponse, mockApi, ok } from '@/test/fetch-mock';
import { makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function signedInAs(vendor = makeVendor()) {
  storeVendorSession(vendor);
  return mockApi({
    'GET /api/auth/me': ok(vendorMe(vendor)),
    'POST /api/vendors/logout': ok(undefined, 'Signed out'),
  });
}

const sidebar = () => screen.getByRole('navigation', { name: 'Vendor portal' });
const headerTitle = () => screen.getByRole('heading', { level: 1 });

describe('vendor portal shell', () => {
  it('shows every menu entry of the spec with its address', async () => {
    signedInAs();
    renderApp('/vendor/dashboard');
    await screen.findByText('Welcome back, Demo Traders!');
    const nav = within(sidebar());
    const expected: [string, string][] = [
      ['Dashboard', '/vendor/dashboard'],
      ['Products', '/vendor/products'],
      ['Inventory', '/vendor/inventory'],
      ['Categories', '/vendor/categories'],
      ['Orders', '/vendor/orders'],
      ['Commissions', '/vendor/commissions'],
      ['Payouts', '/vendor/payouts'],
      ['Inquiries', '/vendor/inquiries'],
      ['Analytics', '/vendor/analytics'],
      ['Business Overview', '/vendor/analytics'],
      ['Sales Performance', '/vendor/analytics/sales'],
      ['Customer Insights', '/vendor/analytics/customers'],
      ['Product Performance', '/vendor/analytics/products'],
      ['Financial Reports', '/vendor/analytics/financial'],
      ['Trends & Forecasts', '/vendor/analytics/trends'],
      ['Reports', '/vendor/reports'],
      ['Performance', '/vendor/performance'],
      ['Profile', '/vendor/profile'],
      ['Back to Store', '/'],
    ];
    for (const [name, href] of expected) {
      expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(nav.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('titles the header after the active menu entry, analytics sub-pages after themselves', async () => {
    signedInAs();
    const { user, router } = renderApp('/vendor/dashboard');
    await screen.findByText('Welcome back, Demo Traders!');
    expect(headerTitle()).toHaveTextContent('Dashboard');

    await user.click(within(sidebar()).getByRole('link', { name: 'Products' }));
    // My Products is a lazily loaded page: the header changes once its chunk has loaded.
    await waitFor(() => expect(headerTitle()).toHaveTextContent('Products'), { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 2, name: 'My Products' })).toBeInTheDocument();

    await user.click(within(sidebar()).getByRole('link', { name: 'Sales Performance' }));
    await waitFor(() => expect(headerTitle()).toHaveTextContent('Sales Performance'));

    await user.click(within(sidebar()).getByRole('link', { name: 'Analytics' }));
    await waitFor(() => expect(headerTitle()).toHaveTextContent('Business Overview'));

    // A page inside a menu entry keeps that entry's title.
    await act(() => router.navigate('/vendor/products/add'));
    await waitFor(() => expect(headerTitle()).toHaveTextContent('Products'), { timeout: 10_000 });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Add New Product' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('shows the unread inquiry count beside Inquiries', async () => {
    storeVendorSession(makeVendor());
    mockApi({
      'GET /api/auth/me': ok(vendorMe(makeVendor())),
      'GET /api/vendors/inquiries/unread-count': ok({ unread: 3, inquiriesWithUnread: 2 }),
    });
    renderApp('/vendor/dashboard');
    await screen.findByText('Welcome back, Demo Traders!');
    const link = within(sidebar()).getByRole('link', { name: /Inquiries/ });
    expect(link).toHaveAttribute('href', '/vendor/inquiries');
    await waitFor(() => expect(link).toHaveAccessibleName('Inquiries (3 unread)'));
    expect(link).toHaveTextContent('Inquiries3');
  });

  it('shows the first letter of the business name when the vendor has no logo', async () => {
    signedInAs(makeVendor({ businessName: 'zephyr goods', logo: null }));
    renderApp('/vendor/dashboard');
    await screen.findByText('Welcome back, zephyr goods!');
    const nav = sidebar().parentElement as HTMLElement;
    expect(within(nav).getByRole('img', { name: 'zephyr goods initial' })).toHaveTextContent('Z');
    expect(within(nav).getByText('zephyr goods')).toBeInTheDocument();
    expect(within(nav).queryByRole('img', { name: 'zephyr goods logo' })).not.toBeInTheDocument();
  });

  it('shows the vendor logo when there is one', async () => {
    signedInAs(makeVendor({ logo: '/uploads/logos/demo.webp' }));
    renderApp('/vendor/dashboard');
    await screen.findByText('Welcome back, Demo Traders!');
    const nav = sidebar().parentElement as HTMLElement;
    expect(within(nav).getByRole('img', { name: 'Demo Traders logo' })).toHaveAttribute(
      'src',
      '/uploads/logos/demo.webp',
    );
    expect(within(nav).queryByTestId('avatar-initial')).not.toBeInTheDocument();
  });

  it('signs out: revokes the token, clears storage and goes to /vendor/login', async () => {
    const { calls } = signedInAs();
    const { user, router } = renderApp('/vendor/products');
    await screen.findByRole('heading', { level: 1, name: 'Products' });

    await user.click(within(sidebar()).getByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('heading', { name: 'Sign in to your vendor account' });
    expect(router.state.location.pathname).toBe('/vendor/login');
    const logout = calls.find((c) => c.path === '/api/vendors/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('Bearer vendor-token');
    expect(localStorage.getItem('vendorToken')).toBeNull();
    expect(localStorage.getItem('vendorSession')).toBeNull();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    storeVendorSession();
    mockApi({
      'GET /api/auth/me': ok(vendorMe()),
      'POST /api/vendors/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user, router } = renderApp('/vendor/dashboard');
    await screen.findByText('Welcome back, Demo Traders!');
    await user.click(within(sidebar()).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/login'));
    expect(localStorage.getItem('vendorToken')).toBeNull();
  });

  it('opens and closes the menu drawer on small screens', async () => {
    signedInAs();
    const { user } = renderApp('/vendor/dashboard');
    await screen.findByText('Welcome back, Demo Traders!');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.click(within(drawer).getByRole('link', { name: 'Orders' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(headerTitle()).toHaveTextContent('Orders');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('vendor session', () => {
  it('sends a signed-out visitor to /vendor/login from any portal page', async () => {
    const { calls } = mockApi({});
    const { router } = renderApp('/vendor/commissions');
    await screen.findByRole('heading', { name: 'Sign in to your vendor account' });
    expect(router.state.location.pathname).toBe('/vendor/login');
    expect(calls).toHaveLength(0);
  });

  it('draws the portal shell with a page skeleton while the stored session is being checked', async () => {
    storeVendorSession();
    const held = heldResponse();
    mockApi({ 'GET /api/auth/me': held.handler });
    renderApp('/vendor/dashboard');
    // The frame is there at once: the menu, the header title and a skeleton in place of the page.
    const skeleton = await screen.findByRole('status', { name: 'Checking your session…' });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    const nav = screen.getByRole('navigation', { name: 'Vendor portal' });
    expect(within(nav).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome back, Demo Traders!')).not.toBeInTheDocument();
    await act(async () => held.release(ok(vendorMe())));
    expect(screen.queryByRole('status', { name: 'Checking your session…' })).not.toBeInTheDocument();
    expect(await screen.findByText('Welcome back, Demo Traders!')).toBeInTheDocument();
  });

  it('refreshes the stored vendor from the profile check, keeping the sign-in time', async () => {
    storeVendorSession(makeVendor({ businessName: 'Old Name' }));
    mockApi({ 'GET /api/auth/me': ok(vendorMe(makeVendor({ businessName: 'New Name' }))) });
    renderApp('/vendor/dashboard');
    expect(await screen.findByText('Welcome back, New Name!')).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem('vendorSession') ?? 'null');
    expect(stored).toMatchObject({
      vendor: { businessName: 'New Name' },
      authenticatedAt: '2025-01-01T00:00:00.000Z',
    });
  });

  it('signs out when the profile check at start-up answers 401', async () => {
    storeVendorSession();
    mockApi({
      'GET /api/auth/me': fail(401, 'SESSION_EXPIRED', 'Your session has expired. Please sign in again.'),
    });
    const { router } = renderApp('/vendor/dashboard');
    await screen.findByRole('heading', { name: 'Sign in to your vendor account' });
    expect(router.state.location.pathname).toBe('/vendor/login');
    expect(localStorage.getItem('vendorToken')).toBeNull();
    expect(localStorage.getItem('vendorSession')).toBeNull();
  });

  it('signs out when the profile check fails in any other way', async () => {
    storeVendorSession();
    mockApi({ 'GET /api/auth/me': fail(500, 'INTERNAL', 'Internal server error') });
    const { router } = renderApp('/vendor/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/login'));
    expect(localStorage.getItem('vendorToken')).toBeNull();
  });

  it('keeps the session and asks again when the profile check gets no answer', async () => {
    storeVendorSession();
    let calls = 0;
    mockApi({
      'GET /api/auth/me': () => {
        calls++;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return ok(vendorMe());
      },
    });
    const { router } = renderApp('/vendor/dashboard');
    await waitFor(() => expect(calls).toBe(2), { timeout: 4000 });
    expect(await screen.findByRole('navigation', { name: 'Vendor portal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor/dashboard');
    expect(localStorage.getItem('vendorToken')).not.toBeNull();
  });

  it('signs the vendor out when a later API call answers 401, then remembers the page', async () => {
    storeVendorSession();
    mockApi({
      'GET /api/auth/me': ok(vendorMe()),
      'GET /api/vendors/orders': fail(
        401,
        'SESSION_EXPIRED',
        'Your session has expired. Please sign in again.',
      ),
    });
    const { router } = renderApp('/vendor/orders');
    await screen.findByRole('heading', { level: 1, name: 'Orders' });

    await act(async () => {
      await expect(apiRequest('/vendors/orders', { role: 'vendor' })).rejects.toMatchObject({ status: 401 });
    });
    await screen.findByRole('heading', { name: 'Sign in to your vendor account' });
    expect(localStorage.getItem('vendorToken')).toBeNull();
    expect(localStorage.getItem('vendorSession')).toBeNull();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/vendor/orders' } });
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  });

  it('trusts an impersonation session without asking the server', async () => {
    storeVendorSession(makeVendor(), 'imp_admin-viewing');
    const { calls } = mockApi({});
    renderApp('/vendor/dashboard');
    expect(await screen.findByText('Welcome back, Demo Traders!')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/api/auth/me');
  });

  it('signing out of an impersonation restores the admin session and goes to /admin/vendors', async () => {
    storeVendorSession(makeVendor(), 'imp_admin-viewing');
    sessionStorage.setItem('originalAdminToken', 'admin-token');
    const { calls } = mockApi({
      'POST /api/vendors/logout': ok(undefined, 'Signed out'),
      'GET /api/auth/me': ok({
        user: {
          _id: 'a1',
          name: 'Ada Admin',
          email: 'admin@demo.test',
          role: 'admin',
          phone: null,
          mustChangePassword: false,
        },
        vendor: null,
        impersonatedBy: null,
        expiresAt: '2030-01-01T00:00:00.000Z',
      }),
    });
    const { user, router } = renderApp('/vendor/dashboard');
    await screen.findByText('Welcome back, Demo Traders!');
    await user.click(within(sidebar()).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/vendors'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendors' })).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBe('admin-token');
    expect(sessionStorage.getItem('originalAdminToken')).toBeNull();
    expect(localStorage.getItem('vendorToken')).toBeNull();
    expect(calls.find((c) => c.path === '/api/vendors/logout')?.headers.get('Authorization')).toBe(
      'Bearer imp_admin-viewing',
    );
  });
});
