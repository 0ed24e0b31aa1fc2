import { CANCELLED_BY_CUSTOMER } from '@market/domain';
import { StatusBadge } from '@/components/ui/status-badge';
import { isCancelledByCustomer, type VendorOrder } from '@/shared/vendor-orders/types';

/** The status with its vendor label (spec 001 section 4: 'Cancelled by Vendor', 'Pending (Contact Admin)', ...). */
export function VendorStatusBadge({
  order,
  className,
}: {
  order: Pick<VendorOrder, 'status' | 'cancelledBy'>;
  className?: string;
}) {
  const value = isCancelledByCustomer(order) ? CANCELLED_BY_CUSTOMER : order.status;
  return <StatusBadge kind="order" value={value} audience="vendor" className={className} />;
}
