import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, toListItem } from '@/test/catalog-fixtures';
import { mockApi, ok } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const admin = makeUser({ _id: 'admin-1', name: 'Ada Admin', email: 'admin@demo.test', role: 'admin' });
const adminMe = ok({ user: admin, vendor: null, impersonatedBy: null, expiresAt: '2030-01-01T00:00:00Z' });

const item = (
  id: string,
  title: string,
  state: 'pending' | 'rejected' = 'pending',
  reason: string | null = null,
) => ({
  ...toListItem(makeProduct({ _id: id, title, name: title })),
  review: { state, reason, submittedAt: '2026-11-20T10:00:00.000Z' },
  vendor: { _id: 'v1', businessName: 'Demo Traders' },
  reviewedBy: state === 'rejected' ? 'Ada Admin' : null,
});
const page = (products: unknown[], totalPages = 1) => ({
  products,
  pagination: {
    currentPage: 1,
    pageSize: 20,
    totalItems: products.length,
    totalPages,
    hasNextPage: totalPages > 1,
    hasPrevPage: false,
  },
});

describe('/admin/listing-review', () => {
  it('lists the waiting listings, approves one and rejects another with a reason checked before sending', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const { calls } = mockApi({
      'GET /api/auth/me': adminMe,
      'GET /api/admin/listing-review': ok(page([item('p1', 'Oak Chair'), item('p2', 'Blue Vase')])),
      'POST /api/admin/listing-review/p1/approve': ok(
        null,
        'Listing approved: it is on the storefront now (when its status is Active).',
      ),
      'POST /api/admin/listing-review/p2/reject': ok(
        null,
        'Listing rejected. The vendor sees your reason on My Products and in the e-mail.',
      ),
    });
    const { user } = renderApp('/admin/listing-review');
    expect(await screen.findByRole('heading', { level: 2, name: 'Listing Review' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('review-item');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Oak Chair');
    expect(rows[0]).toHaveTextContent('Demo Traders');
    expect(within(rows[0]!).getByTestId('review-badge')).toHaveTextContent('Waiting for review');
    expect(within(rows[0]!).getByRole('link', { name: 'View Oak Chair' })).toHaveAttribute(
      'href',
      '/admin/products/p1',
    );

    await user.click(screen.getByRole('button', { name: 'Approve Oak Chair' }));
    expect(
      await screen.findByText('Listing approved: it is on the storefront now (when its status is Active).'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject Blue Vase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject listing' });
    await user.type(within(dialog).getByLabelText('Reason (shown to the vendor)'), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(await within(dialog).findByText('The reason must be at least 3 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/reject'))).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason (shown to the vendor)'), 't a real photo');
    await user.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(
      await screen.findByText(
        'Listing rejected. The vendor sees your reason on My Products and in the e-mail.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/reject'))?.body).toEqual({ reason: 'not a real photo' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the state and search in the address and shows rejected listings with their reason, without actions', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const searches: (string | null)[] = [];
    mockApi({
      'GET /api/auth/me': adminMe,
      'GET /api/admin/listing-review': ({ url }) => {
        const params = new URL(url, 'http://localhost').searchParams;
        searches.push(params.get('search'));
        return params.get('state') === 'rejected'
          ? ok(page([item('p3', 'Rug', 'rejected', 'Blurry photos')]))
          : ok(page([]));
      },
    });
    const { user, router } = renderApp('/admin/listing-review');
    expect(await screen.findByText('No listings are waiting for review.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Showing'), 'rejected');
    const row = await screen.findByTestId('review-item');
    expect(router.state.location.search).toBe('?state=rejected');
    expect(within(row).getByTestId('review-reason')).toHaveTextContent('Reason (Ada Admin): Blurry photos');
    expect(within(row).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Search listings'), 'rug');
    await waitFor(() => expect(router.state.location.search).toContain('search=rug'));
    await waitFor(() => expect(searches).toContain('rug'));
  });
});
