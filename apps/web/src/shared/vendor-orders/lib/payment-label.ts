import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@market/domain';

/** 'Cash on delivery', 'Card', 'Bank transfer'; an unknown method as it is; none as a dash. */
export function paymentMethodLabel(method: string | null): string {
  if (!method) return '—';
  return PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;
}
