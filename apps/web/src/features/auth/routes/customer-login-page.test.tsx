import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, heldResponse, mockApi, ok } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('/login', () => {
  it('signs a customer in with /api/auth/login, stores `token` and returns to the store', async () => {
    const { calls } = mockApi({
      'POST /api/auth/login': ok({
        user: makeUser(),
        token: 'customer-token',
        expiresAt: '2030-01-01T00:00:00Z',
      }),
    });
    const { user, router } = renderApp('/login');
    // The sign-in page is a lazy route (its own chunk): wait for it.
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await user.type(screen.getByLabelText('Email'), 'customer@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Casey Customer')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('customer-token');
    expect(calls[0]?.body).toEqual({ email: 'customer@demo.test', password: 'demo1234', rememberMe: false });
  });

  it('returns to the page the sign-in link was followed from', async () => {
    mockApi({
      'POST /api/auth/login': ok({
        user: makeUser(),
        token: 'customer-token',
        expiresAt: '2030-01-01T00:00:00Z',
      }),
    });
    const { user, router } = renderApp('/faq');
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Email'), 'customer@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
  });

  it('shows the server message on failure', async () => {
    mockApi({ 'POST /api/auth/login': fail(401, 'INVALID_CREDENTIALS', 'Invalid email or password') });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'customer@demo.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('draws the form at once while a stored session is checked, and keeps it when the session has expired', async () => {
    localStorage.setItem('token', 'expired-token');
    const me = heldResponse();
    mockApi({ 'GET /api/auth/me': me.handler });
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByText('Checking your session…')).toBeNull();
    await waitFor(() => expect(me.requests).toBe(1));
    me.release(fail(401, 'UNAUTHORIZED', 'Session expired'));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });
});
