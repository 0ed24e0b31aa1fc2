import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { Performance } from './api/performance';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

const gauge = (current: number, target: number | null = null) => ({
  target,
  current,
  progress: target ? Math.min(1, current / target) : null,
});
const cmp = (current: number, comparison: number | null, change: number | null) => ({
  current,
  comparison,
  change,
});

function performance(over: Partial<Performance> = {}): Performance {
  return {
    period: { timeRange: 30, startDate: '2026-10-27', endDate: '2026-11-25', days: 30 },
    comparison: {
      kind: 'previous_period',
      label: 'the previous period',
      available: true,
      reason: null,
      startDate: '2026-09-27',
      endDate: '2026-10-26',
      vendors: null,
    },
    overview: {
      revenue: 1200,
      orders: 12,
      productsSold: 30,
      conversionRate: 0.05,
      newCustomers: 8,
      retentionRate: 0.25,
      productViews: 240,
    },
    trends: [
      { date: '2026-11-24', revenue: 200, orders: 2, customers: 2 },
      { date: '2026-11-25', revenue: 1000, orders: 10, customers: 9 },
    ],
    comparisons: {
      revenue: cmp(1200, 1500, -0.2),
      orders: cmp(12, 10, 0.2),
      products: cmp(30, 30, 0),
      customers: cmp(8, 4, 1),
      conversionRate: cmp(0.05, 0.04, 0.25),
      retentionRate: cmp(0.25, 0.2, 0.25),
    },
    kpis: {
      averageOrderValue: 100,
      aovChange: 0.1,
      customerAcquisitionCost: null,
      cacChange: null,
      customerLifetimeValue: 140,
      clvChange: -0.05,
      returnOnInvestment: null,
      roiChange: null,
      reasons: {
        averageOrderValue: null,
        customerAcquisitionCost: 'Enter your marketing spend for 2026-10, 2026-11',
        customerLifetimeValue: null,
        returnOnInvestment: 'Enter your marketing spend for 2026-10, 2026-11',
        comparison: null,
      },
      missingSpendMonths: ['2026-10', '2026-11'],
    },
    goals: {
      month: '2026-11',
      revenue: gauge(1000, 2000),
      orders: gauge(10),
      customers: gauge(8),
      lastChange: null,
    },
    spend: [
      { month: '2026-09', amount: null, lastChange: null },
      { month: '2026-10', amount: null, lastChange: null },
      { month: '2026-11', amount: null, lastChange: null },
    ],
    insights: [
      {
        type: 'negative',
        title: 'Revenue is down',
        description: 'Revenue is 20.0% lower than the previous period.',
        action: 'Review your prices and promote your best sellers.',
      },
    ],
    ...over,
  };
}

function open(response: Response = ok(performance()), path = '/vendor/performance', extra = {}) {
  storeVendorSession();
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe()),
    'GET /api/vendors/performance': response,
    ...extra,
  });
  return { ...api, ...renderApp(path) };
}

describe('/vendor/performance', () => {
  it('shows the cards with change arrows, KPIs with N/A and a link to enter spend, insights and gauges', async () => {
    open();
    expect(
      await screen.findByTestId('change-Revenue Performance', {}, { timeout: 15_000 }),
    ).toHaveTextContent('-20.0%');
    expect(screen.getByTestId('change-Revenue Performance')).toHaveAttribute('data-direction', 'down');
    expect(screen.getByText('Goal 2026-11: $1,000.00 of $2,000.00')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Revenue goal progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByText('Avg. conversion rate 5.0% of 240 views')).toBeInTheDocument();
    expect(screen.getByText('Retention rate 25.0%')).toBeInTheDocument();

    const cac = screen.getByTestId('kpi-Customer Acquisition Cost');
    expect(within(cac).getByText('N/A')).toBeInTheDocument();
    expect(within(cac).getByRole('link', { name: 'Enter marketing spend' })).toHaveAttribute(
      'href',
      '#marketing-spend',
    );
    expect(within(screen.getByTestId('kpi-Average Order Value')).getByText('+10.0%')).toBeInTheDocument();

    expect(screen.getByText('Revenue is down').closest('li')).toHaveAttribute('data-type', 'negative');
    expect(screen.getByText('Review your prices and promote your best sellers.')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('gauge-Revenue')).getByText('$1,000.00 of $2,000.00'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('gauge-Orders')).getByRole('link', { name: 'Set a goal for orders' }),
    ).toBeInTheDocument();
  });

  it("says 'No insights available yet' and explains an unavailable industry average", async () => {
    const { fetchMock, user, router } = open(
      ok(
        performance({
          insights: [],
          comparison: {
            kind: 'industry_average',
            label: 'the industry average',
            available: false,
            reason:
              'Industry average needs at least 5 other vendors selling in your main categories in this period (2 found)',
            startDate: '2026-10-27',
            endDate: '2026-11-25',
            vendors: null,
          },
        }),
      ),
      '/vendor/performance?comparison=industry_average',
    );
    expect(await screen.findByText('No insights available yet', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/\(2 found\)/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Industry average (unavailable)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Compare with'), 'previous_year');
    await waitFor(() => expect(router.state.location.search).toBe('?comparison=previous_year'));
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('comparison=previous_year'))).toBe(true);
  });

  it('checks goals before sending them and shows the field error beside the field', async () => {
    const { calls, user } = open(ok(performance()), '/vendor/performance', {
      'PUT /api/vendors/performance/goals': ok({
        month: '2026-11',
        revenue: 3000,
        orders: null,
        customers: null,
        lastChange: null,
      }),
    });
    const revenue = await screen.findByLabelText('Revenue goal', {}, { timeout: 15_000 });
    await user.clear(revenue);
    await user.type(revenue, '-5');
    await user.click(screen.getByRole('button', { name: 'Save goals' }));
    expect(
      await screen.findByText('Revenue goal must be a number of 0 or more with at most 2 decimals'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(revenue);
    await user.type(revenue, '3000');
    await user.click(screen.getByRole('button', { name: 'Save goals' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        month: '2026-11',
        revenue: 3000,
        orders: null,
        customers: null,
      }),
    );
    expect(screen.getAllByTestId('changing-as')[0]).toHaveTextContent('You are changing these as');
  });

  it("shows 'Failed to load performance data' with Retry", async () => {
    const { calls, user } = open(fail(500, 'INTERNAL', 'Something went wrong'));
    expect(
      await screen.findByText('Failed to load performance data', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const before = calls.filter((c) => c.path === '/api/vendors/performance').length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/vendors/performance').length).toBe(before + 1),
    );
  });
});
