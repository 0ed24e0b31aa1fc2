import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { makeOrder, makeOrderList } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

// Pages load lazily and the whole suite shares two workers: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const me = ok({ user: makeUser(), vendor: null, impersonatedBy: null, expiresAt: '2030-01-01T00:00:00Z' });

function ordersPage(page: number) {
  const count = page === 1 ? 10 : 2;
  const orders = Array.from({ length: count }, (_, i) => {
    const n = (page - 1) * 10 + i + 1;
    return makeOrder({
      _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      orderNumber: `IT-ORDER-${n}`,
      liveStatus: n === 1 ? 'delivered' : 'placed',
      totalAmount: 100 + n,
    });
  });
  return makeOrderList(orders, page, 12);
}

describe('/my-orders', () => {
  it('sends a signed-out visitor to sign in', async () => {
    mockApi({});
    const { router } = renderApp('/my-orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lists 10 orders a page with live status badges and pages through them', async () => {
    localStorage.setItem('token', 'customer-token');
    const { calls } = mockApi({
      'GET /api/auth/me': me,
      'GET /api/orders/user/my-orders': ({ url }) =>
        ok(ordersPage(Number(new URL(url, 'http://x').searchParams.get('page')))),
    });
    const { user, router } = renderApp('/my-orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('my-order');
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByText('IT-ORDER-1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$101.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/Placed Nov 20, 2025/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Placed', { selector: '[data-status]' })).toBeInTheDocument();
    expect(screen.getByText(/Page 1 of 2/)).toHaveTextContent('12 orders');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const first = calls.find((c) => c.path === '/api/orders/user/my-orders');
    expect(first?.headers.get('Authorization')).toBe('Bearer customer-token');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('my-order')).toHaveLength(2));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('IT-ORDER-11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const urls = calls.filter((c) => c.path === '/api/orders/user/my-orders');
    expect(urls.length).toBeGreaterThanOrEqual(2);
  });

  it('asks for page and limit (defaults 1 and 10)', async () => {
    localStorage.setItem('token', 'customer-token');
    const seen: string[] = [];
    mockApi({
      'GET /api/auth/me': me,
      'GET /api/orders/user/my-orders': ({ url }) => {
        seen.push(new URL(url, 'http://x').search);
        return ok(makeOrderList([]));
      },
    });
    renderApp('/my-orders');
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(seen[0]).toBe('?page=1&limit=10');
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('opens the order details modal from View details and closes it', async () => {
    localStorage.setItem('token', 'customer-token');
    const list = ordersPage(1);
    const target = list.orders[2]!;
    mockApi({
      'GET /api/auth/me': me,
      'GET /api/orders/user/my-orders': ok(list),
      [`GET /api/orders/${target._id}/details`]: ok({ order: target }),
    });
    const { user, router } = renderApp('/my-orders');
    await user.click(
      await screen.findByRole('button', { name: `View details of order ${target.orderNumber}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Order ${target.orderNumber}` });
    expect(router.state.location.search).toBe(`?order=${target._id}`);
    expect(within(dialog).getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });
});
