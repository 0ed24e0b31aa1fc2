import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { makeInquiryList, makeInquirySummary } from '@/test/inquiry-fixtures';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const A = makeInquirySummary();
const B = makeInquirySummary({
  _id: '00000000-0000-4000-8000-000000000002',
  inquiryId: 'INQ-BBBB0002',
  subject: 'Where is my parcel?',
  category: 'return_refund',
  priority: 'urgent',
  status: 'waiting_customer',
  unreadMessagesCount: 0,
  lastActivityAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
});

const STATS = { overview: { totalInquiries: 12, openInquiries: 5, avgResponseTime: 42, avgRating: 4.25 } };

function open(routes: Parameters<typeof mockApi>[0], path = '/vendor/inquiries') {
  storeVendorSession(makeVendor());
  return {
    ...mockApi({
      'GET /api/auth/me': ok(vendorMe(makeVendor())),
      'GET /api/vendors/inquiries/stats': ok(STATS),
      ...routes,
    }),
    ...renderApp(path),
  };
}

describe('/vendor/inquiries', () => {
  it('shows the stat cards, the rows with unread badge, labels and relative time, and the footer', async () => {
    open({ 'GET /api/vendors/inquiries': ok(makeInquiryList([A, B], 2)) });
    const rows = await screen.findAllByTestId('inquiry-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('#INQ-AAAA0001')).toBeInTheDocument();
    expect(first.getByText('Does the lamp fit a small desk?')).toBeInTheDocument();
    expect(first.getByText('2', { exact: false, selector: 'span' })).toHaveTextContent('2 unread');
    expect(first.getByText('Product Inquiry')).toBeInTheDocument();
    expect(first.getByText('Medium')).toBeInTheDocument();
    expect(first.getByText('Open')).toBeInTheDocument();
    expect(first.getByText('2h ago')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/vendor/inquiries/INQ-AAAA0001',
    );
    const second = within(rows[1]!);
    expect(second.getByText('Return/Refund')).toBeInTheDocument();
    expect(second.getByText('Urgent')).toBeInTheDocument();
    expect(second.getByText('Waiting Customer')).toBeInTheDocument();
    expect(second.getByText('3d ago')).toBeInTheDocument();
    expect(second.queryByText(/unread/)).not.toBeInTheDocument();

    expect(await screen.findByText('4.3/5')).toBeInTheDocument();
    expect(screen.getByText('42 min')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 results')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it("says 'N/A' with the reason when nothing was answered or rated", async () => {
    open({
      'GET /api/vendors/inquiries/stats': ok({
        overview: { totalInquiries: 0, openInquiries: 0, avgResponseTime: null, avgRating: null },
      }),
      'GET /api/vendors/inquiries': ok(makeInquiryList([])),
    });
    expect(await screen.findByText('No inquiries found')).toBeInTheDocument();
    expect(screen.getByText('Customer inquiries will appear here when received.')).toBeInTheDocument();
    expect(await screen.findAllByText('N/A')).toHaveLength(2);
    expect(screen.getByText('No inquiry has been answered yet')).toBeInTheDocument();
    expect(screen.getByText('No inquiry has been rated yet')).toBeInTheDocument();
  });

  it('keeps the filters and the sort in the address and sends them', async () => {
    const urls: string[] = [];
    const { user, router } = open({
      'GET /api/vendors/inquiries': ({ url }) => {
        urls.push(url);
        return ok(makeInquiryList([A], 45));
      },
    });
    await screen.findAllByTestId('inquiry-row');
    await user.selectOptions(screen.getByLabelText('Status'), 'open');
    await user.selectOptions(screen.getByLabelText('Priority'), 'high');
    await user.selectOptions(screen.getByLabelText('Category'), 'shipping');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'priority:desc');
    await user.type(screen.getByLabelText('Search'), 'lamp');
    await waitFor(() => expect(router.state.location.search).toContain('search=lamp'));
    const expected = {
      status: 'open',
      priority: 'high',
      category: 'shipping',
      sortBy: 'priority',
      sortOrder: 'desc',
      search: 'lamp',
    };
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(expected);
    await waitFor(() =>
      expect(Object.fromEntries(new URL(urls.at(-1)!, 'http://x').searchParams)).toEqual({
        ...expected,
        page: '1',
        limit: '20',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('validates the bulk panel, then updates all selected rows at once', async () => {
    const { user, calls } = open({
      'GET /api/vendors/inquiries': ok(makeInquiryList([A, B], 2)),
      'PUT /api/vendors/inquiries/bulk': ok({ modifiedCount: 2 }, '2 inquiries updated successfully'),
    });
    await screen.findAllByTestId('inquiry-row');
    expect(screen.queryByText('Bulk actions')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Select all inquiries on this page'));
    expect(screen.getByText('2 inquiries selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Please select inquiries and an action')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Action'), 'mark_high_priority');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('2 inquiries updated successfully')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ inquiryIds: [A._id, B._id], field: 'priority', value: 'high' });
    expect(screen.queryByText('2 inquiries selected')).not.toBeInTheDocument();
    // Shown for 3 seconds.
    await waitFor(
      () => expect(screen.queryByText('2 inquiries updated successfully')).not.toBeInTheDocument(),
      {
        timeout: 4500,
      },
    );
  });

  it("shows the server's reason when the bulk update is refused", async () => {
    const { user } = open({
      'GET /api/vendors/inquiries': ok(makeInquiryList([A], 1)),
      'PUT /api/vendors/inquiries/bulk': fail(
        404,
        'NOT_FOUND',
        'One or more of the selected inquiries were not found',
      ),
    });
    await screen.findAllByTestId('inquiry-row');
    await user.click(screen.getByLabelText('Select inquiry INQ-AAAA0001'));
    await user.selectOptions(screen.getByLabelText('Action'), 'mark_resolved');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('One or more of the selected inquiries were not found'),
    ).toBeInTheDocument();
  });

  it("says 'Failed to load inquiries' when the list cannot load", async () => {
    open({ 'GET /api/vendors/inquiries': fail(500, 'INTERNAL', '') });
    expect(await screen.findByText('Failed to load inquiries')).toBeInTheDocument();
  });
});
