import { FULFILLMENT_RATE_DEFINITION, ORDER_ANALYTICS_MESSAGES as M } from '@market/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { OrderAnalytics } from './api/order-analytics';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

const URL_PATH = '/api/vendors/orders/analytics';

function analytics(overrides: Partial<OrderAnalytics> = {}): OrderAnalytics {
  const days = ['2025-06-12', '2025-06-13', '2025-06-14'];
  return {
    timeRange: 30,
    period: {
      startDate: '2025-05-16',
      endDate: '2025-06-14',
      days: 30,
      previousStartDate: '2025-04-16',
      previousEndDate: '2025-05-15',
    },
    overview: {
      totalOrders: 6,
      ordersChange: 100,
      totalRevenue: 310,
      revenueChange: -12.5,
      averageOrderValue: 103.33,
      aovChange: null,
      fulfillmentRate: 60,
      fulfillmentChange: 80.2,
    },
    orderTrends: days.map((date, i) => ({ date, orders: i + 1 })),
    revenueTrends: days.map((date, i) => ({ date, revenue: i * 100, profit: i * 80 })),
    statusDistribution: [
      { status: 'delivered', name: 'Delivered', count: 4 },
      { status: 'cancelled_by_customer', name: 'Cancelled by Customer', count: 2 },
    ],
    topProducts: [{ productId: 'p1', name: 'Desk Lamp', sales: 5, revenue: 250 }],
    customerInsights: { totalCustomers: 8, newCustomers: 4, repeatCustomerRate: 12.5 },
    performanceMetrics: {
      onTimeDeliveryRate: 66.7,
      returnRate: null,
      averageProcessingTime: 16,
      customerSatisfaction: null,
    },
    reasons: { aovChange: M.noPrevious, returnRate: M.noDeliveries, customerSatisfaction: M.noRatings },
    ...overrides,
  };
}

function open(path = '/vendor/orders/analytics', routes: Parameters<typeof mockApi>[0] = {}) {
  storeVendorSession();
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe()),
    [`GET ${URL_PATH}`]: ok(analytics()),
    ...routes,
  });
  return { ...api, ...renderApp(path) };
}

const rangesAsked = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname === URL_PATH)
    .map((u) => `${u.searchParams.get('timeRange')}/${u.searchParams.get('includeMetrics')}`);

describe('/vendor/orders/analytics', () => {
  it('shows the KPIs with their change, the charts, performance and customer insights', async () => {
    const { fetchMock } = open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Order Analytics' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const kpis = await screen.findByRole('region', { name: 'Key figures' });
    expect(within(kpis).getByText('6')).toBeInTheDocument();
    expect(screen.getByTestId('change-Total Orders')).toHaveTextContent('+100.0%');
    expect(within(kpis).getByText('$310.00')).toBeInTheDocument();
    expect(screen.getByTestId('change-Total Revenue')).toHaveTextContent('-12.5%');
    expect(within(kpis).getByText('$103.33')).toBeInTheDocument();
    expect(screen.getByTestId('change-Average Order Value')).toHaveTextContent('New');
    expect(within(kpis).getByText('60.0%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'About Fulfillment Rate' })).toHaveAttribute(
      'title',
      FULFILLMENT_RATE_DEFINITION,
    );
    for (const title of [
      'Order Trends',
      'Revenue & Profit Trends',
      'Status Distribution',
      'Top Selling Products',
    ])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByTestId('figure-On-Time Delivery')).toHaveTextContent('66.7%');
    expect(screen.getByTestId('figure-Return Rate')).toHaveTextContent('N/A');
    expect(screen.getByText(M.noDeliveries)).toBeInTheDocument();
    expect(screen.getByTestId('figure-Avg Processing Time')).toHaveTextContent('16.0 hours');
    expect(screen.getByTestId('figure-Customer Satisfaction')).toHaveTextContent('N/A');
    expect(screen.getByText(M.noRatings)).toBeInTheDocument();
    expect(screen.getByTestId('figure-Total Customers')).toHaveTextContent('8');
    expect(screen.getByTestId('figure-Repeat Customer Rate')).toHaveTextContent('12.5%');
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/vendor/orders');
    expect(screen.getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/vendor/orders');
    expect(rangesAsked(fetchMock)).toEqual(['30/true']);
  });

  it('shows each chart as a table too', async () => {
    const { user } = open();
    await screen.findByRole('region', { name: 'Key figures' }, { timeout: 15_000 });
    const group = screen.getByRole('group', { name: 'Status Distribution: view as' });
    await user.click(within(group).getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Status Distribution' });
    expect(within(table).getByRole('row', { name: 'Cancelled by Customer 2 33.3%' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Total 6 100.0%' })).toBeInTheDocument();
  });

  it('keeps the range in the address and loads another when chosen', async () => {
    const { user, fetchMock } = open('/vendor/orders/analytics?timeRange=90');
    await screen.findByRole('region', { name: 'Key figures' });
    expect(screen.getByLabelText('Time range')).toHaveValue('90');
    await user.selectOptions(screen.getByLabelText('Time range'), '7');
    await waitFor(() => expect(rangesAsked(fetchMock)).toEqual(['90/true', '7/true']));
  });

  it("shows 'Failed to load order analytics' with Try Again", async () => {
    let calls = 0;
    const { user } = open('/vendor/orders/analytics', {
      [`GET ${URL_PATH}`]: () => (++calls === 1 ? fail(500, 'INTERNAL', 'Boom') : ok(analytics())),
    });
    expect(await screen.findByText(M.loadFailed, {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Key figures' })).toBeInTheDocument();
  });

  it('shows an empty state when there are no orders in the period', async () => {
    open('/vendor/orders/analytics', {
      [`GET ${URL_PATH}`]: ok(
        analytics({
          overview: { ...analytics().overview, totalOrders: 0 },
          statusDistribution: [],
          topProducts: [],
        }),
      ),
    });
    expect(await screen.findByRole('heading', { name: M.noOrders }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Key figures' })).toBeNull();
  });

  it('downloads the report from Export Report', async () => {
    const { user, fetchMock } = open('/vendor/orders/analytics?timeRange=7', {
      [`GET ${URL_PATH}/export`]: new Response('Section,Label\n', {
        status: 200,
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="order-analytics-2025-06-14.csv"',
        },
      }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await screen.findByRole('region', { name: 'Key figures' });
    await user.click(screen.getByRole('button', { name: 'Export Report' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exportCall = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://x'))
      .find((u) => u.pathname.endsWith('/export'));
    expect(exportCall?.searchParams.get('timeRange')).toBe('7');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('order-analytics-2025-06-14.csv');
  });
});
