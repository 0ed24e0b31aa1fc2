import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VendorOrder } from '@/shared/vendor-orders/types';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { makeVendorOrder, makeVendorOrderDetail, makeVendorOrderList } from '@/test/vendor-order-fixtures';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const COUNTS = {
  pending: 3,
  accepted: 2,
  processing: 4,
  shipped: 5,
  delivered: 90,
  rejected: 1,
  confirmed: 7,
};

const pending = makeVendorOrder({
  _id: 'f-pending',
  orderNumber: 'IT-3000000000001PENDG',
  status: 'pending',
  adminNotes: 'Gift wrap, please',
});
const accepted = makeVendorOrder({
  _id: 'f-accepted',
  orderNumber: 'IT-3000000000002ACCPT',
  status: 'accepted',
});
const processing = makeVendorOrder({ _id: 'f-processing', orderNumber: 'IT-3000000000003PROCS' });
const shipped = makeVendorOrder({
  _id: 'f-shipped',
  orderNumber: 'IT-3000000000004SHIPD',
  status: 'shipped',
  vendorNotes: 'Left the warehouse',
  trackingInfo: '1Z999',
  tracking: { trackingNumber: '1Z999', carrier: 'UPS', notes: null },
});
const byCustomer = makeVendorOrder({
  _id: 'f-customer',
  orderNumber: 'IT-3000000000005CANCU',
  status: 'cancelled',
  cancelledBy: 'user',
});
const ALL = [pending, accepted, processing, shipped, byCustomer];

type Routes = Parameters<typeof mockApi>[0];

/** The list answers with the orders of the requested status (all without one). */
function open(routes: Routes = {}, path = '/vendor/orders/forwarded', orders: VendorOrder[] = ALL) {
  const vendor = makeVendor();
  storeVendorSession(vendor);
  const statuses: (string | null)[] = [];
  const details: Routes = {};
  const { customer, shippingAddress, paymentMethod, paymentStatus, transactionId, taxAmount } =
    makeVendorOrderDetail();
  for (const o of orders) {
    details[`GET /api/vendors/orders/${o._id}`] = ok({
      order: { ...o, customer, shippingAddress, paymentMethod, paymentStatus, transactionId, taxAmount },
    });
  }
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe(vendor)),
    'GET /api/vendors/orders': (request) => {
      const status = new URL(request.url, 'http://x').searchParams.get('status');
      statuses.push(status);
      const list = status ? orders.filter((o) => o.status === status) : orders;
      return ok(makeVendorOrderList(list, { counts: COUNTS, totalCommission: 2234.09 }));
    },
    ...details,
    ...routes,
  });
  return { ...api, statuses, ...renderApp(path) };
}

const card = (orderNumber: string) => within(screen.getByRole('group', { name: `Order ${orderNumber}` }));

