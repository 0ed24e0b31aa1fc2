import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/fetch-mock';
import { makeUser, makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { AuditEntry, AuditPage } from './api/audit-entries';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const admin = makeUser({ _id: 'admin-1', name: 'Ada Admin', email: 'admin@demo.test', role: 'admin' });
const adminMe = ok({ user: admin, vendor: null, impersonatedBy: null, expiresAt: '2030-01-01T00:00:00Z' });
const VENDOR = '22222222-2222-4222-8222-222222222222';

function page(entries: AuditEntry[]): AuditPage {
  return {
    entries,
    pagination: {
      currentPage: 1,
      pageSize: 25,
      totalItems: entries.length,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
    },
  };
}

const entry: AuditEntry = {
  _id: 'e1',
  createdAt: '2026-11-28T10:00:00.000Z',
  actorId: 'admin-1',
  actor: 'Admin Ada Admin as Alpha Shop',
  asVendor: { id: VENDOR, businessName: 'Alpha Shop' },
  vendor: { id: VENDOR, businessName: 'Alpha Shop' },
  action: 'setVendorOrderStatus',
  method: 'PUT',
  route: 'PUT /api/status/:id/vendor-status',
  statusCode: 200,
  subjectType: 'order_part',
  subjectId: '33333333-3333-4333-8333-333333333333',
  ip: '203.0.113.9',
  changes: [
    {
      subjectType: 'order_part',
      subjectId: '33333333-3333-4333-8333-333333333333',
      before: { status: 'pending' },
      after: { status: 'accepted' },
    },
  ],
};

describe('/admin/audit', () => {
  it('reads its filters from the address, sends them, and keeps a new filter in the address', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const seen: string[] = [];
    mockApi({
      'GET /api/auth/me': adminMe,
      'GET /api/admin/audit': ({ url }) => {
        seen.push(new URL(url, 'http://x').search);
        return ok(page([entry]));
      },
    });
    const { user, router } = renderApp(`/admin/audit?vendorId=${VENDOR}&from=2026-11-01&colour=red`);
    expect((await screen.findAllByText('Admin Ada Admin as Alpha Shop')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('status: pending → accepted').length).toBeGreaterThan(0);
    expect(seen[0]).toBe(`?vendorId=${VENDOR}&from=2026-11-01&page=1&limit=25`);

    await user.selectOptions(screen.getByLabelText('Record type'), 'product');
    await waitFor(() => expect(router.state.location.search).toContain('subjectType=product'));
    expect(router.state.location.search).toContain(`vendorId=${VENDOR}`);
    await waitFor(() => expect(seen.at(-1)).toContain('subjectType=product'));

    await user.click(screen.getByRole('button', { name: 'Sort oldest first' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=oldest'));
    await waitFor(() => expect(seen.at(-1)).toContain('sort=oldest'));
  });

  it('shows an empty state with Clear filters when nothing matches', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    mockApi({ 'GET /api/auth/me': adminMe, 'GET /api/admin/audit': ok(page([])) });
    const { user, router } = renderApp('/admin/audit?action=deleteProduct');
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('No entries yet')).toBeInTheDocument();
  });
});

describe('/vendor/activity', () => {
  it("lists the admin actions on the vendor's own shop, asking without a vendor filter", async () => {
    const vendor = makeVendor();
    storeVendorSession(vendor);
    const seen: string[] = [];
    mockApi({
      'GET /api/auth/me': ok(vendorMe(vendor)),
      'GET /api/vendors/audit': ({ url }) => {
        seen.push(new URL(url, 'http://x').search);
        return ok(page([{ ...entry, ip: null }]));
      },
    });
    renderApp(`/vendor/activity?vendorId=${VENDOR}&subjectType=order_part`);
    expect(await screen.findByRole('heading', { name: 'Activity on your shop' })).toBeInTheDocument();
    expect((await screen.findAllByText('Admin Ada Admin as Alpha Shop')).length).toBeGreaterThan(0);
    expect(seen[0]).toBe('?subjectType=order_part&page=1&limit=25');
    expect(screen.queryByText('Address')).not.toBeInTheDocument();
  });
});
