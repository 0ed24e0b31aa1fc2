import { checkOrderData, type OrderInput, orderSchema } from '@market/domain';

/** The checkout form's fields that can carry a message. */
export type CheckoutField =
  | 'name'
  | 'email'
  | 'phone'
  | 'street'
  | 'apartment'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'country'
  | 'deliverySpeed'
  | 'paymentMethod'
  | 'cardNumber'
  | 'cardExpiry'
  | 'cardCvc'
  | 'cardName'
  | 'notes'
  | 'receipt';

const FIELD_OF_PATH: Record<string, CheckoutField> = {
  'customer.name': 'name',
  'customer.email': 'email',
  'customer.phone': 'phone',
  'shippingAddress.street': 'street',
  'shippingAddress.apartment': 'apartment',
  'shippingAddress.city': 'city',
  'shippingAddress.state': 'state',
  'shippingAddress.zipCode': 'zipCode',
  'shippingAddress.country': 'country',
  deliverySpeed: 'deliverySpeed',
  'payment.method': 'paymentMethod',
  'payment.card.number': 'cardNumber',
  'payment.card.expiry': 'cardExpiry',
  'payment.card.cvc': 'cardCvc',
  'payment.card.name': 'cardName',
  'payment.card': 'cardNumber',
  notes: 'notes',
  receipt: 'receipt',
};

/** The form field a message with this dotted path belongs to (`customer.email` -> `email`). */
export function fieldOfPath(path: string): CheckoutField | undefined {
  return FIELD_OF_PATH[path];
}

export type OrderCheck = {
  /** Every message of the order data check (spec 000 section 5), in order; empty when the order is fine. */
  messages: string[];
  /** The first message of each form field. */
  fieldErrors: Partial<Record<CheckoutField, string>>;
  /** Messages that belong to no field (items, payment amount). */
  general: string[];
};

/**
 * Runs the order data check in the browser before posting (the same schema the server runs) and
 * places each message beside its field.
 */
export function checkOrder(order: OrderInput): OrderCheck {
  const messages = checkOrderData(order);
  if (messages.length === 0) return { messages, fieldErrors: {}, general: [] };
  const result = orderSchema.safeParse(order);
  const fieldErrors: Partial<Record<CheckoutField, string>> = {};
  const general: string[] = [];
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOfPath(issue.path.map(String).join('.'));
      if (field) fieldErrors[field] ??= issue.message;
      else if (!general.includes(issue.message)) general.push(issue.message);
    }
  }
  return { messages, fieldErrors, general };
}
