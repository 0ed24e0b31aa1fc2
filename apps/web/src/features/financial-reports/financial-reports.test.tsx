import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { FinancialFigures, FinancialReport } from './api/financial-report';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 40_000 });

const API_PATH = '/api/vendors/analytics/financial';

const figures = (f: Partial<FinancialFigures>): FinancialFigures => ({
  grossSales: 0,
  cancellations: 0,
  returns: 0,
  refundsAndCancellations: 0,
  netSales: 0,
  deliveredOrders: 0,
  deliveredSales: 0,
  commission: 0,
  earnings: 0,
  paidToAdmin: 0,
  pendingToAdmin: 0,
  ...f,
});

const jan = figures({
  grossSales: 120,
  returns: 80,
  refundsAndCancellations: 80,
  netSales: 40,
  deliveredOrders: 1,
  deliveredSales: 40,
  commission: 8,
  earnings: 32,
  paidToAdmin: 8,
});
const feb = figures({
  grossSales: 240,
  cancellations: 40,
  refundsAndCancellations: 40,
  netSales: 200,
  deliveredOrders: 2,
  deliveredSales: 160,
  commission: 32,
  earnings: 128,
  paidToAdmin: 10,
  pendingToAdmin: 22,
});

function report(overrides: Partial<FinancialReport> = {}): FinancialReport {
  return {
    timeRange: 90,
    period: {
      startDate: '2026-01-01',
      endDate: '2026-02-28',
      requestedStartDate: '2026-01-05',
      requestedEndDate: '2026-02-28',
    },
    timeZone: 'UTC',
    basis: { grossSales: 'placed', commission: 'delivered' },
    months: [
      { month: '2026-01', year: 2026, monthNumber: 1, ...jan },
      { month: '2026-02', year: 2026, monthNumber: 2, ...feb },
    ],
    totals: figures({
      grossSales: 360,
      cancellations: 40,
      returns: 80,
      refundsAndCancellations: 120,
      netSales: 240,
      deliveredOrders: 3,
      deliveredSales: 200,
      commission: 40,
      earnings: 160,
      paidToAdmin: 18,
      pendingToAdmin: 22,
    }),
    ...overrides,
  };
}

function open(answer: Response | (() => Response) = ok(report())) {
  storeVendorSession();
  const api = mockApi({ 'GET /api/auth/me': ok(vendorMe()), [`GET ${API_PATH}`]: answer });
  return { ...api, ...renderApp('/vendor/analytics/financial?timeRange=90') };
}

describe('/vendor/analytics/financial', () => {
  it('shows the KPIs, the monthly statement with totals and the basis of each column', async () => {
    const { user } = open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Financial Reports' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const kpis = await screen.findByRole('region', { name: 'Key figures' });
    expect(within(kpis).getByText('$360.00')).toBeInTheDocument();
    expect(within(kpis).getByText('$22.00')).toBeInTheDocument();
    expect(within(kpis).getByText('$18.00 paid')).toBeInTheDocument();
    expect(
      screen.getByText('Whole calendar months touched by the range: Jan 2026 to Feb 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Time range')).toHaveValue('90');

    const statement = screen.getByRole('table', { name: 'Monthly statement' });
    const headers = within(statement)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toContain('Gross sales(placed)');
    expect(headers).toContain('Commission(delivered)');
    expect(headers).toContain('Pending(delivered)');
    const febRow = within(statement).getByRole('row', { name: /Feb 2026/ });
    expect(
      within(febRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '$240.00',
      '$40.00',
      '$0.00',
      '$200.00',
      '2',
      '$160.00',
      '$32.00',
      '$128.00',
      '$10.00',
      '$22.00',
    ]);
    const total = within(statement).getByRole('row', { name: /Total/ });
    expect(within(total).getAllByRole('cell')[0]).toHaveTextContent('$360.00');

    await user.click(screen.getByRole('button', { name: 'Table' }));
    const chartTable = screen.getByRole('table', { name: 'Money by Month' });
    expect(within(chartTable).getAllByRole('row')).toHaveLength(4); // header, 2 months, total
  });

  it('shows the empty state when there is nothing yet', async () => {
    open(
      ok(
        report({
          months: [{ month: '2026-02', year: 2026, monthNumber: 2, ...figures({}) }],
          totals: figures({}),
        }),
      ),
    );
    expect(
      await screen.findByText('No analytics data available yet. Start selling to see insights!'),
    ).toBeInTheDocument();
  });

  it('shows the 403 text of the spec with Try Again', async () => {
    open(fail(403, 'FORBIDDEN', 'Forbidden'));
    expect(
      await screen.findByText('Access denied. Please ensure your vendor account is approved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
