import { MODERATION_MESSAGES } from '@market/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ids, makeCategory, makeProduct, makeProductList } from '@/test/catalog-fixtures';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { makeUser, makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

const admin = makeUser({ _id: 'admin-1', name: 'Ada Admin', email: 'admin@demo.test', role: 'admin' });
const adminMe = ok({ user: admin, vendor: null, impersonatedBy: null, expiresAt: '2030-01-01T00:00:00Z' });
const vendorA = '0190a0a0-0000-7000-8000-00000000000a';
const pagination = (n: number) => ({
  currentPage: 1,
  pageSize: 20,
  totalItems: n,
  totalPages: 1,
  hasNextPage: false,
  hasPrevPage: false,
});
const lamp = makeProduct({ _id: ids.product, title: 'Alpha Lamp', sku: 'ALP-1' });
const row = (overrides: object = {}) => ({
  ...makeProductList([lamp]).products[0],
  vendor: { _id: vendorA, businessName: 'Alpha Goods' },
  moderation: null,
  ...overrides,
});
const reason = 'The photos show another lamp.';

function openAdmin(path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('adminToken', 'admin-token');
  const api = mockApi({
    'GET /api/auth/me': adminMe,
    'GET /api/admin/categories': ok([makeCategory({ _id: ids.electronics, name: 'Electronics' })]),
    'GET /api/admin/vendors': ok({
      vendors: [{ _id: vendorA, businessName: 'Alpha Goods' }],
      pagination: pagination(1),
    }),
    'GET /api/admin/moderation/products': ok({ products: [row()], pagination: pagination(1) }),
    ...routes,
  });
  return { ...api, ...renderApp(path) };
}

describe('/admin/products (moderation)', () => {
  it('lists every product with its seller and keeps the filters in the address', async () => {
    const { user, fetchMock, router } = openAdmin('/admin/products?status=moderated');
    expect(await screen.findByRole('heading', { level: 2, name: 'All Products' })).toBeInTheDocument();
    const tr = (await screen.findByText('Alpha Lamp')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('Alpha Goods')).toBeInTheDocument();
    expect(within(tr).getByRole('link', { name: 'Review Alpha Lamp' })).toHaveAttribute(
      'href',
      `/admin/products/${ids.product}`,
    );
    expect(screen.getByRole('link', { name: 'Marketplace Products' })).toHaveAttribute(
      'href',
      '/admin/products/marketplace',
    );
    const listQueries = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/admin/moderation/products')
        .map((url) => url.searchParams);
    expect(listQueries().at(-1)?.get('status')).toBe('moderated');

    await waitFor(() => expect(screen.getByRole('option', { name: 'Alpha Goods' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Seller'), vendorA);
    await user.selectOptions(screen.getByLabelText('Stock'), 'out-of-stock');
    await waitFor(() => {
      const params = new URLSearchParams(router.state.location.search);
      expect(params.get('vendor')).toBe(vendorA);
      expect(params.get('status')).toBe('moderated');
      expect(params.get('stockStatus')).toBe('out-of-stock');
      expect(listQueries().at(-1)?.get('vendor')).toBe(vendorA);
      expect(listQueries().at(-1)?.get('stockStatus')).toBe('out-of-stock');
    });
  });

  it('deactivates with a required reason and shows the history', async () => {
    let held = false;
    const detail = () =>
      ok({
        product: {
          ...lamp,
          status: held ? 'inactive' : 'active',
          moderation: held ? { reason, at: '2026-01-02T10:00:00Z' } : null,
        },
        history: held
          ? [{ _id: 'e1', action: 'deactivate', reason, adminName: 'Ada Admin', at: '2026-01-02T10:00:00Z' }]
          : [],
      });
    const { user, calls } = openAdmin(`/admin/products/${ids.product}`, {
      [`GET /api/admin/moderation/products/${ids.product}`]: detail,
      [`POST /api/admin/moderation/products/${ids.product}/deactivate`]: () => {
        held = true;
        return detail();
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Alpha Lamp' })).toBeInTheDocument();
    expect(screen.getByText('No moderation actions yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate product' });
    // Empty reason: refused in the browser with the server's message, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason (shown to the vendor)'), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason });
    expect(await screen.findByTestId('moderation-reason')).toHaveTextContent(reason);
    expect(screen.getByTestId('moderation-event')).toHaveTextContent('Deactivated');
    expect(screen.getByRole('button', { name: 'Clear moderation' })).toBeInTheDocument();
  });

  it('says Product not found with a way back for an unknown id', async () => {
    openAdmin('/admin/products/0190a0a0-0000-7000-8000-000000000999', {
      'GET /api/admin/moderation/products/0190a0a0-0000-7000-8000-000000000999': fail(
        404,
        'NOT_FOUND',
        'Product not found',
      ),
    });
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to All Products' }).length).toBeGreaterThan(0);
  });
});

describe('a moderated product in the vendor portal', () => {
  const held = makeProduct({
    _id: ids.product,
    title: 'Alpha Lamp',
    status: 'inactive',
    moderation: { reason, at: '2026-01-02T10:00:00Z' },
  });

  it('shows the badge and the reason on My Products', async () => {
    storeVendorSession(makeVendor());
    mockApi({
      'GET /api/auth/me': ok(vendorMe(makeVendor())),
      'GET /api/vendors/categories': ok([]),
      'GET /api/vendors/products': ok(makeProductList([held])),
    });
    renderApp('/vendor/products');
    const tr = (await screen.findByText('Alpha Lamp')).closest('tr') as HTMLElement;
    expect(within(tr).getByTestId('moderation-badge')).toHaveTextContent(MODERATION_MESSAGES.badge);
    expect(within(tr).getByTestId('moderation-reason')).toHaveTextContent(reason);
  });

  it('shows the reason in the form, where only Inactive can be chosen', async () => {
    storeVendorSession(makeVendor());
    mockApi({
      'GET /api/auth/me': ok(vendorMe(makeVendor())),
      'GET /api/vendors/categories': ok([]),
      [`GET /api/vendors/products/${ids.product}`]: ok(held),
    });
    renderApp(`/vendor/products/${ids.product}/edit`);
    expect(await screen.findByTestId('moderation-reason')).toHaveTextContent(reason);
    expect(screen.getByText(MODERATION_MESSAGES.locked)).toBeInTheDocument();
    const status = screen.getByLabelText('Status');
    expect(within(status).getByRole('option', { name: 'Active' })).toBeDisabled();
    expect(within(status).getByRole('option', { name: 'Inactive' })).not.toBeDisabled();
  });
});
