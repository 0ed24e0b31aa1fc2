import { LISTING_REVIEW_MESSAGES } from '@market/domain';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCategories, makeProduct, makeProductList } from '@/test/catalog-fixtures';
import { mockApi, ok } from '@/test/fetch-mock';
import { storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Listing review as the vendor sees it (decision 0044): the state, the reason, the resubmission. */
const waiting = makeProduct({
  _id: 'p-wait',
  title: 'Oak Chair',
  review: { state: 'pending', reason: null, submittedAt: '2026-11-20T10:00:00.000Z' },
});
const rejected = makeProduct({
  _id: 'p-rej',
  title: 'Blue Vase',
  review: { state: 'rejected', reason: 'Show the vase itself', submittedAt: '2026-11-20T10:00:00.000Z' },
});

function open(path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  storeVendorSession();
  const api = mockApi({
    'GET /api/auth/me': ok(vendorMe()),
    'GET /api/vendors/categories': ok(makeCategories()),
    'GET /api/vendors/products': ok(
      makeProductList([waiting, rejected, makeProduct({ _id: 'p-live', title: 'Live Mug' })]),
    ),
    ...routes,
  });
  return { ...api, ...renderApp(path) };
}

describe('listing review on My Products and the product form', () => {
  it('marks the waiting and the rejected listings, with the reason of a rejection', async () => {
    open('/vendor/products');
    const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
    await screen.findByText('Oak Chair');
    expect(within(row('Oak Chair')).getByTestId('review-badge')).toHaveTextContent('Waiting for review');
    expect(within(row('Blue Vase')).getByTestId('review-badge')).toHaveTextContent('Changes requested');
    expect(within(row('Blue Vase')).getByTestId('review-reason')).toHaveTextContent(
      'Changes requested: Show the vase itself',
    );
    expect(within(row('Live Mug')).queryByTestId('review-badge')).not.toBeInTheDocument();
  });

  it("shows a rejected product's reason on its form and says a save sends it back for review", async () => {
    const resubmitted = {
      ...rejected,
      review: { state: 'pending', reason: null, submittedAt: '2026-11-21T10:00:00.000Z' },
    };
    const { user } = open(`/vendor/products/${rejected._id}/edit`, {
      [`GET /api/vendors/products/${rejected._id}`]: ok(rejected),
      [`PUT /api/vendors/products/${rejected._id}`]: ok(resubmitted, LISTING_REVIEW_MESSAGES.submitted),
    });
    await screen.findByRole('heading', { level: 2, name: 'Edit Product' });
    expect(screen.getByTestId('review-notice')).toHaveTextContent(
      'An admin asked for changes: Show the vase itself. Saving the product sends it back for review.',
    );
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '89');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(
      await screen.findByText(
        'Product saved and sent for review. Buyers will see it once an admin approves it.',
      ),
    ).toBeInTheDocument();
  });
});
