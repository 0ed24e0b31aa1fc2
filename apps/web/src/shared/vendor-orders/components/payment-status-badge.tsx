import { Badge } from '@/components/ui/badge';

/** Payment status: paid green, pending yellow, anything else red (spec 001 "Vendor order"). */
export function PaymentStatusBadge({ status }: { status: string | null }) {
  const value = status ?? 'unknown';
  const tone = value === 'paid' ? 'green' : value === 'pending' ? 'yellow' : 'red';
  const label = value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
  return (
    <Badge tone={tone} data-payment-status={value}>
      {label}
    </Badge>
  );
}
