import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { CustomerInsights } from './api/customer-insights';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 40_000 });

const API_PATH = '/api/vendors/analytics/customers';

function insights(overrides: Partial<CustomerInsights> = {}): CustomerInsights {
  return {
    timeRange: 30,
    period: { startDate: '2026-02-14', endDate: '2026-03-15' },
    granularity: 'week',
    summary: {
      totalCustomers: 5,
      newCustomers: 3,
      returningCustomers: 2,
      repeatCustomers: 2,
      repeatCustomerRate: 40,
      repeatRateDefinition:
        'Customers who ordered in this period and have placed more than one order with you.',
    },
    newVsReturning: [
      { period: '2026-02-09', newCustomers: 1, returningCustomers: 1 },
      { period: '2026-02-16', newCustomers: 2, returningCustomers: 0 },
    ],
    cohorts: [
      {
        cohort: '2026-01',
        customers: 2,
        retention: [
          { offset: 1, customers: 2, rate: 100 },
          { offset: 2, customers: 1, rate: 50 },
        ],
      },
      { cohort: '2026-02', customers: 2, retention: [{ offset: 1, customers: 0, rate: 0 }] },
    ],
    topCustomers: [
      {
        name: 'Alice',
        email: 'alice@example.test',
        orders: 2,
        spent: 160,
        lastOrderAt: '2026-02-10T10:00:00.000Z',
      },
    ],
    locations: [{ country: 'Pakistan', city: 'Lahore', customers: 1, spent: 160 }],
    ...overrides,
  };
}

function open(
  answer: Response | ((r: { url: string }) => Response) = ok(insights()),
  path = '/vendor/analytics/customers',
) {
  storeVendorSession();
  const api = mockApi({ 'GET /api/auth/me': ok(vendorMe()), [`GET ${API_PATH}`]: answer });
  return { ...api, ...renderApp(path) };
}

describe('/vendor/analytics/customers', () => {
  it('shows the KPIs, the chart with its table, the cohort grid and the customer tables', async () => {
    const { user } = open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Customer Insights' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const kpis = await screen.findByRole('region', { name: 'Key figures' });
    expect(within(kpis).getByText('40.0%')).toBeInTheDocument();
    expect(within(kpis).getByText('2 of 5 customers')).toBeInTheDocument();

    const toggle = screen.getByRole('group', { name: 'New vs Returning Customers: view as' });
    await user.click(within(toggle).getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'New vs Returning Customers' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Week ofNewReturning', 'Feb 911', 'Feb 1620', 'Total31']);

    const grid = screen.getByRole('table', { name: 'Retention by first-order month' });
    const jan = within(grid).getByRole('row', { name: /Jan 2026/ });
    expect(within(jan).getByText('100.0%')).toHaveAttribute('title', '2 of 2 ordered again');
    expect(within(jan).getByText('50.0%')).toBeInTheDocument();
    const feb = within(grid).getByRole('row', { name: /Feb 2026/ });
    expect(within(feb).getByText('0.0%')).toBeInTheDocument();
    expect(within(feb).getByText('not yet')).toBeInTheDocument();

    const top = screen.getByRole('table', { name: 'Top customers' });
    expect(within(top).getByText('alice@example.test')).toBeInTheDocument();
    expect(within(top).getByText('$160.00')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Customer locations' })).getByText('Lahore'),
    ).toBeInTheDocument();
  });

  it('keeps the range in the address and asks for it', async () => {
    const { user, fetchMock } = open(ok(insights()), '/vendor/analytics/customers?timeRange=90');
    await screen.findByRole('region', { name: 'Key figures' });
    const ranges = () =>
      fetchMock.mock.calls
        .map(([u]) => new URL(String(u), 'http://x'))
        .filter((u) => u.pathname === API_PATH)
        .map((u) => u.searchParams.get('timeRange'));
    expect(screen.getByLabelText('Time range')).toHaveValue('90');
    expect(ranges()).toEqual(['90']);
    await user.selectOptions(screen.getByLabelText('Time range'), '365');
    await waitFor(() => expect(ranges()).toEqual(['90', '365']));
  });

  it("shows 'N/A' with its reason, not 0% when nobody ordered in the period", async () => {
    open(
      ok(
        insights({
          summary: {
            ...insights().summary,
            totalCustomers: 0,
            newCustomers: 0,
            returningCustomers: 0,
            repeatCustomers: 0,
            repeatCustomerRate: null,
          },
          newVsReturning: [],
          topCustomers: [],
          locations: [],
        }),
      ),
    );
    const kpis = await screen.findByRole('region', { name: 'Key figures' });
    expect(within(kpis).getByText('N/A')).toBeInTheDocument();
    expect(within(kpis).getByText('No customer ordered in this period')).toBeInTheDocument();
  });

  it('shows the empty state when the vendor has no customers at all', async () => {
    open(
      ok(
        insights({
          summary: {
            ...insights().summary,
            totalCustomers: 0,
            newCustomers: 0,
            returningCustomers: 0,
            repeatCustomers: 0,
            repeatCustomerRate: null,
          },
          cohorts: [],
        }),
      ),
    );
    expect(
      await screen.findByText('No analytics data available yet. Start selling to see insights!'),
    ).toBeInTheDocument();
  });

  it('shows the spec error text with Try Again, and loads again', async () => {
    let calls = 0;
    const { user } = open(() => {
      calls += 1;
      return calls === 1 ? fail(500, 'INTERNAL', 'boom') : ok(insights());
    });
    expect(
      await screen.findByText(
        'Unable to load analytics data. This might be because you have no sales data yet.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Key figures' })).toBeInTheDocument();
  });
});
