import { QueryClient } from '@tanstack/react-query';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import type { VendorOrderList } from '@/shared/vendor-orders/types';
import { fail, heldResponse, jsonResponse, mockApi, ok } from '@/test/fetch-mock';
import { makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { makeVendorOrder, makeVendorOrderList } from '@/test/vendor-order-fixtures';
import { VendorOrdersPage } from './routes/vendor-orders-page';

// Pages load lazily and the whole suite shares two workers: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const processing = makeVendorOrder({ _id: 'p-processing', orderNumber: 'IT-1000000000001PROCS' });
const shipped = makeVendorOrder({
  _id: 'p-shipped',
  orderNumber: 'IT-1000000000002SHIPD',
  status: 'shipped',
});
const cancelled = makeVendorOrder({
  _id: 'p-cancelled',
  orderNumber: 'IT-1000000000003CANCV',
  status: 'cancelled',
  cancelledBy: 'vendor',
});
const byCustomer = makeVendorOrder({
  _id: 'p-customer',
  orderNumber: 'IT-1000000000004CANCU',
  status: 'cancelled',
  cancelledBy: 'user',
});
const pending = makeVendorOrder({
  _id: 'p-pending',
  orderNumber: 'IT-1000000000005PENDG',
  status: 'pending',
});

type Routes = Parameters<typeof mockApi>[0];

function open(list: VendorOrderList | Routes[string], routes: Routes = {}, path = '/vendor/orders') {
  const vendor = makeVendor();
  storeVendorSession(vendor);
  const urls: string[] = [];
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe(vendor)),
    'GET /api/vendors/orders': (request) => {
      urls.push(request.url);
      return typeof list === 'function' ? list(request) : list instanceof Response ? list.clone() : ok(list);
    },
    ...routes,
  });
  return { ...api, urls, ...renderApp(path) };
}

const row = (orderNumber: string) => {
  const cell = screen.getByText(orderNumber);
  return within(cell.closest('tr') as HTMLElement);
};
const statusSelect = (orderNumber: string) =>
  screen.getByRole('combobox', { name: `Status of order ${orderNumber}` });

