import type { CardAction } from '@market/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { useCancelVendorOrder } from '@/shared/vendor-orders/api/cancel-vendor-order';
import { useSetVendorOrderStatus } from '@/shared/vendor-orders/api/set-vendor-order-status';
import type { ShipmentInput } from '@/shared/vendor-orders/components/status-move-dialog';
import { cancelFailure, statusChangeFailure } from '@/shared/vendor-orders/lib/status-messages';
import { BANNER_MS, ORDER_MESSAGES } from '@/shared/vendor-orders/messages';
import type { VendorOrder } from '@/shared/vendor-orders/types';
import { useBusyOrders } from './use-busy-orders';

const ACTION_STATUS: Record<Exclude<CardAction, 'cancel'>, 'shipped' | 'delivered'> = {
  ship: 'shipped',
  deliver: 'delivered',
};

/**
 * The actions of the Manage Orders cards: ship and deliver are confirmed first (the dialog asks for
 * the shipment), cancel asks for a reason; each order shows a spinner while its change runs.
 */
export function useCardActions() {
  const { busy, track } = useBusyOrders();
  const [cancelling, setCancelling] = useState<VendorOrder | null>(null);
  const [confirming, setConfirming] = useState<{ order: VendorOrder; to: 'shipped' | 'delivered' } | null>(
    null,
  );
  const changeStatus = useSetVendorOrderStatus();
  const cancel = useCancelVendorOrder();

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

  return {
    busy,
    cancelling,
    confirming,
    run: runAction,
    confirmMove,
    confirmCancel,
    abortCancel: () => setCancelling(null),
    closeMove: () => setConfirming(null),
  };
}
