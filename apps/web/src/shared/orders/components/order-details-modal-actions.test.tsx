import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@/shared/orders/types';
import { fail, jsonResponse, mockApi, ok } from '@/test/fetch-mock';
import { makeOrder } from '@/test/order-fixtures';
import { DETAILS, detailCalls, groups, ID, renderModal } from './order-details-modal.testkit';

afterEach(() => {
  vi.useRealTimers();
});

describe('order details modal: cancelling', () => {
  it('cancels a vendor part with an optional reason and shows the new status and totals', async () => {
    const after = makeOrder({ subtotal: 130, tax: 10.4, totalAmount: 150.4 });
    after.statusParts = after.statusParts.map((p) =>
      p._id === 'part-green' ? { ...p, status: 'cancelled', cancellable: false } : p,
    );
    after.items = after.items.map((i) => (i.partId === 'part-green' ? { ...i, status: 'cancelled' } : i));
    const { calls } = mockApi({
      [DETAILS]: ok({ order: makeOrder() }),
      'POST /api/orders/user/cancel-vendor-part/part-green': ok(
        { order: after },
        'Vendor part cancelled successfully',
      ),
    });
    const { user } = renderModal('customer');
    await user.click(await screen.findByRole('button', { name: 'Cancel this part (Green Leaf Home)' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel the Green Leaf Home part?' });
    await user.type(within(confirm).getByLabelText('Reason (optional)'), 'Found it elsewhere');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel this part' }));
    expect(await screen.findByText('Vendor part cancelled successfully')).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/api/orders/user/cancel-vendor-part/part-green');
    expect(call?.body).toEqual({ reason: 'Found it elsewhere' });
    expect(call?.headers.get('Authorization')).toBe('Bearer customer-token');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$150.40');
    // The group badge and both items' badges.
    expect(within(groups()[1]!).getAllByText('Cancelled', { selector: '[data-status]' })).toHaveLength(3);
  });

  it('asks for at least one item, then cancels the chosen items', async () => {
    const after = makeOrder();
    after.items = after.items.map((i) => (i._id === 'item-1' ? { ...i, status: 'cancelled' } : i));
    const { calls } = mockApi({
      [DETAILS]: ok({ order: makeOrder() }),
      [`POST /api/orders/user/cancel-items/${ID}`]: ok({ order: after }, 'Successfully cancelled 1 item(s)'),
    });
    const { user } = renderModal('customer');
    await user.click(await screen.findByRole('button', { name: 'Cancel Items' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Selected Items' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one item to cancel');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select House Blend Coffee' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Selected Items' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel item' }));
    expect(await screen.findByText('Successfully cancelled 1 item(s)')).toBeInTheDocument();
    expect(calls.find((c) => c.path === `/api/orders/user/cancel-items/${ID}`)?.body).toEqual({
      itemsToCancel: ['item-1'],
    });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('cancels the whole order', async () => {
    const after = makeOrder({ cancellable: false });
    mockApi({
      [DETAILS]: ok({ order: makeOrder() }),
      [`POST /api/orders/user/cancel/${ID}`]: ok({ order: after }, 'Order cancelled successfully'),
    });
    const { user } = renderModal('customer');
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('Order cancelled successfully')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('sends a guest e-mail with the cancellation', async () => {
    const { calls } = mockApi({
      [DETAILS]: ok({ order: makeOrder() }),
      'POST /api/orders/user/cancel-admin-part/part-admin': ok({ order: makeOrder() }),
    });
    const { user } = renderModal('guest', 'guest@example.test');
    await user.click(await screen.findByRole('button', { name: 'Cancel this part (Marketplace)' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel this part' }));
    expect(await screen.findByText('Admin part cancelled successfully')).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/api/orders/user/cancel-admin-part/part-admin');
    expect(call?.body).toEqual({ email: 'guest@example.test' });
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(
      calls.find((c) => c.path === `/api/orders/${ID}/details`)?.headers.get('Authorization'),
    ).toBeNull();
  });

  it('prefers the server message when a cancellation fails', async () => {
    mockApi({
      [DETAILS]: ok({ order: makeOrder() }),
      [`POST /api/orders/user/cancel/${ID}`]: fail(
        409,
        'NOT_CANCELLABLE',
        'This order can no longer be cancelled',
      ),
    });
    const { user } = renderModal('customer');
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('This order can no longer be cancelled')).toBeInTheDocument();
  });

  it.each([
    ['Cancel Order', 'Yes, cancel order', `POST /api/orders/user/cancel/${ID}`, 'Failed to cancel order'],
    [
      'Cancel this part (Marketplace)',
      'Yes, cancel this part',
      'POST /api/orders/user/cancel-admin-part/part-admin',
      'Failed to cancel part',
    ],
  ])('falls back to the spec message when %s fails without one', async (open, confirm, route, message) => {
    mockApi({
      [DETAILS]: ok({ order: makeOrder() }),
      [route]: jsonResponse(500, { success: false, code: 'INTERNAL' }),
    });
    const { user } = renderModal('customer');
    await user.click(await screen.findByRole('button', { name: open }));
    await user.click(screen.getByRole('button', { name: confirm }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('falls back to Failed to cancel items', async () => {
    mockApi({
      [DETAILS]: ok({ order: makeOrder() }),
      [`POST /api/orders/user/cancel-items/${ID}`]: jsonResponse(500, { success: false, code: 'INTERNAL' }),
    });
    const { user } = renderModal('customer');
    await user.click(await screen.findByRole('button', { name: 'Cancel Items' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select House Blend Coffee' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Selected Items' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel item' }));
    expect(await screen.findByText('Failed to cancel items')).toBeInTheDocument();
  });
});

describe('order details modal: loading, errors and refreshing', () => {
  it.each([
    [fail(404, 'ORDER_NOT_FOUND', 'Not here'), 'Order not found'],
    [fail(403, 'FORBIDDEN', 'Nope'), 'Access denied - you can only view your own orders'],
    [fail(500, 'INTERNAL', 'Boom'), 'Failed to load order details. Please try again.'],
  ])('shows the error state with Try Again and Close (%#)', async (response, message) => {
    mockApi({ [DETAILS]: response });
    const { user, onClose } = renderModal('customer');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('loads the order on Try Again', async () => {
    let attempt = 0;
    mockApi({
      [DETAILS]: () => (++attempt === 1 ? fail(500, 'INTERNAL', 'Boom') : ok({ order: makeOrder() })),
    });
    const { user } = renderModal('customer');
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Order IT-1763632800000ABCDE' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refreshes on Refresh Status with the spec toast', async () => {
    const { calls } = mockApi({ [DETAILS]: ok({ order: makeOrder() }) });
    const { user } = renderModal('customer');
    await user.click(await screen.findByRole('button', { name: 'Refresh Status' }));
    expect(await screen.findByText('Order details refreshed')).toBeInTheDocument();
    expect(detailCalls(calls)).toHaveLength(2);
  });

  it('refreshes every 10 seconds while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let n = 0;
    const { calls } = mockApi({
      [DETAILS]: () => {
        n += 1;
        const order: Order =
          n < 3
            ? makeOrder()
            : makeOrder({
                statusParts: makeOrder().statusParts.map((p) => ({
                  ...p,
                  status: 'delivered',
                  cancellable: false,
                })),
              });
        return ok({ order });
      },
    });
    renderModal('customer');
    await screen.findByRole('heading', { name: 'Order IT-1763632800000ABCDE' });
    expect(detailCalls(calls)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(detailCalls(calls)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_100);
    await waitFor(() => expect(detailCalls(calls)).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(detailCalls(calls)).toHaveLength(3));
    await waitFor(() => expect(screen.getByTestId('order-live-status')).toHaveTextContent('Delivered'));
  });

  it('refetches when the live stream reports a status change', async () => {
    const encoder = new TextEncoder();
    let push: ((text: string) => void) | null = null;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(encoder.encode(text));
        controller.enqueue(encoder.encode(`event: ready\ndata: {"orderId":"${ID}","status":"placed"}\n\n`));
      },
    });
    const { calls } = mockApi({
      [DETAILS]: ok({ order: makeOrder() }),
      [`GET /api/orders/${ID}/events`]: () =>
        new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    });
    renderModal('customer');
    expect(await screen.findByText(/Live updates on/)).toBeInTheDocument();
    const events = calls.find((c) => c.path === `/api/orders/${ID}/events`);
    expect(events?.headers.get('Authorization')).toBe('Bearer customer-token');
    push!(`event: status\ndata: {"orderId":"${ID}","status":"cancelled","at":"2025-11-21T00:00:00Z"}\n\n`);
    await waitFor(() => expect(detailCalls(calls)).toHaveLength(2));
  });
});
