import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { CustomerNote, CustomerOrder, VendorCustomer } from './api/customers';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const ID = 'Y2FybGFAZXhhbXBsZS50ZXN0';
const BASE = `/api/vendors/customers/${ID}`;

const CARLA: VendorCustomer = {
  id: ID,
  email: 'carla.buyer@example.test',
  name: 'Carla Buyer',
  orderCount: 2,
  totalSpent: 130,
  firstOrder: '2025-03-04T10:00:00.000Z',
  lastOrder: '2025-11-21T09:18:39.588Z',
};

const order = (n: number, extra: Partial<CustomerOrder> = {}): CustomerOrder => ({
  _id: `0190a8b4-0000-7000-8000-00000000000${n}`,
  orderNumber: `IT-100${n}-ABCDE`,
  createdAt: `2025-11-2${n}T09:00:00.000Z`,
  status: 'pending',
  statusLabel: 'Pending (Contact Admin)',
  itemCount: 2,
  totalAmount: 85,
  items: [{ title: 'Desk Lamp', quantity: 2 }],
  ...extra,
});

const note = (n: number, extra: Partial<CustomerNote> = {}): CustomerNote => ({
  _id: `0190a8b4-0000-7000-8000-0000000001${n}`,
  note: `Note ${n}`,
  createdAt: `2025-11-2${n}T12:00:00.000Z`,
  author: { name: 'Vera Stone', byAdmin: false },
  mine: true,
  ...extra,
});

const page = (totalItems: number, currentPage = 1) => ({
  currentPage,
  pageSize: 10,
  totalItems,
  totalPages: Math.max(1, Math.ceil(totalItems / 10)),
  hasNextPage: currentPage * 10 < totalItems,
  hasPrevPage: currentPage > 1,
});

function open(routes: Parameters<typeof mockApi>[0]) {
  const vendor = makeVendor();
  storeVendorSession(vendor);
  return {
    ...mockApi({
      'GET /api/auth/me': ok(vendorMe(vendor)),
      [`GET ${BASE}`]: ok({ customer: CARLA }),
      [`GET ${BASE}/orders`]: ok({
        orders: [order(2), order(1, { status: 'rejected', statusLabel: 'Rejected' })],
        pagination: page(2),
      }),
      [`GET ${BASE}/notes`]: ok({ notes: [] }),
      ...routes,
    }),
    ...renderApp(`/vendor/customers/${ID}`),
  };
}

