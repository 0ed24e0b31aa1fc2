import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VendorOrder } from '@/shared/vendor-orders';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { makeVendorOrderDetail } from '@/test/vendor-order-fixtures';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

type Routes = Parameters<typeof mockApi>[0];

function open(
  order: Partial<VendorOrder> | null,
  routes: Routes = {},
  entry: Parameters<typeof renderApp>[0] = '/order/part-1',
) {
  const vendor = makeVendor();
  storeVendorSession(vendor);
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe(vendor)),
    'GET /api/vendors/orders/part-1': order
      ? ok({ order: makeVendorOrderDetail({ _id: 'part-1', ...order }) })
      : fail(404, 'ORDER_NOT_FOUND', 'Order not found'),
    ...routes,
  });
  return { ...api, ...renderApp(entry) };
}

const actions = () => {
  const heading = screen.getByRole('heading', { name: 'Actions' });
  return within(heading.closest('.rounded-xl') as HTMLElement);
};
const actionNames = () =>
  actions()
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('/order/:id (vendor order detail)', () => {
  it('opens inside the vendor portal with the order, its items, summary, customer and payment', async () => {
    open({ status: 'processing' });
    expect(await screen.findByRole('heading', { name: 'Order IT-1700000000000ABCDE' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Vendor portal' })).toBeInTheDocument();
    expect(screen.getByText('Over-Ear Headphones')).toBeInTheDocument();
    const summary = within(screen.getByTestId('order-money-summary'));
    expect(summary.getByText('$238.00')).toBeInTheDocument();
    expect(summary.getByText('$5.00')).toBeInTheDocument();
    expect(summary.getByText('$19.04')).toBeInTheDocument();
    expect(summary.getByText('Commission deducted (20%)')).toBeInTheDocument();
    expect(summary.getByText('−$47.60')).toBeInTheDocument();
    expect(summary.getByTestId('your-earnings')).toHaveTextContent('$190.40');
    // The earnings add up on screen: subtotal less commission; shipping and tax shown apart, said so.
    const earned = within(summary.getByLabelText('Your earnings on this order'));
    expect(earned.getByText('Subtotal (your items)').nextSibling).toHaveTextContent('$238.00');
    expect(earned.getByText('−$47.60')).toBeInTheDocument();
    expect(earned.getByTestId('your-earnings')).toHaveTextContent('$190.40');
    expect(earned.queryByText('Shipping')).toBeNull();
    expect(earned.queryByText('Tax')).toBeNull();
    expect(
      summary.getByText(
        'Also paid by the customer, collected by the marketplace and not part of your earnings:',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('322 Oak Avenue, Apt 4')).toBeInTheDocument();
    expect(screen.getAllByText('+1 555 0100').length).toBeGreaterThan(0);
    expect(screen.getByText('Card')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toHaveAttribute('data-payment-status', 'paid');
    expect(screen.getByText('txn_test_123')).toBeInTheDocument();
    // Back to the default source.
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/vendor/orders');
  });

  it.each([
    ['pending', 20],
    ['confirmed', 40],
    ['processing', 60],
    ['shipped', 80],
    ['delivered', 100],
    ['accepted', 40],
    ['cancelled', 0],
    ['returned', 0],
  ])('shows %s at %i percent', async (status, percent) => {
    open({ status });
    const bar = await screen.findByRole('progressbar', { name: 'Order progress' });
    expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    expect(screen.getByTestId('progress-percent')).toHaveTextContent(`${percent}%`);
  });

  it.each([
    ['pending', ['Confirm Order', 'Cancel Order']],
    ['confirmed', ['Start Processing', 'Cancel Order']],
    ['processing', ['Mark as Shipped', 'Cancel Order']],
    ['shipped', ['Mark as Delivered']],
    ['delivered', ['Mark as Returned']],
    ['cancelled', []],
    ['returned', []],
  ])('offers the next steps of %s', async (status, expected) => {
    open({ status });
    await screen.findByRole('progressbar');
    expect(actionNames()).toEqual(expected);
  });

  it('locks an order the customer cancelled', async () => {
    open({ status: 'cancelled', cancelledBy: 'user' });
    await screen.findByRole('progressbar');
    expect(screen.getByText('Cannot modify - Order cancelled by customer')).toBeInTheDocument();
    expect(actionNames()).toEqual([]);
    expect(screen.getAllByText('Cancelled by Customer').length).toBeGreaterThan(0);
  });

  it('keeps the tracking form read-only until the order has shipped', async () => {
    open({ status: 'processing' });
    await screen.findByRole('progressbar');
    expect(screen.getByLabelText('Tracking number')).toBeDisabled();
    expect(screen.getByLabelText('Carrier')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update Tracking' })).toBeDisabled();
    expect(screen.getByText('Tracking can be added once the order has shipped.')).toBeInTheDocument();
  });

  it('saves tracking on a shipped order', async () => {
    const shipped = makeVendorOrderDetail({
      _id: 'part-1',
      status: 'shipped',
      trackingInfo: '1Z1',
      tracking: { trackingNumber: '1Z1', carrier: 'UPS', notes: null },
    });
    const { user, calls } = open(shipped, {
      'PUT /api/vendors/orders/part-1/tracking': ok(
        { order: { ...shipped, tracking: { trackingNumber: '1Z2', carrier: 'DHL', notes: 'Left at door' } } },
        'Tracking information updated successfully',
      ),
    });
    const number = await screen.findByLabelText('Tracking number');
    expect(number).toBeEnabled();
    expect(number).toHaveValue('1Z1');
    expect(screen.getByLabelText('Carrier')).toHaveValue('UPS');
    expect(
      within(screen.getByLabelText('Carrier'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['FedEx', 'UPS', 'USPS', 'DHL', 'Other']);
    await user.clear(number);
    await user.type(number, '1Z2');
    await user.selectOptions(screen.getByLabelText('Carrier'), 'DHL');
    await user.type(screen.getByLabelText('Notes'), 'Left at door');
    await user.click(screen.getByRole('button', { name: 'Update Tracking' }));
    expect(await screen.findByText('Tracking information updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      trackingNumber: '1Z2',
      carrier: 'DHL',
      notes: 'Left at door',
    });
  });

  it('refuses an empty tracking number, and shows the server reason when saving fails', async () => {
    const { user, calls } = open(
      { status: 'delivered' },
      {
        'PUT /api/vendors/orders/part-1/tracking': fail(
          409,
          'NOT_SHIPPED',
          'Tracking can be added once the order has shipped',
        ),
      },
    );
    await screen.findByRole('progressbar');
    await user.click(screen.getByRole('button', { name: 'Update Tracking' }));
    expect(await screen.findByText('Tracking number is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(screen.getByLabelText('Tracking number'), '1Z3');
    await user.click(screen.getByRole('button', { name: 'Update Tracking' }));
    expect(await screen.findByText('Tracking can be added once the order has shipped')).toBeInTheDocument();
  });

  it('ships with a tracking number and carrier, then says so', async () => {
    const order = makeVendorOrderDetail({ _id: 'part-1', status: 'processing' });
    let current = order;
    const { user, calls } = open(order, {
      'GET /api/vendors/orders/part-1': () => ok({ order: current }),
      'PUT /api/vendors/orders/part-1/status': () => {
        current = {
          ...order,
          status: 'shipped',
          trackingInfo: '1ZSHIP',
          tracking: { trackingNumber: '1ZSHIP', carrier: 'USPS', notes: null },
        };
        return ok({ order: current }, 'Order status updated successfully!');
      },
    });
    await screen.findByRole('progressbar');
    await user.click(actions().getByRole('button', { name: 'Mark as Shipped' }));
    const dialog = await screen.findByRole('dialog', { name: `Mark order ${order.orderNumber} as shipped?` });
    // Neither the carrier nor the number: each is asked for beside its field, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(within(dialog).getByLabelText('Carrier')).toHaveAccessibleDescription(
      'Choose the carrier to mark this order shipped',
    );
    expect(within(dialog).getByLabelText('Tracking number')).toHaveAccessibleDescription(
      'Enter the tracking number to mark this order shipped',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(within(dialog).getByLabelText('Tracking number'), '1ZSHIP');
    await user.selectOptions(within(dialog).getByLabelText('Carrier'), 'USPS');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(await screen.findByText('Order part marked Shipped')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'shipped',
      trackingInfo: '1ZSHIP',
      carrier: 'USPS',
    });
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80'));
    // Shipped: the tracking form opens with what was sent.
    expect(screen.getByLabelText('Tracking number')).toBeEnabled();
    expect(screen.getByLabelText('Tracking number')).toHaveValue('1ZSHIP');
    expect(actionNames()).toEqual(['Mark as Delivered']);
  });

  it("shows the server's reason when a step is refused", async () => {
    const { user } = open(
      { status: 'shipped' },
      {
        'PUT /api/vendors/orders/part-1/status': fail(
          409,
          'ILLEGAL_TRANSITION',
          'Cannot modify - Order cancelled by customer',
        ),
      },
    );
    await screen.findByRole('progressbar');
    await user.click(actions().getByRole('button', { name: 'Mark as Delivered' }));
    // Delivering e-mails the customer: confirmed first.
    const dialog = await screen.findByRole('dialog', { name: /as delivered\?$/ });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Delivered' }));
    expect(await screen.findByText('Cannot modify - Order cancelled by customer')).toBeInTheDocument();
  });

  it('cancels with a reason through the vendor-status call; an empty reason sends nothing', async () => {
    const order = makeVendorOrderDetail({ _id: 'part-1', status: 'pending' });
    const { user, calls } = open(order, {
      'PUT /api/status/part-1/vendor-status': ok({
        order: { ...order, status: 'cancelled', cancelledBy: 'vendor' },
      }),
    });
    await screen.findByRole('progressbar');
    await user.click(actions().getByRole('button', { name: 'Cancel Order' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(actions().getByRole('button', { name: 'Cancel Order' }));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'Damaged in storage');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Order part marked Cancelled')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'cancelled',
      reason: 'Damaged in storage',
    });
  });

  it('goes back to the page it came from', async () => {
    open(
      { status: 'shipped' },
      {},
      { pathname: '/order/part-1', state: { from: '/vendor/orders/manage?status=shipped' } },
    );
    expect(await screen.findByRole('link', { name: 'Back to Orders' })).toHaveAttribute(
      'href',
      '/vendor/orders/manage?status=shipped',
    );
  });

  it('goes back to the customer page it was opened from, saying so', async () => {
    open(
      { status: 'shipped' },
      {},
      { pathname: '/order/part-1', state: { from: '/vendor/customers/Y0B4LnRlc3Q' } },
    );
    expect(await screen.findByRole('link', { name: 'Back to Customer' })).toHaveAttribute(
      'href',
      '/vendor/customers/Y0B4LnRlc3Q',
    );
  });

  it("says 'Failed to load order details' for an unknown order", async () => {
    open(null);
    expect(await screen.findByText('Failed to load order details')).toBeInTheDocument();
    // A missing order says so, offers the way back and no Try Again (a retry cannot find it).
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Order not found')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Order not found. It may have been removed, or the address is wrong.');
    expect(within(alert).getByRole('link', { name: 'Back to Orders' })).toHaveAttribute(
      'href',
      '/vendor/orders',
    );
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('offers Try Again when the server failed, and says so', async () => {
    open(null, { 'GET /api/vendors/orders/part-1': fail(500, 'INTERNAL', 'Internal server error') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the vendor sign-in page', async () => {
    mockApi({});
    const { router } = renderApp('/order/part-1');
    await screen.findByRole('heading', { name: 'Sign in to your vendor account' });
    expect(router.state.location.pathname).toBe('/vendor/login');
  });
});
