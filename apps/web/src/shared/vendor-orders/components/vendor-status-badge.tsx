import { vendorStatusLabel } from '@market/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { isCancelledByCustomer, type VendorOrder } from '@/shared/vendor-orders/types';

const TONES: Record<string, BadgeTone> = {
  pending: 'yellow',
  accepted: 'blue',
  confirmed: 'blue',
  processing: 'indigo',
  shipped: 'blue',
  delivered: 'green',
  completed: 'green',
  rejected: 'red',
  cancelled: 'red',
  returned: 'neutral',
};

/** The status with its vendor label (spec 001 section 4: 'Cancelled by Vendor', 'Pending (Contact Admin)', ...). */
export function VendorStatusBadge({
  order,
  className,
}: {
  order: Pick<VendorOrder, 'status' | 'cancelledBy'>;
  className?: string;
}) {
  const label = vendorStatusLabel(order.status, isCancelledByCustomer(order));
  return (
    <Badge tone={TONES[order.status] ?? 'neutral'} className={className} data-status={order.status}>
      {label}
    </Badge>
  );
}