describe('/vendor/orders (simple table)', () => {
  it('shows the six columns, the labels of spec 001 and the links of every row', async () => {
    open(makeVendorOrderList([processing, shipped, cancelled, byCustomer, pending], { totalItems: 5 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    await screen.findByText(processing.orderNumber);
    for (const name of ['Order Details', 'Customer', 'Total', 'Status', 'Date', 'Actions']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(row(processing.orderNumber).getByText('2 items')).toBeInTheDocument();
    expect(row(processing.orderNumber).getByText('Vendor Order')).toBeInTheDocument();
    expect(row(processing.orderNumber).getByText('Casey Customer')).toBeInTheDocument();
    expect(row(processing.orderNumber).getByText('$243.00')).toBeInTheDocument();
    expect(row(cancelled.orderNumber).getByText('Cancelled by Vendor')).toBeInTheDocument();
    expect(row(byCustomer.orderNumber).getByText('Cancelled by Customer')).toBeInTheDocument();
    expect(
      row(pending.orderNumber).getByText('Pending (Contact Admin)', { selector: 'span' }),
    ).toBeInTheDocument();
    expect(
      row(shipped.orderNumber).getByRole('link', { name: `View order ${shipped.orderNumber}` }),
    ).toHaveAttribute('href', '/order/p-shipped');
    // Links to the other two order screens.
    const screens = within(screen.getByRole('navigation', { name: 'Order screens' }));
    expect(screens.getByRole('link', { name: 'Manage Orders' })).toHaveAttribute(
      'href',
      '/vendor/orders/manage',
    );
    expect(screens.getByRole('link', { name: 'Forwarded Orders' })).toHaveAttribute(
      'href',
      '/vendor/orders/forwarded',
    );
    expect(screens.getByRole('link', { name: 'Order Analytics' })).toHaveAttribute(
      'href',
      '/vendor/orders/analytics',
    );
  });

  it('offers the six status filters and asks the server for the chosen one', async () => {
    const { user, urls } = open(makeVendorOrderList([processing]));
    await screen.findByText(processing.orderNumber);
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Status', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Cancelled by Customer']);
    expect(new URL(urls[0]!, 'http://x').searchParams.get('limit')).toBe('10');
    expect(new URL(urls[0]!, 'http://x').searchParams.has('status')).toBe(false);
    await user.selectOptions(filter, 'cancelled_by_customer');
    await waitFor(() =>
      expect(new URL(urls.at(-1)!, 'http://x').searchParams.get('status')).toBe('cancelled_by_customer'),
    );
  });

  it('offers only the legal next moves from where each order is; none on cancelled or delivered ones', async () => {
    const delivered = makeVendorOrder({
      _id: 'p-delivered',
      orderNumber: 'IT-1000000000006DELIV',
      status: 'delivered',
    });
    open(makeVendorOrderList([pending, processing, shipped, delivered, cancelled, byCustomer]));
    await screen.findByText(processing.orderNumber);
    const offered = (orderNumber: string) =>
      within(statusSelect(orderNumber))
        .getAllByRole('option')
        .filter((o) => !(o as HTMLOptionElement).disabled)
        .map((o) => o.textContent);
    // The current status is shown (selected, not offered), then the moves the state machine allows.
    expect(statusSelect(pending.orderNumber)).toHaveDisplayValue('Pending');
    expect(offered(pending.orderNumber)).toEqual(['Accepted', 'Cancelled']);
    expect(offered(processing.orderNumber)).toEqual(['Shipped', 'Cancelled']);
    expect(offered(shipped.orderNumber)).toEqual(['Delivered']);
    for (const order of [delivered, cancelled, byCustomer]) {
      expect(statusSelect(order.orderNumber)).toBeDisabled();
      expect(offered(order.orderNumber)).toEqual([]);
    }
  });

  it('accepts a pending order at once (nothing is e-mailed), keeping the select disabled while in flight', async () => {
    const held = heldResponse();
    const { user, calls } = open(makeVendorOrderList([pending, shipped]), {
      'PUT /api/status/p-pending/vendor-status': held.handler,
    });
    await screen.findByText(pending.orderNumber);
    await user.selectOptions(statusSelect(pending.orderNumber), 'accepted');
    await waitFor(() => expect(statusSelect(pending.orderNumber)).toBeDisabled());
    expect(statusSelect(shipped.orderNumber)).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'accepted' });
    await act(async () =>
      held.release(ok({ order: { ...pending, status: 'accepted' } }, 'Order part marked Accepted')),
    );
    expect(await screen.findByText('Order part marked Accepted')).toBeInTheDocument();
  });

  it('ships only after confirming with a carrier and a tracking number, each asked beside its field', async () => {
    const { user, calls } = open(makeVendorOrderList([processing]), {
      'PUT /api/status/p-processing/vendor-status': ok(
        { order: { ...processing, status: 'shipped' } },
        'Order part marked Shipped',
      ),
    });
    await screen.findByText(processing.orderNumber);
    await user.selectOptions(statusSelect(processing.orderNumber), 'shipped');
    const dialog = await screen.findByRole('dialog', {
      name: `Mark order ${processing.orderNumber} as shipped?`,
    });
    expect(dialog).toHaveAccessibleDescription(
      'The customer is e-mailed the carrier and the tracking number.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark Shipped' }));
    expect(within(dialog).getByLabelText('Carrier')).toHaveAccessibleDescription(
      'Choose the carrier to mark this order shipped',
    );
    expect(within(dialog).getByLabelText('Tracking number')).toHaveAccessibleDescription(
      'Enter the tracking number to mark this order shipped',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.selectOptions(within(dialog).getByLabelText('Carrier'), 'UPS');
    await user.type(within(dialog).getByLabelText('Tracking number'), '1Z999AA10123456784');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Shipped' }));
    expect(await screen.findByText('Order part marked Shipped')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      carrier: 'UPS',
    });
  });

  it('sends nothing when the delivery confirmation is dismissed', async () => {
    const { user, calls } = open(makeVendorOrderList([shipped]));
    await screen.findByText(shipped.orderNumber);
    await user.selectOptions(statusSelect(shipped.orderNumber), 'delivered');
    const dialog = await screen.findByRole('dialog', {
      name: `Mark order ${shipped.orderNumber} as delivered?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(statusSelect(shipped.orderNumber)).toHaveValue('shipped');
  });

  it("shows the server's reason when it refuses the change", async () => {
    const { user } = open(makeVendorOrderList([shipped]), {
      'PUT /api/status/p-shipped/vendor-status': jsonResponse(409, {
        success: false,
        code: 'ILLEGAL_TRANSITION',
        message: 'Cannot modify - Order cancelled by customer',
        from: 'shipped',
        to: 'delivered',
      }),
    });
    await screen.findByText(shipped.orderNumber);
    await user.selectOptions(statusSelect(shipped.orderNumber), 'delivered');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Delivered' }));
    expect(await screen.findByText('Cannot modify - Order cancelled by customer')).toBeInTheDocument();
  });

  it('says to try again when the change got no answer', async () => {
    const { user } = open(makeVendorOrderList([pending]), {
      'PUT /api/status/p-pending/vendor-status': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await screen.findByText(pending.orderNumber);
    await user.selectOptions(statusSelect(pending.orderNumber), 'accepted');
    expect(await screen.findByText('Failed to update order status. Please try again.')).toBeInTheDocument();
  });

  it('asks for a reason before cancelling; an empty reason cancels nothing', async () => {
    const { user, calls } = open(makeVendorOrderList([processing]), {
      'PUT /api/status/p-processing/vendor-status': ok(
        { order: { ...processing, status: 'cancelled', cancelledBy: 'vendor' } },
        'Order part marked Cancelled',
      ),
    });
    await screen.findByText(processing.orderNumber);
    await user.selectOptions(statusSelect(processing.orderNumber), 'cancelled');
    let dialog = await screen.findByRole('dialog', { name: `Cancel order ${processing.orderNumber}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(statusSelect(processing.orderNumber)).toHaveValue('processing');

    await user.selectOptions(statusSelect(processing.orderNumber), 'cancelled');
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'Out of stock');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Order part marked Cancelled')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'cancelled',
      reason: 'Out of stock',
    });
  });

  it("says 'No orders found' for an empty list and 'Loading orders...' before", async () => {
    const held = heldResponse();
    open(held.handler);
    expect(await screen.findByText('Loading orders...')).toBeInTheDocument();
    await act(async () => held.release(ok(makeVendorOrderList([]))));
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
  });

  it("says 'Failed to load orders' and empties the list when loading fails", async () => {
    open(fail(500, 'INTERNAL', 'Internal server error'));
    expect(await screen.findByText('Failed to load orders')).toBeInTheDocument();
    expect(screen.getByText('No orders found')).toBeInTheDocument();
  });

  it('refreshes without cache (the _t parameter)', async () => {
    const { user, urls } = open(makeVendorOrderList([processing]));
    await screen.findByText(processing.orderNumber);
    expect(new URL(urls[0]!, 'http://x').searchParams.has('_t')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Refresh Orders' }));
    await waitFor(() => expect(urls.length).toBeGreaterThan(1));
    expect(new URL(urls.at(-1)!, 'http://x').searchParams.get('_t')).toMatch(/^\d+$/);
  });

  it('searches 500 ms after the last key', async () => {
    const { user, urls } = open(makeVendorOrderList([processing]));
    await screen.findByText(processing.orderNumber);
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'casey');
    await waitFor(() => expect(new URL(urls.at(-1)!, 'http://x').searchParams.get('search')).toBe('casey'));
    // One request for the whole word, not one per key.
    expect(urls.filter((u) => new URL(u, 'http://x').searchParams.has('search'))).toHaveLength(1);
  });

  it('keeps a status picked while the search is still waiting', async () => {
    const { user, urls, router } = open(makeVendorOrderList([processing]));
    await screen.findByText(processing.orderNumber);
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'casey');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'shipped');
    await waitFor(() => expect(new URL(urls.at(-1)!, 'http://x').searchParams.get('search')).toBe('casey'));
    expect(new URL(urls.at(-1)!, 'http://x').searchParams.get('status')).toBe('shipped');
    expect(router.state.location.search).toBe('?status=shipped&search=casey');
  });

  it('does not carry a pending search to the order it opens', async () => {
    const { user, router } = open(makeVendorOrderList([shipped]), {
      'GET /api/vendors/orders/p-shipped': ok({ order: shipped }),
    });
    await screen.findByText(shipped.orderNumber);
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'IT-1');
    await user.click(screen.getByRole('link', { name: `View order ${shipped.orderNumber}` }));
    await screen.findByRole('link', { name: 'Back to Orders' });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(router.state.location.pathname).toBe('/order/p-shipped');
    expect(router.state.location.search).toBe('');
  });

  it('remembers the table as the source when opening an order', async () => {
    const { user, router } = open(makeVendorOrderList([shipped]), {
      'GET /api/vendors/orders/p-shipped': ok({ order: shipped }),
    });
    await screen.findByText(shipped.orderNumber);
    await user.click(screen.getByRole('link', { name: `View order ${shipped.orderNumber}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/p-shipped'));
    expect(router.state.location.state).toEqual({ from: '/vendor/orders' });
    expect(await screen.findByRole('link', { name: 'Back to Orders' })).toHaveAttribute(
      'href',
      '/vendor/orders',
    );
  });
});

describe('the order screens without a vendor session', () => {
  function renderBare() {
    const router = createMemoryRouter([{ path: '/vendor/orders', element: <VendorOrdersPage /> }], {
      initialEntries: ['/vendor/orders'],
    });
    render(
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  }

  it("says 'Initializing...' while the session is checked, then 'Not authenticated as vendor' without one", async () => {
    storeVendorSession();
    const held = heldResponse();
    const { calls } = mockApi({ 'GET /api/auth/me': held.handler });
    renderBare();
    expect(await screen.findByText('Initializing...')).toBeInTheDocument();
    await act(async () =>
      held.release(fail(401, 'SESSION_EXPIRED', 'Your session has expired. Please sign in again.')),
    );
    expect(await screen.findByText('Not authenticated as vendor')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/vendors/orders')).toBe(false);
  });
});
