import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('storefront', () => {
  it('has the header, an honest home page and the footer links', async () => {
    mockApi({});
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /shop from independent sellers/i }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Featured products' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Marketplace home' })[0]).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    const footer = screen.getByRole('contentinfo');
    const links: [string, string][] = [
      ['Contact us', '/contact'],
      ['FAQ', '/faq'],
      ['Help Center', '/help'],
      ['Sell on Marketplace', '/vendor/register'],
      ['Vendor sign in', '/vendor/login'],
    ];
    for (const [name, href] of links) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('searches through /products?search=', async () => {
    mockApi({});
    const { user, router } = renderApp('/');
    const [box] = await screen.findAllByRole('searchbox', { name: 'Search products' });
    await user.type(box as HTMLElement, 'red shoes{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toBe('?search=red+shoes');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “red shoes”' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('searchbox', { name: 'Search products' })[0]).toHaveValue('red shoes');
  });

  it('counts the items of the stored cart', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { productId: 'p1', quantity: 2 },
        { productId: 'p2', quantity: 1 },
      ]),
    );
    mockApi({});
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it("shows the signed-in customer's name and signs them out", async () => {
    localStorage.setItem('token', 'customer-token');
    const { calls } = mockApi({
      'GET /api/auth/me': ok({
        user: makeUser(),
        vendor: null,
        impersonatedBy: null,
        expiresAt: '2030-01-01T00:00:00Z',
      }),
      'POST /api/auth/logout': ok(undefined, 'Signed out'),
    });
    const { user } = renderApp('/');
    expect(await screen.findByText('Casey Customer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls.find((c) => c.path === '/api/auth/logout')?.headers.get('Authorization')).toBe(
      'Bearer customer-token',
    );
  });

  it.each([
    ['/contact', 'Contact us'],
    ['/faq', 'Frequently asked questions'],
    ['/help', 'Help Center'],
  ])('has a %s page', async (path, title) => {
    mockApi({});
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('answers unknown addresses with a not-found page', async () => {
    mockApi({});
    renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
