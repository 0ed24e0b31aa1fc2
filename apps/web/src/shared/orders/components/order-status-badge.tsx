import { type Audience, normalizeStatus, statusLabel } from '@market/domain';
import { StatusBadge } from '@/components/ui/status-badge';

/** The vocabulary's label of an order or part status ('partially_cancelled' -> 'Partially Cancelled'). */
export function orderStatusLabel(status: string, audience?: Audience): string {
  return statusLabel('order', status, audience);
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
  return <StatusBadge kind="order" value={key} className={className} />;
}
