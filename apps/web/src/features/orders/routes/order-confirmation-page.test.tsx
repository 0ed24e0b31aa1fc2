import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rememberGuestOrderEmail } from '@/shared/orders/guest-email';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { makeOrder } from '@/test/order-fixtures';
import { renderApp } from '@/test/render-app';

// Pages load lazily and the whole suite shares two workers: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const ORDER = makeOrder({ status: 'placed', liveStatus: 'placed' });
const PATH = `/api/orders/confirmation/${ORDER._id}`;

describe('/order-confirmation/:id', () => {
  it('thanks a guest with the order number, items by seller, totals and delivery estimate', async () => {
    rememberGuestOrderEmail(ORDER._id, 'Gail@Example.test');
    const seen: string[] = [];
    mockApi({
      [`GET ${PATH}`]: ({ url, headers }) => {
        seen.push(`${new URL(url, 'http://x').search} ${headers.get('Authorization')}`);
        return ok({ order: ORDER });
      },
    });
    renderApp(`/order-confirmation/${ORDER._id}`);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(seen).toEqual(['?email=gail%40example.test null']);
    expect(screen.getByTestId('order-number')).toHaveTextContent('IT-1763632800000ABCDE');
    expect(screen.getByText('Estimated delivery').nextElementSibling).toHaveTextContent('Nov 25, 2025');
    const items = screen.getByRole('region', { name: 'Items by seller' });
    expect(within(items).getAllByTestId('handler-group')).toHaveLength(3);
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$231.00');
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/track-order/IT-1763632800000ABCDE',
    );
    // My Orders is for customers.
    expect(screen.queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
  });

  it('asks a guest without a remembered e-mail for it', async () => {
    mockApi({ [`GET ${PATH}`]: ok({ order: ORDER }) });
    const { user } = renderApp(`/order-confirmation/${ORDER._id}`);
    await user.click(await screen.findByRole('button', { name: 'Show my order' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'gail@example.test');
    await user.click(screen.getByRole('button', { name: 'Show my order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
  });

  it('reads a customer order with the token and links to My Orders', async () => {
    localStorage.setItem('token', 'customer-token');
    const { calls } = mockApi({
      'GET /api/auth/me': ok({
        user: makeUser(),
        vendor: null,
        impersonatedBy: null,
        expiresAt: '2030-01-01T00:00:00Z',
      }),
      [`GET ${PATH}`]: ok({ order: ORDER }),
    });
    renderApp(`/order-confirmation/${ORDER._id}`);
    // The header may show its own My Orders link first: wait for the order itself.
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
    expect(calls.find((c) => c.path === PATH)?.headers.get('Authorization')).toBe('Bearer customer-token');
  });

  it('says Order not found for an unknown order', async () => {
    rememberGuestOrderEmail(ORDER._id, 'someone@example.test');
    mockApi({ [`GET ${PATH}`]: fail(404, 'ORDER_NOT_FOUND', 'Order not found') });
    renderApp(`/order-confirmation/${ORDER._id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.getByRole('button', { name: 'Use another e-mail' })).toBeInTheDocument();
  });
});
