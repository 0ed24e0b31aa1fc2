import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { Reconciliation } from './api/reconciliation';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const admin = makeUser({ _id: 'admin-1', name: 'Ada Admin', email: 'admin@demo.test', role: 'admin' });
const adminMe = ok({ user: admin, vendor: null, impersonatedBy: null, expiresAt: '2030-01-01T00:00:00Z' });
const figures = {
  paymentsReceived: 71.8,
  refunds: 12.8,
  commission: 10,
  tax: 4,
  shipping: 5,
  vendorEarnings: 40,
  payouts: 0,
};

function report(overrides: Partial<Reconciliation> = {}): Reconciliation {
  return {
    currency: 'USD',
    from: '2026-11-20T00:00:00.000Z',
    to: '2026-11-21T00:00:00.000Z',
    totals: { ...figures, marketplaceSales: 0 },
    days: [{ day: '2026-11-20', ...figures, marketplaceSales: 0 }],
    vendors: [
      {
        vendorId: 'v1',
        businessName: 'Reconcile Goods',
        ...figures,
        balance: { pending: 40, available: 0, paidOut: 0 },
      },
    ],
    check: { checked: 3, mismatched: 0, sample: [] },
    ...overrides,
  };
}

describe('/admin/reconciliation', () => {
  it('shows the check, the days and the vendors, and asks for the period in the address', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const seen: string[] = [];
    mockApi({
      'GET /api/auth/me': adminMe,
      'GET /api/admin/reconciliation': ({ url }) => {
        seen.push(new URL(url, 'http://x').search);
        return ok(report());
      },
    });
    const { user, router } = renderApp('/admin/reconciliation');
    expect(
      await screen.findByText('All 3 paid orders of the period match their ledger lines.'),
    ).toBeInTheDocument();
    const days = within(screen.getByRole('table', { name: 'Per day' }));
    expect(days.getAllByRole('row')).toHaveLength(3);
    expect(days.getAllByText('$71.80')).toHaveLength(2);
    const vendors = within(screen.getByRole('table', { name: 'Per vendor' }));
    expect(vendors.getByText('Reconcile Goods')).toBeInTheDocument();
    expect(vendors.getByText('$40.00 / $0.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From (UTC day)'), '2026-11-01');
    await user.type(screen.getByLabelText('To (UTC day, included)'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-20'));
    await waitFor(() => expect(seen.at(-1)).toBe('?from=2026-11-01&to=2026-11-20'));
  });

  it('names the orders that differ from their ledger lines, and shows a refused period beside the form', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    mockApi({
      'GET /api/auth/me': adminMe,
      'GET /api/admin/reconciliation': ({ url }) =>
        url.includes('to=2026-11-01')
          ? fail(400, 'VALIDATION_FAILED', 'Invalid request', [
              { path: 'to', message: 'The end comes before the start' },
            ])
          : ok(
              report({
                check: {
                  checked: 3,
                  mismatched: 1,
                  sample: [{ orderId: 'o1', orderNumber: 'IT-1', totalMinor: 5000, ledgerMinor: 5900 }],
                },
              }),
            ),
    });
    renderApp('/admin/reconciliation');
    expect(await screen.findByText('1 of 3 paid orders differ from their ledger lines.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'IT-1' })).toHaveAttribute('href', '/admin/orders/o1');
    expect(screen.getByText(/charges \$50\.00; the ledger says\s+\$59\.00/)).toBeInTheDocument();
  });

  it('shows the server’s refusal of a period in words', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    mockApi({
      'GET /api/auth/me': adminMe,
      'GET /api/admin/reconciliation': fail(400, 'VALIDATION_FAILED', 'Invalid request', [
        { path: 'to', message: 'The end comes before the start' },
      ]),
    });
    renderApp('/admin/reconciliation?from=2026-11-20&to=2026-11-01');
    expect(await screen.findByText('The end comes before the start')).toBeInTheDocument();
  });
});
