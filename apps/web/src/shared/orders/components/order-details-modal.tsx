import { CANCEL_MESSAGES, ORDER_MODAL_MESSAGES } from '@market/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, ListX, MapPin, Printer, RefreshCw, XCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { AskVendorButton } from '@/shared/inquiries/ask-vendor-button';
import { cancelOrder } from '@/shared/orders/api/cancel-order';
import { cancelOrderItems } from '@/shared/orders/api/cancel-order-items';
import { cancelOrderPart } from '@/shared/orders/api/cancel-order-part';
import { accessKey, type OrderAccess } from '@/shared/orders/api/order-access';
import { orderDetailsQueryKey, orderDetailsQueryOptions } from '@/shared/orders/api/order-details';
import {
  canCancelItemsOf,
  cancellableItems,
  canViewerCancel,
  groupItemsByHandler,
  orderLiveStatus,
} from '@/shared/orders/order-groups';
import type { Order, OrderPart, OrderViewer } from '@/shared/orders/types';
import { useOrderLiveUpdates } from '@/shared/orders/use-order-live-updates';
import { CancelConfirmDialog } from './cancel-confirm-dialog';
import { HandlerGroupCard } from './handler-group-card';
import { OrderInfoBoxes, OrderSummary, wasRefunded } from './order-info';
import './order-print.css';
import { OrderStatusBadge } from './order-status-badge';

/** The modal refreshes the order this often while it is open (spec 000 section 9). */
export const ORDER_DETAILS_REFRESH_MS = 10_000;

/** 'Order not found' for 404, 'Access denied - ...' for 403, otherwise the general failure. */
export function orderLoadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return ORDER_MODAL_MESSAGES.notFound;
    if (error.status === 403) return ORDER_MODAL_MESSAGES.forbidden;
  }
  return ORDER_MODAL_MESSAGES.failed;
}

type Confirmation =
  | { kind: 'order' }
  | { kind: 'part'; part: OrderPart; name: string }
  | { kind: 'items'; itemIds: string[] };

export type OrderDetailsModalProps = {
  orderId: string;
  /** Who is looking: decides the call, the info box and which actions show. */
  viewer: OrderViewer;
  /** A guest's proof of ownership: the e-mail they ordered with. */
  email?: string | null;
  onClose: () => void;
};

/**
 * The order details modal of spec 000: order number, date, live status badge (real-time rule),
 * customer or delivery box, items grouped by handler with each group's status, summary, and the
 * actions (Refresh Status, Track Order, Print Order, cancellations, the admin/vendor panel link).
 * Refreshes every 10 seconds and on live status events while open.
 */
