import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { SalesReport } from './api/sales-report';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

function report(overrides: Partial<SalesReport> = {}): SalesReport {
  return {
    reportType: 'products',
    vendorId: 'v1',
    filters: { status: 'all', category: null, categoryName: null, minAmount: null, maxAmount: null },
    period: {
      startDate: '2026-03-09',
      endDate: '2026-03-15',
      days: 7,
      timeRange: 7,
      previousStartDate: '2026-03-02',
      previousEndDate: '2026-03-08',
    },
    source: 'rollups',
    categories: [
      { id: 'c1', name: 'Lighting' },
      { id: 'c2', name: 'Kitchen' },
    ],
    summary: { totalSales: 280, ordersCount: 5, averageOrder: 56, unitsSold: 7 },
    dailySales: [
      { date: '2026-03-14', sales: 240, orders: 4, units: 6 },
      { date: '2026-03-15', sales: 40, orders: 1, units: 1 },
    ],
    categorySales: [{ id: 'c1', name: 'Lighting', value: 280 }],
    productSales: [
      {
        id: 'p1',
        name: 'Lamp',
        category: 'Lighting',
        image: null,
        unitsSold: 7,
        revenue: 280,
        averagePrice: 40,
        previousRevenue: 40,
        growth: 6,
      },
      {
        id: 'p2',
        name: 'Mug',
        category: 'Kitchen',
        image: null,
        unitsSold: 1,
        revenue: 15,
        averagePrice: 15,
        previousRevenue: 30,
        growth: -0.5,
      },
      {
        id: 'p3',
        name: 'Vase',
        category: null,
        image: null,
        unitsSold: 1,
        revenue: 10,
        averagePrice: 10,
        previousRevenue: 10,
        growth: 0,
      },
    ],
    topCustomers: null,
    customerAnalysis: null,
    salesTrends: null,
    lines: null,
    ...overrides,
  };
}

function open(response: Response = ok(report()), path = '/vendor/reports?reportType=products&timeRange=7') {
  storeVendorSession();
  const api = mockApi({ 'GET /api/auth/me': ok(vendorMe()), 'GET /api/vendors/reports/sales': response });
  return { ...api, ...renderApp(path) };
}

const requested = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname.endsWith('/reports/sales'))
    .map((u) => u.search);

