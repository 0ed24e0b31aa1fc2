import type { PartStatus } from '@market/domain';
import { statusLabel } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
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
import { type TabDef, TabPanel, Tabs } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useRespondToVendorOrder } from '@/shared/vendor-orders/api/respond-to-vendor-order';
import { useUpdateVendorOrderStatus } from '@/shared/vendor-orders/api/update-vendor-order-status';
import { VendorSessionGate } from '@/shared/vendor-orders/components/vendor-session-gate';
import { serverMessageOr } from '@/shared/vendor-orders/lib/status-messages';
import { BANNER_MS, type Carrier, ORDER_MESSAGES } from '@/shared/vendor-orders/messages';
import type { VendorOrder, VendorOrderCounts, VendorOrderFilter } from '@/shared/vendor-orders/types';
import { vendorOrdersQueryOptions } from '../api/list-vendor-orders';
import { ForwardedOrderCard } from '../components/forwarded-order-card';
import { OrderDetailsDialog } from '../components/order-details-dialog';
import { OrdersSubnav } from '../components/orders-subnav';
import { RejectDialog } from '../components/reject-dialog';
import { UpdateStatusDialog } from '../components/update-status-dialog';
import { useBusyOrders } from '../lib/use-busy-orders';
import { useOrderFilters } from '../lib/use-order-filters';

/** The summary counts and the tabs of the forwarded screen (spec 001 "Forwarded orders"). */
export const FORWARDED_TABS = [
  { status: 'pending', label: statusLabel('order', 'pending') },
  { status: 'accepted', label: statusLabel('order', 'accepted') },
  { status: 'processing', label: statusLabel('order', 'processing') },
  { status: 'shipped', label: statusLabel('order', 'shipped') },
  { status: 'delivered', label: statusLabel('order', 'delivered') },
  { status: 'rejected', label: statusLabel('order', 'rejected') },
] as const satisfies readonly { status: keyof VendorOrderCounts & VendorOrderFilter; label: string }[];

const TAB_FILTERS: VendorOrderFilter[] = FORWARDED_TABS.map((t) => t.status);

/** 409 answers carry the machine's reason; other failures give the screen's sentence. */
function refusal(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 409 && error.serverMessage
    ? error.serverMessage
    : fallback;
}

type Dialog =
  | { kind: 'reject'; order: VendorOrder }
  | { kind: 'status'; order: VendorOrder }
  | { kind: 'details'; order: VendorOrder };

/** `/vendor/orders/forwarded`: orders forwarded by the marketplace, accepted or rejected, then moved on. */
export function ForwardedOrdersPage() {
  return (
    <VendorSessionGate>
      <ForwardedOrders />
    </VendorSessionGate>
  );
}

