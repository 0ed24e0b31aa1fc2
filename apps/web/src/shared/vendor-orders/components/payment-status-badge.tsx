import { StatusBadge } from '@/components/ui/status-badge';

/** Payment status in the vocabulary's words: paid green, pending yellow, failed and refunded red (spec 001 "Vendor order"). */
export function PaymentStatusBadge({ status }: { status: string | null }) {
  return <StatusBadge kind="payment" value={status} data-payment-status={status ?? 'unknown'} />;
}
