import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@/test/fetch-mock';
import { listOf, makeItem, makeMovement, movementsOf, openInventory } from './test/inventory-fixtures';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const table = () => screen.findByRole('table', { name: 'Inventory items' });

describe('/vendor/inventory?tab=inventory', () => {
  it('shows the columns of spec 001: product with price, SKU, stock with available, reserved, status, last update', async () => {
    openInventory('/vendor/inventory?tab=inventory');
    const rows = within(await table()).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('ProductSKUStockReservedStatusLast UpdatedActions');
    const row = within(rows[1]!);
    expect(row.getByText('Desk Lamp')).toBeInTheDocument();
    expect(row.getByText('$39.50')).toBeInTheDocument();
    expect(row.getByText('LAMP-01')).toBeInTheDocument();
    expect(row.getByText('35 available')).toBeInTheDocument();
    // The units on hand are labelled as such under the spec's column name (issue 35 item 3).
    expect(row.getByText('on hand')).toBeInTheDocument();
    expect(row.getByText('In Stock')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Adjust stock of Desk Lamp' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Movement history of Desk Lamp' })).toBeInTheDocument();
  });

  it('sends the filters from the address and puts new ones there', async () => {
    const urls: URLSearchParams[] = [];
    const { user, router } = openInventory('/vendor/inventory?tab=inventory&status=low_stock&sortOrder=asc', {
      'GET /api/vendors/inventory': (request) => {
        urls.push(new URL(request.url, 'http://x').searchParams);
        return ok(listOf([makeItem()]));
      },
    });
    await table();
    expect(Object.fromEntries(urls[0]!)).toEqual({
      page: '1',
      limit: '20',
      status: 'low_stock',
      sortBy: 'lastStockUpdate',
      sortOrder: 'asc',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('low_stock');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'product.name');
    await waitFor(() => expect(router.state.location.search).toContain('sortBy=product.name'));
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await waitFor(() => expect(router.state.location.search).not.toContain('status='));
    await user.type(screen.getByLabelText('Search'), 'lamp');
    await waitFor(() => expect(router.state.location.search).toContain('search=lamp'), { timeout: 3000 });
    await waitFor(() => expect(urls.at(-1)?.get('search')).toBe('lamp'));
    expect(urls.at(-1)?.get('sortBy')).toBe('product.name');
    expect(urls.at(-1)?.get('status')).toBeNull();
  });

  it('enables Previous and Next by hasPrev and hasNext and pages through the address', async () => {
    const pages: string[] = [];
    const { user, router } = openInventory('/vendor/inventory?tab=inventory', {
      'GET /api/vendors/inventory': (request) => {
        const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
        pages.push(String(page));
        return ok(listOf([makeItem({ _id: `inv-${page}` })], page, 45));
      },
    });
    await table();
    expect(screen.getByText('Page 1 of 3 · 45 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=inventory&page=2'));
    expect(await screen.findByText('Page 2 of 3 · 45 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(pages).toEqual(['1', '2']);
  });

  it("says 'No inventory items' when the list is empty", async () => {
    openInventory('/vendor/inventory?tab=inventory', { 'GET /api/vendors/inventory': ok(listOf([])) });
    expect(await screen.findByRole('heading', { name: 'No inventory items' })).toBeInTheDocument();
  });

  it('Refresh reloads the list', async () => {
    let calls = 0;
    const { user } = openInventory('/vendor/inventory?tab=inventory', {
      'GET /api/vendors/inventory': () => {
        calls += 1;
        return ok(listOf([makeItem({ currentStock: 40 + calls })]));
      },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByText('42')).toBeInTheDocument();
  });

  it('Adjust stock: errors beside the fields, then sends quantity, reason and batch cost', async () => {
    const bodies: unknown[] = [];
    const { user } = openInventory('/vendor/inventory?tab=inventory', {
      'POST /api/vendors/inventory/inv-1/adjust': (request) => {
        bodies.push(request.body);
        return ok(
          {
            item: makeItem({ currentStock: 52, availableStock: 47, stockValue: 570 }),
            movement: makeMovement(),
          },
          'Stock adjusted',
        );
      },
    });
    await user.click(within(await table()).getByRole('button', { name: 'Adjust stock of Desk Lamp' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adjust stock' }));
    await user.click(dialog.getByRole('button', { name: 'Save adjustment' }));
    expect(await dialog.findByText('Please enter a quantity')).toBeInTheDocument();
    expect(dialog.getByText('Please enter a reason')).toBeInTheDocument();
    expect(dialog.getByLabelText('Quantity')).toHaveAttribute('aria-invalid', 'true');

    await user.type(dialog.getByLabelText('Quantity'), '-3');
    await user.type(dialog.getByLabelText('Batch cost per unit (optional)'), '7.5');
    await user.type(dialog.getByLabelText('Reason'), 'Damaged');
    await user.click(dialog.getByRole('button', { name: 'Save adjustment' }));
    expect(
      await dialog.findByText('A batch cost can only be recorded when stock is added'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(dialog.getByLabelText('Quantity'));
    await user.type(dialog.getByLabelText('Quantity'), '12');
    expect(dialog.getByText('Stock after the change: 52')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(bodies).toEqual([{ quantity: 12, reason: 'Damaged', unitCost: 7.5 }]));
    expect(
      await screen.findByText(/Stock adjusted: Desk Lamp now 52 in stock, valued \$570.00/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Adjust stock: a batch cost with more than 2 decimals is refused beside the field, nothing sent', async () => {
    const bodies: unknown[] = [];
    const { user } = openInventory('/vendor/inventory?tab=inventory', {
      'POST /api/vendors/inventory/inv-1/adjust': (request) => {
        bodies.push(request.body);
        return ok({ item: makeItem(), movement: makeMovement() }, 'Stock adjusted');
      },
    });
    await user.click(within(await table()).getByRole('button', { name: 'Adjust stock of Desk Lamp' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adjust stock' }));
    await user.type(dialog.getByLabelText('Quantity'), '5');
    await user.type(dialog.getByLabelText('Reason'), 'Delivery');
    await user.type(dialog.getByLabelText('Batch cost per unit (optional)'), '0.001');
    await user.click(dialog.getByRole('button', { name: 'Save adjustment' }));
    expect(await dialog.findByText('Unit cost can have at most 2 decimal places')).toBeInTheDocument();
    expect(dialog.getByLabelText('Batch cost per unit (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('Adjust stock: the server refusing to go below the reserved units shows under Quantity', async () => {
    const { user } = openInventory('/vendor/inventory?tab=inventory', {
      'POST /api/vendors/inventory/inv-1/adjust': fail(
        409,
        'BELOW_RESERVED',
        'Stock cannot go below the 5 units reserved for open orders',
      ),
    });
    await user.click(within(await table()).getByRole('button', { name: 'Adjust stock of Desk Lamp' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adjust stock' }));
    await user.type(dialog.getByLabelText('Quantity'), '-38');
    await user.type(dialog.getByLabelText('Reason'), 'Count');
    await user.click(dialog.getByRole('button', { name: 'Save adjustment' }));
    const message = await dialog.findByText('Stock cannot go below the 5 units reserved for open orders');
    expect(message.id).toBe(dialog.getByLabelText('Quantity').getAttribute('aria-describedby'));
  });

  it('Movement history: the item ledger in a drawer, paginated', async () => {
    const pages: string[] = [];
    const { user } = openInventory('/vendor/inventory?tab=inventory', {
      'GET /api/vendors/inventory/inv-1/movements': (request) => {
        const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
        pages.push(String(page));
        return ok(
          movementsOf(
            page === 1
              ? [
                  makeMovement(),
                  makeMovement({
                    _id: 'mv-2',
                    type: 'reserve',
                    quantity: 2,
                    currentBefore: 30,
                    currentAfter: 30,
                    reservedBefore: 3,
                    reservedAfter: 5,
                    reason: 'Order placed',
                    orderId: 'abcdef12-0000-0000-0000-000000000000',
                    actor: { type: 'system', id: null, name: null, impersonatorId: null },
                  }),
                ]
              : [
                  makeMovement({ _id: 'mv-3', type: 'initial', reason: 'Opening stock' }),
                  makeMovement({
                    _id: 'mv-4',
                    type: 'adjustment',
                    reason: 'Recount by support',
                    actor: {
                      type: 'user',
                      id: 'u-1',
                      name: 'Admin Ada Admin as Demo Traders',
                      impersonatorId: 'admin-1',
                    },
                  }),
                ],
            page,
            21,
          ),
        );
      },
    });
    await user.click(within(await table()).getByRole('button', { name: 'Movement history of Desk Lamp' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Movement history' }));
    const list = within(await drawer.findByRole('list', { name: 'Stock movements' }));
    expect(list.getByText('+10')).toBeInTheDocument();
    expect(list.getByText('Stock 30 → 40')).toBeInTheDocument();
    expect(list.getByText(/Demo Traders/)).toBeInTheDocument();
    expect(list.getByText('+2 reserved')).toBeInTheDocument();
    expect(list.getByText(/System · order abcdef12/)).toBeInTheDocument();
    expect(drawer.getByTestId('stock-value')).toHaveTextContent('$480.00');
    await user.click(drawer.getByRole('button', { name: 'Page 2' }));
    expect(await drawer.findByText('Opening stock', { selector: 'span' })).toBeInTheDocument();
    // A change an admin made through impersonation names the admin and the shop, marked as such.
    const byAdmin = drawer.getByText('Admin Ada Admin as Demo Traders');
    expect(byAdmin).toHaveAttribute('title', 'Made by an admin through an impersonation session');
    // The shop's own change on the same page carries no such mark.
    expect(drawer.getAllByTitle('Made by an admin through an impersonation session')).toHaveLength(1);
    expect(pages).toEqual(['1', '2']);
    await user.click(drawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Export downloads the CSV with the vendor token', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:inventory';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, calls } = openInventory('/vendor/inventory?tab=inventory', {
      'GET /api/vendors/inventory/export': new Response('SKU,Product\nLAMP-01,Desk Lamp\n', {
        status: 200,
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="inventory_2026-11-25.csv"',
        },
      }),
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Downloaded inventory_2026-11-25.csv')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(await created[0]!.text()).toContain('LAMP-01');
    const call = calls.find((c) => c.path === '/api/vendors/inventory/export');
    expect(call?.headers.get('Authorization')).toBe('Bearer vendor-token');
    vi.restoreAllMocks();
  });
});
