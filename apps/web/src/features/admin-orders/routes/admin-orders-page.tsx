import type { OrderType } from '@market/domain';
import { SEARCH_MAX_LENGTH } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { Search, ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClasses } from '@/components/ui/input';
import { ListState, queryFailure } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney } from '@/lib/format';
import { useUrlFilters, useUrlSearch } from '@/lib/use-url-filters';
import { MARKETPLACE_NAME, OrderStatusBadge, orderStatusLabel } from '@/shared/orders';
import {
  ADMIN_ORDER_STATUSES,
  type AdminOrderFilters,
  type AdminOrderStatusFilter,
  adminOrdersQueryOptions,
} from '../api/list-admin-orders';
import { ORDER_TYPE_LABELS } from '../order-type-labels';

const ORDER_TYPES = Object.keys(ORDER_TYPE_LABELS) as OrderType[];

function filtersFrom(params: URLSearchParams): AdminOrderFilters {
  const status = params.get('status');
  const type = params.get('orderType');
  const page = Number(params.get('page'));
  return {
    status: (ADMIN_ORDER_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as AdminOrderStatusFilter)
      : undefined,
    orderType: ORDER_TYPES.includes(type as OrderType) ? (type as OrderType) : undefined,
    search: params.get('search')?.trim() || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const selectClasses = cn(inputClasses, 'pr-8');

/** `/admin/orders`: every order, filtered by status and type, searched by number, customer or e-mail. */
export function AdminOrdersPage() {
  const { params, setFilters: setFilter, setPage, clearFilters } = useUrlFilters();
  const navigate = useNavigate();
  const filters = filtersFrom(params);
  const ids = useId();
  const query = useQuery(adminOrdersQueryOptions(filters));
  const data = query.data;

  // Debounced search: the URL (and the request) follows the box 500 ms after the last key.
  const [searchText, setSearchText] = useUrlSearch(filters.search ?? '', (text) =>
    setFilter({ search: text }),
  );

  const hasFilters = Boolean(filters.status || filters.orderType || filters.search);

  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title="All orders"
        description="Every order on the marketplace: filter, search and open one to manage its parts."
        actions={
          query.isFetching && data ? <Spinner size="sm" label="Updating" className="text-indigo-600" /> : null
        }
      />
      <Card className="p-4">
        <div className="grid grid-cols-1 gap-3 md:grid-cols-[1fr_12rem_12rem]">
          <div>
            <label htmlFor={`${ids}-search`} className="mb-1.5 block text-sm font-medium text-slate-700">
              Search
            </label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <input
                id={`${ids}-search`}
                type="search"
                maxLength={SEARCH_MAX_LENGTH}
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                placeholder="Order number, customer name or e-mail"
                className={cn(inputClasses, 'pl-9')}
              />
            </div>
          </div>
          <div>
            <label htmlFor={`${ids}-status`} className="mb-1.5 block text-sm font-medium text-slate-700">
              Status
            </label>
            <select
              id={`${ids}-status`}
              className={selectClasses}
              value={filters.status ?? ''}
              onChange={(event) => setFilter({ status: event.target.value || undefined })}
            >
              <option value="">All statuses</option>
              {ADMIN_ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {orderStatusLabel(s)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${ids}-type`} className="mb-1.5 block text-sm font-medium text-slate-700">
              Order type
            </label>
            <select
              id={`${ids}-type`}
              className={selectClasses}
              value={filters.orderType ?? ''}
              onChange={(event) => setFilter({ orderType: event.target.value || undefined })}
            >
              <option value="">All types</option>
              {ORDER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {ORDER_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </Card>

      <ListState
        pending={query.isPending}
        loadingLabel="Loading orders"
        failure={data ? null : queryFailure(query, 'Orders could not be loaded')}
        empty={
          data && data.orders.length === 0 ? (
            <Card>
              <EmptyState
                icon={ShoppingCart}
                title={hasFilters ? 'No orders match these filters' : 'No orders yet'}
                description={
                  hasFilters ? 'Try another status, type or search.' : 'Orders appear here as customers buy.'
                }
                actions={
                  hasFilters ? (
                    <Button
                      variant="outline"
                      onClick={() => {
                        setSearchText('');
                        clearFilters();
                      }}
                    >
                      Clear filters
                    </Button>
                  ) : null
                }
              />
            </Card>
          ) : null
        }
      >
        {data ? (
          <>
            <Card className="relative overflow-x-auto">
              <table className="w-full min-w-[52rem] text-left text-sm">
                <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      Order
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Date
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Customer
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Sellers
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Type
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Status
                    </th>
                    <th scope="col" className="px-4 py-3 text-right">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.orders.map((order) => (
                    <tr
                      key={order._id}
                      className="cursor-pointer hover:bg-slate-50"
                      onClick={() => navigate(`/admin/orders/${order._id}`)}
                    >
                      <td className="px-4 py-3 font-medium whitespace-nowrap">
                        <Link
                          to={`/admin/orders/${order._id}`}
                          className="text-indigo-600 hover:text-indigo-700 hover:underline"
                          onClick={(event) => event.stopPropagation()}
                        >
                          {order.orderNumber}
                        </Link>
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                        {formatDate(order.createdAt)}
                      </td>
                      <td className="px-4 py-3">
                        <p className="font-medium text-slate-900">{order.customer.name}</p>
                        <p className="text-xs text-slate-500">
                          <EmailAddress email={order.customer.email} />
                        </p>
                      </td>
                      <td className="px-4 py-3 text-slate-600">
                        {order.statusParts
                          .map((p) =>
                            p.type === 'admin' ? MARKETPLACE_NAME : (p.vendor?.businessName ?? 'Vendor'),
                          )
                          .join(', ')}
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                        {ORDER_TYPE_LABELS[order.orderType]}
                      </td>
                      <td className="px-4 py-3">
                        <OrderStatusBadge status={order.unifiedStatus} />
                      </td>
                      <td className="px-4 py-3 text-right font-medium whitespace-nowrap text-slate-900">
                        {formatMoney(order.totalAmount, order.currency)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-500">
                Page {data.pagination.currentPage} of {data.pagination.totalPages} ·{' '}
                {data.pagination.totalItems} {data.pagination.totalItems === 1 ? 'order' : 'orders'}
              </p>
              <Pagination
                page={filters.page}
                totalPages={data.pagination.totalPages}
                onPageChange={setPage}
                label="Order pages"
              />
            </div>
          </>
        ) : null}
      </ListState>
    </div>
  );
}
