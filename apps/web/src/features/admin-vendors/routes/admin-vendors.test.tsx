import { APPLICATION_REVIEW_TEXT } from '@market/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageItems } from '@/components/ui/pagination';
import type { AdminVendor } from '@/shared/admin-vendors/admin-vendor';
import { fail, jsonResponse, mockApi, ok } from '@/test/fetch-mock';
import { makeUser, makeVendor } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { VendorApplication } from '../api/types';

// Whole-app journeys with many keystrokes: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const admin = makeUser({ _id: 'admin-1', name: 'Ada Admin', email: 'admin@demo.test', role: 'admin' });
const adminMe = { user: admin, vendor: null, impersonatedBy: null, expiresAt: '2030-01-01T00:00:00Z' };

function pagination(totalItems: number, currentPage = 1, pageSize = 10) {
  const totalPages = Math.max(1, Math.ceil(totalItems / pageSize));
  return {
    currentPage,
    pageSize,
    totalItems,
    totalPages,
    hasNextPage: currentPage < totalPages,
    hasPrevPage: currentPage > 1,
  };
}

function makeApplication(overrides: Partial<VendorApplication> = {}): VendorApplication {
  return {
    _id: 'a1',
    applicationId: 'APP-2026-104233',
    email: 'hello@sunrise.test',
    businessName: 'Sunrise Ceramics',
    businessType: 'company',
    description: 'Hand-thrown mugs and bowls.',
    contactPerson: { firstName: 'Sara', lastName: 'Lee', phone: '+1 555 0101' },
    address: {
      street: '1 Clay St',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201',
      country: 'United States',
    },
    categories: ['Home & Garden', 'Art & Crafts'],
    documents: { taxId: 'TX-99' },
    status: 'submitted',
    notes: null,
    submittedAt: '2026-03-02T10:00:00.000Z',
    reviewedAt: null,
    vendorId: null,
    ...overrides,
  };
}

