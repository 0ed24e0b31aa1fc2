import { type CardAction, cardActions } from '@market/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Download, Eye, PackageCheck, RefreshCw, Truck, XCircle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney } from '@/lib/format';
import { useCancelVendorOrder } from '@/shared/vendor-orders/api/cancel-vendor-order';
import { useSetVendorOrderStatus } from '@/shared/vendor-orders/api/set-vendor-order-status';
import { CancelReasonDialog } from '@/shared/vendor-orders/components/cancel-reason-dialog';
import { OrderItemsList } from '@/shared/vendor-orders/components/order-items-list';
import { OrderTypeBadge } from '@/shared/vendor-orders/components/order-type-badge';
import { type ShipmentInput, StatusMoveDialog } from '@/shared/vendor-orders/components/status-move-dialog';
import { VendorSessionGate } from '@/shared/vendor-orders/components/vendor-session-gate';
import { VendorStatusBadge } from '@/shared/vendor-orders/components/vendor-status-badge';
import { cancelFailure, statusChangeFailure } from '@/shared/vendor-orders/lib/status-messages';
import { BANNER_MS, ORDER_MESSAGES } from '@/shared/vendor-orders/messages';
import { isCancelledByCustomer, orderItemsOf, type VendorOrder } from '@/shared/vendor-orders/types';
import { downloadVendorOrdersCsv } from '../api/export-orders';
import { refreshVendorOrders, vendorOrdersQueryOptions } from '../api/list-vendor-orders';
import { OrderFiltersBar, type StatusOption } from '../components/order-filters-bar';
import { OrdersSubnav } from '../components/orders-subnav';
import { useOrderFilters } from '../lib/use-order-filters';

const CARD_STATUS_FILTERS: readonly StatusOption[] = [
  { value: 'all', label: 'All Status' },
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'processing', label: 'Processing' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'cancelled_by_customer', label: 'Cancelled by Customer' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'returned', label: 'Returned' },
];

const ACTION_STATUS: Record<Exclude<CardAction, 'cancel'>, 'shipped' | 'delivered'> = {
  ship: 'shipped',
  deliver: 'delivered',
};

/** Sum of the loaded page's totals (the Total Revenue header). */
export function pageRevenue(orders: readonly Pick<VendorOrder, 'totalAmount'>[]): number {
  return Math.round(orders.reduce((sum, o) => sum + o.totalAmount * 100, 0)) / 100;
}

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
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [cancelling, setCancelling] = useState<VendorOrder | null>(null);
  const [confirming, setConfirming] = useState<{ order: VendorOrder; to: 'shipped' | 'delivered' } | null>(
    null,
  );
  const changeStatus = useSetVendorOrderStatus();
  const cancel = useCancelVendorOrder();

  const data = query.isError ? undefined : query.data;
  const orders = data?.orders ?? [];
  const from = `${location.pathname}${location.search}`;

  const track = async (id: string, work: () => Promise<void>) => {
    setBusy((ids) => new Set(ids).add(id));
    try {
      await work();
    } finally {
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };

  const runAction = (order: VendorOrder, action: CardAction) => {
    if (action === 'cancel') {
      setCancelling(order);
      return;
    }
    // Both moves e-mail the customer: asked first, shipping with its carrier and tracking number.
    setConfirming({ order, to: ACTION_STATUS[action] });
  };

  const confirmMove = (
    order: VendorOrder,
    status: 'shipped' | 'delivered',
    shipment: ShipmentInput | null,
  ) => {
    setConfirming(null);
    void track(order._id, async () => {
      try {
        await changeStatus.mutateAsync({ id: order._id, status, shipment });
        toast.success(ORDER_MESSAGES.statusUpdated(status), { duration: BANNER_MS });
      } catch (error) {
        toast.error(statusChangeFailure(error), { duration: BANNER_MS });
      }
    });
  };

  const confirmCancel = (order: VendorOrder, reason: string) => {
    setCancelling(null);
    void track(order._id, async () => {
      try {
        await cancel.mutateAsync({ id: order._id, notes: reason });
        toast.success(ORDER_MESSAGES.rejected, { duration: BANNER_MS });
      } catch (error) {
        toast.error(cancelFailure(error), { duration: BANNER_MS });
      }
    });
  };

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

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          label="Total Revenue"
          value={<span data-testid="total-revenue">{formatMoney(pageRevenue(orders))}</span>}
          footer={<span className="text-slate-500">Sum of the orders on this page</span>}
        />
        <StatCard
          label="Your Earnings"
          tone="green"
          value={formatMoney(pageRevenue(orders.map((o) => ({ totalAmount: o.vendorAmount }))))}
          footer={<span className="text-slate-500">After commission, on this page</span>}
        />
        <StatCard
          label="Orders"
          tone="blue"
          value={data?.pagination.totalItems ?? '—'}
          footer={<span className="text-slate-500">Matching the filters</span>}
        />
      </div>

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
                busy={busy.has(order._id)}
                onToggle={() => toggle(order._id)}
                onAction={(action) => runAction(order, action)}
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
          onAbort={() => setCancelling(null)}
          onConfirm={(reason) => confirmCancel(cancelling, reason)}
        />
      ) : null}
      {confirming ? (
        <StatusMoveDialog
          orderNumber={confirming.order.orderNumber}
          to={confirming.to}
          onClose={() => setConfirming(null)}
          onConfirm={(shipment) => confirmMove(confirming.order, confirming.to, shipment)}
        />
      ) : null}
    </div>
  );
}

