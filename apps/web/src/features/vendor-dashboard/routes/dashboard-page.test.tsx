import { MESSAGES, SETUP_ITEM_KEYS, SETUP_ITEMS } from '@market/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VendorVerificationStatus } from '@/lib/account-types';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { makeUser, makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { DashboardStats } from '../api/dashboard-stats';
import type { SetupChecklist } from '../api/setup-checklist';

// Whole-app journeys with many keystrokes: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const ZERO_STATS: DashboardStats = {
  orders: { total: 0, completed: 0, cancelled: 0, cancelledByCustomer: 0, thisMonth: 0, today: 0 },
  products: { total: 0, totalValue: 0, soldThisMonth: 0, outOfStock: 0 },
  revenue: { total: 0, thisMonth: 0, avgOrderValue: 0 },
  customers: { total: 0, thisMonth: 0 },
  performance: {
    conversionRate: null,
    conversionRateReason: 'No product views this month',
    monthlyGrowth: null,
    monthlyGrowthReason: 'No revenue last month to compare with',
  },
};

const STATS: DashboardStats = {
  orders: { total: 128, completed: 97, cancelled: 6, cancelledByCustomer: 4, thisMonth: 23, today: 3 },
  products: { total: 42, totalValue: 15230.5, soldThisMonth: 61, outOfStock: 5 },
  revenue: { total: 48210.75, thisMonth: 6120.4, avgOrderValue: 376.65 },
  customers: { total: 88, thisMonth: 12 },
  performance: {
    conversionRate: 3.4,
    conversionRateReason: null,
    monthlyGrowth: 12.5,
    monthlyGrowthReason: null,
  },
};

const checklistItems = (done: string[]): SetupChecklist['items'] =>
  SETUP_ITEM_KEYS.map((key) => ({ key, ...SETUP_ITEMS[key], done: done.includes(key) }));

function checklistOf(done: string[]): { checklist: SetupChecklist } {
  const items = checklistItems(done);
  return {
    checklist: {
      items,
      doneCount: done.length,
      total: items.length,
      complete: done.length === items.length,
      show: done.length < items.length,
    },
  };
}

const COMPLETE = checklistOf([...SETUP_ITEM_KEYS]);

function profileWith(categories: string[]) {
  return { vendor: { _id: 'vendor-1', businessName: 'Demo Traders', categories } };
}

function openDashboard(
  overrides: Parameters<typeof makeVendor>[0] = {},
  routes: Parameters<typeof mockApi>[0] = {},
) {
  const vendor = makeVendor(overrides);
  storeVendorSession(vendor);
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe(vendor)),
    'GET /api/vendors/dashboard/stats': ok({ stats: STATS }),
    'GET /api/vendors/profile': ok(profileWith(['Electronics', 'Books & Media'])),
    'GET /api/vendors/dashboard': ok({ commissionRate: 20, vendor }),
    'GET /api/vendors/setup-checklist': ok(COMPLETE),
    ...routes,
  });
  return { ...api, ...renderApp('/vendor/dashboard') };
}

const card = (key: string) => within(screen.getByTestId(`stat-${key}`));

