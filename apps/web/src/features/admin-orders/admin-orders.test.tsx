import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { makeOrder, makeOrderList } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';
import type { AdminOrderDetails } from './api/get-admin-order';

// Pages load lazily and the whole suite shares two workers: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });

vi.setConfig({ testTimeout: 20_000 });

const admin = makeUser({ _id: 'admin-1', name: 'Ada Admin', email: 'admin@demo.test', role: 'admin' });
const adminMe = ok({ user: admin, vendor: null, impersonatedBy: null, expiresAt: '2030-01-01T00:00:00Z' });
const ID = '11111111-1111-4111-8111-111111111111';

function signIn() {
  localStorage.setItem('adminToken', 'admin-token');
}

function details(overrides: Partial<AdminOrderDetails> = {}): AdminOrderDetails {
  const order = makeOrder();
  const parts = order.statusParts.map((p) => ({
    id: p._id,
    type: p.type,
    status: p.status,
    items: order.items.filter((i) => i.partId === p._id),
    subtotal: p.subtotal,
    vendorName: p.type === 'admin' ? 'Marketplace' : (p.vendor?.businessName ?? 'Vendor'),
    vendorContact: p.type === 'admin' ? null : { email: 'shop@demo.test', phone: '555-0111' },
    cancellable: p.cancellable,
    forwardedAt: p.forwardedAt,
    trackingNumber: p.trackingNumber,
    carrier: p.carrier,
  }));
  return {
    mainOrder: order,
    isSplit: true,
    parts,
    adminPart: parts[0] ?? null,
    vendorParts: parts.slice(1),
    overallStatus: 'shipped',
    autoForwardOrders: true,
    history: [
      {
        _id: 'ev-1',
        partId: null,
        fromStatus: null,
        toStatus: 'placed',
        actorType: 'customer',
        actorName: 'Casey Customer',
        reason: null,
        details: null,
        createdAt: '2025-11-20T10:00:00.000Z',
      },
      {
        _id: 'ev-2',
        partId: 'part-peak',
        fromStatus: 'processing',
        toStatus: 'shipped',
        actorType: 'vendor',
        actorName: 'Peak Outdoor Co.',
        reason: 'Handed to UPS',
        details: null,
        createdAt: '2025-11-21T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

describe('/admin/orders', () => {
  it('lists orders, filters by status and type, searches after a pause, and opens a row', async () => {
    signIn();
    const { calls, fetchMock } = mockApi({
      'GET /api/auth/me': adminMe,
      'GET /api/admin/orders': ok(makeOrderList([makeOrder()], 1, 45, 20)),
      [`GET /api/admin/orders/${ID}`]: ok(details()),
    });
    const { user, router } = renderApp('/admin/orders');
    const row = (await screen.findByText('IT-1763632800000ABCDE')).closest('tr')!;
    expect(within(row).getByText('Casey Customer')).toBeInTheDocument();
    expect(within(row).getByText('Marketplace, Green Leaf Home, Peak Outdoor Co.')).toBeInTheDocument();
    expect(within(row).getByText('Mixed')).toBeInTheDocument();
    expect(within(row).getByText('$231.00')).toBeInTheDocument();
    expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();

    const list = () => calls.filter((c) => c.path === '/api/admin/orders');
    await user.selectOptions(screen.getByLabelText('Status'), 'shipped');
    // The next filter is added to the address the page last rendered: wait for this one to show.
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue('shipped'));
    await user.selectOptions(screen.getByLabelText('Order type'), 'vendor_only');
    await waitFor(() => expect(router.state.location.search).toBe('?status=shipped&orderType=vendor_only'));
    // The address changes before the page re-renders and asks for the filtered list: count after that.
    await waitFor(() => {
      const last = fetchMock.mock.calls
        .map(([u]) => new URL(String(u), 'http://x'))
        .filter((u) => u.pathname === '/api/admin/orders')
        .at(-1);
      expect(last?.searchParams.get('status')).toBe('shipped');
      expect(last?.searchParams.get('orderType')).toBe('vendor_only');
    });

    const before = list().length;
    await user.type(screen.getByLabelText('Search'), 'casey');
    // Nothing is sent while typing...
    expect(list().length).toBe(before);
    // ...but 500 ms after the last key.
    await waitFor(() => expect(router.state.location.search).toContain('search=casey'), { timeout: 2000 });
    await waitFor(() => expect(list().length).toBe(before + 1));
    // One search for the whole word, not one per key.
    const searches = list().filter((c) => c.path === '/api/admin/orders');
    expect(searches.length).toBe(before + 1);

    await user.click(
      within(screen.getByText('IT-1763632800000ABCDE').closest('tr')!).getByText('Casey Customer'),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/orders/${ID}`));
  });

  it('sends the filters to the server', async () => {
    signIn();
    const seen: string[] = [];
    mockApi({
      'GET /api/auth/me': adminMe,
      'GET /api/admin/orders': ({ url }) => {
        seen.push(new URL(url, 'http://x').search);
        return ok(makeOrderList([], 1, 0, 20));
      },
    });
    renderApp('/admin/orders?status=cancelled&orderType=mixed&search=IT-17&page=2');
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    expect(seen[0]).toBe('?status=cancelled&orderType=mixed&search=IT-17&page=2&limit=20');
  });
});

describe('/admin/orders/:id', () => {
  it('shows every part, the history, and offers only the allowed moves for the marketplace part', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/auth/me': adminMe,
      [`GET /api/admin/orders/${ID}`]: ok(details()),
      [`PUT /api/orders/${ID}/status`]: fail(
        409,
        'ILLEGAL_TRANSITION',
        'Cannot change status from Pending to Cancelled',
      ),
    });
    const { user } = renderApp(`/admin/orders/${ID}`);
    expect(await screen.findByRole('heading', { name: /Order IT-1763632800000ABCDE/ })).toBeInTheDocument();
    const parts = screen.getAllByTestId('admin-order-part');
    expect(parts).toHaveLength(3);
    expect(within(parts[0]!).getByText('Marketplace part')).toBeInTheDocument();
    expect(within(parts[1]!).getByText('Green Leaf Home (vendor part)')).toBeInTheDocument();
    expect(within(parts[2]!).getByText(/UPS · 1Z999/)).toBeInTheDocument();
    // Every part that can still move has a status select: the marketplace's own and, for the
    // admin stepping in, each vendor's (issue 35 item 6).
    expect(screen.getAllByLabelText('New status')).toHaveLength(3);
    const select = within(parts[0]!).getByLabelText('New status');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    // One step at a time (decision 0032): a pending part is taken, rejected or cancelled, never delivered.
    expect(options).toEqual(['', 'accepted', 'confirmed', 'rejected', 'cancelled']);

    const history = screen.getAllByTestId('history-event');
    expect(history[0]).toHaveTextContent('Peak Outdoor Co.');
    expect(history[0]).toHaveTextContent('Processing → Shipped');
    expect(history[0]).toHaveTextContent('Handed to UPS');
    expect(history[1]).toHaveTextContent('Order');
    expect(history[1]).toHaveTextContent('Casey Customer (customer)');

    // Cancelling e-mails the customer: confirmed first, then the server's refusal is shown.
    await user.selectOptions(select, 'cancelled');
    await user.type(within(parts[0]!).getByLabelText('Reason (optional)'), 'Out of stock');
    await user.click(within(parts[0]!).getByRole('button', { name: 'Update status' }));
    const confirm = await screen.findByRole('dialog', { name: "Mark the marketplace's items cancelled?" });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Cannot change status from Pending to Cancelled')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'cancelled',
      reason: 'Out of stock',
    });
    // No forwarding while auto-forwarding is on.
    expect(screen.queryByRole('button', { name: 'Forward to vendors' })).not.toBeInTheDocument();
  });

  it('names the order with the one word its list row shows, not a second rule set (issue 35 item 3)', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': adminMe,
      // Rule set B would say partially cancelled; the desk shows the order's stored status, as its list does.
      [`GET /api/admin/orders/${ID}`]: ok(details({ overallStatus: 'partially_cancelled' })),
    });
    renderApp(`/admin/orders/${ID}`);
    const heading = await screen.findByRole('heading', { name: /Order IT-1763632800000ABCDE/ });
    expect(within(heading).getByText('Shipped')).toHaveAttribute('data-status', 'shipped');
    expect(screen.queryByText(/Partially Cancelled/)).toBeNull();
    expect(screen.queryByText(/Unified status|overall \(split\) status/)).toBeNull();
  });

  it('ships the marketplace part only with a carrier and a tracking number, after confirming', async () => {
    signIn();
    const d = details();
    d.parts[0] = { ...d.parts[0]!, status: 'confirmed' };
    const { calls } = mockApi({
      'GET /api/auth/me': adminMe,
      [`GET /api/admin/orders/${ID}`]: ok(d),
      [`PUT /api/orders/${ID}/status`]: ok({ order: {} }, 'Order status updated successfully'),
    });
    const { user } = renderApp(`/admin/orders/${ID}`);
    const part = within((await screen.findAllByTestId('admin-order-part'))[0]!);
    const select = part.getByLabelText('New status');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'processing', 'shipped', 'cancelled']);
    await user.selectOptions(select, 'shipped');
    await user.click(part.getByRole('button', { name: 'Update status' }));
    expect(part.getByLabelText('Carrier')).toHaveAccessibleDescription(
      'Choose the carrier to mark this order shipped',
    );
    expect(part.getByLabelText('Tracking number')).toHaveAccessibleDescription(
      'Enter the tracking number to mark this order shipped',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.selectOptions(part.getByLabelText('Carrier'), 'USPS');
    await user.type(part.getByLabelText('Tracking number'), '9400 1000');
    await user.click(part.getByRole('button', { name: 'Update status' }));
    const confirm = await screen.findByRole('dialog', { name: "Mark the marketplace's items shipped?" });
    await user.click(within(confirm).getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Order status updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'shipped',
      trackingNumber: '9400 1000',
      carrier: 'USPS',
    });
  });

  it("moves a vendor's part for the marketplace, one step at a time, after confirming", async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/auth/me': adminMe,
      [`GET /api/admin/orders/${ID}`]: ok(details()),
      [`PUT /api/admin/orders/${ID}/parts/part-peak/status`]: ok(
        { order: {} },
        'Vendor part status updated to delivered',
      ),
    });
    const { user } = renderApp(`/admin/orders/${ID}`);
    const peak = (await screen.findAllByTestId('admin-order-part'))[2]!;
    const form = within(peak).getByRole('form', { name: "Change the status of Peak Outdoor Co.'s items" });
    const select = within(form).getByLabelText('New status');
    // Shipped: delivered next, never back to pending or cancelled.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'delivered']);
    await user.selectOptions(select, 'delivered');
    await user.click(within(form).getByRole('button', { name: 'Update status' }));
    const confirm = await screen.findByRole('dialog', { name: "Mark Peak Outdoor Co.'s items delivered?" });
    expect(confirm).toHaveTextContent(
      "The customer is e-mailed about this change; Peak Outdoor Co. sees it in the order's history as the marketplace's.",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Vendor part status updated to delivered')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'delivered' });
  });

  it('says when the marketplace part can no longer change', async () => {
    signIn();
    const d = details();
    d.parts[0] = { ...d.parts[0]!, status: 'cancelled' };
    mockApi({ 'GET /api/auth/me': adminMe, [`GET /api/admin/orders/${ID}`]: ok(d) });
    renderApp(`/admin/orders/${ID}`);
    expect(
      await screen.findByText('This part is cancelled: its status can no longer change.'),
    ).toBeInTheDocument();
    expect(within(screen.getAllByTestId('admin-order-part')[0]!).queryByLabelText('New status')).toBeNull();
  });

  it('forwards waiting vendor parts with notes when auto-forwarding is off', async () => {
    signIn();
    const d = details({ autoForwardOrders: false });
    d.vendorParts = d.vendorParts.map((p) => (p.id === 'part-green' ? { ...p, forwardedAt: null } : p));
    d.parts = [d.parts[0]!, ...d.vendorParts];
    const { calls } = mockApi({
      'GET /api/auth/me': adminMe,
      [`GET /api/admin/orders/${ID}`]: ok(d),
      [`POST /api/admin/orders/${ID}/forward`]: ok(undefined, 'Forwarded 1 vendor part'),
    });
    const { user } = renderApp(`/admin/orders/${ID}`);
    const panel = await screen.findByRole('form', { name: 'Forward to vendors' });
    expect(screen.getByText(/Waiting: Green Leaf Home\./)).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Notes for the vendors (optional)'), 'Gift wrap please');
    await user.click(within(panel).getByRole('button', { name: 'Forward to vendors' }));
    expect(await screen.findByText('Forwarded 1 vendor part')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/forward'))?.body).toEqual({ notes: 'Gift wrap please' });
  });

  it('shows Order not found for an unknown order', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': adminMe,
      [`GET /api/admin/orders/${ID}`]: fail(404, 'ORDER_NOT_FOUND', 'x'),
    });
    renderApp(`/admin/orders/${ID}`);
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/admin/orders');
  });
});

describe('/admin/orders/:id payment desk', () => {
  it('confirms a bank transfer after asking, and records an owed refund with the reference the server requires', async () => {
    signIn();
    const waiting = makeOrder({ paymentMethod: 'bank_transfer', paymentStatus: 'pending', refunds: [] });
    const owed = makeOrder({
      paymentMethod: 'bank_transfer',
      paymentStatus: 'partially_refunded',
      refunds: [
        {
          _id: 'refund-1',
          amount: 11.6,
          method: 'bank_transfer',
          status: 'owed',
          message: 'Refund of $11.60 owed, to be sent by bank transfer',
          createdAt: '2026-11-20T10:00:00.000Z',
          completedAt: null,
        },
      ],
    });
    let current = waiting;
    const { calls } = mockApi({
      'GET /api/auth/me': adminMe,
      [`GET /api/admin/orders/${ID}`]: () => ok(details({ mainOrder: current })),
      [`POST /api/admin/orders/${ID}/payment/confirm`]: () => {
        current = owed;
        return ok({ order: owed }, 'Bank transfer confirmed');
      },
      [`POST /api/admin/orders/${ID}/refunds/refund-1/sent`]: ({ body }) =>
        (body as { reference: string }).reference === 'TOO-LONG'
          ? fail(400, 'VALIDATION_FAILED', 'Invalid request', [
              { path: 'reference', message: 'The bank reference can be at most 100 characters' },
            ])
          : ok({ order: owed }, 'Refund recorded as sent'),
    });
    const { user } = renderApp(`/admin/orders/${ID}`);
    const desk = await screen.findByRole('heading', { name: 'Bank transfer' });
    expect(desk).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm transfer received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm transfer received' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.type(within(dialog).getByLabelText('Bank reference (optional)'), 'BANK-778');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm transfer received' }));
    expect(await screen.findByText('Bank transfer confirmed')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/payment/confirm'))?.body).toEqual({ reference: 'BANK-778' });

    await user.click(await screen.findByRole('button', { name: 'Record refund sent' }));
    const record = await screen.findByRole('dialog', { name: 'Record refund sent' });
    await user.click(within(record).getByRole('button', { name: 'Record refund sent' }));
    // An empty reference is refused beside the field, before anything is sent.
    expect(within(record).getByText('Please enter the bank reference of the transfer')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/sent'))).toBe(false);
    await user.type(within(record).getByLabelText('Bank reference'), 'TOO-LONG');
    await user.click(within(record).getByRole('button', { name: 'Record refund sent' }));
    expect(
      await within(record).findByText('The bank reference can be at most 100 characters'),
    ).toBeInTheDocument();
  });

  it('shows no payment desk for a card order', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': adminMe,
      [`GET /api/admin/orders/${ID}`]: ok(
        details({ mainOrder: makeOrder({ paymentMethod: 'card', paymentStatus: 'paid' }) }),
      ),
    });
    renderApp(`/admin/orders/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Order summary' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bank transfer' })).toBeNull();
  });
});
