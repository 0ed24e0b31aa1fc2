import {
  cardDetailsSchema,
  DELIVERY_LABELS,
  DELIVERY_SPEEDS,
  type DeliverySpeed,
  estimateDelivery,
  type OrderInput,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@market/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Banknote, CreditCard, Landmark, Lock, ShoppingCart, Upload } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useCustomerSession } from '@/features/auth';
import { clearCart, quoteQueryKey, quoteQueryOptions, useCart } from '@/features/cart';
import { rememberGuestOrderEmail } from '@/features/orders';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';
import { usePlaceOrder } from '../api/place-order';
import { BANK_TRANSFER_DETAILS, RECEIPT_ACCEPT, receiptProblem } from '../bank-details';
import { CheckoutSummary } from '../components/checkout-summary';
import { ChoiceCard } from '../components/choice-card';
import { newIdempotencyKey } from '../idempotency-key';
import { type CheckoutField, checkOrder, fieldOfPath } from '../order-check';

type CheckoutValues = {
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

type TextField = keyof CheckoutValues;

const DEFAULT_COUNTRY = 'United States';

const PAYMENT_ICONS: Record<PaymentMethod, typeof Banknote> = {
  cod: Banknote,
  bank_transfer: Landmark,
  card: CreditCard,
};

const PAYMENT_DESCRIPTIONS: Record<PaymentMethod, string> = {
  cod: 'Pay in cash when your order arrives.',
  bank_transfer: 'Transfer the total to our bank account and upload the receipt.',
  card: 'Visa, Mastercard and other major cards.',
};

/** A failure of POST /orders shown above the form. */
type PlaceError = { title: string; message: string; backToCart: boolean };

function placeErrorOf(error: unknown): PlaceError {
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

/** `4242424242424242` -> `4242 4242 4242 4242` while typing. */
function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `1228` -> `12/28` while typing. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function Section({ title, step, children }: { title: string; step: number; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={`checkout-step-${step}`}>
        <h2 id={`checkout-step-${step}`} className="flex items-center gap-2 font-semibold text-slate-900">
          <span className="flex size-6 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white">
            {step}
          </span>
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

/** `/checkout`: details, address, delivery speed, payment, and the order summary from the quote. */
export function CheckoutPage() {
  const { lines } = useCart();
  const session = useCustomerSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useId();
  const [deliverySpeed, setDeliverySpeed] = useState<DeliverySpeed>('standard');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cod');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptPreview, setReceiptPreview] = useState<string | null>(null);
  const [extraErrors, setExtraErrors] = useState<Partial<Record<'receipt' | 'paymentMethod', string>>>({});
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const [placeError, setPlaceError] = useState<PlaceError | null>(null);
  const [placedOrderId, setPlacedOrderId] = useState<string | null>(null);
  // One key per checkout attempt: a retry of the same attempt cannot place a second order.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const errorBox = useRef<HTMLDivElement>(null);
  const now = useRef(new Date()).current;

  const quote = useQuery(quoteQueryOptions({ items: lines, deliverySpeed }));
  const place = usePlaceOrder();

  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<CheckoutValues>({
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      street: '',
      apartment: '',
      city: '',
      state: '',
      zipCode: '',
      country: DEFAULT_COUNTRY,
      cardNumber: '',
      cardExpiry: '',
      cardCvc: '',
      cardName: '',
      notes: '',
    },
  });

  // Prefill from the signed-in customer (only fields still empty).
  const customer = session.customer;
  useEffect(() => {
    if (!customer) return;
    if (!getValues('name')) setValue('name', customer.name);
    if (!getValues('email')) setValue('email', customer.email);
    if (!getValues('phone') && customer.phone) setValue('phone', customer.phone);
  }, [customer, getValues, setValue]);

  useEffect(() => {
    if (!receipt) {
      setReceiptPreview(null);
      return;
    }
    const url = URL.createObjectURL(receipt);
    setReceiptPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [receipt]);

  const field = (name: TextField) => {
    const registration = register(name, { onChange: () => clearErrors(name) });
    return registration;
  };

  const data = quote.data;
  const hasProblems = (data?.problems.length ?? 0) > 0;
  const processing = place.isPending;

  const submit = handleSubmit(async (values) => {
    setPlaceError(null);
    setGeneralErrors([]);
    setExtraErrors({});
    if (!data) return;
    const card =
      paymentMethod === 'card'
        ? {
            number: values.cardNumber,
            expiry: values.cardExpiry,
            cvc: values.cardCvc,
            name: values.cardName,
          }
        : undefined;
    const order: OrderInput = {
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
        price: data.items.find((i) => i.productId === line.productId)?.unitPrice ?? Number.NaN,
      })),
      payment: { method: paymentMethod, amount: data.total, ...(card ? { card } : {}) },
      deliverySpeed,
      notes: values.notes,
    };

    // The order data check of spec 000 section 5, before anything is sent.
    const check = checkOrder(order);
    const fieldErrors: Partial<Record<CheckoutField, string>> = { ...check.fieldErrors };
    if (card) {
      const cardCheck = cardDetailsSchema.safeParse(card);
      if (!cardCheck.success) {
        for (const issue of cardCheck.error.issues) {
          const name = fieldOfPath(`payment.card.${issue.path.map(String).join('.')}`);
          if (name) fieldErrors[name] ??= issue.message;
        }
      }
    }
    const receiptError = paymentMethod === 'bank_transfer' ? receiptProblem(receipt) : null;
    if (receiptError) fieldErrors.receipt = receiptError;

    const entries = Object.entries(fieldErrors) as [CheckoutField, string][];
    if (entries.length > 0 || check.general.length > 0) {
      for (const [name, message] of entries) {
        if (name === 'receipt' || name === 'paymentMethod' || name === 'deliverySpeed') {
          if (name !== 'deliverySpeed') setExtraErrors((prev) => ({ ...prev, [name]: message }));
        } else setError(name, { message });
      }
      setGeneralErrors(check.general);
      const first = entries[0]?.[0];
      if (first && first !== 'receipt' && first !== 'paymentMethod' && first !== 'deliverySpeed') {
        document.getElementById(`${ids}-${first}`)?.focus();
      } else errorBox.current?.scrollIntoView?.({ block: 'center' });
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
          if (name === 'receipt' || name === 'paymentMethod')
            setExtraErrors((prev) => ({ ...prev, [name]: detail.message }));
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

  if (placedOrderId) {
    return (
      <div className="flex justify-center px-4 py-24 text-indigo-600">
        <Spinner size="lg" label="Opening your order confirmation" />
      </div>
    );
  }

  if (lines.length === 0) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <title>Checkout · Marketplace</title>
        <PageHeader title="Checkout" />
        <Card className="mt-6">
          <EmptyState
            icon={ShoppingCart}
            title="Your cart is empty"
            description="Add products to your cart, then come back here to check out."
            actions={
              <Link to="/products" className={buttonClasses()}>
                Browse products
              </Link>
            }
          />
        </Card>
      </div>
    );
  }

  const id = (name: CheckoutField) => `${ids}-${name}`;
  const textField = (
    name: TextField,
    label: string,
    props: Record<string, unknown> = {},
    className?: string,
  ) => (
    <Field id={id(name)} label={label} error={errors[name]?.message} className={className}>
      {(control) => <Input {...control} {...props} {...field(name)} />}
    </Field>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <title>Checkout · Marketplace</title>
      <PageHeader
        title="Checkout"
        description={
          session.status === 'authenticated' ? (
            'Check your details, choose delivery and payment, and place your order.'
          ) : (
            <>
              Checking out as a guest. Already have an account?{' '}
              <Link
                to="/login"
                state={{ from: { pathname: '/checkout' } }}
                className="font-medium text-indigo-600 hover:text-indigo-700 hover:underline"
              >
                Sign in
              </Link>{' '}
              to follow your orders in one place.
            </>
          )
        }
        actions={
          <Link to="/cart" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to cart
          </Link>
        }
      />

      <form
        onSubmit={submit}
        noValidate
        aria-label="Checkout"
        className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start"
      >
        <fieldset disabled={processing} className="min-w-0 space-y-5">
          <div ref={errorBox} className="space-y-3">
            {placeError ? (
              <Alert
                tone={placeError.backToCart ? 'warning' : 'danger'}
                live="alert"
                title={placeError.title}
                actions={
                  placeError.backToCart ? (
                    <Link to="/cart" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                      <ArrowLeft className="size-4" aria-hidden="true" />
                      Review your cart
                    </Link>
                  ) : null
                }
              >
                {placeError.message}
              </Alert>
            ) : null}
            {generalErrors.length > 0 ? (
              <Alert tone="danger" live="alert" title="Please check your order">
                <ul className="list-disc pl-4">
                  {generalErrors.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </Alert>
            ) : null}
          </div>

          <Section step={1} title="Contact details">
            <div className="grid gap-4 sm:grid-cols-2">
              {textField('name', 'Full name', { autoComplete: 'name' }, 'sm:col-span-2')}
              {textField('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
              {textField('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
            </div>
          </Section>

          <Section step={2} title="Shipping address">
            <div className="grid gap-4 sm:grid-cols-6">
              {textField('street', 'Street address', { autoComplete: 'address-line1' }, 'sm:col-span-4')}
              {textField(
                'apartment',
                'Apartment, suite (optional)',
                { autoComplete: 'address-line2' },
                'sm:col-span-2',
              )}
              {textField('city', 'City', { autoComplete: 'address-level2' }, 'sm:col-span-2')}
              {textField('state', 'State', { autoComplete: 'address-level1' }, 'sm:col-span-2')}
              {textField('zipCode', 'ZIP code', { autoComplete: 'postal-code' }, 'sm:col-span-2')}
              {textField('country', 'Country', { autoComplete: 'country-name' }, 'sm:col-span-3')}
            </div>
          </Section>

          <Section step={3} title="Delivery speed">
            <div role="radiogroup" aria-label="Delivery speed" className="grid gap-3 sm:grid-cols-3">
              {DELIVERY_SPEEDS.map((speed) => (
                <ChoiceCard
                  key={speed}
                  id={`${ids}-speed-${speed}`}
                  name="deliverySpeed"
                  value={speed}
                  checked={deliverySpeed === speed}
                  onChange={() => setDeliverySpeed(speed)}
                  title={DELIVERY_LABELS[speed]}
                  description={
                    <span data-testid={`estimate-${speed}`}>
                      <span className="block">Estimated delivery</span>{' '}
                      <span className="block font-medium text-slate-700">
                        {formatDate(estimateDelivery(now, speed))}
                      </span>
                    </span>
                  }
                />
              ))}
            </div>
          </Section>

          <Section step={4} title="Payment">
            <div role="radiogroup" aria-label="Payment method" className="grid gap-3">
              {PAYMENT_METHODS.map((method) => {
                const Icon = PAYMENT_ICONS[method];
                return (
                  <ChoiceCard
                    key={method}
                    id={`${ids}-pay-${method}`}
                    name="paymentMethod"
                    value={method}
                    checked={paymentMethod === method}
                    onChange={() => {
                      setPaymentMethod(method);
                      setExtraErrors({});
                      setPlaceError(null);
                    }}
                    title={PAYMENT_METHOD_LABELS[method]}
                    description={PAYMENT_DESCRIPTIONS[method]}
                    aside={<Icon className="size-5 text-slate-400" aria-hidden="true" />}
                  />
                );
              })}
            </div>
            {extraErrors.paymentMethod ? (
              <p className="mt-2 text-sm text-red-600">{extraErrors.paymentMethod}</p>
            ) : null}

            {paymentMethod === 'bank_transfer' ? (
              <div className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
                <div className="text-sm text-slate-700">
                  <p className="font-medium text-slate-900">Bank details</p>
                  <p className="mt-1">
                    Please transfer {data ? formatMoney(data.total, data.currency) : 'the order total'} to the
                    account below and upload a photo or screenshot of the receipt. We ship once the transfer
                    arrives.
                  </p>
                  <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-y-0.5">
                    <dt className="text-slate-500">Account name</dt>
                    <dd>{BANK_TRANSFER_DETAILS.accountName}</dd>
                    <dt className="text-slate-500">Bank</dt>
                    <dd>{BANK_TRANSFER_DETAILS.bankName}</dd>
                    <dt className="text-slate-500">Account number</dt>
                    <dd>{BANK_TRANSFER_DETAILS.accountNumber}</dd>
                    <dt className="text-slate-500">Routing number</dt>
                    <dd>{BANK_TRANSFER_DETAILS.routingNumber}</dd>
                    <dt className="text-slate-500">Reference</dt>
                    <dd>Your e-mail address</dd>
                  </dl>
                </div>
                <Field
                  id={id('receipt')}
                  label="Transfer receipt"
                  hint="An image (JPEG, PNG, GIF or WEBP) smaller than 5MB."
                  error={extraErrors.receipt}
                >
                  {(control) => (
                    <div className="flex flex-wrap items-center gap-3">
                      <label
                        htmlFor={control.id}
                        className={buttonClasses({
                          variant: 'outline',
                          size: 'sm',
                          className: 'cursor-pointer',
                        })}
                      >
                        <Upload className="size-4" aria-hidden="true" />
                        {receipt ? 'Choose another image' : 'Upload receipt'}
                      </label>
                      <input
                        {...control}
                        type="file"
                        accept={RECEIPT_ACCEPT}
                        className="sr-only"
                        onChange={(event) => {
                          const file = event.target.files?.[0] ?? null;
                          const problem = file ? receiptProblem(file) : null;
                          setExtraErrors((prev) => ({ ...prev, receipt: problem ?? undefined }));
                          setReceipt(problem ? null : file);
                          event.target.value = '';
                        }}
                      />
                      {receipt ? (
                        <span className="flex items-center gap-2 text-sm text-slate-600">
                          {receiptPreview ? (
                            <img
                              src={receiptPreview}
                              alt="Receipt preview"
                              className="size-10 rounded object-cover"
                            />
                          ) : null}
                          {receipt.name}
                        </span>
                      ) : null}
                    </div>
                  )}
                </Field>
              </div>
            ) : null}

            {paymentMethod === 'card' ? (
              <div className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-4">
                <Field
                  id={id('cardNumber')}
                  label="Card number"
                  error={errors.cardNumber?.message}
                  className="sm:col-span-4"
                >
                  {(control) => (
                    <Input
                      {...control}
                      inputMode="numeric"
                      autoComplete="cc-number"
                      placeholder="4242 4242 4242 4242"
                      {...register('cardNumber', {
                        onChange: (event) => {
                          clearErrors('cardNumber');
                          setValue('cardNumber', formatCardNumber(event.target.value));
                        },
                      })}
                    />
                  )}
                </Field>
                <Field
                  id={id('cardExpiry')}
                  label="Expiry (MM/YY)"
                  error={errors.cardExpiry?.message}
                  className="sm:col-span-1"
                >
                  {(control) => (
                    <Input
                      {...control}
                      inputMode="numeric"
                      autoComplete="cc-exp"
                      placeholder="MM/YY"
                      {...register('cardExpiry', {
                        onChange: (event) => {
                          clearErrors('cardExpiry');
                          setValue('cardExpiry', formatExpiry(event.target.value));
                        },
                      })}
                    />
                  )}
                </Field>
                <Field
                  id={id('cardCvc')}
                  label="CVC"
                  error={errors.cardCvc?.message}
                  className="sm:col-span-1"
                >
                  {(control) => (
                    <Input
                      {...control}
                      inputMode="numeric"
                      autoComplete="cc-csc"
                      maxLength={4}
                      {...field('cardCvc')}
                    />
                  )}
                </Field>
                {textField('cardName', 'Name on card', { autoComplete: 'cc-name' }, 'sm:col-span-2')}
                <p className="flex items-center gap-1.5 text-xs text-slate-500 sm:col-span-4">
                  <Lock className="size-3.5" aria-hidden="true" />
                  Your card is charged through our payment provider; the marketplace never stores card
                  details.
                </p>
              </div>
            ) : null}
          </Section>

          <Section step={5} title="Order notes">
            <Field id={id('notes')} label="Notes for the sellers (optional)" error={errors.notes?.message}>
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  maxLength={1000}
                  className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none"
                  {...field('notes')}
                />
              )}
            </Field>
          </Section>
        </fieldset>

        <Card className="p-5 lg:sticky lg:top-24">
          {data ? (
            <CheckoutSummary lines={lines} quote={data}>
              {hasProblems ? (
                <Alert
                  tone="warning"
                  title="Some items need your attention"
                  actions={
                    <Link to="/cart" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                      Review your cart
                    </Link>
                  }
                >
                  <ul className="list-disc pl-4">
                    {data.problems.map((p) => (
                      <li key={p.productId}>{p.message}</li>
                    ))}
                  </ul>
                </Alert>
              ) : null}
              {processing && paymentMethod === 'card' ? (
                <div
                  role="status"
                  aria-live="polite"
                  className="flex items-center gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900"
                >
                  <Spinner className="text-indigo-600" />
                  <div>
                    <p className="font-medium">Processing your payment…</p>
                    <p className="text-indigo-700">Please keep this page open.</p>
                  </div>
                </div>
              ) : null}
              <Button
                type="submit"
                size="lg"
                className="w-full"
                disabled={hasProblems || quote.isPlaceholderData}
                loading={processing}
                loadingText={paymentMethod === 'card' ? 'Processing payment…' : 'Placing your order…'}
              >
                <Lock className="size-4" aria-hidden="true" />
                Place order · {formatMoney(data.total, data.currency)}
              </Button>
              <p className="text-center text-xs text-slate-500">
                Estimated delivery {formatDate(data.estimatedDelivery)} ({DELIVERY_LABELS[deliverySpeed]})
              </p>
            </CheckoutSummary>
          ) : quote.isError ? (
            <LoadError title="We could not price your order" onRetry={() => void quote.refetch()}>
              {errorMessage(quote.error, 'Please try again in a moment.')}
            </LoadError>
          ) : (
            <div className="flex justify-center py-10 text-indigo-600">
              <Spinner size="lg" label="Calculating your order total" />
            </div>
          )}
        </Card>
      </form>
    </div>
  );
}
