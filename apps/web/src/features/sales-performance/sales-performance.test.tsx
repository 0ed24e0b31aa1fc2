import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { SalesPerformance } from './api/sales-performance';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

const zeroFigures = { revenue: 0, orders: 0, units: 0, averageOrder: null };

function sales(overrides: Partial<SalesPerformance> = {}): SalesPerformance {
  return {
    period: {
      startDate: '2025-06-08',
      endDate: '2025-06-14',
      days: 7,
      previousStartDate: '2025-06-01',
      previousEndDate: '2025-06-07',
      timeRange: 7,
    },
    groupBy: 'week',
    totals: { revenue: 165, orders: 3, units: 6, averageOrder: 55 },
    previous: { revenue: 70, orders: 2, units: 3, averageOrder: 35 },
    change: { revenue: 135.7, orders: 50, units: 100, averageOrder: null },
    series: [
      {
        key: '2025-06-02',
        startDate: '2025-06-08',
        endDate: '2025-06-08',
        days: 1,
        revenue: 80,
        orders: 1,
        units: 2,
        averageOrder: 80,
      },
      {
        key: '2025-06-09',
        startDate: '2025-06-09',
        endDate: '2025-06-14',
        days: 6,
        revenue: 85,
        orders: 2,
        units: 4,
        averageOrder: 42.5,
      },
    ],
    byCategory: [
      { categoryId: 'c1', name: 'Lighting', units: 3, revenue: 120, share: 72.7 },
      { categoryId: null, name: null, units: 3, revenue: 45, share: 27.3 },
    ],
    byWeekday: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
      (name, i) => ({
        weekday: i + 1,
        name,
        orders: i === 0 ? 2 : i === 6 ? 1 : 0,
        revenue: i === 0 ? 85 : i === 6 ? 80 : 0,
      }),
    ),
    byHour: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      orders: hour === 9 ? 3 : 0,
      revenue: hour === 9 ? 165 : 0,
    })),
    weekdayHours: [],
    ...overrides,
  };
}

function open(response: Response = ok(sales()), path = '/vendor/analytics/sales?timeRange=7&groupBy=week') {
  storeVendorSession();
  const api = mockApi({ 'GET /api/auth/me': ok(vendorMe()), 'GET /api/vendors/analytics/sales': response });
  return { ...api, ...renderApp(path) };
}

const requested = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname.endsWith('/analytics/sales'))
    .map((u) => `${u.searchParams.get('timeRange')}/${u.searchParams.get('groupBy')}`);

describe('/vendor/analytics/sales', () => {
  it('shows the KPIs with their change, and every chart with its table', async () => {
    const { user } = open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sales Performance' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('change-Revenue')).toHaveTextContent('+135.7%');
    expect(screen.getByText('$165.00')).toBeInTheDocument();
    expect(screen.getByTestId('change-Orders')).toHaveTextContent('+50.0%');
    expect(screen.getByText('$55.00')).toBeInTheDocument();
    expect(screen.getByTestId('change-Average Order')).toHaveTextContent('New');
    expect(screen.getByLabelText('Time range')).toHaveValue('7');
    expect(screen.getByLabelText('Group by')).toHaveValue('week');

    // The first card's Table switch: Sales Over Time.
    await user.click(screen.getAllByRole('button', { name: 'Table' })[0]!);
    const table = await screen.findByRole('table', { name: 'Sales Over Time' });
    expect(within(table).getByText('Jun 9 – Jun 14')).toBeInTheDocument();
    expect(within(table).getByText('$42.50')).toBeInTheDocument();
    expect(within(table).getByText('Total')).toBeInTheDocument();

    expect(
      screen.getByRole('img', { name: /Revenue by category: Lighting \$120\.00, No category \$45\.00/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Sales by Weekday: Monday 2 orders, Sunday 1 orders' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sales by Hour: 09:00 3 orders' })).toBeInTheDocument();
  });

  it('keeps the range and grouping in the address and asks again when they change', async () => {
    const { user, fetchMock, router } = open();
    await screen.findByTestId('change-Revenue');
    expect(requested(fetchMock)).toEqual(['7/week']);
    await user.selectOptions(screen.getByLabelText('Group by'), 'month');
    await waitFor(() => expect(requested(fetchMock)).toEqual(['7/week', '7/month']));
    await user.selectOptions(screen.getByLabelText('Time range'), '90');
    await waitFor(() => expect(requested(fetchMock)).toEqual(['7/week', '7/month', '90/month']));
    expect(router.state.location.search).toBe('?timeRange=90&groupBy=month');
  });

  it('shows the empty state for a vendor with no sales', async () => {
    open(
      ok(
        sales({
          totals: zeroFigures,
          previous: zeroFigures,
          change: { revenue: 0, orders: 0, units: 0, averageOrder: null },
          byCategory: [],
        }),
      ),
    );
    expect(
      await screen.findByText('No analytics data available yet. Start selling to see insights!', undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('No orders in this period')).toBeInTheDocument();
  });

  it('shows the error with Try Again, which asks again', async () => {
    const { user, fetchMock } = open(fail(500, 'INTERNAL', 'Something broke'));
    expect(
      await screen.findByText('Failed to load sales performance', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something broke')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(requested(fetchMock)).toHaveLength(2));
  });
});