describe('/vendor/dashboard', () => {
  it('welcomes the vendor by business name, with no status warning once approved', async () => {
    openDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Demo Traders!' })).toBeInTheDocument();
    for (const message of Object.values(MESSAGES.vendorStatus)) {
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'Admin view' })).not.toBeInTheDocument();
  });

  it.each<[VendorVerificationStatus, string]>([
    ['pending', 'warning'],
    ['under_review', 'warning'],
    ['rejected', 'danger'],
  ])('shows the %s warning verbatim (%s colours)', async (status, tone) => {
    openDashboard({ verificationStatus: status });
    const text = await screen.findByText(MESSAGES.vendorStatus[status as keyof typeof MESSAGES.vendorStatus]);
    expect(text.closest('[data-tone]')).toHaveAttribute('data-tone', tone);
  });

  it('shows six stat cards with the figures from the API, each linking to its page', async () => {
    const { calls } = openDashboard();
    const cards = await screen.findByRole('list', { name: 'Store statistics' });
    const links = within(cards).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/vendor/orders',
      '/vendor/products',
      '/vendor/analytics',
      '/vendor/categories',
      '/vendor/customers',
      '/vendor/analytics',
    ]);
    expect(card('orders').getByText('Total Orders')).toBeInTheDocument();
    expect(card('orders').getByText('128')).toBeInTheDocument();
    expect(card('orders').getByText('23')).toBeInTheDocument();
    expect(card('orders').getByText('97')).toBeInTheDocument();
    expect(card('products').getByText('42')).toBeInTheDocument();
    expect(card('products').getByText('61')).toBeInTheDocument();
    expect(card('products').getByText('$15,230.50')).toBeInTheDocument();
    expect(card('revenue').getByText('$48,210.75')).toBeInTheDocument();
    expect(card('revenue').getByText('$6,120.40')).toBeInTheDocument();
    expect(card('revenue').getByText('$376.65')).toBeInTheDocument();
    expect(card('categories').getByText('2')).toBeInTheDocument();
    expect(card('categories').getByText('Electronics, Books & Media')).toBeInTheDocument();
    expect(card('customers').getByText('88')).toBeInTheDocument();
    expect(card('customers').getByText('12')).toBeInTheDocument();
    expect(card('performance').getByText('3.4%')).toBeInTheDocument();
    expect(card('performance').getByText('+12.5%')).toBeInTheDocument();
    const stats = calls.find((c) => c.path === '/api/vendors/dashboard/stats');
    expect(stats?.headers.get('Authorization')).toBe('Bearer vendor-token');
  });

  it('shows zero as 0 and invents nothing when there is no data yet', async () => {
    openDashboard(
      {},
      {
        'GET /api/vendors/dashboard/stats': ok({ stats: ZERO_STATS }),
        'GET /api/vendors/profile': ok(profileWith([])),
      },
    );
    await screen.findByRole('list', { name: 'Store statistics' });
    expect(card('orders').getAllByText('0')).toHaveLength(6);
    expect(card('revenue').getAllByText('$0.00')).toHaveLength(3);
    expect(card('categories').getByText('None chosen yet')).toBeInTheDocument();
    // Nothing to divide by: 'N/A' with the reason, never a 0% that reads like a result.
    expect(card('performance').getAllByText('N/A')).toHaveLength(2);
    expect(card('performance').getByText('No product views this month')).toBeInTheDocument();
    expect(card('performance').getByText('No revenue last month to compare with')).toBeInTheDocument();
    expect(card('performance').queryByText('0.0%')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    openDashboard({}, { 'GET /api/vendors/dashboard/stats': () => new Promise<Response>(() => {}) });
    expect(await screen.findByRole('status', { name: 'Loading dashboard data' })).toBeInTheDocument();
  });

  it("shows 'Error loading dashboard data' and tries again", async () => {
    let attempts = 0;
    const { user } = openDashboard(
      {},
      {
        'GET /api/vendors/dashboard/stats': () => {
          attempts += 1;
          return attempts === 1 ? fail(500, 'INTERNAL', 'Internal server error') : ok({ stats: STATS });
        },
      },
    );
    expect(await screen.findByText(MESSAGES.dashboardError)).toBeInTheDocument();
    // The failed stats call falls back to empty figures, marked; the profile's categories still show.
    expect(screen.getByRole('list', { name: 'Store statistics' })).toBeInTheDocument();
    for (const key of ['orders', 'products', 'revenue', 'customers', 'performance'])
      expect(card(key).getAllByText('Not loaded').length).toBeGreaterThan(0);
    expect(card('orders').getAllByText('0')).toHaveLength(6);
    expect(card('revenue').getAllByText('$0.00')).toHaveLength(3);
    expect(card('performance').getAllByText('N/A')).toHaveLength(2);
    expect(card('categories').getByText('Electronics, Books & Media')).toBeInTheDocument();
    expect(card('categories').queryByText('Not loaded')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await card('orders').findByText('128')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.dashboardError)).not.toBeInTheDocument();
    expect(screen.queryByText('Not loaded')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('falls back to no categories when the profile call fails, the stats still shown', async () => {
    openDashboard({}, { 'GET /api/vendors/profile': fail(500, 'INTERNAL', 'Internal server error') });
    expect(await screen.findByText(MESSAGES.dashboardError)).toBeInTheDocument();
    expect(card('categories').getByText('Not loaded')).toBeInTheDocument();
    expect(card('categories').getByText('None chosen yet')).toBeInTheDocument();
    expect(card('orders').getByText('128')).toBeInTheDocument();
    expect(card('orders').queryByText('Not loaded')).not.toBeInTheDocument();
  });

  it('links to the main areas and keeps the three sales tips', async () => {
    openDashboard();
    await screen.findByText('Welcome back, Demo Traders!');
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    const hrefs = [...shortcuts.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/vendor/orders',
      '/vendor/products',
      '/vendor/categories',
      '/vendor/customers',
      '/vendor/analytics',
      '/vendor/inquiries',
    ]);
    expect(screen.getByText('Use quality photos')).toBeInTheDocument();
    expect(screen.getByText('Write detailed descriptions')).toBeInTheDocument();
    expect(screen.getByText('Ship fast')).toBeInTheDocument();
  });

  it('shows the commission rate: its own, or the marketplace rate', async () => {
    openDashboard({ commissionRate: 15 });
    expect(await screen.findByText('15%')).toBeInTheDocument();
  });

  it('shows the marketplace rate when the vendor has none of its own', async () => {
    openDashboard();
    expect(await screen.findByText('20% (marketplace rate)')).toBeInTheDocument();
  });
});