describe('/vendor/customers/:customerId', () => {
  it('shows the customer, the list’s figures and the orders, each opening the vendor order', async () => {
    open({});
    expect(await screen.findByRole('heading', { level: 2, name: 'Carla Buyer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'carla.buyer@example.test' })).toHaveAttribute(
      'href',
      'mailto:carla.buyer@example.test',
    );
    const figures = within(screen.getByRole('region', { name: 'Figures' }));
    const figure = (label: string) => figures.getByText(label).parentElement as HTMLElement;
    expect(figure('Orders')).toHaveTextContent('2');
    expect(figure('Total spent')).toHaveTextContent('$130.00');
    expect(figure('First order')).toHaveTextContent('Mar 4, 2025');
    expect(figure('Last order')).toHaveTextContent('Nov 21, 2025');
    expect(screen.getByText(/leave out cancelled and rejected orders/)).toBeInTheDocument();

    const orders = within(await screen.findByRole('list', { name: 'Orders' }));
    const links = orders.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Order IT-1002-ABCDE', 'Order IT-1001-ABCDE']);
    expect(links[0]).toHaveAttribute('href', '/order/0190a8b4-0000-7000-8000-000000000002');
    expect(orders.getByText('Rejected')).toBeInTheDocument();
    expect(orders.getAllByText('$85.00')).toHaveLength(2);
    expect(orders.getAllByText(/Desk Lamp × 2/)).toHaveLength(2);
    expect(screen.getByText('Showing 1 to 2 of 2 orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Customers' })).toHaveAttribute(
      'href',
      '/vendor/customers',
    );
  });

  it('pages through the orders with ?page=', async () => {
    const pages: (string | null)[] = [];
    const { user } = open({
      [`GET ${BASE}/orders`]: (request) => {
        const p = new URL(request.url, 'http://x').searchParams.get('page');
        pages.push(p);
        return ok({ orders: [order(p === '2' ? 1 : 2)], pagination: page(11, Number(p)) });
      },
    });
    await screen.findByText('Order IT-1002-ABCDE');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Order IT-1001-ABCDE')).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });

  it('says in words when the customer is not this vendor’s, with the way back', async () => {
    open({ [`GET ${BASE}`]: fail(404, 'NOT_FOUND', 'Customer not found') });
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
    expect(
      screen.getByText('This customer has no orders with you, or the link is wrong.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Customers' }).length).toBeGreaterThan(0);
  });

  it('shows a skeleton while loading, and Try Again when the server failed', async () => {
    open({ [`GET ${BASE}`]: fail(500, 'INTERNAL', 'Internal server error') });
    expect(await screen.findByRole('status', { name: 'Loading customer' })).toBeInTheDocument();
    expect(await screen.findByText('This customer could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('adds a note, refusing a blank one in words, and lists notes with author and date', async () => {
    let notes: CustomerNote[] = [note(1, { author: { name: 'Ada Admin', byAdmin: true }, mine: false })];
    const posted: unknown[] = [];
    const { user } = open({
      [`GET ${BASE}/notes`]: () => ok({ notes }),
      [`POST ${BASE}/notes`]: (request) => {
        posted.push(request.body);
        const created = note(2, { note: (request.body as { note: string }).note });
        notes = [created, ...notes];
        return new Response(
          JSON.stringify({ success: true, data: { note: created }, message: 'Note added' }),
          {
            status: 201,
            headers: { 'content-type': 'application/json' },
          },
        );
      },
    });
    const list = within(await screen.findByRole('list', { name: 'Notes' }));
    expect(list.getByText('Note 1')).toBeInTheDocument();
    expect(list.getByText(/Ada Admin \(marketplace admin\)/)).toBeInTheDocument();
    // Not written by this person: no delete.
    expect(list.queryByRole('button', { name: /Delete note/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Please enter a note')).toBeInTheDocument();
    expect(posted).toEqual([]);

    const box = screen.getByRole('textbox', { name: 'Add a note' });
    expect(box).toHaveAttribute('maxLength', '1000');
    await user.type(box, 'Prefers delivery after 5 pm');
    expect(screen.getByText('27 of 1000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(posted).toEqual([{ note: 'Prefers delivery after 5 pm' }]);
    await waitFor(() =>
      expect(screen.getAllByTestId('customer-note').map((li) => li.querySelector('p')?.textContent)).toEqual([
        'Prefers delivery after 5 pm',
        'Note 1',
      ]),
    );
    expect(box).toHaveValue('');
  });

  it('shows the server’s reason when a note is refused', async () => {
    const { user } = open({
      [`POST ${BASE}/notes`]: fail(400, 'VALIDATION_FAILED', 'A note can be at most 1000 characters', [
        { path: 'note', message: 'A note can be at most 1000 characters' },
      ]),
    });
    await screen.findByText('No notes yet.');
    await user.type(screen.getByRole('textbox', { name: 'Add a note' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('A note can be at most 1000 characters')).toBeInTheDocument();
  });

  it('deletes one’s own note after a confirmation', async () => {
    let notes = [note(1)];
    const deleted: string[] = [];
    const { user } = open({
      [`GET ${BASE}/notes`]: () => ok({ notes }),
      [`DELETE ${BASE}/notes/${note(1)._id}`]: () => {
        deleted.push(note(1)._id);
        notes = [];
        return ok(undefined, 'Note deleted');
      },
    });
    const button = await screen.findByRole('button', { name: /Delete note from/ });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Delete note from/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete note' }));
    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    expect(deleted).toEqual([note(1)._id]);
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  });
});
