import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/test/order-fixtures';
import { OrderSummary } from './order-info';

describe('OrderSummary', () => {
  it('lists each refund in the server’s words under the total', () => {
    const order = makeOrder({
      totalAmount: 105.4,
      refunds: [
        {
          _id: 'r1',
          amount: 11.6,
          method: 'card',
          status: 'succeeded',
          message: 'Refunded $11.60 to card on Nov 20, 2026',
          createdAt: '2026-11-20T10:00:00.000Z',
          completedAt: '2026-11-20T10:00:01.000Z',
        },
        {
          _id: 'r2',
          amount: 5,
          method: 'card',
          status: 'failed',
          message: 'Refund of $5.00 to card did not go through; the marketplace team will follow it up',
          createdAt: '2026-11-21T10:00:00.000Z',
          completedAt: null,
        },
      ],
    });
    render(<OrderSummary order={order} />);
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$105.40');
    const lines = within(screen.getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      'Refunded $11.60 to card on Nov 20, 2026',
      'Refund of $5.00 to card did not go through; the marketplace team will follow it up',
    ]);
    expect(lines[1]).toHaveClass('text-red-700');
  });

  it('shows no refunds list when nothing was refunded', () => {
    render(<OrderSummary order={makeOrder({ refunds: [] })} />);
    expect(screen.queryByRole('list', { name: 'Refunds' })).toBeNull();
  });
});