describe('admin-viewing banner', () => {
  const adminMe = {
    user: makeUser({ _id: 'admin-1', name: 'Ada Admin', email: 'admin@demo.test', role: 'admin' }),
    vendor: null,
    impersonatedBy: null,
    expiresAt: '2030-01-01T00:00:00Z',
  };

  it('shows only during an impersonation, and Return to Admin Panel ends it and goes to /admin/vendors', async () => {
    storeVendorSession(makeVendor(), 'imp_admin-viewing');
    localStorage.setItem('adminToken', 'admin-token');
    sessionStorage.setItem('originalAdminToken', 'admin-token');
    const { calls } = mockApi({
      'GET /api/auth/me': ok(adminMe),
      'GET /api/vendors/dashboard/stats': ok({ stats: STATS }),
      'GET /api/vendors/profile': ok(profileWith([])),
      'GET /api/vendors/dashboard': ok({ commissionRate: 20, vendor: makeVendor() }),
      'POST /api/admin/impersonation/end': ok(undefined, 'Returned to the admin panel'),
      'GET /api/admin/vendors': ok({
        vendors: [],
        pagination: {
          currentPage: 1,
          pageSize: 10,
          totalItems: 0,
          totalPages: 1,
          hasNextPage: false,
          hasPrevPage: false,
        },
      }),
    });
    const { user, router } = renderApp('/vendor/dashboard');
    const banner = (await screen.findByRole('heading', { name: 'Admin view' })).closest('section')!;
    // The banner shows with the trusted imp_ session; the admin's name comes with the admin's /auth/me.
    expect(
      await within(banner).findByText(/Ada Admin, you are viewing the vendor portal of/),
    ).toBeInTheDocument();
    expect(within(banner).getByText('Demo Traders')).toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Return to Admin Panel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/vendors'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendors' })).toBeInTheDocument();
    const end = calls.find((c) => c.path === '/api/admin/impersonation/end');
    expect(end?.method).toBe('POST');
    expect(end?.headers.get('Authorization')).toBe('Bearer imp_admin-viewing');
    expect(calls.some((c) => c.path === '/api/vendors/logout')).toBe(false);
    expect(localStorage.getItem('adminToken')).toBe('admin-token');
    expect(localStorage.getItem('vendorToken')).toBeNull();
    expect(localStorage.getItem('vendorSession')).toBeNull();
    expect(sessionStorage.getItem('originalAdminToken')).toBeNull();
  });

  it('is not shown to the vendor themself', async () => {
    openDashboard();
    await screen.findByRole('list', { name: 'Store statistics' });
    expect(screen.queryByRole('button', { name: 'Return to Admin Panel' })).not.toBeInTheDocument();
    await act(async () => {});
  });
});