function ForwardedOrders() {
  const filters = useOrderFilters({ defaultStatus: 'pending', allowed: TAB_FILTERS });
  const location = useLocation();
  const query = useQuery(vendorOrdersQueryOptions({ ...filters.query, summary: true }));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { busy, track } = useBusyOrders();
  const respond = useRespondToVendorOrder();
  const update = useUpdateVendorOrderStatus();
  const from = `${location.pathname}${location.search}`;

  const data = query.isError ? undefined : query.data;
  const orders = data?.orders ?? [];
  const counts = query.data?.summary.counts;

  const respondTo = (order: VendorOrder, action: 'accept' | 'reject', notes?: string) =>
    track(order._id, async () => {
      try {
        const result = await respond.mutateAsync({ id: order._id, action, notes });
        toast.success(
          result.message ?? ORDER_MESSAGES.responded(action === 'accept' ? 'accepted' : 'rejected'),
          { duration: BANNER_MS },
        );
        setDialog(null);
      } catch (error) {
        toast.error(refusal(error, ORDER_MESSAGES.respondFailed(action)), { duration: BANNER_MS });
        setDialog(null);
      }
    });

  const updateStatus = (order: VendorOrder, status: PartStatus, trackingInfo: string, carrier?: Carrier) =>
    track(order._id, async () => {
      try {
        await update.mutateAsync({
          id: order._id,
          status,
          trackingInfo,
          ...(carrier ? { carrier } : {}),
        });
        toast.success(ORDER_MESSAGES.statusUpdated(status), { duration: BANNER_MS });
        setDialog(null);
      } catch (error) {
        toast.error(serverMessageOr(error, ORDER_MESSAGES.detailStatusFailed), { duration: BANNER_MS });
      }
    });

  const activeTab: VendorOrderFilter | 'all' = filters.status ?? 'all';
  const tabs: TabDef<VendorOrderFilter | 'all'>[] = [
    ...FORWARDED_TABS.map((tab) => ({ key: tab.status, label: tab.label, count: counts?.[tab.status] })),
    { key: 'all', label: 'All' },
  ];

  return (
    <div className="space-y-5">
      <OrdersSubnav />
      <PageHeader
        level={2}
        title="Forwarded Orders"
        description="Orders the marketplace forwarded to you: accept or reject each, then move it along to delivery."
        actions={
          <Button variant="outline" onClick={() => void query.refetch()} loading={query.isRefetching}>
            {query.isRefetching ? null : <RefreshCw className="size-4" aria-hidden="true" />}
            Refresh
          </Button>
        }
      />

      <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
        {FORWARDED_TABS.map((tab) => (
          <Card key={tab.status} className="p-4" data-testid={`count-${tab.status}`}>
            <p className="text-sm font-medium text-slate-500">{tab.label}</p>
            <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
              {counts ? counts[tab.status] : '—'}
            </p>
          </Card>
        ))}
        <Card className="col-span-2 p-4 sm:col-span-4 xl:col-span-1" data-testid="total-commission">
          <p className="text-sm font-medium text-slate-500">Total Commission</p>
          <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
            {query.data ? formatMoney(query.data.summary.totalCommission) : '—'}
          </p>
        </Card>
      </section>

      <Tabs
        tabs={tabs}
        selected={activeTab}
        onSelect={filters.setStatus}
        label="Order status"
        idPrefix="forwarded"
      />

      <TabPanel idPrefix="forwarded" tabKey={activeTab} className="space-y-4">
        {query.isError ? (
          <LoadError onRetry={() => void query.refetch()} error={query.error}>
            {ORDER_MESSAGES.forwardedLoadFailed}
          </LoadError>
        ) : query.isPending ? (
          <Card className="flex justify-center py-16">
            <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-500">
              <Spinner className="text-indigo-600" />
              {ORDER_MESSAGES.loading}
            </span>
          </Card>
        ) : orders.length === 0 ? (
          <Card>
            <EmptyState title={ORDER_MESSAGES.empty} description="Orders with this status appear here." />
          </Card>
        ) : (
          orders.map((order) => (
            <ForwardedOrderCard
              key={order._id}
              order={order}
              busy={busy.has(order._id)}
              onAccept={() => void respondTo(order, 'accept')}
              onReject={() => setDialog({ kind: 'reject', order })}
              onUpdateStatus={() => setDialog({ kind: 'status', order })}
              onViewDetails={() => setDialog({ kind: 'details', order })}
            />
          ))
        )}
        {data && data.pagination.totalPages > 1 ? (
          <Pagination
            page={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            onPageChange={filters.setPage}
            label="Order pages"
          />
        ) : null}
      </TabPanel>

      {dialog?.kind === 'reject' ? (
        <RejectDialog
          orderNumber={dialog.order.orderNumber}
          busy={busy.has(dialog.order._id)}
          onClose={() => setDialog(null)}
          onConfirm={(notes) => void respondTo(dialog.order, 'reject', notes)}
        />
      ) : null}
      {dialog?.kind === 'status' ? (
        <UpdateStatusDialog
          order={dialog.order}
          busy={busy.has(dialog.order._id)}
          onClose={() => setDialog(null)}
          onConfirm={({ status, trackingInfo, carrier }) =>
            void updateStatus(dialog.order, status, trackingInfo, carrier)
          }
        />
      ) : null}
      {dialog?.kind === 'details' ? (
        <OrderDetailsDialog
          orderId={dialog.order._id}
          orderNumber={dialog.order.orderNumber}
          from={from}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
