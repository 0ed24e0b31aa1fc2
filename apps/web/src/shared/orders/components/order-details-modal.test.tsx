import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/fetch-mock';
import { makeItem, makeOrder, makePart } from '@/test/order-fixtures';
import { DETAILS, dialog, groups, ID, renderModal } from './order-details-modal.testkit';

afterEach(() => {
  vi.useRealTimers();
});

describe('order details modal: what it shows', () => {
  it('shows the order number, the date, the boxes, the summary and the actions', async () => {
    mockApi({ [DETAILS]: ok({ order: makeOrder() }) });
    renderModal();
    expect(await screen.findByRole('heading', { name: 'Order IT-1763632800000ABCDE' })).toBeInTheDocument();
    expect(dialog()).toHaveAccessibleName('Order IT-1763632800000ABCDE');
    expect(screen.getByText(/Placed on Nov 20, 2025/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivery information' })).toHaveTextContent('1 Main St');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByTestId('summary-subtotal')).toHaveTextContent('$200.00');
    expect(within(summary).getByTestId('summary-shipping')).toHaveTextContent('$15.00');
    expect(within(summary).getByTestId('summary-tax')).toHaveTextContent('$16.00');
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('$231.00');
    expect(screen.getByRole('button', { name: 'Refresh Status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print Order' })).toBeInTheDocument();
    const track = screen.getByRole('link', { name: 'Track Order' });
    expect(track).toHaveAttribute('href', '/track-order/IT-1763632800000ABCDE');
    expect(track).toHaveAttribute('target', '_blank');
  });

  it('shows shipping and tax even when they are $0.00', async () => {
    mockApi({ [DETAILS]: ok({ order: makeOrder({ shipping: 0, tax: 0 }) }) });
    renderModal();
    expect(await screen.findByTestId('summary-shipping')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('$0.00');
  });

  it.each([
    [['pending', 'pending', 'shipped'], 'Shipped'],
    [['accepted', 'pending'], 'Processing'],
    [['confirmed', 'confirmed'], 'Processing'],
    [['cancelled', 'rejected'], 'Cancelled'],
    [['delivered', 'cancelled'], 'Delivered'],
    [['pending', 'pending'], 'Placed'],
  ])('badges parts %j as %s (real-time rule)', async (statuses, label) => {
    const order = makeOrder({
      // The server's own figure is deliberately stale: the badge follows the parts.
      liveStatus: 'placed',
      statusParts: statuses.map((status, i) =>
        makePart({ _id: `part-${i}`, type: i === 0 ? 'admin' : 'vendor', status, cancellable: false }),
      ),
      items: statuses.map((status, i) => makeItem({ _id: `item-${i}`, partId: `part-${i}`, status })),
    });
    mockApi({ [DETAILS]: ok({ order }) });
    renderModal();
    expect(await screen.findByTestId('order-live-status')).toHaveTextContent(label);
  });

  it('groups the items by handler, each group with the handler-group status', async () => {
    const order = makeOrder();
    // Green Leaf Home: one item cancelled, one pending -> the group is placed (highest rank).
    order.items = order.items.map((i) => (i._id === 'item-2' ? { ...i, status: 'cancelled' } : i));
    mockApi({ [DETAILS]: ok({ order }) });
    renderModal();
    await screen.findByRole('heading', { name: 'Order IT-1763632800000ABCDE' });
    const [marketplace, green, peak] = groups();
    expect(groups()).toHaveLength(3);
    expect(within(marketplace!).getByRole('heading', { name: 'Marketplace items' })).toBeInTheDocument();
    expect(within(marketplace!).getByText('House Blend Coffee')).toBeInTheDocument();
    expect(within(marketplace!).getByText('Placed')).toBeInTheDocument();
    expect(within(green!).getByRole('heading', { name: 'Green Leaf Home' })).toBeInTheDocument();
    expect(within(green!).getAllByTestId('order-item')).toHaveLength(2);
    expect(within(green!).getByText('Linen Throw')).toHaveClass('line-through');
    expect(within(green!).getAllByText('Placed')).toHaveLength(1);
    expect(within(peak!).getByRole('heading', { name: 'Peak Outdoor Co.' })).toBeInTheDocument();
    expect(within(peak!).getByText('Shipped')).toBeInTheDocument();
    expect(within(peak!).getByText(/UPS/)).toHaveTextContent('1Z999');
  });

  it('shows the customer box and the panel link to admins, without cancel actions', async () => {
    mockApi({ [DETAILS]: ok({ order: makeOrder() }) });
    renderModal('admin');
    expect(await screen.findByRole('region', { name: 'Customer information' })).toHaveTextContent(
      'customer@demo.test',
    );
    expect(screen.getByRole('link', { name: 'Open in Admin/Vendor Panel' })).toHaveAttribute(
      'href',
      `/admin/orders/${ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel this part/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Items' })).not.toBeInTheDocument();
  });
});

describe('order details modal: vendors', () => {
  it('reads the order through split-details for a vendor, with the panel link and no cancel action', async () => {
    localStorage.setItem('vendorToken', 'vendor-token');
    const order = makeOrder();
    const { calls } = mockApi({
      [`GET /api/orders/${ID}/split-details`]: ok({
        mainOrder: order,
        isSplit: true,
        parts: [],
        adminPart: null,
        vendorParts: [],
        overallStatus: 'shipped',
      }),
    });
    renderModal('vendor');
    expect(await screen.findByRole('region', { name: 'Customer information' })).toBeInTheDocument();
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer vendor-token');
    expect(screen.getByRole('link', { name: 'Open in Admin/Vendor Panel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel this part/ })).not.toBeInTheDocument();
  });
});

describe('order details modal: which cancel buttons show', () => {
  it('offers a customer Cancel Order, Cancel this part for cancellable parts, Cancel Items for non-forwarded ones', async () => {
    mockApi({ [DETAILS]: ok({ order: makeOrder() }) });
    const { user } = renderModal('customer');
    expect(await screen.findByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel this part (Marketplace)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel this part (Green Leaf Home)' })).toBeInTheDocument();
    // Shipped: no longer cancellable.
    expect(
      screen.queryByRole('button', { name: 'Cancel this part (Peak Outdoor Co.)' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open in Admin/Vendor Panel' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel Items' }));
    // Only the marketplace's item: Green Leaf Home's part was forwarded, Peak's has shipped.
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).toHaveAccessibleName('Select House Blend Coffee');
  });

  it('does not offer Cancel Items once every part was forwarded', async () => {
    const order = makeOrder();
    order.statusParts = order.statusParts.map((p) => ({ ...p, forwardedAt: '2025-11-20T10:00:00.000Z' }));
    mockApi({ [DETAILS]: ok({ order }) });
    renderModal('customer');
    expect(await screen.findByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Items' })).not.toBeInTheDocument();
  });

  it('offers a guest Cancel Order and part cancellation, but never Cancel Items', async () => {
    mockApi({ [DETAILS]: ok({ order: makeOrder() }) });
    renderModal('guest', 'customer@demo.test');
    expect(await screen.findByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel this part (Marketplace)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Items' })).not.toBeInTheDocument();
  });

  it('offers no cancellation once nothing can be cancelled', async () => {
    const order = makeOrder({ cancellable: false, status: 'delivered', liveStatus: 'delivered' });
    order.statusParts = order.statusParts.map((p) => ({ ...p, status: 'delivered', cancellable: false }));
    order.items = order.items.map((i) => ({ ...i, status: 'delivered' }));
    mockApi({ [DETAILS]: ok({ order }) });
    renderModal('customer');
    expect(await screen.findByTestId('order-live-status')).toHaveTextContent('Delivered');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel this part/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Items' })).not.toBeInTheDocument();
  });
});
