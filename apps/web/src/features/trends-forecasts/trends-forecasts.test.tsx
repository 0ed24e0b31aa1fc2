import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, heldResponse, mockApi, ok } from '@/test/fetch-mock';
import { storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { VendorTrends } from './api/get-vendor-trends';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

const days = ['2026-03-29', '2026-03-30', '2026-03-31'];

function trends(overrides: Partial<VendorTrends> = {}): VendorTrends {
  return {
    period: {
      startDate: days[0]!,
      endDate: days[2]!,
      previousStartDate: '2026-03-26',
      previousEndDate: '2026-03-28',
      days: 3,
      timeRange: null,
    },
    summary: {
      revenue: 1234.5,
      revenueChange: 12.34,
      orders: 7,
      ordersChange: null,
      averageDailyRevenue: 411.5,
    },
    daily: days.map((date, i) => ({
      date,
      revenue: i * 100,
      orders: i,
      revenueMa7: i === 0 ? null : 50 + i,
      revenueMa28: null,
      ordersMa7: 0.5,
      ordersMa28: null,
    })),
    weekly: [
      { weekStart: '2026-03-23', weekEnd: '2026-03-29', days: 1, revenue: 0, orders: 0 },
      { weekStart: '2026-03-30', weekEnd: '2026-04-05', days: 2, revenue: 300, orders: 3 },
    ],
    firstOrderDate: '2026-01-06',
    weeksOfHistory: 12,
    forecast: {
      method: 'Linear regression (least squares) on weekly totals, with a 95% prediction interval',
      basedOnWeeks: 12,
      confidence: 0.95,
      historyStartDate: '2026-01-06',
      historyEndDate: '2026-03-30',
      startDate: '2026-03-31',
      endDate: '2026-04-29',
      revenue: {
        slopePerWeek: 10,
        days: [{ date: '2026-03-31', value: 60.41, lower: 40, upper: 80.82 }],
        total: { value: 2167.35, lower: 1500, upper: 2800.5 },
      },
      orders: {
        slopePerWeek: 0,
        days: [{ date: '2026-03-31', value: 0.14, lower: 0, upper: 0.5 }],
        total: { value: 4.29, lower: 2, upper: 6 },
      },
    },
    forecastReason: null,
    ...overrides,
  };
}

function open(route: Parameters<typeof mockApi>[0][string], path = '/vendor/analytics/trends') {
  storeVendorSession();
  const api = mockApi({ 'GET /api/auth/me': ok(vendorMe()), 'GET /api/vendors/analytics/trends': route });
  return { ...api, ...renderApp(path) };
}

describe('/vendor/analytics/trends', () => {
  it('shows the figures, the moving averages and the forecast labelled with its method', async () => {
    const { user } = open(ok(trends()));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Trends & Forecasts' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const kpis = within(await screen.findByRole('region', { name: 'Key figures' }));
    expect(kpis.getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByTestId('change-Revenue')).toHaveTextContent('+12.3%');
    expect(screen.getByTestId('change-Orders')).toHaveTextContent('New'); // nothing in the previous period
    expect(kpis.getByText('$2,167.35')).toBeInTheDocument();
    expect(kpis.getByText('95% range $1,500.00 to $2,800.50')).toBeInTheDocument();
    expect(screen.getByText(/Linear regression \(least squares\) on weekly totals/)).toBeInTheDocument();
    expect(screen.getByText(/Based on 12 weeks of sales/)).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Revenue per day with 7- and 28-day averages and the 30-day forecast',
      }),
    ).toBeInTheDocument();

    // The table view: actual days, then today's forecast with its range; no average yet reads N/A.
    await user.click(
      within(screen.getByRole('group', { name: 'Revenue: view as' })).getByRole('button', { name: 'Table' }),
    );
    const table = within(screen.getByRole('table', { name: 'Revenue' }));
    const first = table.getByRole('row', { name: /2026-03-29/ });
    expect(within(first).getAllByText('N/A')).toHaveLength(2);
    const today = table.getByRole('row', { name: /2026-03-31/ });
    expect(today).toHaveTextContent('$200.00');
    expect(today).toHaveTextContent('$60.41');
    expect(today).toHaveTextContent('$40.00 to $80.82');
    await user.click(
      within(screen.getByRole('group', { name: 'Weekly Totals: view as' })).getByRole('button', {
        name: 'Table',
      }),
    );
    const weekly = within(screen.getByRole('table', { name: 'Weekly Totals' }));
    expect(weekly.getByRole('row', { name: /2026-03-23 to 2026-03-29/ })).toHaveTextContent('1 of 7');
  });

  it('hides the forecast and says why when there is too little history', async () => {
    const reason = 'A forecast needs at least 8 weeks of sales history; you have 3.';
    open(ok(trends({ forecast: null, forecastReason: reason, weeksOfHistory: 3 })));
    expect(await screen.findByText(reason, {}, { timeout: 15_000 })).toBeInTheDocument();
    const kpis = within(screen.getByRole('region', { name: 'Key figures' }));
    expect(kpis.getByText('N/A')).toBeInTheDocument();
    expect(kpis.getByText('Needs 8 weeks of history; you have 3')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Revenue per day with 7- and 28-day averages' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/95% range/)).not.toBeInTheDocument();
  });

  it('shows the empty state to a vendor with no orders', async () => {
    open(ok(trends({ firstOrderDate: null, weeksOfHistory: 0, forecast: null, forecastReason: 'x' })));
    expect(
      await screen.findByText(
        'No analytics data available yet. Start selling to see insights!',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  });

  it('keeps the period in the address and asks for it', async () => {
    const urls: string[] = [];
    const { router, user } = open((req) => {
      urls.push(req.url);
      return ok(trends());
    }, '/vendor/analytics/trends?timeRange=7');
    const select = await screen.findByLabelText('Time range', {}, { timeout: 15_000 });
    expect(select).toHaveValue('7');
    await waitFor(() => expect(urls.at(-1)).toContain('timeRange=7'));
    await user.selectOptions(select, '90');
    await waitFor(() => expect(router.state.location.search).toBe('?timeRange=90'));
    await waitFor(() => expect(urls.at(-1)).toContain('timeRange=90'));
  });

  it('shows a skeleton while loading, then the error with Try Again', async () => {
    const held = heldResponse();
    let failing = true;
    const { user } = open(() => (failing ? held.handler() : ok(trends())));
    expect(
      await screen.findByLabelText('Loading revenue trends', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    held.release(fail(403, 'FORBIDDEN', 'Vendor not approved'));
    expect(
      await screen.findByText('Access denied. Please ensure your vendor account is approved.'),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Key figures' })).toBeInTheDocument();
  });
});
