import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ids, makeCategory, makeProduct, makeProductList } from '@/test/catalog-fixtures';
import { mockApi, ok } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

const admin = makeUser({ _id: 'admin-1', name: 'Ada Admin', email: 'admin@demo.test', role: 'admin' });
const adminMe = ok({ user: admin, vendor: null, impersonatedBy: null, expiresAt: '2030-01-01T00:00:00Z' });

const globals = [
  makeCategory({ _id: ids.electronics, name: 'Electronics', editable: true, childrenCount: 1 }),
  makeCategory({
    _id: ids.phones,
    name: 'Phones',
    editable: true,
    parentCategory: { _id: ids.electronics, name: 'Electronics' },
  }),
];

function open(path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('adminToken', 'admin-token');
  const api = mockApi({
    'GET /api/auth/me': adminMe,
    'GET /api/admin/categories': ok(globals),
    'GET /api/admin/products': ok(makeProductList([makeProduct({ vendor: null, title: 'House Tea' })])),
    ...routes,
  });
  return { ...api, ...renderApp(path) };
}

describe('admin catalogue', () => {
  it("lists the marketplace's own products with links to add and edit", async () => {
    open('/admin/products/marketplace');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Marketplace Products' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('House Tea')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/admin/products/add');
    expect(screen.getByRole('link', { name: 'Edit House Tea' })).toHaveAttribute(
      'href',
      `/admin/products/${ids.product}/edit`,
    );
    expect(screen.queryByRole('link', { name: 'Bulk Actions' })).toBeNull();
  });

  it('adds a product with the same form, including the featured flag', async () => {
    const { user, calls } = open('/admin/products/add', {
      'POST /api/admin/products': ok(makeProduct({ vendor: null })),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Add New Product' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Product name'), 'House Tea');
    await user.type(screen.getByLabelText('Description'), 'Our own blend.');
    await user.type(screen.getByLabelText('Price'), '6');
    await user.type(screen.getByLabelText('Shipping'), '0');
    await user.type(screen.getByLabelText('Stock'), '50');
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Main category')).getByRole('option', { name: 'Electronics' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Main category'), ids.electronics);
    await user.click(screen.getByLabelText('Featured on the storefront home'));
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product created successfully! Redirecting...')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(body.get('featured')).toBe('true');
    expect(body.get('title')).toBe('House Tea');
  });

  it('manages the global categories, all editable, without the Marketplace badge', async () => {
    open('/admin/categories');
    expect(await screen.findByRole('heading', { level: 2, name: 'Category Management' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Electronics' })).toBeInTheDocument();
    expect(screen.queryByText('Marketplace', { selector: '.rounded-full' })).toBeNull();
  });
});
