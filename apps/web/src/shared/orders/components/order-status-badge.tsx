import { normalizeStatus } from '@market/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const LABELS: Record<string, string> = {
  placed: 'Placed',
  pending: 'Pending',
  confirmed: 'Confirmed',
  accepted: 'Accepted',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
  returned: 'Returned',
  refunded: 'Refunded',
  partially_cancelled: 'Partially Cancelled',
};

const TONES: Record<string, BadgeTone> = {
  placed: 'yellow',
  pending: 'yellow',
  confirmed: 'blue',
  accepted: 'blue',
  processing: 'blue',
  shipped: 'indigo',
  delivered: 'green',
  cancelled: 'red',
  rejected: 'red',
  refunded: 'neutral',
  returned: 'neutral',
  partially_cancelled: 'yellow',
};

/** 'partially_cancelled' -> 'Partially Cancelled'; known statuses have fixed labels. */
export function orderStatusLabel(status: string): string {
  const key = status.trim().toLowerCase();
  return (
    LABELS[key] ??
    key
      .split(/[\s_-]+/)
      .filter(Boolean)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ')
  );
}

type OrderStatusBadgeProps = {
  status: string;
  /**
   * Customers see normalised statuses (pending -> placed, confirmed -> processing, rejected ->
   * cancelled, spec 000 section 4); the admin desk shows a part's exact status with `exact`.
   */
  exact?: boolean;
  className?: string;
};

export function OrderStatusBadge({ status, exact = false, className }: OrderStatusBadgeProps) {
  const key = exact ? status.trim().toLowerCase() : normalizeStatus(status);
  return (
    <Badge tone={TONES[key] ?? 'neutral'} className={className} data-status={key}>
      {orderStatusLabel(key)}
    </Badge>
  );
}
