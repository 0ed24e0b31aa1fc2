import { Badge } from '@/components/ui/badge';

const LABELS: Record<string, string> = {
  vendor_order: 'Vendor Order',
  legacy_order: 'Legacy Order',
  vendor_only: 'Vendor Only',
  admin_only: 'Marketplace Only',
  mixed: 'Mixed Order',
};

/** 'Vendor Order' for a vendor's part of an order; 'Legacy Order' for the old single orders. */
export function orderTypeLabel(orderType: string): string {
  return LABELS[orderType] ?? 'Legacy Order';
}

export function OrderTypeBadge({ orderType }: { orderType: string }) {
  return (
    <Badge tone={orderType === 'vendor_order' ? 'indigo' : 'neutral'}>{orderTypeLabel(orderType)}</Badge>
  );
}
