import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Payout } from '@/shared/payouts';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { PayoutStatement } from './api/get-payout-statement';
import type { VendorPayouts } from './api/get-vendor-payouts';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function payout(overrides: Partial<Payout> = {}): Payout {
  return {
    _id: 'payout-1',
    vendorId: 'vendor-1',
    businessName: 'Demo Traders',
    amount: 1234.5,
    status: 'paid',
    cutoffAt: '2026-11-23T12:00:00.000Z',
    reference: 'BANK-REF-77',
    failureReason: null,
    createdAt: '2026-11-23T12:00:00.000Z',
    paidAt: '2026-11-24T12:00:00.000Z',
    failedAt: null,
    ...overrides,
  };
}

const PAYOUTS: Payout[] = [
  payout({
    _id: 'payout-3',
    amount: 310,
    status: 'pending',
    reference: null,
    paidAt: null,
    createdAt: '2026-11-30T12:00:00.000Z',
  }),
  payout({
    _id: 'payout-2',
    amount: 99.99,
    status: 'failed',
    reference: null,
    paidAt: null,
    failureReason: 'The account number was closed',
    failedAt: '2026-11-17T12:00:00.000Z',
    createdAt: '2026-11-16T12:00:00.000Z',
  }),
  payout(),
];

function payouts(overrides: Partial<VendorPayouts> = {}): VendorPayouts {
  const list = overrides.payouts ?? PAYOUTS;
  return {
    currency: 'USD',
    balance: { pending: 1691.09, available: 212.4, paidOut: 1544.5 },
    schedule: { text: 'Every Monday', nextRunAt: '2026-12-07T12:00:00.000Z', holdDays: 7, minimum: 50 },
    expected: { amount: 212.4, note: null },
    hold: null,
    payouts: list,
    pagination: {
      currentPage: 1,
      pageSize: 10,
      totalItems: list.length,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
    },
    ...overrides,
  };
}

const STATEMENT: PayoutStatement = {
  payout: payout(),
  currency: 'USD',
  lines: [
    {
      entryId: 'e1',
      kind: 'part_delivered',
      description: 'Delivered · order IT-1001',
      orderNumber: 'IT-1001',
      occurredAt: '2026-11-10T12:00:00.000Z',
      availableAt: '2026-11-17T12:00:00.000Z',
      amount: 1300,
    },
    {
      entryId: 'e2',
      kind: 'return_refund',
      description: 'Refund on a return · order IT-0990',
      orderNumber: 'IT-0990',
      occurredAt: '2026-11-12T12:00:00.000Z',
      availableAt: '2026-11-12T12:00:00.000Z',
      amount: -65.5,
    },
  ],
  total: 1234.5,
};

type Routes = Parameters<typeof mockApi>[0];

function open(path: string, routes: Routes = {}) {
  const vendor = makeVendor();
  storeVendorSession(vendor);
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe(vendor)),
    'GET /api/vendors/payouts': ok(payouts()),
    'GET /api/vendors/payouts/payout-1/statement': ok(STATEMENT),
    ...routes,
  });
  return { ...api, ...renderApp(path) };
}

// jsdom has no object URLs; the download test lends them.
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

const table = () => within(screen.getByRole('table', { name: 'Payouts' }));

