import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { commissionErrorMessage, InvalidCommissionData } from '@/shared/commissions/commission-keys';
import type { CommissionSummary } from '@/shared/commissions/get-commission-summary';
import type { MonthlyCommissions, MonthlyRecord } from '@/shared/commissions/list-monthly-commissions';
import { COMMISSION_MESSAGES } from '@/shared/commissions/messages';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const YEAR = new Date().getUTCFullYear();

function summary(overrides: Partial<CommissionSummary> = {}): CommissionSummary {
  return {
    period: 'month',
    totalCommission: 96.7,
    totalPaidToAdmin: 0,
    pendingAmountToAdmin: 96.7,
    vendorCommissionRate: 15,
    totalOrders: 7,
    totalSales: 483.49,
    ...overrides,
  };
}

function record(month: number, overrides: Partial<MonthlyRecord> = {}): MonthlyRecord {
  const names = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return {
    year: YEAR,
    month,
    monthName: names[month - 1]!,
    status: 'completed',
    totalCommission: 100,
    paidToAdmin: 100,
    pendingAmountToAdmin: 0,
    totalOrders: 5,
    totalSales: 500,
    ...overrides,
  };
}

function monthly(records: MonthlyRecord[], page = 1, totalReports = records.length): MonthlyCommissions {
  const totalPages = Math.max(1, Math.ceil(totalReports / 12));
  return {
    records,
    pagination: {
      currentPage: page,
      totalPages,
      totalReports,
      pageSize: 12,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
    },
    vendorCommissionRate: 15,
  };
}

const RECORDS = [
  record(4, {
    status: 'current',
    totalCommission: 96.7,
    paidToAdmin: 0,
    pendingAmountToAdmin: 96.7,
    totalOrders: 7,
  }),
  record(3, {
    status: 'pending',
    totalCommission: 235.1,
    paidToAdmin: 117.55,
    pendingAmountToAdmin: 117.55,
    totalOrders: 9,
  }),
  record(2, { status: 'completed', totalCommission: 258.6, paidToAdmin: 258.6, totalOrders: 11 }),
  record(1, { status: 'no_data', totalCommission: 0, paidToAdmin: 0, totalOrders: 0 }),
];

type Routes = Parameters<typeof mockApi>[0];

function open(routes: Routes = {}) {
  const vendor = makeVendor();
  storeVendorSession(vendor);
  const urls: string[] = [];
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe(vendor)),
    'GET /api/vendors/orders/commissions': (request) => {
      urls.push(request.url);
      const period = new URL(request.url, 'http://x').searchParams.get('period') ?? 'month';
      return ok({
        summary: summary(
          period === 'year'
            ? { period, totalCommission: 2048.19, totalPaidToAdmin: 1635.14, pendingAmountToAdmin: 413.05 }
            : { period },
        ),
      });
    },
    'GET /api/vendors/orders/commissions/monthly': (request) => {
      urls.push(request.url);
      return ok(monthly(RECORDS));
    },
    ...routes,
  });
  return { ...api, urls, ...renderApp('/vendor/commissions') };
}

