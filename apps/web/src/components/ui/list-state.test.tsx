import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListState } from './list-state';

const rows = <p>the rows</p>;

describe('ListState', () => {
  it('shows the loading label, then the failure with Try Again, then the empty state, then the rows', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <ListState pending loadingLabel="Loading orders">
        {rows}
      </ListState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders');
    expect(screen.queryByText('the rows')).not.toBeInTheDocument();

    rerender(
      <ListState
        pending={false}
        loadingLabel="Loading orders"
        failure={{ title: 'Orders could not be loaded', message: 'Server down', onRetry }}
      >
        {rows}
      </ListState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Orders could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();

    rerender(
      <ListState pending={false} loadingLabel="Loading orders" empty={<p>No orders found</p>}>
        {rows}
      </ListState>,
    );
    expect(screen.getByText('No orders found')).toBeInTheDocument();
    expect(screen.queryByText('the rows')).not.toBeInTheDocument();

    rerender(
      <ListState pending={false} loadingLabel="Loading orders" empty={null}>
        {rows}
      </ListState>,
    );
    expect(screen.getByText('the rows')).toBeInTheDocument();
  });

  it('inside a card (inCard) shows the same states', () => {
    const { rerender } = render(
      <ListState inCard pending loadingLabel="Loading vendors">
        {rows}
      </ListState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading vendors');
    rerender(
      <ListState
        inCard
        pending={false}
        loadingLabel="Loading vendors"
        failure={{ title: 'The vendors could not be loaded', message: 'x', onRetry: () => {} }}
      >
        {rows}
      </ListState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The vendors could not be loaded');
  });
});
