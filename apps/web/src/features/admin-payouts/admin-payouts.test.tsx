import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Payout } from '@/shared/payouts';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { PayoutDesk } from './api/payout-desk';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const admin = makeUser({ _id: 'admin-1', name: 'Ada Admin', email: 'admin@demo.test', role: 'admin' });
const adminMe = ok({ user: admin, vendor: null, impersonatedBy: null, expiresAt: '2030-01-01T00:00:00Z' });

function payout(overrides: Partial<Payout> = {}): Payout {
  return {
    _id: 'p-demo',
    vendorId: 'v-demo',
    businessName: 'Demo Traders',
    amount: 2845.98,
    status: 'pending',
    cutoffAt: '2026-11-23T12:00:00.000Z',
    reference: null,
    failureReason: null,
    createdAt: '2026-11-23T12:00:00.000Z',
    paidAt: null,
    failedAt: null,
    ...overrides,
  };
}

function desk(overrides: Partial<PayoutDesk> = {}): PayoutDesk {
  const payouts = overrides.payouts ?? [
    payout(),
    payout({
      _id: 'p-peak',
      vendorId: 'v-peak',
      businessName: 'Peak Outdoor Co.',
      amount: 410,
      status: 'paid',
      reference: 'TRF-0042',
      paidAt: '2026-11-24T12:00:00.000Z',
    }),
  ];
  return {
    currency: 'USD',
    due: [
      { vendorId: 'v-green', businessName: 'Green Leaf Home', amount: 182.43, held: false },
      { vendorId: 'v-held', businessName: 'Held & Co.', amount: 75, held: true },
    ],
    holds: [
      {
        vendorId: 'v-held',
        businessName: 'Held & Co.',
        reason: 'Bank details do not match the business name',
        heldAt: '2026-11-20T12:00:00.000Z',
      },
    ],
    latestRun: {
      startedAt: '2026-11-23T06:00:00.000Z',
      finishedAt: '2026-11-23T06:00:02.000Z',
      trigger: 'schedule',
      vendorsPaid: 2,
      total: 3255.98,
    },
    schedule: { text: 'Every Monday', nextRunAt: '2026-11-30T12:00:00.000Z', holdDays: 7, minimum: 50 },
    payouts,
    pagination: {
      currentPage: 1,
      pageSize: 20,
      totalItems: payouts.length,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
    },
    ...overrides,
  };
}

type Routes = Parameters<typeof mockApi>[0];

function open(routes: Routes = {}, path = '/admin/payouts') {
  localStorage.setItem('adminToken', 'admin-token');
  const api = mockApi({
    'GET /api/auth/me': adminMe,
    'GET /api/admin/payouts': ok(desk()),
    ...routes,
  });
  return { ...api, ...renderApp(path) };
}

const payoutsTable = () => within(screen.getByRole('table', { name: 'Payouts' }));
const demoRow = () => within(payoutsTable().getByText('Demo Traders').closest('tr')!);

