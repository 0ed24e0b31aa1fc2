import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MonthlyRecord } from '@/shared/commissions';
import { jsonResponse, mockApi, ok } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { AdminVendorCommissions } from './api/get-admin-vendor-commissions';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const admin = makeUser({ _id: 'admin-1', name: 'Ada Admin', email: 'admin@demo.test', role: 'admin' });
const adminMe = ok({ user: admin, vendor: null, impersonatedBy: null, expiresAt: '2030-01-01T00:00:00Z' });
const VENDOR_ID = '11111111-1111-4111-8111-111111111111';
const YEAR = new Date().getUTCFullYear();

function record(overrides: Partial<MonthlyRecord>): MonthlyRecord {
  return {
    year: YEAR,
    month: 3,
    monthName: 'March',
    status: 'pending',
    totalCommission: 235.1,
    paidToAdmin: 117.55,
    pendingAmountToAdmin: 117.55,
    totalOrders: 9,
    totalSales: 1175.46,
    ...overrides,
  };
}

function answer(records: MonthlyRecord[]): AdminVendorCommissions {
  return {
    summary: {
      period: 'year',
      totalCommission: 2048.19,
      totalPaidToAdmin: 1635.14,
      pendingAmountToAdmin: 413.05,
      vendorCommissionRate: 20,
      totalOrders: 107,
      totalSales: 10240.39,
    },
    records,
    pagination: { currentPage: 1, totalPages: 1, totalReports: records.length },
    vendorCommissionRate: 20,
  };
}

function open(routes: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('adminToken', 'admin-token');
  const api = mockApi({
    'GET /api/auth/me': adminMe,
    [`GET /api/admin/vendors/${VENDOR_ID}/commissions`]: ok(
      answer([
        record({
          month: 4,
          monthName: 'April',
          status: 'current',
          totalCommission: 50,
          paidToAdmin: 0,
          pendingAmountToAdmin: 50,
        }),
        record({}),
        record({
          month: 2,
          monthName: 'February',
          status: 'completed',
          totalCommission: 80,
          paidToAdmin: 80,
          pendingAmountToAdmin: 0,
        }),
      ]),
    ),
    ...routes,
  });
  const view = renderApp({
    pathname: `/admin/vendors/${VENDOR_ID}/commissions`,
    state: { businessName: 'Demo Traders' },
  });
  return { ...api, ...view };
}

describe('/admin/vendors/:id/commissions', () => {
  it("shows the vendor's commission this year and a card per month, with Record payment where something is due", async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Demo Traders · Commissions' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('$2,048.19')).toBeInTheDocument();
    expect(screen.getByText('$413.05')).toBeInTheDocument();
    expect(screen.getByText('20%')).toBeInTheDocument();
    const march = within(screen.getByRole('group', { name: `March ${YEAR}` }));
    expect(march.getByText('Pending Payment')).toBeInTheDocument();
    expect(march.getByRole('button', { name: `Record payment for March ${YEAR}` })).toBeInTheDocument();
    const february = within(screen.getByRole('group', { name: `February ${YEAR}` }));
    expect(february.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Vendors' })).toHaveAttribute('href', '/admin/vendors');
  });

  it('records a payment, the amount defaulting to what is pending, and shows a 409 beside the amount', async () => {
    let attempt = 0;
    const { user, calls } = open({
      'POST /api/admin/commissions/payments': () => {
        attempt += 1;
        if (attempt === 1) {
          return jsonResponse(409, {
            success: false,
            code: 'PAYMENT_EXCEEDS_PENDING',
            message: `The payment is more than the 117.55 pending for March ${YEAR}`,
            pending: 117.55,
          });
        }
        return jsonResponse(201, {
          success: true,
          data: { paymentId: 'pay-1', amount: 100, pendingAfter: 17.55 },
          message: 'Payment recorded',
        });
      },
    });
    await screen.findByRole('group', { name: `March ${YEAR}` });
    await user.click(screen.getByRole('button', { name: `Record payment for March ${YEAR}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Record payment · March ${YEAR}` }));
    const amount = dialog.getByLabelText('Amount');
    expect(amount).toHaveValue('117.55');
    await user.clear(amount);
    await user.type(amount, '500');
    await user.type(dialog.getByLabelText('Reference'), 'TRX-42');
    await user.click(dialog.getByRole('button', { name: 'Record Payment' }));
    expect(await dialog.findByText(`More than the $117.55 pending for March ${YEAR}.`)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      vendorId: VENDOR_ID,
      year: YEAR,
      month: 3,
      amount: 500,
      reference: 'TRX-42',
    });

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(dialog.getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText(`Payment of $100.00 recorded for March ${YEAR}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an amount that is not a positive number with at most 2 decimals', async () => {
    const { user, calls } = open();
    await screen.findByRole('group', { name: `March ${YEAR}` });
    await user.click(screen.getByRole('button', { name: `Record payment for March ${YEAR}` }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.clear(dialog.getByLabelText('Amount'));
    await user.type(dialog.getByLabelText('Amount'), '1.234');
    await user.click(dialog.getByRole('button', { name: 'Record Payment' }));
    expect(await dialog.findByText('Enter an amount like 120.50 (at most 2 decimals)')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('/admin/vendors', () => {
  it('links each vendor to its commissions', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    mockApi({
      'GET /api/auth/me': adminMe,
      'GET /api/admin/vendors': ok({
        vendors: [
          {
            _id: VENDOR_ID,
            businessName: 'Demo Traders',
            email: 'vendor@demo.test',
            contactName: 'Vera Vendor',
            phone: '555',
            city: 'Chicago',
            logo: null,
            verificationStatus: 'approved',
            commissionRate: null,
            effectiveCommissionRate: 20,
            createdAt: '2025-01-01T00:00:00.000Z',
          },
        ],
        pagination: {
          currentPage: 1,
          pageSize: 20,
          totalItems: 1,
          totalPages: 1,
          hasNextPage: false,
          hasPrevPage: false,
        },
      }),
      [`GET /api/admin/vendors/${VENDOR_ID}/commissions`]: ok(answer([record({})])),
    });
    const { user, router } = renderApp('/admin/vendors');
    const link = await screen.findByRole('link', { name: 'Commissions of Demo Traders' });
    expect(link).toHaveAttribute('href', `/admin/vendors/${VENDOR_ID}/commissions`);
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Demo Traders · Commissions' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/vendors/${VENDOR_ID}/commissions`);
  });
  it('keeps the year in the address: opens on ?year= and a new year replaces it', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const years: string[] = [];
    mockApi({
      'GET /api/auth/me': adminMe,
      [`GET /api/admin/vendors/${VENDOR_ID}/commissions`]: ({ url }) => {
        years.push(new URL(url, 'http://x').searchParams.get('year') ?? '');
        return ok(answer([record({})]));
      },
    });
    const { user, router } = renderApp(`/admin/vendors/${VENDOR_ID}/commissions?year=${YEAR - 1}`);
    const select = await screen.findByLabelText('Year');
    expect(select).toHaveValue(String(YEAR - 1));
    expect(years).toEqual([String(YEAR - 1)]);

    await user.selectOptions(select, String(YEAR));
    // This year is the default: the address drops the parameter.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(years.at(-1)).toBe(String(YEAR)));
  });
});
