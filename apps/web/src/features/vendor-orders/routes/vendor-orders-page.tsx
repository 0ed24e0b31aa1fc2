import { notifiesCustomer, type PartStatus, statusLabel, tableSelectMoves } from '@market/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney } from '@/lib/format';
import { useSetVendorOrderStatus } from '@/shared/vendor-orders/api/set-vendor-order-status';
import { CancelReasonDialog } from '@/shared/vendor-orders/components/cancel-reason-dialog';
import { OrderTypeBadge } from '@/shared/vendor-orders/components/order-type-badge';
import { type ShipmentInput, StatusMoveDialog } from '@/shared/vendor-orders/components/status-move-dialog';
import { VendorSessionGate } from '@/shared/vendor-orders/components/vendor-session-gate';
import { VendorStatusBadge } from '@/shared/vendor-orders/components/vendor-status-badge';
import { statusChangeFailure } from '@/shared/vendor-orders/lib/status-messages';
import { BANNER_MS, ORDER_MESSAGES } from '@/shared/vendor-orders/messages';
import {
  isCancelledByCustomer,
  type VendorOrder,
  type VendorOrderFilter,
} from '@/shared/vendor-orders/types';
import { refreshVendorOrders, vendorOrdersQueryOptions } from '../api/list-vendor-orders';
import { OrderFiltersBar, type StatusOption } from '../components/order-filters-bar';
import { OrdersSubnav } from '../components/orders-subnav';
import { useOrderFilters } from '../lib/use-order-filters';

/** The status filter of the simple table (spec 001 "Vendor Order Management, simple table version"). */
export const TABLE_STATUS_FILTERS: readonly StatusOption[] = [
  { value: 'all', label: 'All Status' },
  { value: 'processing', label: statusLabel('order', 'processing') },
  { value: 'shipped', label: statusLabel('order', 'shipped') },
  { value: 'delivered', label: statusLabel('order', 'delivered') },
  { value: 'cancelled', label: statusLabel('order', 'cancelled') },
  { value: 'cancelled_by_customer', label: statusLabel('order', 'cancelled_by_customer') },
];

const ALLOWED_FILTERS = TABLE_STATUS_FILTERS.flatMap((o) => (o.value === 'all' ? [] : [o.value]));

/**
 * What the row's status select offers: only the moves the part may make from where it is
 * (decision 0032; `tableSelectMoves` of the domain), none on a part the customer cancelled.
 */
export function tableSelectOptions(order: Pick<VendorOrder, 'status' | 'cancelledBy'>) {
  return tableSelectMoves(order.status, isCancelledByCustomer(order)).map((value) => ({
    value,
    label: statusLabel('order', value),
  }));
}

