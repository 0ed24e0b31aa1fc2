import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { OrderViewer } from '@/shared/orders/types';
import { OrderDetailsModal } from './order-details-modal';

/** Shared set-up of the order details modal tests (order-details-modal*.test.tsx). */
export const ID = '11111111-1111-4111-8111-111111111111';
export const DETAILS = `GET /api/orders/${ID}/details`;

export function renderModal(viewer: OrderViewer = 'customer', email: string | null = null) {
  if (viewer === 'customer') localStorage.setItem('token', 'customer-token');
  if (viewer === 'admin') localStorage.setItem('adminToken', 'admin-token');
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const onClose = vi.fn();
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <OrderDetailsModal orderId={ID} viewer={viewer} email={email} onClose={onClose} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, onClose };
}

export const dialog = () => screen.getByRole('dialog');
export const groups = () => screen.getAllByTestId('handler-group');
export const detailCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === `/api/orders/${ID}/details`);