describe('/vendor/payouts', () => {
  it('shows the balance in three parts, each explained, and the next payout with its expected amount', async () => {
    open('/vendor/payouts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    expect(await screen.findByTestId('balance-pending')).toHaveTextContent('$1,691.09');
    expect(
      screen.getByText(/Earned on orders not delivered yet, or delivered less than 7 days ago/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('balance-available')).toHaveTextContent('$212.40');
    expect(screen.getByText('Can be paid out with the next payout.')).toBeInTheDocument();
    expect(screen.getByTestId('balance-paid-out')).toHaveTextContent('$1,544.50');
    expect(screen.getByText('Sent to your bank account by payouts.')).toBeInTheDocument();
    expect(screen.getByTestId('next-payout-date')).toHaveTextContent('Monday, December 7, 2026');
    expect(screen.getByText('Every Monday')).toBeInTheDocument();
    expect(screen.getByTestId('expected-amount')).toHaveTextContent('$212.40');
    expect(screen.queryByTestId('expected-note')).not.toBeInTheDocument();
    expect(screen.getByText('$50.00')).toBeInTheDocument();
  });

  it('lists the payouts with their status, reference or reason, and their statements', async () => {
    open('/vendor/payouts');
    const rows = await waitFor(() => {
      const found = table().getAllByRole('row');
      expect(found).toHaveLength(4);
      return found;
    });
    const [, transit, failed, paid] = rows.map((r) => within(r!));
    expect(transit!.getByText('$310.00')).toBeInTheDocument();
    expect(transit!.getByText('In Transit')).toBeInTheDocument();
    expect(transit!.getByText('Waiting for the bank’s confirmation')).toBeInTheDocument();
    expect(failed!.getByText('Failed')).toBeInTheDocument();
    expect(failed!.getByText('The account number was closed')).toBeInTheDocument();
    expect(paid!.getByText('Paid')).toBeInTheDocument();
    expect(paid!.getByText('BANK-REF-77')).toBeInTheDocument();
    expect(paid!.getByRole('link', { name: 'View statement of the Nov 23, 2026 payout' })).toHaveAttribute(
      'href',
      '/vendor/payouts/payout-1',
    );
    expect(
      paid!.getByRole('button', { name: 'CSV statement of the Nov 23, 2026 payout' }),
    ).toBeInTheDocument();
    expect(
      paid!.getByRole('button', { name: 'PDF statement of the Nov 23, 2026 payout' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 3 of 3 payouts')).toBeInTheDocument();
  });

  it('keeps the page of the history in the address', async () => {
    const pages: (string | null)[] = [];
    const { user, router } = open('/vendor/payouts', {
      'GET /api/vendors/payouts': (request) => {
        const page = new URL(request.url, 'http://x').searchParams.get('page');
        pages.push(page);
        return ok(
          payouts({
            payouts: page === '2' ? [payout({ _id: 'old', amount: 77 })] : PAYOUTS,
            pagination: {
              currentPage: Number(page ?? 1),
              pageSize: 10,
              totalItems: 11,
              totalPages: 2,
              hasNextPage: page !== '2',
              hasPrevPage: page === '2',
            },
          }),
        );
      },
    });
    await screen.findByText('$310.00', { selector: 'td' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('$77.00', { selector: 'td' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(pages).toEqual(['1', '2']);
  });

  it("shows N/A with the server's note verbatim, the hold, and when the first payout comes", async () => {
    open('/vendor/payouts', {
      'GET /api/vendors/payouts': ok(
        payouts({
          balance: { pending: 0, available: -25.5, paidOut: 0 },
          schedule: {
            text: 'Monthly on the 1st',
            nextRunAt: '2026-12-01T12:00:00.000Z',
            holdDays: 0,
            minimum: 50,
          },
          expected: {
            amount: null,
            note: 'You owe $25.50 after refunds; it is netted from your next earnings.',
          },
          hold: { reason: 'Bank details are being checked', heldAt: '2026-11-20T12:00:00.000Z' },
          payouts: [],
        }),
      ),
    });
    expect(await screen.findByTestId('expected-amount')).toHaveTextContent('N/A');
    expect(screen.getByTestId('expected-note')).toHaveTextContent(
      'You owe $25.50 after refunds; it is netted from your next earnings.',
    );
    expect(screen.getByText('Your payouts are on hold')).toBeInTheDocument();
    expect(screen.getByText('Bank details are being checked')).toBeInTheDocument();
    expect(screen.getByText(/Held since Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.getByTestId('balance-available')).toHaveTextContent('-$25.50');
    expect(screen.getByText(/Negative: you owe this after refunds/)).toBeInTheDocument();
    expect(screen.getByText('Earned on orders not delivered yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No payouts yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Your payouts are on hold; the first comes once the hold is lifted.'),
    ).toBeInTheDocument();
  });

  it('says when the first payout comes when nothing has been paid yet', async () => {
    open('/vendor/payouts', {
      'GET /api/vendors/payouts': ok(
        payouts({
          expected: { amount: null, note: 'Nothing is due for payout yet.' },
          payouts: [],
        }),
      ),
    });
    expect(await screen.findByRole('heading', { name: 'No payouts yet' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Payouts run every Monday: your first comes with the first run after your available balance reaches the $50.00 minimum.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('expected-note')).toHaveTextContent('Nothing is due for payout yet.');
  });

  it('says why the page could not load and tries again', async () => {
    let calls = 0;
    const { user } = open('/vendor/payouts', {
      'GET /api/vendors/payouts': () => {
        calls += 1;
        return calls === 1
          ? fail(503, 'UNAVAILABLE', 'The service is busy, please wait a moment')
          : ok(payouts());
      },
    });
    expect(await screen.findByText('Payouts could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The service is busy, please wait a moment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('balance-pending')).toHaveTextContent('$1,691.09');
  });
});

describe('/vendor/payouts/:id', () => {
  it('opens the statement from the history: the facts, every line and the total', async () => {
    const { user, router } = open('/vendor/payouts');
    await screen.findByRole('table', { name: 'Payouts' });
    // The history is a table on wide screens (the phone's cards hold the same links).
    await user.click(table().getByRole('link', { name: 'View statement of the Nov 23, 2026 payout' }));
    expect(await screen.findByRole('heading', { name: 'Payout of $1,234.50' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor/payouts/payout-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByText('BANK-REF-77')).toBeInTheDocument();
    const lines = within(screen.getByRole('table', { name: 'Statement lines' }));
    const rows = lines.getAllByRole('row');
    // Header, two lines, total.
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('Delivered · order IT-1001')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Nov 17, 2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$1,300.00')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('-$65.50')).toBeInTheDocument();
    expect(within(rows[3]!).getByRole('rowheader', { name: 'Total paid out' })).toBeInTheDocument();
    expect(within(rows[3]!).getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All payouts' })).toHaveAttribute('href', '/vendor/payouts');
  });

  it('downloads the CSV with the bearer token and says which file it saved', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    let exportUrl = '';
    const { user, calls } = open('/vendor/payouts/payout-1', {
      'GET /api/vendors/payouts/payout-1/statement/export': (request) => {
        exportUrl = request.url;
        return new Response('\uFEFFDate,Amount\n,,Total paid out,,1234.50\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="payout-statement-2026-11-23-payout-1.csv"',
          },
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('Downloaded payout-statement-2026-11-23-payout-1.csv'),
    ).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/api/vendors/payouts/payout-1/statement/export');
    expect(call?.headers.get('authorization')).toBe('Bearer vendor-token');
    expect(new URL(exportUrl, 'http://x').searchParams.get('format')).toBe('csv');
    expect(clicked[0]?.download).toBe('payout-statement-2026-11-23-payout-1.csv');
  });

  it('says in words when a download fails', async () => {
    const { user } = open('/vendor/payouts/payout-1', {
      'GET /api/vendors/payouts/payout-1/statement/export': fail(404, 'PAYOUT_NOT_FOUND', 'Payout not found'),
    });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payout not found');
  });

  it("says a payout that is not the vendor's was not found, with the way back", async () => {
    open('/vendor/payouts/someone-elses', {
      'GET /api/vendors/payouts/someone-elses/statement': fail(404, 'PAYOUT_NOT_FOUND', 'Payout not found'),
    });
    expect(await screen.findByText('The statement could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(/^Payout not found\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All payouts' })).toBeInTheDocument();
  });
});
