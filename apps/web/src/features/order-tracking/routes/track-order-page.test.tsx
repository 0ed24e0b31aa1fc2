import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

// Pages load lazily and the whole suite shares two workers: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const tracking = {
  orderNumber: 'IT-1763632800000ABCDE',
  status: 'shipped',
  statusDisplay: 'Shipped',
  createdAt: '2025-11-20T10:00:00.000Z',
  estimatedDelivery: '2025-11-25T10:00:00.000Z',
  deliverySpeed: 'standard',
  timeline: [
    { status: 'shipped', label: 'Shipped', at: '2025-11-21T09:00:00.000Z', seller: 'Peak Outdoor Co.' },
    { status: 'placed', label: 'Order placed', at: '2025-11-20T10:00:00.000Z', seller: null },
    { status: 'cancelled', label: 'Cancelled', at: '2025-11-20T12:00:00.000Z', seller: 'Green Leaf Home' },
  ],
  shipments: [
    {
      seller: 'Marketplace',
      status: 'pending',
      carrier: null,
      trackingNumber: null,
      shippedAt: null,
      deliveredAt: null,
      itemCount: 2,
    },
    {
      seller: 'Peak Outdoor Co.',
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      shippedAt: '2025-11-21T09:00:00.000Z',
      deliveredAt: null,
      itemCount: 1,
    },
  ],
};

describe('/track-order', () => {
  it('shows the status, estimated delivery, the timeline oldest first and the shipments', async () => {
    const { calls } = mockApi({ 'GET /api/orders/track/IT-1763632800000ABCDE': ok(tracking) });
    renderApp('/track-order/IT-1763632800000ABCDE');
    expect(await screen.findByTestId('tracking-order-number')).toHaveTextContent('IT-1763632800000ABCDE');
    expect(screen.getByRole('heading', { level: 1, name: 'Track your order' })).toBeInTheDocument();
    expect(screen.getByText('Estimated delivery').parentElement).toHaveTextContent('Nov 25, 2025');
    expect(screen.getByText('Standard (5 days)')).toBeInTheDocument();

    const progress = screen.getByRole('list', { name: 'Order progress' });
    expect(within(progress).getByText('Shipped').closest('li')).toHaveAttribute('aria-current', 'step');

    const events = screen.getAllByTestId('timeline-event');
    expect(events.map((e) => e.textContent)).toEqual([
      expect.stringContaining('Order placed'),
      expect.stringContaining('Cancelled · Green Leaf Home'),
      expect.stringContaining('Shipped · Peak Outdoor Co.'),
    ]);

    const [marketplace, peak] = screen.getAllByTestId('shipment');
    expect(marketplace).toHaveTextContent('Marketplace');
    expect(marketplace).toHaveTextContent('2 items');
    expect(marketplace).toHaveTextContent('No tracking number yet.');
    expect(peak).toHaveTextContent('UPS · tracking number 1Z999AA10123456784');
    expect(peak).toHaveTextContent('Shipped Nov 21, 2025');
    // Public: no token is sent and no personal data is shown.
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(screen.queryByText(/@/)).not.toBeInTheDocument();
  });

  it('says so when the number is unknown and lets the visitor try another', async () => {
    mockApi({ 'GET /api/orders/track/IT-NOPE': fail(404, 'ORDER_NOT_FOUND', 'Order not found') });
    const { user, router } = renderApp('/track-order/IT-NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find an order with the number IT-NOPE. Please check the number and try again.',
    );
    const box = screen.getByLabelText('Order number');
    await user.clear(box);
    await user.type(box, 'it-123{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/track-order/IT-123'));
  });

  it('treats a number the server cannot read as unknown: check it, no Try again', async () => {
    mockApi({
      'GET /api/orders/track/AB': fail(
        400,
        'VALIDATION_ERROR',
        'Too small: expected string to have >=3 characters',
      ),
    });
    renderApp('/track-order/AB');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order not found');
    expect(alert).toHaveTextContent('We could not find an order with the number AB. Please check the number');
    expect(alert).not.toHaveTextContent('expected string');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('has a lookup form at /track-order', async () => {
    mockApi({});
    const { user, router } = renderApp('/track-order');
    await user.click(await screen.findByRole('button', { name: 'Track order' }));
    expect(screen.getByText('Please enter your order number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Order number'), ' IT-1763632800000ABCDE ');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/track-order/IT-1763632800000ABCDE'));
  });
});
