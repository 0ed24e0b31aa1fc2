import { canCancelItems, handlerGroupStatus, type NormalizedStatus, realtimeStatus } from '@market/domain';
import type { Order, OrderItem, OrderPart, OrderViewer } from './types';

export const MARKETPLACE_NAME = 'Marketplace';

/** The items one handler ships: the marketplace itself (admin part) or one vendor. */
export type HandlerGroup = {
  key: string;
  type: 'admin' | 'vendor';
  /** 'Marketplace' or the vendor's business name. */
  name: string;
  part: OrderPart | undefined;
  items: OrderItem[];
  /** The handler-group rule: the highest-ranked item status. */
  status: NormalizedStatus;
};

/** The badge of the order details modal: the real-time rule over the parts' statuses. */
export function orderLiveStatus(order: Order): string {
  if (order.statusParts.length === 0) return order.liveStatus;
  return realtimeStatus(order.statusParts.map((p) => p.status));
}

/** Items grouped by handler, the marketplace's own items first, then each vendor in order. */
export function groupItemsByHandler(order: Order): HandlerGroup[] {
  const groups = new Map<string, HandlerGroup>();
  const partOf = new Map(order.statusParts.map((p) => [p._id, p]));
  for (const part of order.statusParts) {
    groups.set(part._id, {
      key: part._id,
      type: part.type,
      name: part.type === 'admin' ? MARKETPLACE_NAME : (part.vendor?.businessName ?? 'Vendor'),
      part,
      items: [],
      status: 'placed',
    });
  }
  for (const item of order.items) {
    const part = partOf.get(item.partId);
    // Items always name their part; the handler fields are the fallback for partial data.
    const key = part ? part._id : item.handledBy === 'vendor' ? `vendor:${item.vendor?._id ?? ''}` : 'admin';
    const group = groups.get(key) ?? {
      key,
      type: item.handledBy,
      name: item.handledBy === 'admin' ? MARKETPLACE_NAME : (item.vendor?.businessName ?? 'Vendor'),
      part: undefined,
      items: [],
      status: 'placed' as NormalizedStatus,
    };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()]
    .filter((g) => g.items.length > 0)
    .map((g) => ({ ...g, status: handlerGroupStatus(g.items.map((i) => i.status)) }))
    .sort((a, b) => Number(a.type === 'vendor') - Number(b.type === 'vendor'));
}

/** Customers and guests cancel; vendors and admins have no cancel action in the modal. */
export function canViewerCancel(viewer: OrderViewer): boolean {
  return viewer === 'customer' || viewer === 'guest';
}

/** 'Cancel Items' applies to customers and parts not yet forwarded, while the part can be cancelled. */
export function canCancelItemsOf(viewer: OrderViewer, part: OrderPart | undefined): boolean {
  if (!part) return false;
  return canCancelItems({ role: viewer, forwarded: part.forwardedAt !== null, status: part.status });
}

/** The items whose checkbox is offered in 'Cancel Items'. */
export function cancellableItems(order: Order, viewer: OrderViewer): OrderItem[] {
  const partOf = new Map(order.statusParts.map((p) => [p._id, p]));
  return order.items.filter(
    (item) => item.status !== 'cancelled' && canCancelItemsOf(viewer, partOf.get(item.partId)),
  );
}