describe('/vendor/commissions', () => {
  it('shows the three summary cards and the rate for This Month', async () => {
    const { urls } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Commissions' })).toBeInTheDocument();
    // The cards show a dash until the summary arrives.
    expect(
      await screen.findByText('$96.70', { selector: '[data-testid="total-commission"]' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Total Commission Sum')).toBeInTheDocument();
    expect(screen.getByText('Paid to Admin')).toBeInTheDocument();
    expect(screen.getByText('Pending to Admin')).toBeInTheDocument();
    expect(screen.getByTestId('paid-to-admin')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('pending-to-admin')).toHaveTextContent('$96.70');
    expect(screen.getByTestId('commission-rate')).toHaveTextContent('15%');
    const period = screen.getByRole('combobox', { name: 'Period' });
    expect(period).toHaveValue('month');
    expect(
      within(period)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['This Month', 'Last 90 Days', 'This Year']);
    expect(urls.some((u) => new URL(u, 'http://x').searchParams.get('period') === 'month')).toBe(true);
  });

  it('changes the period', async () => {
    const { user } = open();
    await screen.findByText('$96.70', { selector: '[data-testid="total-commission"]' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'year');
    await waitFor(() => expect(screen.getByTestId('total-commission')).toHaveTextContent('$2,048.19'));
    expect(screen.getByTestId('pending-to-admin')).toHaveTextContent('$413.05');
  });

  it('shows a card per month with its status badge, figures and orders', async () => {
    const { urls } = open();
    const april = await screen.findByRole('group', { name: `April ${YEAR}` });
    expect(within(april).getByText('Current')).toBeInTheDocument();
    expect(within(april).getByTestId('month-total')).toHaveTextContent('$96.70');
    const march = screen.getByRole('group', { name: `March ${YEAR}` });
    expect(within(march).getByText('Pending Payment')).toBeInTheDocument();
    expect(within(march).getAllByText('$117.55')).toHaveLength(2);
    expect(within(march).getByText('9')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: `February ${YEAR}` })).getByText('Completed'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: `January ${YEAR}` })).getByText('No Data'),
    ).toBeInTheDocument();
    const monthlyUrl = new URL(urls.find((u) => u.includes('/monthly'))!, 'http://x');
    expect(monthlyUrl.searchParams.get('limit')).toBe('12');
    expect(monthlyUrl.searchParams.get('year')).toBe(String(YEAR));
    expect(monthlyUrl.searchParams.get('page')).toBe('1');
    expect(await screen.findByRole('img', { name: /Commission per month/ })).toBeInTheDocument();
  });

  it("says 'No Commission Data' for a year without records", async () => {
    open({ 'GET /api/vendors/orders/commissions/monthly': ok(monthly([])) });
    expect(await screen.findByText('No Commission Data')).toBeInTheDocument();
  });

  it('pages through the months, 12 at a time, and asks for the chosen year', async () => {
    const urls: string[] = [];
    const { user } = open({
      'GET /api/vendors/orders/commissions/monthly': (request) => {
        urls.push(request.url);
        const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
        return ok(monthly(page === 2 ? [record(1)] : [record(12), record(11)], page, 13));
      },
    });
    await screen.findByRole('group', { name: `December ${YEAR}` });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('group', { name: `January ${YEAR}` })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(YEAR - 1));
    await waitFor(() => {
      const last = new URL(urls.at(-1)!, 'http://x').searchParams;
      expect(last.get('year')).toBe(String(YEAR - 1));
      expect(last.get('page')).toBe('1');
    });
  });

  it('says the summary could not be loaded, and uses the dashboard rate', async () => {
    open({
      'GET /api/vendors/orders/commissions': fail(500, 'INTERNAL', 'Internal server error'),
      'GET /api/vendors/orders/commissions/monthly': fail(500, 'INTERNAL', 'Internal server error'),
      'GET /api/admin/commission/settings': ok({ commissionPercentage: 20 }),
      'GET /api/vendors/dashboard': ok({ commissionRate: 12.5, vendor: makeVendor() }),
    });
    expect(
      await screen.findByText('Unable to load commission summary. Please try again later.'),
    ).toBeInTheDocument();
    // The summary and the monthly records are two requests: either may fail first.
    expect(
      await screen.findByText('Unable to load commission data. Please try again later.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('commission-rate')).toHaveTextContent('12.5%'));
  });

  it('falls back to 20 percent when neither rate call answers', async () => {
    open({
      'GET /api/vendors/orders/commissions': fail(500, 'INTERNAL', 'Internal server error'),
      'GET /api/vendors/orders/commissions/monthly': fail(500, 'INTERNAL', 'Internal server error'),
    });
    await waitFor(() => expect(screen.getByTestId('commission-rate')).toHaveTextContent('20%'));
  });

  it("says 'Invalid data format received from server.' for an answer of the wrong shape", async () => {
    open({
      'GET /api/vendors/orders/commissions': ok({ summary: { totalCommission: 'lots' } }),
      'GET /api/vendors/orders/commissions/monthly': ok({ records: 'none' }),
    });
    // One message per request; findAll would settle for the first one to answer.
    await waitFor(() =>
      expect(screen.getAllByText('Invalid data format received from server.')).toHaveLength(2),
    );
  });
});

describe('commission messages', () => {
  it('maps a missing token, bad data and other failures to the sentences of spec 001', () => {
    const noToken = new ApiError({ status: 401, code: 'NOT_SIGNED_IN', message: 'Authentication required' });
    expect(commissionErrorMessage(noToken, COMMISSION_MESSAGES.summaryFailed)).toBe(
      'No authentication token found. Please log in again.',
    );
    expect(commissionErrorMessage(new InvalidCommissionData('x'), COMMISSION_MESSAGES.summaryFailed)).toBe(
      'Invalid data format received from server.',
    );
    const server = new ApiError({ status: 500, code: 'INTERNAL', message: 'Internal server error' });
    expect(commissionErrorMessage(server, COMMISSION_MESSAGES.monthlyFailed)).toBe(
      'Unable to load commission data. Please try again later.',
    );
  });
});
