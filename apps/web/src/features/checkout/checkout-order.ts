import { cardDetailsSchema, type DeliverySpeed, type OrderInput, type PaymentMethod } from '@market/domain';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { CartLine, Quote } from '@/shared/cart';
import { receiptProblem } from './bank-details';
import { type CheckoutField, checkOrder, fieldOfPath } from './order-check';

/** The checkout form's text inputs (react-hook-form values). */
export type CheckoutValues = {
  name: string;
  email: string;
  phone: string;
  street: string;
  apartment: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardName: string;
  notes: string;
};

export type CheckoutTextField = keyof CheckoutValues;

/** The fields that are not text inputs: their messages are kept outside react-hook-form. */
export type ExtraField = 'receipt' | 'paymentMethod';
export type ExtraErrors = Partial<Record<ExtraField, string>>;

export const CHECKOUT_DEFAULTS: CheckoutValues = {
  name: '',
  email: '',
  phone: '',
  street: '',
  apartment: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'United States',
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
  cardName: '',
  notes: '',
};

/** The order (spec 000 section 5) the form describes, priced with the quote's unit prices. */
export function buildOrder(options: {
  values: CheckoutValues;
  lines: CartLine[];
  quote: Quote;
  paymentMethod: PaymentMethod;
  deliverySpeed: DeliverySpeed;
}): OrderInput {
  const { values, lines, quote, paymentMethod, deliverySpeed } = options;
  const card =
    paymentMethod === 'card'
      ? { number: values.cardNumber, expiry: values.cardExpiry, cvc: values.cardCvc, name: values.cardName }
      : undefined;
  return {
    customer: { name: values.name, email: values.email, phone: values.phone },
    shippingAddress: {
      street: values.street,
      apartment: values.apartment,
      city: values.city,
      state: values.state,
      zipCode: values.zipCode,
      country: values.country,
    },
    items: lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      price: quote.items.find((i) => i.productId === line.productId)?.unitPrice ?? Number.NaN,
    })),
    payment: { method: paymentMethod, amount: quote.total, ...(card ? { card } : {}) },
    deliverySpeed,
    notes: values.notes,
  };
}

/** The order data check of spec 000 section 5 plus the card and receipt checks, before anything is sent. */
export function checkCheckout(
  order: OrderInput,
  receipt: File | null,
): { fieldErrors: [CheckoutField, string][]; general: string[] } {
  const check = checkOrder(order);
  const fieldErrors: Partial<Record<CheckoutField, string>> = { ...check.fieldErrors };
  const card = order.payment.method === 'card' ? order.payment.card : undefined;
  if (card) {
    const cardCheck = cardDetailsSchema.safeParse(card);
    if (!cardCheck.success) {
      for (const issue of cardCheck.error.issues) {
        const name = fieldOfPath(`payment.card.${issue.path.map(String).join('.')}`);
        if (name) fieldErrors[name] ??= issue.message;
      }
    }
  }
  const receiptError = order.payment.method === 'bank_transfer' ? receiptProblem(receipt) : null;
  if (receiptError) fieldErrors.receipt = receiptError;
  return { fieldErrors: Object.entries(fieldErrors) as [CheckoutField, string][], general: check.general };
}

/** A failure of POST /orders shown above the form. */
export type PlaceError = { title: string; message: string; backToCart: boolean };

export function placeErrorOf(error: unknown): PlaceError {
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'PRICE_CHANGED':
      case 'TOTAL_CHANGED':
        return { title: 'Prices have changed', message: error.message, backToCart: true };
      case 'OUT_OF_STOCK':
        return { title: 'Not enough stock', message: error.message, backToCart: true };
      case 'PRODUCT_UNAVAILABLE':
        return { title: 'A product is no longer available', message: error.message, backToCart: true };
      case 'PAYMENT_DECLINED':
        return {
          title: 'Payment declined',
          message: `${error.serverMessage ?? 'The card was declined'}. Please check the card details, or use another card or payment method.`,
          backToCart: false,
        };
      default:
        if (error.status === 409)
          return { title: 'Please review your cart', message: error.message, backToCart: true };
    }
  }
  return {
    title: 'Your order could not be placed',
    message: errorMessage(error, 'Something went wrong while placing your order. Please try again.'),
    backToCart: false,
  };
}