describe('/vendor/orders/forwarded', () => {
  it('shows the six counts and the total commission, with the Pending tab first and chosen', async () => {
    const { statuses } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    await screen.findByText(pending.orderNumber);
    const expected: [string, string][] = [
      ['pending', '3'],
      ['accepted', '2'],
      ['processing', '4'],
      ['shipped', '5'],
      ['delivered', '90'],
      ['rejected', '1'],
    ];
    for (const [status, count] of expected) {
      expect(screen.getByTestId(`count-${status}`)).toHaveTextContent(count);
    }
    expect(screen.getByTestId('total-commission')).toHaveTextContent('$2,234.09');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent?.replace(/\d+$/, ''))).toEqual([
      'Pending',
      'Accepted',
      'Processing',
      'Shipped',
      'Delivered',
      'Rejected',
      'All',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(statuses[0]).toBe('pending');
    // Only the pending order is listed.
    expect(screen.getAllByTestId('forwarded-order')).toHaveLength(1);
  });

  it('switches tabs, asking the server for that status', async () => {
    const { user, statuses } = open();
    await screen.findByText(pending.orderNumber);
    await user.click(screen.getByRole('tab', { name: /Shipped/ }));
    expect(await screen.findByText(shipped.orderNumber)).toBeInTheDocument();
    expect(statuses.at(-1)).toBe('shipped');
    expect(screen.getByRole('tab', { name: /Shipped/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows customer, address, items, totals, notes and tracking on each card', async () => {
    open({}, '/vendor/orders/forwarded?status=shipped');
    await screen.findByText(shipped.orderNumber);
    const c = card(shipped.orderNumber);
    expect(c.getByText('Casey Customer')).toBeInTheDocument();
    expect(await c.findByText('322 Oak Avenue, Apt 4')).toBeInTheDocument();
    expect(c.getByText('Chicago, IL 60601')).toBeInTheDocument();
    expect(c.getByText('+1 555 0100')).toBeInTheDocument();
    expect(c.getByText('Over-Ear Headphones')).toBeInTheDocument();
    expect(within(c.getByTestId('order-item')).getByText('$238.00')).toBeInTheDocument();
    expect(c.getByText('$243.00')).toBeInTheDocument();
    expect(c.getByText('$190.40')).toBeInTheDocument();
    expect(c.getByText('No notes from the marketplace.')).toBeInTheDocument();
    expect(c.getByText('Left the warehouse')).toBeInTheDocument();
    expect(c.getByTestId('tracking')).toHaveTextContent('1Z999 (UPS)');
  });

  it('offers Accept and Reject on pending orders and Update Status on accepted, processing and shipped', async () => {
    open({}, '/vendor/orders/forwarded?status=all');
    await screen.findByText(pending.orderNumber);
    const buttons = (orderNumber: string) =>
      card(orderNumber)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons(pending.orderNumber)).toEqual(['Accept', 'Reject', 'View Details']);
    expect(buttons(accepted.orderNumber)).toEqual(['Update Status', 'View Details']);
    expect(buttons(processing.orderNumber)).toEqual(['Update Status', 'View Details']);
    expect(buttons(shipped.orderNumber)).toEqual(['Update Status', 'View Details']);
    expect(buttons(byCustomer.orderNumber)).toEqual(['View Details']);
    expect(
      card(byCustomer.orderNumber).getByText('Cannot modify - Order cancelled by customer'),
    ).toBeInTheDocument();
    expect(card(pending.orderNumber).getByText('Gift wrap, please')).toBeInTheDocument();
  });

  it('accepts an order and says so', async () => {
    const { user, calls } = open({
      'PUT /api/vendors/orders/f-pending/respond': ok(
        { order: { ...pending, status: 'accepted' } },
        'Order accepted successfully!',
      ),
    });
    await screen.findByText(pending.orderNumber);
    await user.click(card(pending.orderNumber).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Order accepted successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ action: 'accept' });
  });

  it("says 'Failed to accept order. Please try again.' when accepting fails", async () => {
    const { user } = open({
      'PUT /api/vendors/orders/f-pending/respond': fail(500, 'INTERNAL', 'Internal server error'),
    });
    await screen.findByText(pending.orderNumber);
    await user.click(card(pending.orderNumber).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Failed to accept order. Please try again.')).toBeInTheDocument();
  });

  it('rejects an order with notes from the modal', async () => {
    const { user, calls } = open({
      'PUT /api/vendors/orders/f-pending/respond': ok(
        { order: { ...pending, status: 'rejected' } },
        'Order rejected successfully!',
      ),
    });
    await screen.findByText(pending.orderNumber);
    await user.click(card(pending.orderNumber).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject order ${pending.orderNumber}?` });
    await user.type(within(dialog).getByLabelText('Notes or reason (optional)'), 'No stock left');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Order' }));
    expect(await screen.findByText('Order rejected successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ action: 'reject', notes: 'No stock left' });
  });

  it('preselects the next status; the tracking field shows for shipped and delivered', async () => {
    const { user, calls } = open(
      {
        'PUT /api/vendors/orders/f-processing/status': ok(
          { order: { ...processing, status: 'shipped' } },
          'Order part marked Shipped',
        ),
      },
      '/vendor/orders/forwarded?status=all',
    );
    await screen.findByText(accepted.orderNumber);

    await user.click(card(accepted.orderNumber).getByRole('button', { name: 'Update Status' }));
    let dialog = await screen.findByRole('dialog', { name: `Update order ${accepted.orderNumber}` });
    expect(within(dialog).getByLabelText('New status')).toHaveValue('processing');
    expect(within(dialog).queryByLabelText('Tracking number')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(card(shipped.orderNumber).getByRole('button', { name: 'Update Status' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('New status')).toHaveValue('delivered');
    // A shipped order cannot go back to processing.
    expect(within(dialog).getByRole('option', { name: 'Processing' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(card(processing.orderNumber).getByRole('button', { name: 'Update Status' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('New status')).toHaveValue('shipped');
    // Shipping needs the number and the carrier (decision 0032): asked beside each, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(within(dialog).getByLabelText('Carrier')).toHaveAccessibleDescription(
      'Choose the carrier to mark this order shipped',
    );
    expect(within(dialog).getByLabelText('Tracking number')).toHaveAccessibleDescription(
      'Enter the tracking number to mark this order shipped',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(within(dialog).getByLabelText('Tracking number'), '1ZNEW');
    await user.selectOptions(within(dialog).getByLabelText('Carrier'), 'DHL');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Order part marked Shipped')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'shipped',
      trackingInfo: '1ZNEW',
      carrier: 'DHL',
    });
  });

  it("shows the server's reason when a move is refused", async () => {
    const { user } = open(
      {
        'PUT /api/vendors/orders/f-processing/status': fail(
          409,
          'ILLEGAL_TRANSITION',
          'Cannot change status from Delivered to Shipped',
        ),
      },
      '/vendor/orders/forwarded?status=processing',
    );
    await screen.findByText(processing.orderNumber);
    await user.click(card(processing.orderNumber).getByRole('button', { name: 'Update Status' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Tracking number'), '1ZNEW');
    await user.selectOptions(within(dialog).getByLabelText('Carrier'), 'UPS');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Cannot change status from Delivered to Shipped')).toBeInTheDocument();
  });

  it('opens the details dialog with the whole order', async () => {
    const { user } = open();
    await screen.findByText(pending.orderNumber);
    await user.click(card(pending.orderNumber).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: `Order ${pending.orderNumber}` });
    expect(await within(dialog).findByText('txn_test_123')).toBeInTheDocument();
    expect(within(dialog).getByText('Paid')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open Order Page' })).toHaveAttribute(
      'href',
      '/order/f-pending',
    );
  });

  it("says 'Failed to load orders. Please try again.' when the list fails", async () => {
    open({ 'GET /api/vendors/orders': fail(500, 'INTERNAL', 'Internal server error') });
    expect(await screen.findByText('Failed to load orders. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('forwarded-order')).toHaveLength(0));
  });
});