describe('/vendor/dashboard setup checklist (issue 35 item 7)', () => {
  it('shows each item done or not with the link to where it is done, and the progress', async () => {
    openDashboard(
      {},
      { 'GET /api/vendors/setup-checklist': ok(checklistOf(['profile', 'product', 'payout'])) },
    );
    const region = within(await screen.findByRole('region', { name: 'Set up your shop' }));
    expect(region.getByText('3 of 5 done')).toBeInTheDocument();
    expect(region.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuenow', '3');
    const steps = region.getAllByRole('listitem');
    expect(steps.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Logo uploadedNot done',
      'Shop profile completedDone',
      'First product addedDone',
      'Shipping setNot done',
      'Payout details addedDone',
    ]);
    // The profile item names the fields it counts.
    expect(
      within(steps[1]!).getByText(
        /Business name, Contact person, Phone, Street address, City and Business description/,
      ),
    ).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'Upload your logo' })).toHaveAttribute(
      'href',
      '/vendor/profile?tab=business&edit=1',
    );
    expect(region.getByRole('link', { name: 'Set your handling days' })).toHaveAttribute(
      'href',
      '/vendor/profile?tab=business&edit=1',
    );
    // Done items offer no link.
    expect(region.queryByRole('link', { name: 'Add a product' })).not.toBeInTheDocument();
    expect(region.getAllByRole('link')).toHaveLength(2);
  });

  it('links the remaining steps to the product form and the bank details', async () => {
    openDashboard({}, { 'GET /api/vendors/setup-checklist': ok(checklistOf([])) });
    const region = within(await screen.findByRole('region', { name: 'Set up your shop' }));
    expect(region.getByText('0 of 5 done')).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'Add a product' })).toHaveAttribute(
      'href',
      '/vendor/products/add',
    );
    expect(region.getByRole('link', { name: 'Add bank details' })).toHaveAttribute(
      'href',
      '/vendor/profile?tab=bank&edit=1',
    );
  });

  it('is gone once every item is done', async () => {
    openDashboard();
    await screen.findByTestId('stat-orders');
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading the setup checklist' })).toBeNull(),
    );
    expect(screen.queryByRole('region', { name: 'Set up your shop' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading and the failure in words with Try Again', async () => {
    let calls = 0;
    openDashboard(
      {},
      {
        'GET /api/vendors/setup-checklist': () => {
          calls += 1;
          return calls === 1 ? fail(500, 'INTERNAL', 'Internal server error') : ok(checklistOf(['logo']));
        },
      },
    );
    expect(await screen.findByRole('status', { name: 'Loading the setup checklist' })).toBeInTheDocument();
    expect(await screen.findByText('The setup checklist could not be loaded')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Try Again' }).click());
    expect(await screen.findByText('1 of 5 done')).toBeInTheDocument();
  });

  it('is not asked for while the account is not approved', async () => {
    const { calls } = openDashboard({ verificationStatus: 'under_review' });
    await screen.findByText(MESSAGES.vendorStatus.under_review);
    await screen.findByTestId('stat-orders');
    expect(calls.some((c) => c.path === '/api/vendors/setup-checklist')).toBe(false);
  });
});
