import { BULK_MESSAGES, bulkUpdatedMessage, PRODUCT_MESSAGES } from '@market/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ids, makeCategories, makeProduct, makeProductList } from '@/test/catalog-fixtures';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const products = [
  makeProduct({ _id: 'p-1', title: 'Plenty Mug', stock: 40, lowStockThreshold: 10 }),
  makeProduct({ _id: 'p-2', title: 'Rare Lamp', stock: 8, lowStockThreshold: 10 }),
  makeProduct({ _id: 'p-3', title: 'Gone Chair', stock: 0 }),
];

function open(routes: Parameters<typeof mockApi>[0] = {}) {
  storeVendorSession();
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe()),
    'GET /api/vendors/categories': ok(makeCategories()),
    'GET /api/vendors/products': ok(makeProductList(products)),
    ...routes,
  });
  return { ...api, ...renderApp('/vendor/products/bulk') };
}

const apply = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Apply to selected' }));
const action = (user: UserEvent, value: string) => user.selectOptions(screen.getByLabelText('Action'), value);

describe('/vendor/products/bulk', () => {
  it('lists 20 a page with the bulk stock badges and selects all on the page', async () => {
    const { user, fetchMock } = open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Bulk Product Management' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/vendor/products',
    );
    await screen.findByText('Plenty Mug');
    const url = new URL(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes('/vendors/products'))![0]),
      'http://x',
    );
    expect(url.searchParams.get('limit')).toBe('20');
    // Bulk rule: at or below the threshold (10) is Low Stock.
    const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
    expect(within(row('Plenty Mug')).getByText('In Stock')).toBeInTheDocument();
    expect(within(row('Rare Lamp')).getByText('Low Stock')).toBeInTheDocument();
    expect(within(row('Gone Chair')).getByText('Out of Stock')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all products on this page' }));
    expect(screen.getByText('products selected', { exact: false })).toHaveTextContent('3 products selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select Rare Lamp' }));
    expect(screen.getByText('products selected', { exact: false })).toHaveTextContent('2 products selected');
  });

  it('shows the spec messages for a missing selection, action or value', async () => {
    const { user, calls } = open();
    await screen.findByText('Plenty Mug');

    await apply(user);
    expect(await screen.findByText(BULK_MESSAGES.selectProductsAndAction)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Plenty Mug' }));
    await apply(user);
    expect(screen.getByText(BULK_MESSAGES.selectProductsAndAction)).toBeInTheDocument();

    await action(user, 'update_status');
    await apply(user);
    expect(await screen.findByText(BULK_MESSAGES.selectStatus)).toBeInTheDocument();

    await action(user, 'update_category');
    await apply(user);
    expect(await screen.findByText(BULK_MESSAGES.selectCategory)).toBeInTheDocument();

    await action(user, 'update_prices');
    await apply(user);
    expect(await screen.findByText(BULK_MESSAGES.enterPriceValue)).toBeInTheDocument();

    await action(user, 'update_stock');
    await apply(user);
    expect(await screen.findByText(BULK_MESSAGES.enterStockValue)).toBeInTheDocument();

    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("raises prices by a percentage and says 'Successfully updated {n} products'", async () => {
    const { user, calls } = open({
      'POST /api/vendors/products/bulk/prices': ok(
        { modifiedCount: 2, productIds: ['p-1', 'p-2'] },
        bulkUpdatedMessage(2),
      ),
    });
    await screen.findByText('Plenty Mug');
    await user.click(screen.getByRole('checkbox', { name: 'Select Plenty Mug' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Rare Lamp' }));
    await action(user, 'update_prices');
    await user.selectOptions(screen.getByLabelText('Adjustment type'), 'percentage');
    await user.selectOptions(screen.getByLabelText('Direction'), 'increase');
    await user.type(screen.getByLabelText('Percentage'), '10');
    await apply(user);

    expect(await screen.findByText('Successfully updated 2 products')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      productIds: ['p-1', 'p-2'],
      type: 'percentage',
      value: 10,
      operation: 'increase',
    });
    // The selection is cleared after a successful action.
    expect(screen.getByText('products selected', { exact: false })).toHaveTextContent('0 products selected');
  });

  it('moves products to a category and sets stock', async () => {
    const { user, calls } = open({
      'POST /api/vendors/products/bulk/update': ok(
        { modifiedCount: 1, productIds: ['p-3'] },
        bulkUpdatedMessage(1),
      ),
      'POST /api/vendors/products/bulk/stock': ok(
        { modifiedCount: 1, productIds: ['p-3'] },
        bulkUpdatedMessage(1),
      ),
    });
    await screen.findByText('Plenty Mug');
    await user.click(screen.getByRole('checkbox', { name: 'Select Gone Chair' }));
    await action(user, 'update_category');
    await user.selectOptions(screen.getByLabelText('New category'), ids.electronics);
    await user.selectOptions(screen.getByLabelText('Subcategory'), ids.phones);
    await apply(user);
    expect(await screen.findByText('Successfully updated 1 products')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/bulk/update'))?.body).toEqual({
      productIds: ['p-3'],
      fields: { mainCategory: ids.electronics, subCategory: ids.phones },
    });

    await user.click(screen.getByRole('checkbox', { name: 'Select Gone Chair' }));
    await action(user, 'update_stock');
    await user.selectOptions(screen.getByLabelText('Stock change'), 'set');
    await user.type(screen.getByLabelText('Stock value'), '15');
    await apply(user);
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/bulk/stock'))?.body).toEqual({
        productIds: ['p-3'],
        operation: 'set',
        value: 15,
      }),
    );
  });

  it('asks before deleting and shows the server refusal or the generic failure', async () => {
    let attempt = 0;
    const { user, calls } = open({
      'POST /api/vendors/products/bulk/delete': () => {
        attempt += 1;
        return attempt === 1
          ? fail(404, 'NOT_FOUND', BULK_MESSAGES.productsNotFound)
          : fail(500, 'INTERNAL', '');
      },
    });
    await screen.findByText('Plenty Mug');
    await user.click(screen.getByRole('checkbox', { name: 'Select Plenty Mug' }));
    await action(user, 'delete');
    await apply(user);
    const dialog = await screen.findByRole('dialog', { name: 'Delete products' });
    expect(dialog).toHaveTextContent(BULK_MESSAGES.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await apply(user);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete products' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(BULK_MESSAGES.productsNotFound)).toBeInTheDocument();

    await apply(user);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete products' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(PRODUCT_MESSAGES.bulkFailed)).toBeInTheDocument();
  });
});
