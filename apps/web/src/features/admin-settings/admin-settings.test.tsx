import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// Pages load lazily and the whole suite shares two workers: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });

vi.setConfig({ testTimeout: 20_000 });

const admin = makeUser({ _id: 'admin-1', name: 'Ada Admin', email: 'admin@demo.test', role: 'admin' });
const adminMe = ok({ user: admin, vendor: null, impersonatedBy: null, expiresAt: '2030-01-01T00:00:00Z' });
const settings = {
  autoForwardOrders: true,
  reviewListings: false,
  taxRate: 8,
  commissionPercentage: 20,
  currency: 'USD',
  payoutHoldDays: 7,
  payoutMinimum: 50,
  payoutSchedule: { every: 'week', weekday: 1 },
  payoutScheduleText: 'Every Monday',
  nextPayoutAt: '2026-11-30T12:00:00.000Z',
};

/** The payout settings as the server keeps them, unchanged. */
const unchangedPayouts = {
  payoutHoldDays: 7,
  payoutMinimum: 50,
  payoutSchedule: { every: 'week', weekday: 1 },
};

describe('/admin/settings', () => {
  it('validates the rates and saves the changes', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const { calls } = mockApi({
      'GET /api/auth/me': adminMe,
      'GET /api/admin/settings': ok(settings),
      'PUT /api/admin/settings': ({ body }) => ok({ ...settings, ...(body as object) }, 'Settings saved'),
    });
    const { user } = renderApp('/admin/settings');
    const toggle = await screen.findByRole('switch', { name: /Forward orders to vendors automatically/ });
    expect(toggle).toBeChecked();
    expect(screen.getByLabelText('Tax rate (%)')).toHaveValue(8);
    expect(screen.getByLabelText('Commission percentage (%)')).toHaveValue(20);

    await user.clear(screen.getByLabelText('Tax rate (%)'));
    await user.type(screen.getByLabelText('Tax rate (%)'), '120');
    await user.clear(screen.getByLabelText('Commission percentage (%)'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Tax rate must be between 0 and 100')).toBeInTheDocument();
    expect(screen.getByText('Commission percentage must be a number')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(screen.getByLabelText('Tax rate (%)'));
    await user.type(screen.getByLabelText('Tax rate (%)'), '7.5');
    await user.type(screen.getByLabelText('Commission percentage (%)'), '15');
    await user.click(toggle);
    expect(screen.getByText(/Off: vendor parts wait on the order desk/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        autoForwardOrders: false,
        reviewListings: false,
        taxRate: 7.5,
        commissionPercentage: 15,
        ...unchangedPayouts,
      }),
    );
  });

  it("turns on 'Review new and changed listings', off by default", async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const { calls } = mockApi({
      'GET /api/auth/me': adminMe,
      'GET /api/admin/settings': ok(settings),
      'PUT /api/admin/settings': ({ body }) => ok({ ...settings, ...(body as object) }, 'Settings saved'),
    });
    const { user } = renderApp('/admin/settings');
    const toggle = await screen.findByRole('switch', { name: /Review new and changed listings/ });
    expect(toggle).not.toBeChecked();
    expect(
      screen.getByText(/Off: vendors’ new and changed products go live as soon as they are saved\./),
    ).toBeInTheDocument();
    await user.click(toggle);
    expect(
      screen.getByText(/On: Vendors' new products and changes to a product's title/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    // The toast of the previous test may still be on screen: at least this one.
    expect((await screen.findAllByText('Settings saved')).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ reviewListings: true }),
    );
  });

  it('shows the payout schedule and next payout, and saves the hold, the minimum and a monthly schedule', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const { calls } = mockApi({
      'GET /api/auth/me': adminMe,
      'GET /api/admin/settings': ok(settings),
      'PUT /api/admin/settings': ({ body }) =>
        ok(
          {
            ...settings,
            ...(body as object),
            payoutScheduleText: 'Monthly on the 15th',
            nextPayoutAt: '2026-12-15T12:00:00.000Z',
          },
          'Settings saved',
        ),
    });
    const { user } = renderApp('/admin/settings');
    const now = await screen.findByTestId('payout-schedule-now');
    expect(now).toHaveTextContent(/^Now: Every Monday · next payout Monday, November 30, 2026 at/);
    expect(screen.getByLabelText('Hold after delivery (days)')).toHaveValue(7);
    expect(screen.getByLabelText('Minimum payout (USD)')).toHaveValue(50);
    expect(screen.getByLabelText('Payouts run')).toHaveValue('week');
    expect(screen.getByLabelText('On')).toHaveValue('1');

    await user.clear(screen.getByLabelText('Hold after delivery (days)'));
    await user.type(screen.getByLabelText('Hold after delivery (days)'), '120');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The hold period must be between 0 and 90 days')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(screen.getByLabelText('Hold after delivery (days)'));
    await user.type(screen.getByLabelText('Hold after delivery (days)'), '10');
    await user.clear(screen.getByLabelText('Minimum payout (USD)'));
    await user.type(screen.getByLabelText('Minimum payout (USD)'), '25.5');
    await user.selectOptions(screen.getByLabelText('Payouts run'), 'month');
    await user.selectOptions(screen.getByLabelText('On day'), '15');
    expect(now).toHaveTextContent('After saving: Monthly on the 15th');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        payoutHoldDays: 10,
        payoutMinimum: 25.5,
        payoutSchedule: { every: 'month', day: 15 },
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('payout-schedule-now')).toHaveTextContent(
        /^Now: Monthly on the 15th · next payout Tuesday, December 15, 2026 at/,
      ),
    );
    expect(screen.queryByText(/After saving/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a payout setting beside its field", async () => {
    localStorage.setItem('adminToken', 'admin-token');
    mockApi({
      'GET /api/auth/me': adminMe,
      'GET /api/admin/settings': ok(settings),
      'PUT /api/admin/settings': fail(400, 'VALIDATION_FAILED', 'Validation failed', [
        { path: 'payoutMinimum', message: 'The minimum payout has at most two decimals' },
        { path: 'payoutSchedule.weekday', message: 'Choose a weekday' },
      ]),
    });
    const { user } = renderApp('/admin/settings');
    await screen.findByTestId('payout-schedule-now');
    await user.selectOptions(screen.getByLabelText('On'), '5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The minimum payout has at most two decimals')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum payout (USD)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose a weekday')).toBeInTheDocument();
    expect(screen.getByLabelText('On')).toHaveAttribute('aria-invalid', 'true');
  });
});
