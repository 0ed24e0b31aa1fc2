import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PageInfo } from '@/lib/pagination';

export type VendorCustomer = {
  email: string;
  name: string;
  orderCount: number;
  totalSpent: number;
  lastOrder: string;
};

export type VendorCustomerList = {
  customers: VendorCustomer[];
  pagination: PageInfo;
};

export const CUSTOMERS_PAGE_SIZE = 20;

export type VendorCustomersQuery = { page: number; search?: string | undefined };

/** GET /api/vendors/customers?page&limit&search: customers who bought from this vendor. */
export function fetchVendorCustomers(query: VendorCustomersQuery, signal?: AbortSignal) {
  return apiRequest<VendorCustomerList>('/vendors/customers', {
    role: 'vendor',
    query: { page: query.page, limit: CUSTOMERS_PAGE_SIZE, search: query.search?.trim() },
    signal,
  });
}

export function vendorCustomersQueryOptions(query: VendorCustomersQuery) {
  return queryOptions({
    queryKey: ['vendor', 'customers', query],
    queryFn: ({ signal }) => fetchVendorCustomers(query, signal),
    placeholderData: keepPreviousData,
  });
}
