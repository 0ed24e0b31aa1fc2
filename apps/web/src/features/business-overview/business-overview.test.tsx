import { BUSINESS_REPORT_MESSAGES } from '@market/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fail, jsonResponse, mockApi, ok } from '@/test/fetch-mock';
import { storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { BusinessOverview, OverviewCard } from './api/business-overview';
import { reportErrorText } from './components/report-error';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

const card = (value: number | null, previous: number, change: number | null): OverviewCard => ({
  value,
  previous,
  change,
  reason: value === null ? 'No orders in this period' : null,
  changeReason: null,
});

function overview(overrides: Partial<BusinessOverview> = {}): BusinessOverview {
  const days = ['2026-03-18', '2026-03-19', '2026-03-20'];
  return {
    hasOrders: true,
    summary: {
      totalOrders: 6,
      deliveredOrders: 1,
      totalRevenue: 155,
      monthlyRevenue: 275,
      productsSold: 5,
      avgOrderValue: 51.67,
      totalEarnings: 124,
      totalCommission: 31,
      productViews: 0,
      conversionRate: null,
      conversionRateReason: 'No product views in this period',
      repeatCustomerRate: 16.7,
      repeatCustomerRateReason: null,
    },
    cards: {
      moneyEarned: card(124, 64, 93.8),
      ordersReceived: card(6, 2, 200),
      productsListed: card(4, 4, 0),
      averageOrder: card(51.67, 0, null),
    },
    charts: {
      salesData: days.map((date, i) => ({ date, sales: i, orders: i + 1, revenue: i * 40 })),
      revenueData: days.map((date, i) => ({ date, revenue: i * 40, earnings: i * 32, commission: i * 8 })),
      topProducts: [
        { productId: 'p1', name: 'Desk Lamp', sales: 2, revenue: 80, orders: 2 },
        { productId: 'p2', name: 'Mug', sales: 3, revenue: 75, orders: 2 },
      ],
      categoryData: [{ name: 'Lighting', value: 80, sales: 2 }],
      orderStatusData: [
        { name: 'Pending', value: 2, color: '#f59e0b' },
        { name: 'Delivered', value: 1, color: '#10b981' },
        { name: 'Returned', value: 0, color: '#ec4899' },
      ],
      stockData: [
        { name: 'In Stock', value: 2, color: '#10b981' },
        { name: 'Low Stock', value: 1, color: '#f59e0b' },
        { name: 'Out of Stock', value: 1, color: '#ef4444' },
      ],
      stockTotal: 4,
    },
    period: {
      timeRange: 30,
      startDate: '2026-02-19',
      endDate: '2026-03-20',
      days: 30,
      thisMonthStart: '2026-03-01',
      previousStartDate: '2026-01-20',
      previousEndDate: '2026-02-18',
    },
    ...overrides,
  };
}

function open(
  route: Parameters<typeof mockApi>[0][string] = ok({ analytics: overview() }),
  path = '/vendor/analytics',
) {
  storeVendorSession();
  const api = mockApi({ 'GET /api/auth/me': ok(vendorMe()), 'GET /api/vendors/analytics': route });
  return { ...api, ...renderApp(path) };
}

const title = () =>
  screen.findByRole('heading', { level: 2, name: 'Your Business Report' }, { timeout: 15_000 });

describe("/vendor/analytics: 'Your Business Report'", () => {
  it('shows the four cards with their change, the figures, the charts and the best sellers table', async () => {
    open();
    expect(await title()).toBeInTheDocument();
    const kpis = await screen.findByRole('region', { name: 'Key figures' });
    expect(within(kpis).getByText('$124.00')).toBeInTheDocument();
    expect(screen.getByTestId('change-Money Earned')).toHaveTextContent('+93.8%');
    expect(screen.getByTestId('change-Orders Received')).toHaveTextContent('+200.0%');
    expect(screen.getByTestId('change-Products Listed')).toHaveTextContent('0.0%');
    expect(screen.getByTestId('change-Average Order')).toHaveTextContent('New');
    expect(within(kpis).getByText('$51.67')).toBeInTheDocument();
    // Conversion with no views: 'N/A' and why, never 0%.
    expect(screen.getByText('Conversion rate').nextSibling).toHaveTextContent('N/A');
    expect(screen.getByText('No product views in this period')).toBeInTheDocument();
    expect(screen.getByText('Repeat customers').nextSibling).toHaveTextContent('16.7%');

    for (const name of ['Sales Trends', 'Order Status Distribution', 'Inventory Status']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('img', { name: /Order Status Distribution: Pending 2, Delivered 1; 3 orders/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Inventory Status: .*4 products in all/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Best sellers' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ProductUnitsRevenueOrders',
      'Desk Lamp2$80.002',
      'Mug3$75.002',
    ]);
  });

  it('keeps the period in the address and loads the chosen one', async () => {
    const { user, fetchMock, router } = open(ok({ analytics: overview() }), '/vendor/analytics?timeRange=7');
    await screen.findByRole('region', { name: 'Key figures' });
    const ranges = () =>
      fetchMock.mock.calls
        .map(([u]) => new URL(String(u), 'http://x'))
        .filter((u) => u.pathname === '/api/vendors/analytics')
        .map((u) => u.searchParams.get('timeRange'));
    expect(ranges()).toEqual(['7']);
    const select = screen.getByLabelText('Time range');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days']);
    await user.selectOptions(select, '90');
    await waitFor(() => expect(ranges()).toEqual(['7', '90']));
    expect(router.state.location.search).toBe('?timeRange=90');
  });

  it('shows skeletons while loading', async () => {
    open(() => new Promise<Response>(() => {}));
    expect(
      await screen.findByRole('status', { name: 'Loading figures' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('shows the empty state for a vendor without orders', async () => {
    open(ok({ analytics: overview({ hasOrders: false }) }));
    expect(
      await screen.findByText(BUSINESS_REPORT_MESSAGES.empty, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Key figures' })).toBeNull();
  });

  it.each([
    [403, 'FORBIDDEN', BUSINESS_REPORT_MESSAGES.forbidden],
    [404, 'NOT_FOUND', BUSINESS_REPORT_MESSAGES.notFound],
    [500, 'INTERNAL', 'Unable to load analytics. This might be because you have no sales data yet.'],
  ])(
    'shows the spec text for a %i and Debug Info with the status and message',
    async (status, code, text) => {
      const { user } = open(fail(status, code, 'Something broke'));
      expect(await screen.findByText(text, {}, { timeout: 15_000 })).toBeInTheDocument();
      // The zeroed stand-in under the error, labelled as not loaded.
      const kpis = screen.getByRole('region', { name: 'Key figures' });
      expect(within(kpis).getAllByText('Not loaded')).toHaveLength(4);
      expect(screen.getByText(BUSINESS_REPORT_MESSAGES.fallbackNote)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Debug Info' }));
      expect(screen.getByText('Status').nextSibling).toHaveTextContent(String(status));
      expect(screen.getByText('Message').nextSibling).toHaveTextContent('Something broke');
    },
  );

  it('on failure shows zeroed figures with one Sales Trends entry per day of the period, then the report on Try Again', async () => {
    let attempts = 0;
    const { user } = open(() => {
      attempts += 1;
      return attempts === 1 ? fail(500, 'INTERNAL', 'Something broke') : ok({ analytics: overview() });
    }, '/vendor/analytics?timeRange=7');
    expect(
      await screen.findByText(BUSINESS_REPORT_MESSAGES.unableToLoad, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const kpis = screen.getByRole('region', { name: 'Key figures' });
    expect(within(kpis).getAllByText('$0.00')).toHaveLength(2);
    expect(within(kpis).getAllByText('0')).toHaveLength(2);
    expect(
      screen.getByRole('img', { name: /Revenue per day over 7 days, \$0\.00 in all/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Conversion rate').nextSibling).toHaveTextContent('N/A');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('$124.00')).toBeInTheDocument();
    expect(screen.queryByText(BUSINESS_REPORT_MESSAGES.fallbackNote)).toBeNull();
    expect(screen.queryByText('Not loaded')).toBeNull();
  });

  it.each([
    [{ success: false, status: 403, message: 'Token rejected' }, BUSINESS_REPORT_MESSAGES.authFailed],
    [{ success: false, message: 'Rollups are rebuilding' }, 'Analytics error: Rollups are rebuilding'],
    [{ success: false }, BUSINESS_REPORT_MESSAGES.unableToLoad],
  ])('gives the spec text for a failure reported in the body %j', async (body, text) => {
    open(jsonResponse(200, body));
    expect(await screen.findByText(text, {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('gives the spec text without a vendor session and for what is no answer of the API', () => {
    expect(reportErrorText(new ApiError({ status: 401, code: 'NOT_SIGNED_IN', message: 'x' }))).toBe(
      'Vendor authentication required. Please log in again.',
    );
    expect(reportErrorText(new ApiError({ status: 502, code: 'HTTP_502', message: 'x' }))).toBe(
      'Unable to load analytics. This might be because you have no sales data yet.',
    );
    expect(reportErrorText(new SyntaxError('Unexpected token'))).toBe(
      'Unable to load analytics data. This might be because you have no sales data yet.',
    );
  });

  it('shows the network text, and Try Again loads the report', async () => {
    let attempts = 0;
    const { user } = open(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return ok({ analytics: overview() });
    });
    expect(
      await screen.findByText(BUSINESS_REPORT_MESSAGES.network, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Key figures' })).toBeInTheDocument();
  });

  it('gives the spec text for a 401; the app then ends the session and goes to sign-in', async () => {
    expect(reportErrorText(new ApiError({ status: 401, code: 'SESSION_EXPIRED', message: 'x' }))).toBe(
      BUSINESS_REPORT_MESSAGES.unauthorized,
    );
    const { router } = open(fail(401, 'SESSION_EXPIRED', 'Your session has expired. Please sign in again.'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/login'), { timeout: 15_000 });
  });
});
