import { CATEGORY_MESSAGES } from '@market/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ids, makeCategories } from '@/test/catalog-fixtures';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

function open(routes: Parameters<typeof mockApi>[0] = {}) {
  storeVendorSession();
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe()),
    'GET /api/vendors/categories': ok(makeCategories()),
    ...routes,
  });
  return { ...api, ...renderApp('/vendor/categories') };
}

const list = () => screen.getByRole('list', { name: 'Categories' });
const rowNames = () =>
  within(list())
    .getAllByTestId('category-row')
    .map((row) => row.querySelector('.font-medium')?.textContent);

describe('/vendor/categories', () => {
  it('lists main categories that expand to their subcategories, marketplace ones read-only', async () => {
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Category Management' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Categories' });
    expect(rowNames()).toEqual(['Electronics', 'Fashion & Apparel', 'Gadgets']);

    const electronicsRow = within(list()).getAllByTestId('category-row')[0]!;
    expect(within(electronicsRow).getByText('Marketplace')).toBeInTheDocument();
    expect(within(electronicsRow).queryByRole('button', { name: 'Edit Electronics' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Gadgets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Gadgets' })).toBeInTheDocument();

    const expand = screen.getByRole('button', { name: 'Show subcategories of Electronics' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    const subs = screen.getByRole('list', { name: 'Subcategories of Electronics' });
    expect(within(subs).getByText('Audio')).toBeInTheDocument();
    expect(within(subs).getByText('Phones')).toBeInTheDocument();
    // The vendor's own subcategory under a marketplace category is editable.
    expect(within(subs).getByRole('button', { name: 'Edit Audio' })).toBeInTheDocument();
    expect(within(subs).queryByRole('button', { name: 'Edit Phones' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide subcategories of Electronics' }));
    expect(screen.queryByRole('list', { name: 'Subcategories of Electronics' })).toBeNull();
  });

  it('filters main and sub categories and searches names and descriptions', async () => {
    const { user } = open();
    await screen.findByRole('list', { name: 'Categories' });

    await user.click(screen.getByRole('button', { name: 'Sub' }));
    expect(rowNames()).toEqual(['Audio', 'Phones', 'Shirts']);
    expect(screen.getAllByText('in Electronics')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Main' }));
    expect(rowNames()).toEqual(['Electronics', 'Fashion & Apparel', 'Gadgets']);
    expect(screen.queryByRole('button', { name: /Show subcategories/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByLabelText('Search categories'), 'speakers');
    // A matching subcategory shows under its (opened) main category.
    expect(rowNames()).toEqual(['Electronics', 'Audio']);
    expect(screen.getByRole('button', { name: 'Hide subcategories of Electronics' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.clear(screen.getByLabelText('Search categories'));
    await user.type(screen.getByLabelText('Search categories'), 'nothing like this');
    expect(screen.getByText('No categories found')).toBeInTheDocument();
  });

  it('offers only main categories as parents, never the edited one, and requires name and description', async () => {
    const { user, calls } = open({
      [`PUT /api/vendors/categories/${ids.gadgets}`]: ok(
        makeCategories()[5],
        'Category updated successfully',
      ),
      'POST /api/vendors/categories': fail(409, 'DUPLICATE', CATEGORY_MESSAGES.duplicateName),
    });
    await screen.findByRole('list', { name: 'Categories' });

    await user.click(screen.getByRole('button', { name: 'Edit Gadgets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    const parent = within(dialog).getByLabelText('Parent category');
    const options = within(parent)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'None (main category)',
      'Electronics (Marketplace)',
      'Fashion & Apparel (Marketplace)',
    ]);

    await user.clear(within(dialog).getByLabelText('Category name'));
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.click(within(dialog).getByRole('button', { name: 'Update Category' }));
    expect(within(dialog).getByText('Category name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Category name'), 'Clever Gadgets');
    await user.type(within(dialog).getByLabelText('Description'), 'Tools');
    await user.selectOptions(parent, ids.electronics);
    await user.click(within(dialog).getByRole('button', { name: 'Update Category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      name: 'Clever Gadgets',
      description: 'Tools',
      parentCategory: ids.electronics,
    });

    // A failed save shows 'Error saving category: ...' with the server's reason.
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const add = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.type(within(add).getByLabelText('Category name'), 'Gadgets');
    await user.type(within(add).getByLabelText('Description'), 'Again');
    await user.click(within(add).getByRole('button', { name: 'Create Category' }));
    expect(
      await within(add).findByText(`Error saving category: ${CATEGORY_MESSAGES.duplicateName}`),
    ).toBeInTheDocument();
  });

  it('asks before deleting and shows why the server refused', async () => {
    const reason = CATEGORY_MESSAGES.hasProducts(3);
    const { user } = open({
      [`DELETE /api/vendors/categories/${ids.gadgets}`]: fail(409, 'CATEGORY_HAS_PRODUCTS', reason),
    });
    await screen.findByRole('list', { name: 'Categories' });
    await user.click(screen.getByRole('button', { name: 'Delete Gadgets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete category' });
    expect(dialog).toHaveTextContent(CATEGORY_MESSAGES.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `${CATEGORY_MESSAGES.deleteError}: ${reason}`,
    );
  });

  it('says when the categories cannot be loaded', async () => {
    open({ 'GET /api/vendors/categories': fail(500, 'INTERNAL', 'Boom') });
    expect(await screen.findByText(CATEGORY_MESSAGES.loadFailed)).toBeInTheDocument();
  });
});
