import { MESSAGES } from '@market/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, heldResponse, mockApi, ok } from '@/test/fetch-mock';
import { makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const loginOk = (vendor = makeVendor()) =>
  ok({ vendor, token: 'fresh-vendor-token', expiresAt: '2030-01-01T00:00:00.000Z' });

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  { email = 'vendor@demo.test', password = 'demo1234' }: { email?: string; password?: string } = {},
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/vendor/login', () => {
  it('has the fields, the remember-me box and the four links of the spec', async () => {
    mockApi({});
    renderApp('/vendor/login');
    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/vendor/forgot-password',
    );
    expect(screen.getByRole('link', { name: /apply to become a vendor/i })).toHaveAttribute(
      'href',
      '/vendor/register',
    );
    expect(screen.getByRole('link', { name: /application status/i })).toHaveAttribute(
      'href',
      '/vendor/application-status',
    );
    expect(screen.getByRole('link', { name: 'Back to Store' })).toHaveAttribute('href', '/');
  });

  it('shows and hides the password with a labelled toggle', async () => {
    mockApi({});
    const { user } = renderApp('/vendor/login');
    const password = await screen.findByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows each validation message beside its field and sends nothing', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/vendor/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('clears an error as soon as its field is edited', async () => {
    mockApi({});
    const { user } = renderApp('/vendor/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'v');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('posts the credentials with rememberMe, stores the session and opens the dashboard', async () => {
    const { calls } = mockApi({ 'POST /api/vendors/login': loginOk() });
    const { user, router } = renderApp('/vendor/login');
    await screen.findByLabelText('Email');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(user, { email: 'Vendor@Demo.test' });

    expect(await screen.findByText('Welcome back, Demo Traders!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor/dashboard');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/vendors/login',
      body: { email: 'vendor@demo.test', password: 'demo1234', rememberMe: true },
    });
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(localStorage.getItem('vendorToken')).toBe('fresh-vendor-token');
    const stored = JSON.parse(localStorage.getItem('vendorSession') ?? 'null');
    expect(stored.vendor).toEqual(makeVendor());
    expect(Number.isNaN(Date.parse(stored.authenticatedAt))).toBe(false);
    // A fresh sign-in needs no extra profile check.
    expect(calls.map((c) => c.path)).not.toContain('/api/auth/me');
  });

  it('sends rememberMe false when the box is not ticked', async () => {
    const { calls } = mockApi({ 'POST /api/vendors/login': loginOk() });
    const { user } = renderApp('/vendor/login');
    await screen.findByLabelText('Email');
    await fillAndSubmit(user);
    await screen.findByText('Welcome back, Demo Traders!');
    expect(calls[0]?.body).toMatchObject({ rememberMe: false });
  });

  it('returns to the page the vendor wanted before signing in', async () => {
    mockApi({ 'POST /api/vendors/login': loginOk() });
    const { user, router } = renderApp('/vendor/orders/manage?status=shipped');
    // The guard sent the signed-out vendor to the sign-in page.
    await screen.findByRole('heading', { name: 'Sign in to your vendor account' });
    expect(router.state.location.pathname).toBe('/vendor/login');

    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/orders/manage'));
    expect(router.state.location.search).toBe('?status=shipped');
    expect(await screen.findByRole('heading', { name: 'Manage Orders' })).toBeInTheDocument();
  });

  it('also honours a ?redirect= target, but never another origin', async () => {
    mockApi({ 'POST /api/vendors/login': loginOk() });
    const first = renderApp('/vendor/login?redirect=/vendor/categories');
    await screen.findByLabelText('Email');
    await fillAndSubmit(first.user);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/vendor/categories'));
    first.unmount();
    localStorage.clear();

    const second = renderApp('/vendor/login?redirect=//evil.example/phish');
    await screen.findByLabelText('Email');
    await fillAndSubmit(second.user);
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/vendor/dashboard'));
  });

  it("shows the server's message in an alert and keeps the vendor on the page", async () => {
    mockApi({ 'POST /api/vendors/login': fail(401, 'INVALID_CREDENTIALS', 'Invalid email or password') });
    const { user, router } = renderApp('/vendor/login');
    await screen.findByLabelText('Email');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/vendor/login');
    expect(localStorage.getItem('vendorToken')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('falls back to the login-failed message when the server gives none', async () => {
    mockApi({ 'POST /api/vendors/login': new Response('Bad gateway', { status: 502 }) });
    const { user } = renderApp('/vendor/login');
    await screen.findByLabelText('Email');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
  });

  it('shows the network message when the server cannot be reached', async () => {
    mockApi({
      'POST /api/vendors/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp('/vendor/login');
    await screen.findByLabelText('Email');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.networkError);
  });

  it('puts field details of a 400 answer beside the fields', async () => {
    mockApi({
      'POST /api/vendors/login': fail(400, 'VALIDATION_FAILED', 'Invalid email format (email)', [
        { path: 'email', message: 'Invalid email format' },
      ]),
    });
    const { user } = renderApp('/vendor/login');
    await screen.findByLabelText('Email');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email format (email)');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email format');
  });

  it('redirects an already signed-in vendor to the dashboard', async () => {
    storeVendorSession();
    const { calls } = mockApi({ 'GET /api/auth/me': ok(vendorMe()) });
    const { router } = renderApp('/vendor/login');
    expect(await screen.findByText('Welcome back, Demo Traders!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor/dashboard');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer vendor-token');
  });

  it('draws the sign-in form at once while a stored session is checked, then leaves once it is confirmed', async () => {
    storeVendorSession();
    const me = heldResponse();
    mockApi({ 'GET /api/auth/me': me.handler });
    const { router } = renderApp('/vendor/login');
    // The page's own layout, not a full-screen 'Checking your session…' in its place.
    expect(
      await screen.findByRole('heading', { name: 'Sign in to your vendor account' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByText('Checking your session…')).toBeNull();
    await waitFor(() => expect(me.requests).toBe(1));
    me.release(ok(vendorMe()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/dashboard'));
  });
});
