import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@/lib/format';
import type { VendorOrderList } from '@/shared/vendor-orders/types';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { makeVendorItem, makeVendorOrder, makeVendorOrderList } from '@/test/vendor-order-fixtures';
import { exportFileName } from './api/export-orders';
import { pageRevenue } from './components/manage-orders-stats';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const processing = makeVendorOrder({
  _id: 'p-processing',
  orderNumber: 'IT-2000000000001PROCS',
  totalAmount: 100.1,
  items: [
    makeVendorItem({ _id: 'i-1', title: 'Desk Lamp', price: 25.05, quantity: 2, itemTotal: 50.1 }),
    makeVendorItem({ _id: 'i-2', title: 'Phone Case', price: 50, quantity: 1, itemTotal: 50 }),
  ],
});
const shipped = makeVendorOrder({
  _id: 'p-shipped',
  orderNumber: 'IT-2000000000002SHIPD',
  status: 'shipped',
  totalAmount: 20.2,
});
const delivered = makeVendorOrder({
  _id: 'p-delivered',
  orderNumber: 'IT-2000000000003DELIV',
  status: 'delivered',
  totalAmount: 0.3,
});
const byCustomer = makeVendorOrder({
  _id: 'p-customer',
  orderNumber: 'IT-2000000000004CANCU',
  status: 'cancelled',
  cancelledBy: 'user',
  totalAmount: 5,
});

type Routes = Parameters<typeof mockApi>[0];

function open(list: VendorOrderList | Response, routes: Routes = {}) {
  const vendor = makeVendor();
  storeVendorSession(vendor);
  const urls: string[] = [];
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe(vendor)),
    'GET /api/vendors/orders': (request) => {
      urls.push(request.url);
      return list instanceof Response ? list.clone() : ok(list);
    },
    ...routes,
  });
  return { ...api, urls, ...renderApp('/vendor/orders/manage') };
}

const card = (orderNumber: string) => within(screen.getByRole('group', { name: `Order ${orderNumber}` }));

// jsdom has no object URLs; the export test lends them.
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