function makeAdminVendor(overrides: Partial<AdminVendor> = {}): AdminVendor {
  return {
    _id: 'v1',
    businessName: 'Demo Traders',
    email: 'vendor@demo.test',
    contactName: 'Vera Vendor',
    phone: '+1 555 0100',
    city: 'Austin',
    country: 'United States',
    logo: null,
    verificationStatus: 'approved',
    commissionRate: null,
    effectiveCommissionRate: 20,
    applicationId: null,
    createdAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

function signedInAdmin(routes: Parameters<typeof mockApi>[0]) {
  localStorage.setItem('adminToken', 'admin-token');
  return mockApi({ 'GET /api/auth/me': ok(adminMe), ...routes });
}

afterEach(() => vi.useRealTimers());

/** The first screen of a test loads the lazily imported admin pages. */
const LAZY = { timeout: 5000 };

describe('/admin/vendor-applications', () => {
  it('lists the applications with status tabs and counts, and filters by status', async () => {
    const { calls } = signedInAdmin({
      'GET /api/admin/vendor-applications': ({ url }) => {
        const status = new URL(url, 'http://x').searchParams.get('status');
        const rows = status === 'approved' ? [] : [makeApplication()];
        return ok({
          applications: rows,
          pagination: pagination(rows.length),
          counts: { submitted: 3, under_review: 1, approved: 4, rejected: 2, more_info_required: 1 },
        });
      },
    });
    const { user, router } = renderApp('/admin/vendor-applications');
    const table = await screen.findByRole('table', { name: 'Vendor applications' }, LAZY);
    expect(within(table).getByRole('link', { name: 'APP-2026-104233' })).toHaveAttribute(
      'href',
      '/admin/vendor-applications/APP-2026-104233',
    );
    expect(within(table).getByText('Sunrise Ceramics')).toBeInTheDocument();
    expect(within(table).getByText('hello@sunrise.test')).toBeInTheDocument();
    expect(within(table).getByText('Submitted')).toBeInTheDocument();

    const filters = screen.getByRole('group', { name: 'Filter by status' });
    const labels = within(filters)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual([
      'All11',
      'Submitted3',
      'Under Review1',
      'More Information Required1',
      'Approved4',
      'Rejected2',
    ]);
    expect(within(filters).getByRole('button', { name: /All/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filters).getByRole('button', { name: /Approved/ }));
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=approved');
    expect(calls.at(-1)?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('searches 500 ms after the typing stops, and pages', async () => {
    const seen: string[] = [];
    signedInAdmin({
      'GET /api/admin/vendor-applications': ({ url }) => {
        const q = new URL(url, 'http://x').searchParams;
        seen.push(q.toString());
        const page = Number(q.get('page'));
        return ok({
          applications: [makeApplication({ _id: `a${page}`, businessName: `Shop page ${page}` })],
          pagination: pagination(25, page),
          counts: { submitted: 25 },
        });
      },
    });
    const { user, router } = renderApp('/admin/vendor-applications');
    await screen.findByText('Shop page 1', {}, LAZY);
    expect(screen.getByText('Showing 1 to 10 of 25 applications')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Shop page 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    seen.length = 0;
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'sun');
    expect(seen).toEqual([]);
    await waitFor(() => expect(router.state.location.search).toBe('?search=sun'), { timeout: 2000 });
    await waitFor(() => expect(seen).toEqual(['search=sun&page=1&limit=10']));
  });
});

describe('search box', () => {
  it('applies a waiting search at once when the field is left', async () => {
    signedInAdmin({
      'GET /api/admin/vendors': ok({ vendors: [makeAdminVendor()], pagination: pagination(1) }),
    });
    const { user, router } = renderApp('/admin/vendors');
    await user.type(await screen.findByRole('searchbox', { name: 'Search vendors' }, LAZY), 'demo');
    expect(router.state.location.search).toBe('');
    await user.tab();
    expect(router.state.location.search).toBe('?search=demo');
  });
});

describe('/admin/vendor-applications/:applicationId', () => {
  it('shows every field and approves with notes', async () => {
    let current = makeApplication({ status: 'under_review' });
    const { calls } = signedInAdmin({
      'GET /api/admin/vendor-applications/APP-2026-104233': () => ok(current),
      'PUT /api/admin/vendor-applications/APP-2026-104233/status': ({ body }) => {
        current = {
          ...current,
          status: (body as { status: VendorApplication['status'] }).status,
          notes: (body as { notes?: string }).notes ?? null,
          reviewedAt: '2026-03-05T12:00:00.000Z',
          vendorId: 'v9',
        };
        return jsonResponse(200, { success: true, data: current, message: 'Application approved' });
      },
      'GET /api/admin/vendor-applications': ok({ applications: [], pagination: pagination(0), counts: {} }),
    });
    const { user } = renderApp('/admin/vendor-applications/APP-2026-104233');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sunrise Ceramics' }, LAZY),
    ).toBeInTheDocument();
    for (const text of [
      'hello@sunrise.test',
      'Company',
      'Hand-thrown mugs and bowls.',
      'Home & Garden',
      'Art & Crafts',
      'TX-99',
      'Sara',
      'Lee',
      '+1 555 0101',
      '1 Clay St',
      'Portland',
      'OR',
      '97201',
      'United States',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Mark Under Review' })).toBeDisabled();
    // The review panel speaks to the reviewer, not to the applicant.
    expect(screen.getByText(APPLICATION_REVIEW_TEXT.under_review)).toBeInTheDocument();
    expect(screen.queryByText(/Your application/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this application' });
    await user.type(within(dialog).getByLabelText(/Notes/), 'Welcome aboard');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('APP-2026-104233: Application approved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'approved',
      notes: 'Welcome aboard',
    });
    expect(screen.getByText('Welcome aboard')).toBeInTheDocument();
    expect(screen.getByText(APPLICATION_REVIEW_TEXT.approved)).toBeInTheDocument();
    for (const name of ['Mark Under Review', 'Approve', 'Reject', 'Request More Info']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByRole('link', { name: 'Open in Vendors' })).toHaveAttribute(
      'href',
      '/admin/vendors?search=hello%40sunrise.test',
    );
  });

  it("shows the server's reason when the change is refused", async () => {
    signedInAdmin({
      'GET /api/admin/vendor-applications/APP-2026-104233': ok(makeApplication()),
      'PUT /api/admin/vendor-applications/APP-2026-104233/status': fail(
        409,
        'ILLEGAL_TRANSITION',
        'This application has already been approved.',
      ),
    });
    const { user } = renderApp('/admin/vendor-applications/APP-2026-104233');
    await user.click(await screen.findByRole('button', { name: 'Reject' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This application has already been approved.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/admin/vendors', () => {
  it('shows status badges and commission rates, and edits a vendor', async () => {
    const vendors = [
      makeAdminVendor(),
      makeAdminVendor({
        _id: 'v2',
        businessName: 'Pages',
        email: 'pages@demo.test',
        verificationStatus: 'pending',
        commissionRate: 12.5,
      }),
      makeAdminVendor({
        _id: 'v3',
        businessName: 'Threads',
        email: 'threads@demo.test',
        verificationStatus: 'under_review',
      }),
    ];
    const { calls } = signedInAdmin({
      'GET /api/admin/vendors': () => ok({ vendors, pagination: pagination(3) }),
      'PUT /api/admin/vendors/v2': ({ body }) => ok({ ...vendors[1], ...(body as object) }, 'Vendor updated'),
    });
    const { user } = renderApp('/admin/vendors');
    const table = await screen.findByRole('table', { name: 'Vendors' }, LAZY);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Approved').className).toMatch(/emerald/);
    expect(within(rows[0]!).getByText('Default (20%)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Pending').className).toMatch(/amber/);
    expect(within(rows[1]!).getByText('12.5%')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Under Review').className).toMatch(/red/);

    await user.click(screen.getByRole('button', { name: 'Edit Pages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pages' });
    const rate = within(dialog).getByLabelText('Commission rate (%)');
    expect(rate).toHaveValue('12.5');
    await user.clear(rate);
    await user.type(rate, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Commission rate must be between 0 and 100')).toBeInTheDocument();
    await user.clear(rate);
    await user.selectOptions(within(dialog).getByLabelText('Verification status'), 'approved');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      verificationStatus: 'approved',
      commissionRate: null,
    });
  });

  it('opens a vendor portal: keeps the admin token and signs in with the imp_ token', async () => {
    const vendor = makeVendor({ _id: 'v1', businessName: 'Demo Traders' });
    const { calls } = signedInAdmin({
      'GET /api/admin/vendors': ok({ vendors: [makeAdminVendor()], pagination: pagination(1) }),
      'POST /api/admin/vendors/v1/impersonate': ok({
        token: 'imp_abc',
        vendor,
        expiresAt: '2030-01-01T00:00:00Z',
      }),
      'GET /api/vendors/dashboard/stats': fail(500, 'INTERNAL', 'x'),
      'GET /api/vendors/profile': fail(500, 'INTERNAL', 'x'),
    });
    const { user, router } = renderApp('/admin/vendors');
    await user.click(await screen.findByRole('button', { name: 'View portal of Demo Traders' }, LAZY));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/dashboard'), LAZY);
    expect(await screen.findByRole('heading', { name: 'Admin view' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Admin Panel' })).toBeInTheDocument();
    expect(screen.queryByText('Read-only')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('originalAdminToken')).toBe('admin-token');
    expect(localStorage.getItem('vendorToken')).toBe('imp_abc');
    expect(JSON.parse(localStorage.getItem('vendorSession') ?? '{}').vendor.businessName).toBe(
      'Demo Traders',
    );
    expect(calls.find((c) => c.path.endsWith('/impersonate'))?.headers.get('Authorization')).toBe(
      'Bearer admin-token',
    );
    expect(calls.find((c) => c.path.endsWith('/impersonate'))?.body).toEqual({ readOnly: false });
    await act(async () => {});
  });

  it('opens a vendor portal read-only when asked: sends readOnly and the banner shows a read-only badge', async () => {
    const vendor = makeVendor({ _id: 'v1', businessName: 'Demo Traders' });
    const { calls } = signedInAdmin({
      'GET /api/admin/vendors': ok({ vendors: [makeAdminVendor()], pagination: pagination(1) }),
      'POST /api/admin/vendors/v1/impersonate': ok({
        token: 'imp_ro',
        vendor,
        expiresAt: '2030-01-01T00:00:00Z',
        readOnly: true,
      }),
      'GET /api/vendors/dashboard/stats': fail(500, 'INTERNAL', 'x'),
      'GET /api/vendors/profile': fail(500, 'INTERNAL', 'x'),
    });
    const { user, router } = renderApp('/admin/vendors');
    const box = await screen.findByRole('checkbox', { name: 'Open portals read-only' }, LAZY);
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'View portal of Demo Traders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/dashboard'), LAZY);
    expect(calls.find((c) => c.path.endsWith('/impersonate'))?.body).toEqual({ readOnly: true });
    expect(await screen.findByRole('heading', { name: 'Admin view' }, LAZY)).toBeInTheDocument();
    expect(await screen.findByText('Read-only', {}, LAZY)).toBeInTheDocument();
    expect(
      screen.getByText(/This view is read-only: nothing can be changed from here\./),
    ).toBeInTheDocument();
    await act(async () => {});
  });

  it('shows an empty state when no vendor matches', async () => {
    signedInAdmin({ 'GET /api/admin/vendors': ok({ vendors: [], pagination: pagination(0) }) });
    renderApp('/admin/vendors?search=nobody');
    expect(await screen.findByText('No vendors found', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search vendors' })).toHaveValue('nobody');
  });
});

describe('pageItems', () => {
  it('shows every page up to 5, otherwise the ends and neighbours with gaps', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 9)).toEqual([1, 2, 'gap', 9]);
    expect(pageItems(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
    expect(pageItems(9, 9)).toEqual([1, 'gap', 8, 9]);
  });
});