/** The select is locked when the part has no legal move (cancelled by anyone, delivered, ...). */
export function isStatusSelectLocked(order: Pick<VendorOrder, 'status' | 'cancelledBy'>): boolean {
  return tableSelectOptions(order).length === 0;
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';
const td = 'px-4 py-3 align-top';

/** `/vendor/orders`: the simple order table of spec 001. */
export function VendorOrdersPage() {
  return (
    <VendorSessionGate>
      <VendorOrdersTable />
    </VendorSessionGate>
  );
}

function VendorOrdersTable() {
  const filters = useOrderFilters({ allowed: ALLOWED_FILTERS as VendorOrderFilter[] });
  const queryClient = useQueryClient();
  const location = useLocation();
  const query = useQuery(vendorOrdersQueryOptions(filters.query));
  const [refreshing, setRefreshing] = useState(false);
  const [inFlight, setInFlight] = useState<ReadonlySet<string>>(new Set());
  const [cancelling, setCancelling] = useState<VendorOrder | null>(null);
  const [confirming, setConfirming] = useState<{ order: VendorOrder; to: 'shipped' | 'delivered' } | null>(
    null,
  );
  const change = useSetVendorOrderStatus();

  // 'Failed to load orders' empties the list (spec 001 section 8).
  const data = query.isError ? undefined : query.data;
  const orders = data?.orders ?? [];
  const from = `${location.pathname}${location.search}`;

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshVendorOrders(queryClient, filters.query);
    } catch {
      // The query shows the failure.
    } finally {
      setRefreshing(false);
    }
  };

  const changeStatus = async (
    order: VendorOrder,
    status: PartStatus,
    more: { reason?: string; shipment?: ShipmentInput | null } = {},
  ) => {
    setInFlight((ids) => new Set(ids).add(order._id));
    try {
      await change.mutateAsync({ id: order._id, status, ...more });
      toast.success(ORDER_MESSAGES.statusUpdated(status), { duration: BANNER_MS });
    } catch (error) {
      toast.error(statusChangeFailure(error), { duration: BANNER_MS });
    } finally {
      setInFlight((ids) => {
        const next = new Set(ids);
        next.delete(order._id);
        return next;
      });
    }
  };

  return (
    <div className="space-y-5">
      <OrdersSubnav />
      <PageHeader
        level={2}
        title="Vendor Order Management"
        description="Your orders at a glance: search, filter and update the status of each."
        actions={
          <Button variant="outline" onClick={() => void refresh()} loading={refreshing}>
            {refreshing ? null : <RefreshCw className="size-4" aria-hidden="true" />}
            Refresh Orders
          </Button>
        }
      />
      <OrderFiltersBar
        searchText={filters.searchText}
        onSearchText={filters.setSearchText}
        status={filters.status}
        onStatus={filters.setStatus}
        options={TABLE_STATUS_FILTERS}
      />

      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} error={query.error}>
          {ORDER_MESSAGES.loadFailed}
        </LoadError>
      ) : null}

      <Card className="relative overflow-x-auto">
        <table className="w-full min-w-[60rem] text-sm" aria-busy={query.isFetching || undefined}>
          <caption className="sr-only">Orders</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                Order Details
              </th>
              <th scope="col" className={th}>
                Customer
              </th>
              <th scope="col" className={cn(th, 'text-right')}>
                Total
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                Date
              </th>
              <th scope="col" className={th}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className={cn('divide-y divide-slate-100', query.isFetching && data && 'refreshing')}>
            {query.isPending ? (
              <tr>
                <td colSpan={6} className="px-4 py-12 text-center text-slate-500">
                  <span role="status" className="inline-flex items-center gap-2">
                    <Spinner className="text-indigo-600" />
                    {ORDER_MESSAGES.loading}
                  </span>
                </td>
              </tr>
            ) : orders.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-4 py-12 text-center text-slate-500">
                  {ORDER_MESSAGES.empty}
                </td>
              </tr>
            ) : (
              orders.map((order) => {
                const busy = inFlight.has(order._id);
                const moves = tableSelectOptions(order);
                return (
                  <tr key={order._id} className="hover:bg-slate-50/70" data-testid="order-row">
                    <td className={td}>
                      <p className="font-medium whitespace-nowrap text-slate-900">{order.orderNumber}</p>
                      <p className="text-xs text-slate-500">
                        {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
                      </p>
                      <div className="mt-1">
                        <OrderTypeBadge orderType={order.orderType} />
                      </div>
                    </td>
                    <td className={td}>
                      <p className="font-medium text-slate-900">
                        {order.customerName || order.customer.name}
                      </p>
                      <p className="text-xs text-slate-500">
                        <EmailAddress email={order.email || order.customer.email} />
                      </p>
                    </td>
                    <td
                      className={cn(
                        td,
                        'text-right font-medium whitespace-nowrap text-slate-900 tabular-nums',
                      )}
                    >
                      {formatMoney(order.totalAmount)}
                    </td>
                    <td className={td}>
                      <VendorStatusBadge order={order} />
                    </td>
                    <td className={cn(td, 'whitespace-nowrap text-slate-600')}>
                      {formatDate(order.createdAt)}
                    </td>
                    <td className={cn(td, 'w-px whitespace-nowrap')}>
                      <div className="flex items-center gap-2">
                        <Link
                          to={`/order/${encodeURIComponent(order._id)}`}
                          state={{ from }}
                          aria-label={`View order ${order.orderNumber}`}
                          title="View order"
                          className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                        >
                          <Eye className="size-5" aria-hidden="true" />
                        </Link>
                        <div className="w-40 shrink-0">
                          <Select
                            aria-label={`Status of order ${order.orderNumber}`}
                            className="h-9"
                            value={order.status}
                            disabled={busy || moves.length === 0}
                            onChange={(event) => {
                              const next = event.target.value as PartStatus;
                              if (!next || next === order.status) return;
                              if (next === 'cancelled') setCancelling(order);
                              else if (next === 'shipped' || next === 'delivered')
                                setConfirming({ order, to: next });
                              else if (!notifiesCustomer(next)) void changeStatus(order, next);
                            }}
                          >
                            <option value={order.status} disabled>
                              {statusLabel('order', order.status)}
                            </option>
                            {moves.map((s) => (
                              <option key={s.value} value={s.value}>
                                {s.label}
                              </option>
                            ))}
                          </Select>
                        </div>
                        {busy ? (
                          <Spinner size="sm" label="Updating status" className="text-indigo-600" />
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </Card>

      {data && data.pagination.totalItems > 0 ? (
        <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
          <p className="text-sm text-slate-500">
            Showing {(data.pagination.currentPage - 1) * data.pagination.pageSize + 1} to{' '}
            {(data.pagination.currentPage - 1) * data.pagination.pageSize + orders.length} of{' '}
            {data.pagination.totalItems} orders
          </p>
          <Pagination
            page={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            onPageChange={filters.setPage}
            label="Order pages"
          />
        </div>
      ) : null}

      {cancelling ? (
        <CancelReasonDialog
          orderNumber={cancelling.orderNumber}
          onAbort={() => setCancelling(null)}
          onConfirm={(reason) => {
            const order = cancelling;
            setCancelling(null);
            void changeStatus(order, 'cancelled', { reason });
          }}
        />
      ) : null}

      {confirming ? (
        <StatusMoveDialog
          orderNumber={confirming.order.orderNumber}
          to={confirming.to}
          onClose={() => setConfirming(null)}
          onConfirm={(shipment) => {
            const { order, to } = confirming;
            setConfirming(null);
            void changeStatus(order, to, { shipment });
          }}
        />
      ) : null}
    </div>
  );
}