export function OrderDetailsModal({ orderId, viewer, email = null, onClose }: OrderDetailsModalProps) {
  const access: OrderAccess = { viewer, email };
  const queryClient = useQueryClient();
  const query = useQuery({
    ...orderDetailsQueryOptions(orderId, access),
    refetchInterval: ORDER_DETAILS_REFRESH_MS,
  });
  const live = useOrderLiveUpdates(orderId, access, () => void query.refetch(), query.isSuccess);
  const [refreshing, setRefreshing] = useState(false);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const order = query.data;

  const applyUpdate = (updated: Order) => {
    queryClient.setQueryData(orderDetailsQueryKey(orderId, access), updated);
    // Lists and other views of this viewer's orders show the new status and totals.
    void queryClient.invalidateQueries({
      queryKey: accessKey(access),
      predicate: (q) => !(q.queryKey.includes('details') && q.queryKey.includes(orderId)),
    });
  };

  const cancel = useMutation({
    mutationFn: async (input: { confirmation: Confirmation; reason: string }) => {
      const c = input.confirmation;
      if (c.kind === 'order') return cancelOrder(orderId, access, input.reason);
      if (c.kind === 'part') return cancelOrderPart(c.part, access, input.reason);
      return cancelOrderItems(orderId, c.itemIds, input.reason);
    },
    onSuccess: (result, { confirmation: c }) => {
      applyUpdate(result.order);
      const message =
        c.kind === 'order'
          ? CANCEL_MESSAGES.orderCancelled
          : c.kind === 'part'
            ? CANCEL_MESSAGES.partCancelled(c.part.type)
            : CANCEL_MESSAGES.itemsCancelled(c.itemIds.length);
      toast.success(message);
      if (c.kind === 'items') {
        setSelecting(false);
        setSelected([]);
      }
      setConfirmation(null);
    },
    onError: (error, { confirmation: c }) => {
      const fallback =
        c.kind === 'order'
          ? CANCEL_MESSAGES.orderFailed
          : c.kind === 'part'
            ? CANCEL_MESSAGES.partFailed
            : CANCEL_MESSAGES.itemsFailed;
      toast.error(errorMessage(error, fallback));
      setConfirmation(null);
      void query.refetch();
    },
  });

  const refresh = async () => {
    setRefreshing(true);
    const result = await query.refetch();
    setRefreshing(false);
    if (result.isError) toast.error(orderLoadErrorMessage(result.error));
    else toast.success(CANCEL_MESSAGES.refreshed);
  };

  const title = order ? `Order ${order.orderNumber}` : 'Order details';
  const description = order ? `Placed on ${formatDate(order.createdAt, { withTime: true })}` : undefined;
  const badge = order ? (
    <span data-testid="order-live-status">
      <OrderStatusBadge status={orderLiveStatus(order)} />
    </span>
  ) : null;

  let body: ReactNode;
  if (order) {
    const groups = groupItemsByHandler(order);
    const mayCancel = canViewerCancel(viewer);
    const itemChoices = cancellableItems(order, viewer);
    const staff = viewer === 'admin' || viewer === 'vendor';
    body = (
      <div className="space-y-5">
        <OrderInfoBoxes order={order} viewer={viewer} />

        <div className="space-y-3">
          <h3 className="text-sm font-semibold text-slate-900">Items</h3>
          {selecting ? (
            <Alert tone="info" live="status" className="print:hidden">
              Tick the items to cancel. Only items not yet forwarded to a vendor can be cancelled.
            </Alert>
          ) : null}
          {groups.map((group) => (
            <HandlerGroupCard
              key={group.key}
              group={group}
              currency={order.currency}
              showForwarding={viewer !== 'vendor'}
              refunded={wasRefunded(order)}
              actions={
                <>
                  {viewer === 'customer' && !selecting ? (
                    <AskVendorButton
                      size="sm"
                      label={group.type === 'admin' ? 'Ask the marketplace' : 'Ask the vendor'}
                      topic={{
                        orderId: order._id,
                        orderNumber: order.orderNumber,
                        vendorId: group.part?.vendor?._id,
                        vendorName: group.type === 'admin' ? undefined : group.name,
                      }}
                    />
                  ) : null}
                  {mayCancel && group.part?.cancellable && order.hasSplitOrder && !selecting ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() =>
                        group.part && setConfirmation({ kind: 'part', part: group.part, name: group.name })
                      }
                      aria-label={`Cancel this part (${group.name})`}
                    >
                      Cancel this part
                    </Button>
                  ) : null}
                </>
              }
              itemSelector={
                selecting
                  ? (item) =>
                      item.status !== 'cancelled' && canCancelItemsOf(viewer, group.part) ? (
                        <input
                          type="checkbox"
                          className="size-4 shrink-0 accent-indigo-600"
                          aria-label={`Select ${item.title}`}
                          checked={selected.includes(item._id)}
                          onChange={(event) => {
                            setSelectionError(null);
                            setSelected((ids) =>
                              event.target.checked ? [...ids, item._id] : ids.filter((id) => id !== item._id),
                            );
                          }}
                        />
                      ) : (
                        <span className="size-4 shrink-0" aria-hidden="true" />
                      )
                  : undefined
              }
            />
          ))}
        </div>

        <div className="grid grid-cols-1 gap-4 md:grid-cols-[1fr_18rem]">
          <section aria-label="Actions" className="rounded-xl border border-slate-200 p-4" data-print-hide="">
            <h3 className="text-sm font-semibold text-slate-900">Actions</h3>
            {selecting ? (
              <div className="mt-3 space-y-3">
                {selectionError ? (
                  <p role="alert" className="text-sm text-red-600">
                    {selectionError}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="danger"
                    size="sm"
                    onClick={() => {
                      if (selected.length === 0) {
                        setSelectionError(CANCEL_MESSAGES.selectItems);
                        return;
                      }
                      setConfirmation({ kind: 'items', itemIds: selected });
                    }}
                  >
                    Cancel Selected Items
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      setSelecting(false);
                      setSelected([]);
                      setSelectionError(null);
                    }}
                  >
                    Back
                  </Button>
                </div>
              </div>
            ) : (
              <div className="mt-3 flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => void refresh()} loading={refreshing}>
                  {refreshing ? null : <RefreshCw className="size-4" aria-hidden="true" />}
                  Refresh Status
                </Button>
                <a
                  href={`/track-order/${encodeURIComponent(order.orderNumber)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                >
                  <MapPin className="size-4" aria-hidden="true" />
                  Track Order
                </a>
                <Button variant="outline" size="sm" onClick={() => window.print()}>
                  <Printer className="size-4" aria-hidden="true" />
                  Print Order
                </Button>
                {mayCancel && order.cancellable ? (
                  <Button variant="danger" size="sm" onClick={() => setConfirmation({ kind: 'order' })}>
                    <XCircle className="size-4" aria-hidden="true" />
                    Cancel Order
                  </Button>
                ) : null}
                {itemChoices.length > 0 ? (
                  <Button variant="outline" size="sm" onClick={() => setSelecting(true)}>
                    <ListX className="size-4" aria-hidden="true" />
                    Cancel Items
                  </Button>
                ) : null}
                {staff ? (
                  <Link
                    to={`/admin/orders/${encodeURIComponent(order._id)}`}
                    onClick={onClose}
                    className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                  >
                    <ExternalLink className="size-4" aria-hidden="true" />
                    Open in Admin/Vendor Panel
                  </Link>
                ) : null}
              </div>
            )}
            <p className="mt-3 text-xs text-slate-500">
              {live ? 'Live updates on.' : 'Updates every 10 seconds.'}
              {query.dataUpdatedAt
                ? ` Last checked ${formatDate(query.dataUpdatedAt, { withTime: true })}.`
                : ''}
            </p>
          </section>
          <OrderSummary order={order} />
        </div>
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="space-y-4" data-testid="order-details-error">
        <Alert tone="danger" live="alert">
          {orderLoadErrorMessage(query.error)}
        </Alert>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            Try Again
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="flex justify-center py-12 text-indigo-600">
        <Spinner size="lg" label="Loading order details" />
      </div>
    );
  }

  const confirmationText = (() => {
    if (!confirmation) return null;
    if (confirmation.kind === 'order')
      return {
        title: 'Cancel this order?',
        description: 'Every part of the order that has not shipped yet will be cancelled.',
        confirmLabel: 'Yes, cancel order',
      };
    if (confirmation.kind === 'part')
      return {
        title: `Cancel the ${confirmation.name} part?`,
        description: `The items from ${confirmation.name} will be cancelled; the rest of the order goes ahead.`,
        confirmLabel: 'Yes, cancel this part',
      };
    const n = confirmation.itemIds.length;
    return {
      title: `Cancel ${n} ${n === 1 ? 'item' : 'items'}?`,
      description: 'The selected items will be removed from the order and the totals recalculated.',
      confirmLabel: n === 1 ? 'Yes, cancel item' : 'Yes, cancel items',
    };
  })();

  return (
    <>
      <Modal
        layout="document"
        title={title}
        description={description}
        titleAside={badge}
        onClose={onClose}
        size="lg"
        className="order-print-root"
      >
        {body}
      </Modal>
      {confirmation && confirmationText ? (
        <CancelConfirmDialog
          {...confirmationText}
          pending={cancel.isPending}
          onClose={() => setConfirmation(null)}
          onConfirm={(reason) => cancel.mutate({ confirmation, reason })}
        />
      ) : null}
    </>
  );
}
