import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { ProductPerformance, ProductPerformanceRow } from './api/product-performance';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

const row = (o: Partial<ProductPerformanceRow> & { id: string; title: string }): ProductPerformanceRow => ({
  status: 'active',
  sku: '',
  views: 0,
  units: 0,
  revenue: 0,
  orders: 0,
  conversionRate: null,
  stock: 5,
  previousRevenue: 0,
  trend: 0,
  ...o,
});

function page(overrides: Partial<ProductPerformance> = {}): ProductPerformance {
  return {
    period: {
      startDate: '2025-05-16',
      endDate: '2025-06-14',
      days: 30,
      previousStartDate: '2025-04-16',
      previousEndDate: '2025-05-15',
    },
    sortBy: 'revenue',
    sortOrder: 'desc',
    search: null,
    products: [
      row({
        id: 'p1',
        title: 'Lamp',
        views: 10,
        units: 3,
        revenue: 120,
        orders: 2,
        conversionRate: 20,
        stock: 7,
        trend: 200,
      }),
      row({
        id: 'p2',
        title: 'Mug',
        views: 4,
        units: 3,
        revenue: 45,
        orders: 2,
        conversionRate: 50,
        stock: 12,
        trend: -25,
      }),
      row({ id: 'p3', title: 'Poster', trend: null }),
    ],
    pagination: {
      currentPage: 1,
      pageSize: 20,
      totalItems: 43,
      totalPages: 3,
      hasNextPage: true,
      hasPrevPage: false,
    },
    ...overrides,
  };
}

function open(response: Response = ok(page()), path = '/vendor/analytics/products') {
  storeVendorSession();
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe()),
    'GET /api/vendors/analytics/products': response,
  });
  return { ...api, ...renderApp(path) };
}

const asked = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname.endsWith('/analytics/products'))
    .map((u) => Object.fromEntries(u.searchParams));

describe('/vendor/analytics/products', () => {
  it('lists every product with its figures, N/A where there is nothing to divide, and links to its analytics', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Product Performance' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Product performance' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByRole('link', { name: 'Lamp' })).toHaveAttribute(
      'href',
      '/vendor/products/p1/analytics',
    );
    expect(rows[1]).toHaveTextContent('$120.00');
    expect(rows[1]).toHaveTextContent('20.0%');
    expect(rows[1]).toHaveTextContent('+200.0%');
    expect(rows[2]).toHaveTextContent('-25.0%');
    // Poster: no views, no previous sales.
    expect(within(rows[3]!).getAllByText('N/A')).toHaveLength(2);
    expect(within(table).getByRole('columnheader', { name: /Revenue/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByText('Showing 1 to 20 of 43 products')).toBeInTheDocument();
  });

  it('sorts by a header, pages and searches, all in the address', async () => {
    const { user, fetchMock, router } = open();
    await screen.findByRole('table', { name: 'Product performance' });
    expect(asked(fetchMock)[0]).toMatchObject({
      timeRange: '30',
      page: '1',
      sortBy: 'revenue',
      sortOrder: 'desc',
      limit: '20',
    });

    await user.click(screen.getByRole('button', { name: /Conversion/ }));
    await waitFor(() =>
      expect(asked(fetchMock).at(-1)).toMatchObject({ sortBy: 'conversion', sortOrder: 'desc' }),
    );
    await user.click(screen.getByRole('button', { name: /Product/ }));
    await waitFor(() => expect(asked(fetchMock).at(-1)).toMatchObject({ sortBy: 'name', sortOrder: 'asc' }));
    expect(router.state.location.search).toBe('?sortBy=name&sortOrder=asc');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(asked(fetchMock).at(-1)).toMatchObject({ page: '2', sortBy: 'name' }));

    await user.type(screen.getByLabelText('Search products by title'), 'lamp');
    await waitFor(() => expect(asked(fetchMock).at(-1)).toMatchObject({ search: 'lamp', page: '1' }));
    await user.selectOptions(screen.getByLabelText('Time range'), '365');
    await waitFor(() => expect(asked(fetchMock).at(-1)).toMatchObject({ timeRange: '365', search: 'lamp' }));
  });

  it('shows an empty state and an error with Try Again', async () => {
    open(
      ok(
        page({
          products: [],
          pagination: {
            currentPage: 1,
            pageSize: 20,
            totalItems: 0,
            totalPages: 1,
            hasNextPage: false,
            hasPrevPage: false,
          },
        }),
      ),
    );
    expect(await screen.findByText('No products yet', undefined, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('offers Try Again when the load fails', async () => {
    const { user, fetchMock } = open(fail(500, 'INTERNAL', 'Something broke'));
    expect(
      await screen.findByText('Failed to load product performance', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(asked(fetchMock)).toHaveLength(2));
  });
});