describe('/admin/payouts', () => {
  it('shows the schedule, the latest run, who is due and held, and the payouts', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    expect(await screen.findByTestId('next-run')).toHaveTextContent(
      /^Monday, November 30, 2026 at \d{1,2}:00 [AP]M$/,
    );
    expect(screen.getByText('Every Monday')).toBeInTheDocument();
    expect(screen.getByText('7 days')).toBeInTheDocument();
    expect(screen.getByTestId('latest-run')).toHaveTextContent(/on schedule: 2 vendors paid, \$3,255\.98$/);
    const due = within(screen.getByRole('table', { name: 'Due now' }));
    expect(due.getByText('Green Leaf Home')).toBeInTheDocument();
    expect(due.getByText('$182.43')).toBeInTheDocument();
    expect(due.getByRole('button', { name: 'Hold payouts of Green Leaf Home' })).toBeInTheDocument();
    expect(due.getByText('Held')).toBeInTheDocument();
    expect(due.getByRole('button', { name: 'Release the hold on Held & Co.' })).toBeInTheDocument();
    const held = within(screen.getByRole('list', { name: 'Held vendors' }));
    expect(held.getByText('Bank details do not match the business name')).toBeInTheDocument();
    expect(held.getByText('Held since Nov 20, 2026')).toBeInTheDocument();
    expect(demoRow().getByText('In Transit')).toBeInTheDocument();
    expect(
      demoRow().getByRole('button', { name: 'Mark paid: $2,845.98 to Demo Traders on Nov 23, 2026' }),
    ).toBeInTheDocument();
    const peak = within(payoutsTable().getByText('Peak Outdoor Co.').closest('tr')!);
    expect(peak.getByText('TRF-0042')).toBeInTheDocument();
    expect(peak.queryByRole('button', { name: /Mark paid/ })).not.toBeInTheDocument();
    expect(
      peak.getByRole('button', {
        name: 'PDF statement of the payout of $410.00 to Peak Outdoor Co. on Nov 23, 2026',
      }),
    ).toBeInTheDocument();
  });

  it('runs the payouts only after the confirmation and says what was paid', async () => {
    let ran = false;
    const { user, calls } = open({
      'GET /api/admin/payouts': () => ok(ran ? desk({ due: [] }) : desk()),
      'POST /api/admin/payouts/run': () => {
        ran = true;
        return ok({ claimed: true, runId: 'run-1', vendorsPaid: 2, total: 257.43 }, 'Paid 2 vendors');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Run payouts now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Run payouts now' }));
    expect(
      dialog.getByText('Pay every vendor whose available balance reaches the minimum now?'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Run payouts now' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Run payouts now' })).getByRole('button', {
        name: 'Run payouts',
      }),
    );
    expect(await screen.findByText('Paid 2 vendors: $257.43 in all.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/payouts/run')?.body).toEqual({});
    expect(await screen.findByText('No vendor is due a payout right now.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks a payout paid only with a bank reference, showing the server’s error beside the field', async () => {
    let attempts = 0;
    const { user, calls } = open({
      'POST /api/admin/payouts/p-demo/paid': ({ body }) => {
        attempts += 1;
        if (attempts === 1)
          return fail(400, 'VALIDATION_FAILED', 'Validation failed', [
            { path: 'reference', message: 'The bank reference can be at most 100 characters' },
          ]);
        return ok(
          payout({ status: 'paid', reference: (body as { reference: string }).reference }),
          'Payout marked paid',
        );
      },
    });
    await screen.findByRole('table', { name: 'Payouts' });
    await user.click(demoRow().getByRole('button', { name: /^Mark paid/ }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Mark payout paid' }));
    expect(dialog.getByText(/\$2,845\.98 to Demo Traders on Nov 23, 2026/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect(dialog.getByText('The bank reference is required')).toBeInTheDocument();
    expect(dialog.getByLabelText('Bank reference')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(dialog.getByLabelText('Bank reference'), '  TRF-2026-1129  ');
    // Typing answers the error; it comes back only if the next try fails.
    expect(dialog.queryByText('The bank reference is required')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect(await dialog.findByText('The bank reference can be at most 100 characters')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Payout marked paid')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/admin/payouts/p-demo/paid').map((c) => c.body)).toEqual([
      { reference: 'TRF-2026-1129' },
      { reference: 'TRF-2026-1129' },
    ]);
  });

  it('says in the dialog when the payout is no longer in transit', async () => {
    const { user } = open({
      'POST /api/admin/payouts/p-demo/paid': fail(409, 'PAYOUT_NOT_PENDING', 'This payout is already paid'),
    });
    await screen.findByRole('table', { name: 'Payouts' });
    await user.click(demoRow().getByRole('button', { name: /^Mark paid/ }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Mark payout paid' }));
    await user.type(dialog.getByLabelText('Bank reference'), 'TRF-1');
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This payout is already paid');
  });

  it('marks a payout failed with the reason', async () => {
    const { user, calls } = open({
      'POST /api/admin/payouts/p-demo/failed': ok(
        payout({ status: 'failed', failureReason: 'Account closed' }),
        'Payout marked failed; the money is back in the available balance',
      ),
    });
    await screen.findByRole('table', { name: 'Payouts' });
    await user.click(demoRow().getByRole('button', { name: /^Mark failed/ }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Mark payout failed' }));
    expect(dialog.getByText(/goes back to the vendor’s available balance/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Mark failed' }));
    expect(dialog.getByText('The reason is required')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason'), 'Account closed');
    await user.click(dialog.getByRole('button', { name: 'Mark failed' }));
    expect(
      await screen.findByText('Payout marked failed; the money is back in the available balance'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/payouts/p-demo/failed')?.body).toEqual({
      reason: 'Account closed',
    });
  });

  it('holds a vendor with a reason, and releases a hold after a confirmation', async () => {
    let attempts = 0;
    const { user, calls } = open({
      'PUT /api/admin/vendors/v-green/payout-hold': () => {
        attempts += 1;
        return attempts === 1
          ? fail(400, 'VALIDATION_FAILED', 'Validation failed', [
              { path: 'reason', message: 'The reason can be at most 500 characters' },
            ])
          : ok({ held: true, reason: 'Checking a chargeback' }, 'Payouts held');
      },
      'PUT /api/admin/vendors/v-held/payout-hold': ok({ held: false, reason: null }, 'Payout hold lifted'),
    });
    const due = within(await screen.findByRole('table', { name: 'Due now' }));
    await user.click(due.getByRole('button', { name: 'Hold payouts of Green Leaf Home' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Hold payouts of Green Leaf Home' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Hold payouts' }));
    expect(dialog.getByText('Give the vendor a reason for the hold')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason'), 'Checking a chargeback');
    await user.click(dialog.getByRole('button', { name: 'Hold payouts' }));
    expect(await dialog.findByText('The reason can be at most 500 characters')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Hold payouts' }));
    expect(await screen.findByText('Payouts held')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/vendors/v-green/payout-hold').at(-1)?.body).toEqual({
      held: true,
      reason: 'Checking a chargeback',
    });

    const held = within(screen.getByRole('list', { name: 'Held vendors' }));
    await user.click(held.getByRole('button', { name: 'Release the hold on Held & Co.' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Release the hold on Held & Co.' }));
    await user.click(confirm.getByRole('button', { name: 'Release hold' }));
    expect(await screen.findByText('Payout hold lifted: Held & Co.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/vendors/v-held/payout-hold')?.body).toEqual({
      held: false,
    });
  });

  it('filters the payouts by status in the address', async () => {
    const statuses: (string | null)[] = [];
    const { user, router } = open({
      'GET /api/admin/payouts': (request) => {
        const status = new URL(request.url, 'http://x').searchParams.get('status');
        statuses.push(status);
        return ok(status === 'failed' ? desk({ payouts: [] }) : desk());
      },
    });
    await screen.findByRole('table', { name: 'Payouts' });
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Failed' }));
    expect(await screen.findByText('No payout has failed.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=failed');
    expect(statuses).toEqual([null, 'failed']);
    expect(screen.getByRole('tab', { name: 'In Transit' })).toBeInTheDocument();
  });

  it('opens on the status of the address and says why the desk could not load', async () => {
    const urls: string[] = [];
    open(
      {
        'GET /api/admin/payouts': (request) => {
          urls.push(request.url);
          return fail(500, 'INTERNAL', 'Internal server error');
        },
      },
      '/admin/payouts?status=paid',
    );
    expect(await screen.findByText('The payouts desk could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(new URL(urls[0]!, 'http://x').searchParams.get('status')).toBe('paid');
  });
});
