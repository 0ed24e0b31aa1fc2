import { PRODUCT_ANALYTICS_MESSAGES } from '@market/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/test/catalog-fixtures';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { ProductAnalytics } from './api/product-analytics';
import { formatChange, formatRate } from './format';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

const product = makeProduct({ stock: 8, lowStockThreshold: 10, sku: '', brand: 'Sonic' });

function analytics(overrides: Partial<ProductAnalytics> = {}): ProductAnalytics {
  const days = ['2025-11-19', '2025-11-20', '2025-11-21'];
  return {
    timeRange: 30,
    includeCancelled: false,
    period: { startDate: days[0]!, endDate: days[2]!, previousStartDate: '2025-10-20' },
    views: days.map((date, i) => ({ date, views: i * 10 })),
    sales: days.map((date, i) => ({ date, quantity: i, revenue: i * 99.5 })),
    performance: {
      totalViews: 1234,
      viewsChange: 12.345,
      totalSales: 3,
      salesChange: -40,
      totalRevenue: 298.5,
      revenueChange: 0,
      totalOrders: 3,
      conversionRate: 0.0243,
      conversionChange: null,
    },
    stockHistory: [],
    topRegions: [],
    customerInsights: { uniqueCustomers: 2, averageOrderValue: 99.5, repeatPurchaseRate: 0.5 },
    ...overrides,
  };
}

function open(routes: Parameters<typeof mockApi>[0] = {}) {
  storeVendorSession();
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe()),
    [`GET /api/vendors/products/${product._id}`]: ok(product),
    [`GET /api/vendors/products/${product._id}/analytics`]: ok(analytics()),
    ...routes,
  });
  return { ...api, ...renderApp(`/vendor/products/${product._id}/analytics`) };
}

describe('percent formatting', () => {
  it('shows changes with one decimal and a sign, and new activity as New', () => {
    expect(formatChange(12.345)).toEqual({ text: '+12.3%', direction: 'up' });
    expect(formatChange(-40)).toEqual({ text: '-40.0%', direction: 'down' });
    expect(formatChange(0)).toEqual({ text: '0.0%', direction: 'flat' });
    expect(formatChange(0.04)).toEqual({ text: '0.0%', direction: 'flat' });
    expect(formatChange(null)).toEqual({ text: 'New', direction: 'new' });
    expect(formatRate(0.0243)).toBe('2.4%');
    expect(formatRate(0.5)).toBe('50.0%');
  });
});

