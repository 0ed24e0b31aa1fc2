import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/fetch-mock';
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
});
