import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SplitDetails } from '@/shared/orders';
import { adminOrdersKey } from './admin-order-keys';

export type OrderHistoryEvent = {
  _id: string;
  partId: string | null;
  fromStatus: string | null;
  toStatus: string;
  actorType: string;
  actorName: string | null;
  /** Moved by an admin through the vendor's portal: actorName reads "Admin <name> as <shop>". */
  impersonated?: boolean;
  reason: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
};

export type AdminOrderDetails = SplitDetails & {
  autoForwardOrders: boolean;
  history: OrderHistoryEvent[];
};

/** GET /api/admin/orders/:id: every part, the history and the auto-forward setting. */
export function fetchAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrderDetails> {
  return apiRequest<AdminOrderDetails>(`/admin/orders/${encodeURIComponent(id)}`, { role: 'admin', signal });
}

export function adminOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminOrdersKey, 'detail', id],
    queryFn: ({ signal }) => fetchAdminOrder(id, signal),
    retry: false,
  });
}