describe('/vendor/products/:id/analytics', () => {
  it('shows the product card, the KPIs with their change, the empty chart texts and the insights', async () => {
    open();
    // The first test loads the page's chunk (and recharts) on a cold cache.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Product Analytics' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Wireless Headphones' })).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument(); // no SKU
    expect(screen.getByText('Low Stock')).toBeInTheDocument(); // 8 at or below 10
    expect(screen.getByText('Price').nextSibling).toHaveTextContent('$99.50');

    const kpis = screen.getByRole('region', { name: 'Key figures' });
    expect(within(kpis).getByText('1,234')).toBeInTheDocument();
    expect(screen.getByTestId('change-Total Views')).toHaveTextContent('+12.3%');
    expect(screen.getByTestId('change-Total Views').parentElement).toHaveAttribute('data-direction', 'up');
    expect(screen.getByTestId('change-Total Sales')).toHaveTextContent('-40.0%');
    expect(screen.getByTestId('change-Total Sales').parentElement).toHaveClass('text-red-700');
    expect(screen.getByTestId('change-Revenue')).toHaveTextContent('0.0%');
    expect(within(kpis).getByText('$298.50')).toBeInTheDocument();
    expect(within(kpis).getByText('2.4%')).toBeInTheDocument();
    expect(screen.getByTestId('change-Conversion Rate')).toHaveTextContent('New');

    expect(screen.getByRole('heading', { name: 'Product Views' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sales Performance' })).toBeInTheDocument();
    expect(screen.getByText(PRODUCT_ANALYTICS_MESSAGES.noRegionalData)).toBeInTheDocument();
    expect(screen.getByText(PRODUCT_ANALYTICS_MESSAGES.noStockHistory)).toBeInTheDocument();

    expect(screen.getByText('Unique Customers').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Average Order Value').nextSibling).toHaveTextContent('$99.50');
    expect(screen.getByText('Repeat Purchase Rate').nextSibling).toHaveTextContent('50.0%');
    expect(screen.getByRole('link', { name: 'Edit Product' })).toHaveAttribute(
      'href',
      `/vendor/products/${product._id}/edit`,
    );
    expect(screen.getAllByRole('link', { name: 'Back to Products' })[0]).toHaveAttribute(
      'href',
      '/vendor/products',
    );
  });

  it('loads 30 days by default, another range when chosen, and again on Refresh', async () => {
    const { user, fetchMock } = open();
    await screen.findByTestId('change-Total Views');
    const ranges = () =>
      fetchMock.mock.calls
        .map(([u]) => new URL(String(u), 'http://x'))
        .filter((u) => u.pathname.endsWith('/analytics'))
        .map((u) => u.searchParams.get('timeRange'));
    expect(ranges()).toEqual(['30']);
    expect(screen.getByLabelText('Time range')).toHaveValue('30');
    await user.selectOptions(screen.getByLabelText('Time range'), '90');
    await waitFor(() => expect(ranges()).toEqual(['30', '90']));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(ranges()).toEqual(['30', '90', '90']));
  });

  it('reloads with the toggle: cancelled orders included, said so above the figures', async () => {
    const { user, fetchMock } = open({
      [`GET /api/vendors/products/${product._id}/analytics`]: ({ url }) => {
        const included = new URL(url, 'http://x').searchParams.get('includeCancelled') === 'true';
        return ok(
          analytics(
            included
              ? {
                  includeCancelled: true,
                  performance: { ...analytics().performance, totalSales: 13, totalRevenue: 1298.5 },
                }
              : {},
          ),
        );
      },
    });
    await screen.findByTestId('change-Total Views');
    const toggles = () =>
      fetchMock.mock.calls
        .map(([u]) => new URL(String(u), 'http://x'))
        .filter((u) => u.pathname.endsWith('/analytics'))
        .map((u) => `${u.searchParams.get('timeRange')}/${u.searchParams.get('includeCancelled')}`);
    expect(toggles()).toEqual(['30/false']);
    const toggle = screen.getByRole('checkbox', { name: 'Include cancelled orders' });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByText('Cancelled orders included')).toBeNull();
    await user.click(toggle);
    await waitFor(() => expect(toggles()).toEqual(['30/false', '30/true']));
    expect(await screen.findByText('Cancelled orders included')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Key figures' })).getByText('$1,298.50'),
    ).toBeInTheDocument();
    // The period and the toggle both hold: another range keeps it on.
    await user.selectOptions(screen.getByLabelText('Time range'), '7');
    await waitFor(() => expect(toggles()).toEqual(['30/false', '30/true', '7/true']));
    await user.click(toggle);
    await waitFor(() => expect(toggles()).toEqual(['30/false', '30/true', '7/true', '7/false']));
    await waitFor(() => expect(screen.queryByText('Cancelled orders included')).toBeNull());
  });

  it('draws the regions and stock charts when there is data', async () => {
    open({
      [`GET /api/vendors/products/${product._id}/analytics`]: ok(
        analytics({
          topRegions: [
            { name: 'California', sales: 3 },
            { name: 'Texas', sales: 1 },
          ],
          stockHistory: [{ date: '2025-11-21', stock: 8 }],
        }),
      ),
    });
    await screen.findByTestId('change-Total Views');
    expect(screen.queryByText(PRODUCT_ANALYTICS_MESSAGES.noRegionalData)).toBeNull();
    expect(screen.queryByText(PRODUCT_ANALYTICS_MESSAGES.noStockHistory)).toBeNull();
    expect(screen.getByRole('img', { name: 'Sales by region: California 3, Texas 1' })).toBeInTheDocument();
  });

  it("shows 'Product not found' with a way back", async () => {
    open({
      [`GET /api/vendors/products/${product._id}`]: fail(404, 'NOT_FOUND', 'Product not found'),
      [`GET /api/vendors/products/${product._id}/analytics`]: fail(404, 'NOT_FOUND', 'Product not found'),
    });
    expect(await screen.findByText(PRODUCT_ANALYTICS_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/vendor/products',
    );
  });

  it("shows 'Failed to load product analytics' when the analytics fail", async () => {
    open({ [`GET /api/vendors/products/${product._id}/analytics`]: fail(500, 'INTERNAL', '') });
    expect(await screen.findByText(PRODUCT_ANALYTICS_MESSAGES.loadFailed)).toBeInTheDocument();
  });
});