const ACTION_BUTTONS: Record<
  CardAction,
  { label: string; icon: typeof Truck; variant: 'primary' | 'danger' }
> = {
  ship: { label: 'Mark Shipped', icon: Truck, variant: 'primary' },
  deliver: { label: 'Mark Delivered', icon: PackageCheck, variant: 'primary' },
  cancel: { label: 'Cancel Order', icon: XCircle, variant: 'danger' },
};

function Figure({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

type OrderCardProps = {
  order: VendorOrder;
  from: string;
  expanded: boolean;
  busy: boolean;
  onToggle: () => void;
  onAction: (action: CardAction) => void;
};

/** One order: the summary line, and when expanded its items; the actions the status allows. */
export function OrderCard({ order, from, expanded, busy, onToggle, onAction }: OrderCardProps) {
  const ids = useId();
  const customerCancelled = isCancelledByCustomer(order);
  const actions = cardActions(order.status, customerCancelled);
  const items = orderItemsOf(order);
  return (
    <Card data-testid="order-card" aria-label={`Order ${order.orderNumber}`} role="group">
      <div className="flex flex-col gap-4 px-5 py-4 lg:flex-row lg:items-start">
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">{order.orderNumber}</h3>
            <OrderTypeBadge orderType={order.orderType} />
            <VendorStatusBadge order={order} />
          </div>
          <p className="text-sm text-slate-600">
            {order.customerName || order.customer.name}
            <span className="text-slate-400"> · </span>
            <span className="break-all">{order.email || order.customer.email}</span>
          </p>
          <p className="text-xs text-slate-500">
            {formatDate(order.createdAt, { withTime: true })} · {order.itemCount}{' '}
            {order.itemCount === 1 ? 'item' : 'items'}
          </p>
        </div>
        <dl className="grid grid-cols-3 gap-4 text-sm lg:w-96">
          <Figure label="Total">{formatMoney(order.totalAmount)}</Figure>
          <Figure label={`Commission (${order.commissionRate}%)`}>
            <span className="text-red-700">{formatMoney(order.commissionAmount)}</span>
          </Figure>
          <Figure label="Your Earnings">
            <span className="text-emerald-700">{formatMoney(order.vendorAmount)}</span>
          </Figure>
        </dl>
      </div>

      {expanded ? (
        <div id={`${ids}-items`} className="border-t border-slate-100 px-5 py-2">
          <h4 className="sr-only">Items</h4>
          <OrderItemsList items={items} />
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 bg-slate-50/60 px-5 py-3">
        <Button
          variant="ghost"
          size="sm"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={expanded ? `${ids}-items` : undefined}
        >
          <ChevronDown
            className={cn('size-4 transition-transform', expanded && 'rotate-180')}
            aria-hidden="true"
          />
          {expanded ? 'Hide Items' : 'Show Items'}
        </Button>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {customerCancelled ? (
            <p className="text-sm font-medium text-red-700">{ORDER_MESSAGES.cancelledByCustomer}</p>
          ) : null}
          {busy ? <Spinner size="sm" label="Updating order" className="text-indigo-600" /> : null}
          {actions.map((action) => {
            const button = ACTION_BUTTONS[action];
            return (
              <Button
                key={action}
                size="sm"
                variant={button.variant}
                disabled={busy}
                onClick={() => onAction(action)}
              >
                <button.icon className="size-4" aria-hidden="true" />
                {button.label}
              </Button>
            );
          })}
          <Link
            to={`/order/${encodeURIComponent(order._id)}`}
            state={{ from }}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <Eye className="size-4" aria-hidden="true" />
            View Details
          </Link>
        </div>
      </div>
    </Card>
  );
}
