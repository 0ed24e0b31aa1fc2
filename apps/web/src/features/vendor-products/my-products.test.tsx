import { LOAD_FAILURE_MESSAGES, MESSAGES, PRODUCT_MESSAGES } from '@market/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ids, makeCategories, makeProduct, makeProductList } from '@/test/catalog-fixtures';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

const products = [
  makeProduct({ _id: 'p-in', title: 'Plenty Mug', stock: 25 }),
  makeProduct({ _id: 'p-low', title: 'Rare Lamp', stock: 4, images: [], image: null }),
  makeProduct({ _id: 'p-out', title: 'Gone Chair', stock: 0, status: 'draft' }),
];

function open(path = '/vendor/products', routes: Parameters<typeof mockApi>[0] = {}, vendor = makeVendor()) {
  storeVendorSession(vendor);
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe(vendor)),
    'GET /api/vendors/categories': ok(makeCategories()),
    'GET /api/vendors/products': ok(makeProductList(products)),
    ...routes,
  });
  return { ...api, ...renderApp(path) };
}

/** Query strings of the product list requests, newest last. */
function listQueries(fetchMock: ReturnType<typeof mockApi>['fetchMock']): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/vendors/products')
    .map((url) => url.searchParams);
}

const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('/vendor/products (My Products)', () => {
  it('shows the stat cards and the My Products stock badges (0 red, below 5 yellow, else green)', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'My Products' })).toBeInTheDocument();
    await screen.findByText('Plenty Mug');
    const stats = screen.getByRole('region', { name: 'Product statistics' });
    expect(within(stats).getByText('Total Products').parentElement).toHaveTextContent('3');
    expect(within(stats).getByText('$1,234.50')).toBeInTheDocument();

    expect(within(row('Plenty Mug')).getByText('In Stock')).toHaveAttribute('data-stock-status', 'in-stock');
    expect(within(row('Rare Lamp')).getByText('Low Stock')).toHaveAttribute('data-stock-status', 'low-stock');
    expect(within(row('Gone Chair')).getByText('Out of Stock')).toHaveAttribute(
      'data-stock-status',
      'out-of-stock',
    );
    expect(within(row('Gone Chair')).getByText('Draft')).toBeInTheDocument();
    expect(within(row('Plenty Mug')).getByText('$99.50')).toBeInTheDocument();

    // Links of a row, and a placeholder instead of a missing image.
    expect(within(row('Plenty Mug')).getByRole('link', { name: 'View Plenty Mug' })).toHaveAttribute(
      'href',
      '/product/p-in',
    );
    expect(within(row('Plenty Mug')).getByRole('link', { name: 'Edit Plenty Mug' })).toHaveAttribute(
      'href',
      '/vendor/products/p-in/edit',
    );
    expect(within(row('Plenty Mug')).getByRole('link', { name: 'Analytics of Plenty Mug' })).toHaveAttribute(
      'href',
      '/vendor/products/p-in/analytics',
    );
    expect(within(row('Rare Lamp')).getByTestId('image-placeholder')).toBeInTheDocument();
    const image = within(row('Plenty Mug')).getByRole('img', { name: 'Plenty Mug' });
    fireEvent.error(image);
    expect(within(row('Plenty Mug')).getByTestId('image-placeholder')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/vendor/products/add');
    expect(screen.getByRole('link', { name: 'Bulk Actions' })).toHaveAttribute(
      'href',
      '/vendor/products/bulk',
    );
  });

  it('keeps the filters in the URL and sends them to the API (search after a pause)', async () => {
    const { user, router, fetchMock } = open();
    await screen.findByText('Plenty Mug');

    await user.selectOptions(screen.getByLabelText('Stock status'), 'low-stock');
    await waitFor(() => expect(router.state.location.search).toContain('stockStatus=low-stock'));
    // Each filter is added to the address the page last rendered: wait for it to show before the next.
    await waitFor(() => expect(screen.getByLabelText('Stock status')).toHaveValue('low-stock'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_high');
    await waitFor(() => expect(screen.getByLabelText('Sort by')).toHaveValue('price_high'));
    await user.selectOptions(screen.getByLabelText('Category'), ids.audio);
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue(ids.audio));
    // Each box commits on its own timer, on top of the last render's address: let one land before the next.
    await user.type(screen.getByLabelText('Min price'), '5');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('minPrice')).toBe('5'));
    await user.type(screen.getByLabelText('Max price'), '100');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('maxPrice')).toBe('100'),
    );
    await user.type(screen.getByLabelText('Search'), 'lamp');
    // Nothing is searched while typing; 500 ms later the URL and the request follow.
    expect(router.state.location.search).not.toContain('search=');
    await waitFor(
      () => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('lamp'),
      {
        timeout: 3000,
      },
    );
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      stockStatus: 'low-stock',
      sort: 'price_high',
      category: ids.audio,
      minPrice: '5',
      maxPrice: '100',
      search: 'lamp',
    });
    await waitFor(() => {
      const last = listQueries(fetchMock).at(-1)!;
      expect(last.get('search')).toBe('lamp');
      expect(last.get('stockStatus')).toBe('low-stock');
      expect(last.get('sort')).toBe('price_high');
      expect(last.get('minPrice')).toBe('5');
      expect(last.get('maxPrice')).toBe('100');
      expect(last.get('category')).toBe(ids.audio);
      expect(last.get('limit')).toBe('12');
    });
  });

  it('reads the filters of a shared or reloaded URL', async () => {
    const { fetchMock } = open('/vendor/products?stockStatus=out-of-stock&search=chair&sort=name&page=2');
    await screen.findByText('Plenty Mug');
    expect(screen.getByLabelText('Stock status')).toHaveValue('out-of-stock');
    expect(screen.getByLabelText('Search')).toHaveValue('chair');
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
    const first = listQueries(fetchMock)[0]!;
    expect(first.get('stockStatus')).toBe('out-of-stock');
    expect(first.get('search')).toBe('chair');
    expect(first.get('page')).toBe('2');
  });

  it('asks before deleting and reports a failure', async () => {
    const { user } = open('/vendor/products', {
      'DELETE /api/vendors/products/p-in': fail(500, 'INTERNAL', 'Database unavailable'),
    });
    await screen.findByText('Plenty Mug');
    await user.click(screen.getByRole('button', { name: 'Delete Plenty Mug' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product' });
    expect(dialog).toHaveTextContent(PRODUCT_MESSAGES.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `${PRODUCT_MESSAGES.deleteFailed}: Database unavailable`,
    );
  });

  it('shows the account status and disables Add for a vendor that is not approved', async () => {
    open('/vendor/products', {}, makeVendor({ verificationStatus: 'pending' }));
    expect(await screen.findByText(MESSAGES.vendorStatus.pending)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeDisabled();
  });

  it('says when the products cannot be loaded', async () => {
    open('/vendor/products', { 'GET /api/vendors/products': fail(500, 'INTERNAL', 'Boom') });
    expect(await screen.findByText(PRODUCT_MESSAGES.loadFailed)).toBeInTheDocument();
    // A server fault can pass: asking again may help.
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says what to change when the address holds a search the server refuses, with no Try Again', async () => {
    open('/vendor/products', {
      'GET /api/vendors/products': fail(
        400,
        'VALIDATION_ERROR',
        'Search must be at most 200 characters (search)',
      ),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PRODUCT_MESSAGES.loadFailed);
    expect(alert).toHaveTextContent(
      `Search must be at most 200 characters. ${LOAD_FAILURE_MESSAGES.refusedInput}`,
    );
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('shows an empty state with a way to add the first product', async () => {
    open('/vendor/products', { 'GET /api/vendors/products': ok(makeProductList([])) });
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
  });
});