describe('/vendor/reports', () => {
  it('shows the four cards, both charts and the products table with growth coloured', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sales Reports' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const cards = await screen.findByRole('region', { name: 'Summary' });
    for (const text of [
      'Total Sales',
      '$280.00',
      'Orders Count',
      '5',
      'Average Order',
      '$56.00',
      'Units Sold',
      '7',
    ])
      expect(within(cards).getByText(text)).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Sales per day over 2 days, \$280\.00 in all/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sales by category: Lighting $280.00' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Product Sales Performance' });
    expect(within(table).getByText('+600.0%')).toHaveClass('text-emerald-700');
    expect(within(table).getByText('-50.0%')).toHaveClass('text-red-700');
    expect(within(table).getByText('+0.0%')).toHaveClass('text-emerald-700');
    expect(within(table).getByText('No category')).toBeInTheDocument();
    // The category filter offers the categories the vendor sells in.
    const category = screen.getByLabelText('Category');
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Lighting', 'Kitchen']);
  });

  it('keeps every filter in the address, sends dates only when both are set, and resets to 30 days', async () => {
    const { user, fetchMock, router } = open();
    await screen.findByRole('table', { name: 'Product Sales Performance' });
    await user.selectOptions(screen.getByLabelText('Category'), 'c1');
    await user.selectOptions(screen.getByLabelText('Order Status'), 'delivered');
    await waitFor(() =>
      expect(requested(fetchMock).at(-1)).toBe(
        '?reportType=products&timeRange=7&category=c1&status=delivered&page=1',
      ),
    );
    await user.selectOptions(screen.getByLabelText('Time Range'), 'custom');
    await user.type(screen.getByLabelText('Start date'), '2026-01-01');
    // One date only: the preset is still sent.
    await waitFor(() => expect(requested(fetchMock).at(-1)).toContain('timeRange=30'));
    await user.type(screen.getByLabelText('End date'), '2026-02-01');
    await waitFor(() =>
      expect(requested(fetchMock).at(-1)).toContain('startDate=2026-01-01&endDate=2026-02-01'),
    );
    expect(router.state.location.search).toContain('timeRange=custom');
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(requested(fetchMock).at(-1)).toBe('?reportType=summary&timeRange=30&page=1'));
  });

  it('shows the error banner, and a refused filter beside its field', async () => {
    open(
      fail(400, 'VALIDATION_FAILED', 'Invalid query', [
        { path: 'endDate', message: 'The end date must be on or after the start date' },
      ]),
      '/vendor/reports?timeRange=custom&startDate=2026-02-01&endDate=2026-01-01',
    );
    expect(
      await screen.findByText('Failed to load report data', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('The end date must be on or after the start date')).toBeInTheDocument();
    expect(screen.getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the customers report's customer analysis, N/A with the reason when nobody ordered", async () => {
    const analysis = {
      totalCustomers: 5,
      newCustomers: 3,
      returningCustomers: 2,
      repeatCustomers: 2,
      repeatCustomerRate: 40,
      repeatRateDefinition:
        'Customers who ordered in this period and have placed more than one order with you in all.',
      newCustomerOrders: 2,
      returningCustomerOrders: 3,
      newCustomerSales: 80,
      returningCustomerSales: 200,
    };
    const customers = {
      reportType: 'customers' as const,
      productSales: null,
      topCustomers: [],
      customerAnalysis: analysis,
    };
    const { unmount } = open(ok(report(customers)), '/vendor/reports?reportType=customers');
    const section = await screen.findByRole('region', { name: 'Customer Analysis' }, { timeout: 15_000 });
    const card = (label: string) =>
      within(section).getByText(label).closest('div')!.parentElement!.parentElement!;
    expect(card('Customers')).toHaveTextContent('5');
    expect(card('Customers')).toHaveTextContent('3 new, 2 returning');
    expect(card('Repeat Customer Rate')).toHaveTextContent('40.0%');
    expect(card('Sales from New Customers')).toHaveTextContent('$80.00');
    expect(card('Sales from New Customers')).toHaveTextContent('2 orders');
    expect(card('Sales from Returning Customers')).toHaveTextContent('$200.00');
    expect(card('Sales from Returning Customers')).toHaveTextContent('3 orders');
    unmount();

    const nobody = {
      ...analysis,
      totalCustomers: 0,
      newCustomers: 0,
      returningCustomers: 0,
      repeatCustomers: 0,
    };
    open(
      ok(report({ ...customers, customerAnalysis: { ...nobody, repeatCustomerRate: null } })),
      '/vendor/reports?reportType=customers',
    );
    const empty = await screen.findByRole('region', { name: 'Customer Analysis' }, { timeout: 15_000 });
    expect(within(empty).getByText('N/A')).toBeInTheDocument();
    expect(within(empty).getByText('No customer ordered in this period')).toBeInTheDocument();
  });

  it('lists the top customers and the detailed lines with pages', async () => {
    open(
      ok(
        report({
          reportType: 'detailed',
          productSales: null,
          lines: {
            items: [
              {
                id: 'i1',
                orderNumber: 'ORD-1',
                date: '2026-03-14T10:00:00.000Z',
                customerName: 'Bob',
                customerEmail: 'bob@example.test',
                status: 'pending',
                product: 'Lamp',
                sku: 'L-1',
                category: 'Lighting',
                quantity: 2,
                unitPrice: 40,
                total: 80,
              },
            ],
            pagination: {
              currentPage: 1,
              pageSize: 25,
              totalItems: 30,
              totalPages: 2,
              hasNextPage: true,
              hasPrevPage: false,
            },
          },
        }),
      ),
      '/vendor/reports?reportType=detailed',
    );
    const table = await screen.findByRole('table', { name: 'Order Lines' }, { timeout: 15_000 });
    expect(within(table).getByText('ORD-1')).toBeInTheDocument();
    expect(within(table).getByText('$80.00')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Order line pages' })).toBeInTheDocument();
  });
});