describe('/vendor/orders/manage (cards)', () => {
  it('shows the header, the cards with every figure, and the Total Revenue of the page', async () => {
    open(makeVendorOrderList([processing, shipped, delivered, byCustomer], { totalItems: 24 }));
    expect(await screen.findByText('Manage and track your vendor orders efficiently')).toBeInTheDocument();
    await screen.findByText(processing.orderNumber);
    const c = card(processing.orderNumber);
    expect(c.getByText('Vendor Order')).toBeInTheDocument();
    expect(c.getByText('Processing')).toBeInTheDocument();
    expect(c.getByText('Casey Customer')).toBeInTheDocument();
    expect(c.getByText('$100.10')).toBeInTheDocument();
    expect(c.getByText('Commission (20%)')).toBeInTheDocument();
    expect(c.getByText('$47.60')).toBeInTheDocument();
    expect(c.getByText('Your Earnings')).toBeInTheDocument();
    expect(c.getByText('$190.40')).toBeInTheDocument();
    // What the total holds beyond the items is said to be the marketplace's (issue 28 item 5).
    expect(c.getByTestId('earnings-explained')).toHaveTextContent(
      `Your items ${formatMoney(processing.vendorSubtotal)} less commission ${formatMoney(processing.commissionAmount)}`,
    );
    // 100.10 + 20.20 + 0.30 + 5.00, summed without floating-point drift.
    expect(screen.getByTestId('total-revenue')).toHaveTextContent('$125.60');
    expect(pageRevenue([{ totalAmount: 0.1 }, { totalAmount: 0.2 }])).toBe(0.3);
  });

  it('expands a card to its items with image, title, unit price, quantity and total', async () => {
    const { user } = open(makeVendorOrderList([processing]));
    await screen.findByText(processing.orderNumber);
    expect(screen.queryByText('Desk Lamp')).not.toBeInTheDocument();
    await user.click(card(processing.orderNumber).getByRole('button', { name: 'Show Items' }));
    const items = card(processing.orderNumber).getAllByTestId('order-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Desk Lamp')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/\$25\.05 × 2/)).toBeInTheDocument();
    expect(within(items[0]!).getByText('$50.10')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img')).toBeInTheDocument();
    expect(card(processing.orderNumber).getByRole('button', { name: 'Hide Items' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('offers Mark Shipped and Cancel Order when processing, Mark Delivered when shipped, nothing else', async () => {
    open(makeVendorOrderList([processing, shipped, delivered, byCustomer]));
    await screen.findByText(processing.orderNumber);
    const names = (orderNumber: string) =>
      card(orderNumber)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((t) => t !== 'Show Items');
    expect(names(processing.orderNumber)).toEqual(['Mark Shipped', 'Cancel Order']);
    expect(names(shipped.orderNumber)).toEqual(['Mark Delivered']);
    expect(names(delivered.orderNumber)).toEqual([]);
    expect(names(byCustomer.orderNumber)).toEqual([]);
    expect(
      card(byCustomer.orderNumber).getByText('Cannot modify - Order cancelled by customer'),
    ).toBeInTheDocument();
    expect(card(byCustomer.orderNumber).getByText('Cancelled by Customer')).toBeInTheDocument();
    expect(card(delivered.orderNumber).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/order/p-delivered',
    );
  });

  it('marks an order shipped through the vendor-status call', async () => {
    const { user, calls } = open(makeVendorOrderList([processing]), {
      'PUT /api/status/p-processing/vendor-status': ok({ order: { ...processing, status: 'shipped' } }),
    });
    await screen.findByText(processing.orderNumber);
    await user.click(card(processing.orderNumber).getByRole('button', { name: 'Mark Shipped' }));
    // Shipping e-mails the customer: confirmed first, with the carrier and the tracking number.
    const dialog = await screen.findByRole('dialog', {
      name: `Mark order ${processing.orderNumber} as shipped?`,
    });
    await user.selectOptions(within(dialog).getByLabelText('Carrier'), 'FedEx');
    await user.type(within(dialog).getByLabelText('Tracking number'), '7712 3456');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Shipped' }));
    expect(await screen.findByText('Order part marked Shipped')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'shipped',
      trackingNumber: '7712 3456',
      carrier: 'FedEx',
    });
  });

  it('sends nothing when the shipping or delivery confirmation is dismissed', async () => {
    const { user, calls } = open(makeVendorOrderList([processing, shipped]));
    await screen.findByText(processing.orderNumber);
    await user.click(card(processing.orderNumber).getByRole('button', { name: 'Mark Shipped' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(card(shipped.orderNumber).getByRole('button', { name: 'Mark Delivered' }));
    dialog = await screen.findByRole('dialog', { name: `Mark order ${shipped.orderNumber} as delivered?` });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('aborts the cancellation when the reason is empty or the dialog is dismissed', async () => {
    const { user, calls } = open(makeVendorOrderList([processing]));
    await screen.findByText(processing.orderNumber);
    await user.click(card(processing.orderNumber).getByRole('button', { name: 'Cancel Order' }));
    let dialog = await screen.findByRole('dialog', { name: `Cancel order ${processing.orderNumber}?` });
    await user.type(within(dialog).getByLabelText('Reason for cancelling'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(card(processing.orderNumber).getByRole('button', { name: 'Cancel Order' }));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'Out of stock');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(card(processing.orderNumber).getByRole('button', { name: 'Cancel Order' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('cancels with the reason through the action call and says so', async () => {
    const { user, calls } = open(makeVendorOrderList([processing]), {
      'PUT /api/vendors/orders/vendor-orders/p-processing/action': ok(
        { order: { ...processing, status: 'cancelled', cancelledBy: 'vendor' } },
        'Order cancelled successfully',
      ),
    });
    await screen.findByText(processing.orderNumber);
    await user.click(card(processing.orderNumber).getByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'Out of stock');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Order rejected successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ action: 'cancel', notes: 'Out of stock' });
  });

  it('says why a cancellation failed', async () => {
    const { user } = open(makeVendorOrderList([processing]), {
      'PUT /api/vendors/orders/vendor-orders/p-processing/action': fail(
        409,
        'ILLEGAL_TRANSITION',
        'Cannot change status from Shipped to Cancelled',
      ),
    });
    await screen.findByText(processing.orderNumber);
    await user.click(card(processing.orderNumber).getByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'Too late');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(
      await screen.findByText('Failed to reject order: Cannot change status from Shipped to Cancelled'),
    ).toBeInTheDocument();
  });

  it("says 'No orders to export' and calls nothing when the list is empty", async () => {
    const { user, calls } = open(makeVendorOrderList([]));
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('No orders to export')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/vendors/orders/export')).toBe(false);
  });

  it('downloads the CSV of the filtered orders with the bearer token', async () => {
    const createObjectURL = vi.fn(() => 'blob:orders');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    let exportUrl = '';
    const { user, calls } = open(makeVendorOrderList([processing]), {
      'GET /api/vendors/orders/export': (request) => {
        exportUrl = request.url;
        return new Response('\uFEFFOrder Number\nIT-2000000000001PROCS\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="vendor_orders_2025-11-21.csv"',
          },
        });
      },
    });
    await screen.findByText(processing.orderNumber);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'processing');
    // Export sends the filters of the last render: wait for the page to show the new status.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('processing'));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Orders exported to vendor_orders_2025-11-21.csv')).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/api/vendors/orders/export');
    expect(call?.headers.get('authorization')).toBe('Bearer vendor-token');
    const params = new URL(exportUrl, 'http://x').searchParams;
    expect(params.get('format')).toBe('csv');
    expect(params.get('status')).toBe('processing');
    expect(clicked[0]?.download).toBe('vendor_orders_2025-11-21.csv');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(exportFileName(new Date(2025, 0, 5))).toBe('vendor_orders_2025-01-05.csv');
  });

  it("says 'Failed to export orders. Please try again.' when the download fails", async () => {
    const { user } = open(makeVendorOrderList([processing]), {
      'GET /api/vendors/orders/export': fail(500, 'INTERNAL', 'Internal server error'),
    });
    await screen.findByText(processing.orderNumber);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Failed to export orders. Please try again.')).toBeInTheDocument();
  });

  it('refreshes with the cache buster', async () => {
    const { user, urls } = open(makeVendorOrderList([processing]));
    await screen.findByText(processing.orderNumber);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(new URL(urls.at(-1)!, 'http://x').searchParams.get('_t')).toMatch(/^\d+$/));
  });

  it("says 'Failed to load orders' when loading fails", async () => {
    open(fail(500, 'INTERNAL', 'Internal server error'));
    expect(await screen.findByText('Failed to load orders')).toBeInTheDocument();
  });
});
