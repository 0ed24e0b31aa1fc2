import { CUSTOMER_ORDERS_PAGE_SIZE } from '@market/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope, apiRequest } from '@/lib/api-client';
import type { PageInfo } from '@/lib/pagination';

/**
 * A customer of this vendor, with the figures the server computes once for the list and the
 * customer page alike: orders and total spent leave out cancelled and rejected orders.
 */
export type VendorCustomer = {
  /** The customer in paths (`/vendor/customers/:id`). */
  id: string;
  email: string;
  name: string;
  orderCount: number;
  totalSpent: number;
  firstOrder: string;
  lastOrder: string;
};

export type VendorCustomerList = {
  customers: VendorCustomer[];
  pagination: PageInfo;
};

export const CUSTOMERS_PAGE_SIZE = 20;

export type VendorCustomersQuery = { page: number; search?: string | undefined };

const keys = {
  all: ['vendor', 'customers'] as const,
  one: (id: string) => ['vendor', 'customers', 'one', id] as const,
  orders: (id: string, page: number) => ['vendor', 'customers', 'one', id, 'orders', page] as const,
  notes: (id: string) => ['vendor', 'customers', 'one', id, 'notes'] as const,
};

const path = (id: string) => `/vendors/customers/${encodeURIComponent(id)}`;

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
    queryKey: [...keys.all, query],
    queryFn: ({ signal }) => fetchVendorCustomers(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/vendors/customers/:customerId: the customer's name, e-mail and figures. */
export function vendorCustomerQueryOptions(id: string) {
  return queryOptions({
    queryKey: keys.one(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ customer: VendorCustomer }>(path(id), { role: 'vendor', signal })).customer,
  });
}

/** One of the customer's orders with this vendor (`_id` opens `/order/:id`). */
export type CustomerOrder = {
  _id: string;
  orderNumber: string;
  createdAt: string;
  status: string;
  statusLabel: string;
  itemCount: number;
  totalAmount: number;
  items: { title: string; quantity: number }[];
};

export type CustomerOrderList = { orders: CustomerOrder[]; pagination: PageInfo };

/** GET /api/vendors/customers/:customerId/orders?page: newest first. */
export function customerOrdersQueryOptions(id: string, page: number) {
  return queryOptions({
    queryKey: keys.orders(id, page),
    queryFn: ({ signal }) =>
      apiRequest<CustomerOrderList>(`${path(id)}/orders`, {
        role: 'vendor',
        query: { page, limit: CUSTOMER_ORDERS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type CustomerNote = {
  _id: string;
  note: string;
  createdAt: string;
  author: { name: string; byAdmin: boolean };
  /** Written by the person signed in now, who alone may delete it. */
  mine: boolean;
};

/** GET /api/vendors/customers/:customerId/notes: newest first. */
export function customerNotesQueryOptions(id: string) {
  return queryOptions({
    queryKey: keys.notes(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ notes: CustomerNote[] }>(`${path(id)}/notes`, { role: 'vendor', signal })).notes,
  });
}

/** POST /api/vendors/customers/:customerId/notes `{note}`. */
export function useAddCustomerNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      apiEnvelope<{ note: CustomerNote }>(`${path(id)}/notes`, {
        method: 'POST',
        role: 'vendor',
        body: { note },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.notes(id) }),
  });
}

/** DELETE /api/vendors/customers/:customerId/notes/:noteId. */
export function useDeleteCustomerNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) =>
      apiEnvelope<unknown>(`${path(id)}/notes/${encodeURIComponent(noteId)}`, {
        method: 'DELETE',
        role: 'vendor',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.notes(id) }),
  });
}
