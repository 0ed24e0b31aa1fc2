import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, heldResponse, mockApi, ok } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { AdminDashboard } from './api/get-admin-dashboard';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

const admin = makeUser({ _id: 'admin-1', name: 'Ada Admin', email: 'admin@demo.test', role: 'admin' });
const adminMe = { user: admin, vendor: null, impersonatedBy: null, expiresAt: '2030-01-01T00:00:00Z' };

function dashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    period: {
      startDate: '2026-03-25',
      endDate: '2026-03-31',
      previousStartDate: '2026-03-18',
      previousEndDate: '2026-03-24',
      days: 7,
      timeRange: 7,
    },
    grossSales: { value: 130, previous: 50, change: 160 },
    orders: { value: 3, previous: 1, change: 200 },
    commissionEarned: { value: 24, previous: 10, change: 140 },
    newCustomers: { value: 2, previous: 0, change: null },
    commissionOwed: { value: 10, deliveredCommission: 14, paid: 4 },
    vendorsByStatus: { pending: 1, under_review: 0, approved: 2, rejected: 1, total: 4 },
    applicationsWaiting: { submitted: 1, under_review: 1, total: 2 },
    topVendors: [
      { id: 'v-1', name: 'Alpha Lamps', revenue: 100, previousRevenue: 50, revenueChange: 100, orders: 1 },
      { id: 'v-2', name: 'Beta Books', revenue: 20, previousRevenue: 0, revenueChange: null, orders: 1 },
    ],
    topCategories: [
      { id: 'c-1', name: 'Lamps', revenue: 100, previousRevenue: 50, revenueChange: 100, units: 2 },
    ],
    salesByDay: [
      { date: '2026-03-25', grossSales: 0, orders: 0, commission: 0 },
      { date: '2026-03-26', grossSales: 110, orders: 1, commission: 20 },
    ],
    ...overrides,
  };
}

function open(route: Parameters<typeof mockApi>[0][string], path = '/admin/dashboard') {
  localStorage.setItem('adminToken', 'admin-token');
  const api = mockApi({ 'GET /api/auth/me': ok(adminMe), 'GET /api/admin/dashboard': route });
  return { ...api, ...renderApp(path) };
}

describe('/admin/dashboard', () => {
  it('shows each figure with its change, linking to the screen that lists it', async () => {
    const { user } = open(ok(dashboard()));
    const kpis = within(await screen.findByRole('region', { name: 'Key figures' }, { timeout: 15_000 }));
    expect(kpis.getByText('$130.00')).toBeInTheDocument();
    expect(screen.getByTestId('change-Gross Sales')).toHaveTextContent('+160.0%');
    expect(screen.getByTestId('change-New Customers')).toHaveTextContent('New'); // nothing in the previous period
    expect(kpis.getByRole('link', { name: 'Orders: open the order list' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    expect(kpis.getByRole('link', { name: /Commission owed/ })).toHaveAttribute('href', '/admin/vendors');
    expect(kpis.getByText('All time: $14.00 on delivered orders, $4.00 paid')).toBeInTheDocument();
    expect(kpis.getByRole('link', { name: /Applications waiting/ })).toHaveAttribute(
      'href',
      '/admin/vendor-applications?status=submitted',
    );
    expect(screen.getByRole('link', { name: /Pending\s*1/ })).toHaveAttribute(
      'href',
      '/admin/vendors?status=pending',
    );
    expect(screen.getByRole('link', { name: /Approved\s*2/ })).toHaveAttribute(
      'href',
      '/admin/vendors?status=approved',
    );

    const vendors = within(screen.getByRole('table', { name: 'Top vendors by revenue' }));
    expect(vendors.getByRole('link', { name: 'Alpha Lamps' })).toHaveAttribute(
      'href',
      '/admin/vendors/v-1/commissions',
    );
    expect(vendors.getByRole('row', { name: /Beta Books/ })).toHaveTextContent('N/A');
    expect(screen.getByRole('img', { name: 'Gross sales per day, $110.00 in all' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: 'Sales by Day: view as' })).getByRole('button', {
        name: 'Table',
      }),
    );
    const sales = within(screen.getByRole('table', { name: 'Sales by Day' }));
    expect(sales.getByRole('row', { name: /2026-03-26/ })).toHaveTextContent('$110.00');
    expect(sales.getByRole('row', { name: /Total/ })).toHaveTextContent('$110.00');
  });

  it('says so when nothing sold in the period', async () => {
    open(ok(dashboard({ topVendors: [], topCategories: [] })));
    expect(
      await screen.findByText('No vendor sales in this period.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('No category sales in this period.')).toBeInTheDocument();
  });

  it('keeps the period in the address', async () => {
    const urls: string[] = [];
    const { router, user } = open((req) => {
      urls.push(req.url);
      return ok(dashboard());
    }, '/admin/dashboard?timeRange=7');
    const select = await screen.findByLabelText('Time range', {}, { timeout: 15_000 });
    expect(select).toHaveValue('7');
    await waitFor(() => expect(urls.at(-1)).toContain('timeRange=7'));
    await user.selectOptions(select, '365');
    await waitFor(() => expect(router.state.location.search).toBe('?timeRange=365'));
    await waitFor(() => expect(urls.at(-1)).toContain('timeRange=365'));
  });

  it('shows a skeleton while loading, then the error with Try Again', async () => {
    const held = heldResponse();
    let failing = true;
    const { user } = open(() => (failing ? held.handler() : ok(dashboard())));
    expect(await screen.findByLabelText('Loading sales by day', {}, { timeout: 15_000 })).toBeInTheDocument();
    held.release(fail(500, 'INTERNAL', 'Something broke'));
    expect(await screen.findByText('Failed to load the dashboard')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Key figures' })).toBeInTheDocument();
  });
});
