import type { DeliverySpeed, PaymentMethod } from '@market/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { clearCart, quoteQueryKey, quoteQueryOptions, useCart } from '@/shared/cart';
import { rememberGuestOrderEmail } from '@/shared/orders';
import { useCustomerSession } from '@/shared/session';
import { usePlaceOrder } from './api/place-order';
import { checkReceipt } from './bank-details';
import {
  buildOrder,
  CHECKOUT_DEFAULTS,
  type CheckoutValues,
  checkCheckout,
  type ExtraErrors,
  type PlaceError,
  placeErrorOf,
} from './checkout-order';
import { newIdempotencyKey } from './idempotency-key';
import { type CheckoutField, fieldOfPath } from './order-check';

const isExtra = (name: CheckoutField) => name === 'receipt' || name === 'paymentMethod';

/**
 * The checkout form: text inputs (react-hook-form), delivery and payment choices, the receipt, the
 * quote for the cart, and placing the order (POST /orders) with its messages.
 */
export function useCheckoutForm() {
  const { lines } = useCart();
  const session = useCustomerSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useId();
  const [deliverySpeed, setDeliverySpeed] = useState<DeliverySpeed>('standard');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cod');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [extraErrors, setExtraErrors] = useState<ExtraErrors>({});
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const [placeError, setPlaceError] = useState<PlaceError | null>(null);
  const [placedOrderId, setPlacedOrderId] = useState<string | null>(null);
  // One key per checkout attempt: a retry of the same attempt cannot place a second order.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const errorBox = useRef<HTMLDivElement>(null);

  const quote = useQuery(quoteQueryOptions({ items: lines, deliverySpeed }));
  const place = usePlaceOrder();
  const form = useForm<CheckoutValues>({ defaultValues: CHECKOUT_DEFAULTS });
  const { getValues, setValue, setError } = form;

  // Prefill from the signed-in customer (only fields still empty).
  const customer = session.customer;
  useEffect(() => {
    if (!customer) return;
    if (!getValues('name')) setValue('name', customer.name);
    if (!getValues('email')) setValue('email', customer.email);
    if (!getValues('phone') && customer.phone) setValue('phone', customer.phone);
  }, [customer, getValues, setValue]);

  const fieldId = (name: CheckoutField) => `${ids}-${name}`;
  const data = quote.data;

  const submit = form.handleSubmit(async (values) => {
    setPlaceError(null);
    setGeneralErrors([]);
    setExtraErrors({});
    if (!data) return;
    const order = buildOrder({ values, lines, quote: data, paymentMethod, deliverySpeed });
    const check = checkCheckout(order, receipt);
    if (check.fieldErrors.length > 0 || check.general.length > 0) {
      for (const [name, message] of check.fieldErrors) {
        if (isExtra(name)) setExtraErrors((prev) => ({ ...prev, [name]: message }));
        else if (name !== 'deliverySpeed') setError(name, { message });
      }
      setGeneralErrors(check.general);
      const first = check.fieldErrors[0]?.[0];
      if (first && !isExtra(first) && first !== 'deliverySpeed')
        document.getElementById(fieldId(first))?.focus();
      else errorBox.current?.scrollIntoView?.({ block: 'center' });
      return;
    }

    try {
      const result = await place.mutateAsync({
        order,
        idempotencyKey,
        receipt: paymentMethod === 'bank_transfer' ? receipt : null,
      });
      if (session.status !== 'authenticated') rememberGuestOrderEmail(result.order._id, values.email);
      setPlacedOrderId(result.order._id);
      void queryClient.invalidateQueries({ queryKey: ['customer', 'orders'] });
      clearCart();
      await navigate(`/order-confirmation/${encodeURIComponent(result.order._id)}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.details.length > 0) {
        const unplaced: string[] = [];
        for (const detail of error.details) {
          const name = fieldOfPath(detail.path);
          if (name && isExtra(name)) setExtraErrors((prev) => ({ ...prev, [name]: detail.message }));
          else if (name && name !== 'deliverySpeed') setError(name, { message: detail.message });
          else unplaced.push(detail.message);
        }
        setGeneralErrors(unplaced);
      }
      const problem = placeErrorOf(error);
      setPlaceError(problem);
      if (problem.backToCart) void queryClient.invalidateQueries({ queryKey: quoteQueryKey });
      requestAnimationFrame(() => errorBox.current?.scrollIntoView?.({ block: 'center' }));
    }
  });

  return {
    lines,
    signedIn: session.status === 'authenticated',
    form,
    errors: form.formState.errors,
    ids,
    fieldId,
    quote,
    processing: place.isPending,
    deliverySpeed,
    setDeliverySpeed,
    paymentMethod,
    choosePayment: (method: PaymentMethod) => {
      setPaymentMethod(method);
      setExtraErrors({});
      setPlaceError(null);
    },
    receipt,
    /**
     * Keeps an acceptable image (checked on selection, its type read from the content); a wrong
     * file shows its problem with its name and clears the receipt (no preview).
     */
    chooseReceipt: async (file: File | null) => {
      const problem = file ? await checkReceipt(file) : null;
      setExtraErrors((prev) => ({
        ...prev,
        receipt: problem && file ? `${file.name}: ${problem}` : undefined,
      }));
      setReceipt(problem ? null : file);
    },
    extraErrors,
    generalErrors,
    placeError,
    placedOrderId,
    errorBox,
    submit,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
