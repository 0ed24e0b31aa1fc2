import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/fetch-mock';
import { makeVendor, storeVendorSession, vendorMe } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { VendorCustomer, VendorCustomerList } from './api/customers';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const CASEY: VendorCustomer = {
  id: 'Y3VzdG9tZXJAZGVtby50ZXN0',
  email: 'customer@demo.test',
  name: 'Casey Customer',
  orderCount: 29,
  totalSpent: 2861.31,
  firstOrder: '2025-01-02T10:00:00.000Z',
  lastOrder: '2025-11-21T09:18:39.588Z',
};

function list(customers: VendorCustomer[], page = 1, totalItems = customers.length): VendorCustomerList {
  const totalPages = Math.max(1, Math.ceil(totalItems / 20));
  return {
    customers,
    pagination: {
      currentPage: page,
      pageSize: 20,
      totalItems,
      totalPages,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
    },
  };
}

function open(handler: Parameters<typeof mockApi>[0][string]) {
  const vendor = makeVendor();
  storeVendorSession(vendor);
  return {
    ...mockApi({ 'GET /api/auth/me': ok(vendorMe(vendor)), 'GET /api/vendors/customers': handler }),
    ...renderApp('/vendor/customers'),
  };
}

describe('/vendor/customers', () => {
  it('lists the customers with orders, total spent and last order', async () => {
    open(ok(list([CASEY], 1, 37)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    const row = within((await screen.findByText('Casey Customer')).closest('tr') as HTMLElement);
    // The e-mail may wrap only at its @ and dots, and keeps the full address as its title.
    const email = row.getByTitle('customer@demo.test');
    expect(email).toHaveTextContent('customer@demo.test');
    expect(email.querySelectorAll('wbr')).toHaveLength(2);
    expect(row.getByRole('link', { name: 'Casey Customer' })).toHaveAttribute(
      'href',
      '/vendor/customers/Y3VzdG9tZXJAZGVtby50ZXN0',
    );
    expect(row.getByText('29')).toBeInTheDocument();
    expect(row.getByText('$2,861.31')).toBeInTheDocument();
    expect(row.getByText(/Nov 21, 2025/)).toBeInTheDocument();
    expect(screen.getByText('37 customers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('searches by name or e-mail', async () => {
    const urls: string[] = [];
    const { user } = open((request) => {
      urls.push(request.url);
      const search = new URL(request.url, 'http://x').searchParams.get('search');
      return ok(list(search ? [] : [CASEY]));
    });
    await screen.findByText('Casey Customer');
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'nobody');
    expect(await screen.findByText('No customers match this search')).toBeInTheDocument();
    await waitFor(() => expect(new URL(urls.at(-1)!, 'http://x').searchParams.get('search')).toBe('nobody'));
  });

  it('shows the empty state without customers, and the failure with Try Again', async () => {
    open(ok(list([])));
    expect(await screen.findByText('No customers yet')).toBeInTheDocument();
  });

  it('says when the customers could not be loaded', async () => {
    open(fail(500, 'INTERNAL', 'Internal server error'));
    expect(await screen.findByText('The customers could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
