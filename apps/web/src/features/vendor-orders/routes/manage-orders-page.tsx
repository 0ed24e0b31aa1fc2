import { statusLabel } from '@market/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { CancelReasonDialog } from '@/shared/vendor-orders/components/cancel-reason-dialog';
import { StatusMoveDialog } from '@/shared/vendor-orders/components/status-move-dialog';
import { VendorSessionGate } from '@/shared/vendor-orders/components/vendor-session-gate';
import { BANNER_MS, ORDER_MESSAGES } from '@/shared/vendor-orders/messages';
import { downloadVendorOrdersCsv } from '../api/export-orders';
import { refreshVendorOrders, vendorOrdersQueryOptions } from '../api/list-vendor-orders';
import { OrderCard } from '../components/manage-order-card';
import { ManageOrdersStats } from '../components/manage-orders-stats';
import { OrderFiltersBar, type StatusOption } from '../components/order-filters-bar';
import { OrdersSubnav } from '../components/orders-subnav';
import { useCardActions } from '../lib/use-card-actions';
import { useOrderFilters } from '../lib/use-order-filters';

const CARD_STATUS_FILTERS: readonly StatusOption[] = [
  { value: 'all', label: 'All Status' },
  { value: 'pending', label: statusLabel('order', 'pending') },
  { value: 'accepted', label: statusLabel('order', 'accepted') },
  { value: 'confirmed', label: statusLabel('order', 'confirmed') },
  { value: 'processing', label: statusLabel('order', 'processing') },
  { value: 'shipped', label: statusLabel('order', 'shipped') },
  { value: 'delivered', label: statusLabel('order', 'delivered') },
  { value: 'cancelled', label: statusLabel('order', 'cancelled') },
  { value: 'cancelled_by_customer', label: statusLabel('order', 'cancelled_by_customer') },
  { value: 'rejected', label: statusLabel('order', 'rejected') },
  { value: 'returned', label: statusLabel('order', 'returned') },
];

/** `/vendor/orders/manage`: the card version of spec 001, with Refresh (no cache) and Export (CSV). */
export function ManageOrdersPage() {
  return (
    <VendorSessionGate>
      <ManageOrders />
    </VendorSessionGate>
  );
}

function ManageOrders() {
  const filters = useOrderFilters();
  const queryClient = useQueryClient();
  const location = useLocation();
  const query = useQuery(vendorOrdersQueryOptions(filters.query));
  const [refreshing, setRefreshing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const actions = useCardActions();
  const { cancelling, confirming } = actions;

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

  const exportCsv = async () => {
    if (!data || data.pagination.totalItems === 0 || orders.length === 0) {
      toast.info(ORDER_MESSAGES.nothingToExport, { duration: BANNER_MS });
      return;
    }
    setExporting(true);
    try {
      const fileName = await downloadVendorOrdersCsv({
        status: filters.status,
        search: filters.query.search,
      });
      toast.success(`Orders exported to ${fileName}`, { duration: BANNER_MS });
    } catch {
      toast.error(ORDER_MESSAGES.exportFailed, { duration: BANNER_MS });
    } finally {
      setExporting(false);
    }
  };

  const toggle = (id: string) =>
    setExpanded((ids) => {
      const next = new Set(ids);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="space-y-5">
      <OrdersSubnav />
      <PageHeader
        level={2}
        title="Manage Orders"
        description={ORDER_MESSAGES.manageHeader}
        actions={
          <>
            <Button variant="outline" onClick={() => void refresh()} loading={refreshing}>
              {refreshing ? null : <RefreshCw className="size-4" aria-hidden="true" />}
              Refresh
            </Button>
            <Button onClick={() => void exportCsv()} loading={exporting} loadingText="Exporting…">
              <Download className="size-4" aria-hidden="true" />
              Export
            </Button>
          </>
        }
      />

      <ManageOrdersStats orders={orders} totalItems={data?.pagination.totalItems} />

      <OrderFiltersBar
        searchText={filters.searchText}
        onSearchText={filters.setSearchText}
        status={filters.status}
        onStatus={filters.setStatus}
        options={CARD_STATUS_FILTERS}
      />

      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} error={query.error}>
          {ORDER_MESSAGES.loadFailed}
        </LoadError>
      ) : null}

      {query.isPending ? (
        <Card className="flex justify-center py-16">
          <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="text-indigo-600" />
            {ORDER_MESSAGES.loading}
          </span>
        </Card>
      ) : orders.length === 0 ? (
        <Card>
          <EmptyState title={ORDER_MESSAGES.empty} description="Try another status or search." />
        </Card>
      ) : (
        <ul className={cn('space-y-3', query.isFetching && 'refreshing')} aria-label="Orders">
          {orders.map((order) => (
            <li key={order._id}>
              <OrderCard
                order={order}
                from={from}
                expanded={expanded.has(order._id)}
                busy={actions.busy.has(order._id)}
                onToggle={() => toggle(order._id)}
                onAction={(action) => actions.run(order, action)}
              />
            </li>
          ))}
        </ul>
      )}

      {data && data.pagination.totalPages > 1 ? (
        <Pagination
          page={data.pagination.currentPage}
          totalPages={data.pagination.totalPages}
          onPageChange={filters.setPage}
          label="Order pages"
        />
      ) : null}

      {cancelling ? (
        <CancelReasonDialog
          orderNumber={cancelling.orderNumber}
          onAbort={actions.abortCancel}
          onConfirm={(reason) => actions.confirmCancel(cancelling, reason)}
        />
      ) : null}
      {confirming ? (
        <StatusMoveDialog
          orderNumber={confirming.order.orderNumber}
          to={confirming.to}
          onClose={actions.closeMove}
          onConfirm={(shipment) => actions.confirmMove(confirming.order, confirming.to, shipment)}
        />
      ) : null}
    </div>
  );
}
