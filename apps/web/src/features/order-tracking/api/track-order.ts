import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type TrackingEvent = { status: string; label: string; at: string; seller: string | null };

export type TrackingShipment = {
  seller: string;
  status: string;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  itemCount: number;
};

/** GET /api/orders/track/:orderNumber: statuses and dates only, no personal data. */
export type OrderTracking = {
  orderNumber: string;
  status: string;
  statusDisplay: string;
  createdAt: string;
  estimatedDelivery: string;
  deliverySpeed: string;
  timeline: TrackingEvent[];
  shipments: TrackingShipment[];
};

export function fetchOrderTracking(orderNumber: string, signal?: AbortSignal): Promise<OrderTracking> {
  return apiRequest<OrderTracking>(`/orders/track/${encodeURIComponent(orderNumber)}`, { signal });
}

export function orderTrackingQueryOptions(orderNumber: string) {
  return queryOptions({
    queryKey: ['order-tracking', orderNumber.trim().toUpperCase()],
    queryFn: ({ signal }) => fetchOrderTracking(orderNumber.trim(), signal),
    retry: false,
    refetchInterval: 60_000,
  });
}
