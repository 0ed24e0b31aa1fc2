import { emailField } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CheckCircle2, Eye, MapPin, PackageSearch, ShoppingBag } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import type { OrderAccess } from '@/shared/orders/api/order-access';
import { HandlerGroupCard } from '@/shared/orders/components/handler-group-card';
import { OrderDetailsModal, orderLoadErrorMessage } from '@/shared/orders/components/order-details-modal';
import {
  deliverySpeedLabel,
  OrderSummary,
  paymentMethodLabel,
  wasRefunded,
} from '@/shared/orders/components/order-info';
import { guestOrderEmail, rememberGuestOrderEmail } from '@/shared/orders/guest-email';
import { groupItemsByHandler } from '@/shared/orders/order-groups';
import { useCustomerSession } from '@/shared/session';
import { orderConfirmationQueryOptions } from '../api/order-confirmation';

function GuestEmailForm({ onEmail }: { onEmail: (email: string) => void }) {
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailField().safeParse(new FormData(event.currentTarget).get('email'));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onEmail(parsed.data);
  };
  return (
    <Card className="mx-auto max-w-md p-6">
      <h1 className="text-xl font-semibold text-slate-900">Find your order</h1>
      <p className="mt-1 text-sm text-slate-500">
        Enter the e-mail address you ordered with to see this order.
      </p>
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <Field id={id} label="Email" error={error}>
          {(control) => <Input {...control} name="email" type="email" autoComplete="email" />}
        </Field>
        <Button type="submit" className="w-full">
          Show my order
        </Button>
      </form>
    </Card>
  );
}

/** `/order-confirmation/:id`: thank-you, order number, items by seller, totals, estimated delivery. */
export function OrderConfirmationPage() {
  const { id = '' } = useParams();
  const session = useCustomerSession();
  const [guestEmail, setGuestEmail] = useState(() => guestOrderEmail(id));
  const [detailsOpen, setDetailsOpen] = useState(false);
  const signedIn = session.status === 'authenticated';
  // A guest order is read with its e-mail (without the token); a customer's with their token.
  const access: OrderAccess = guestEmail ? { viewer: 'guest', email: guestEmail } : { viewer: 'customer' };
  const ready = session.status !== 'loading' && (guestEmail !== null || signedIn);
  const query = useQuery({ ...orderConfirmationQueryOptions(id, access), enabled: ready });
  const order = query.data;

  let content: ReactNode;
  if (session.status === 'loading' || (ready && query.isPending)) {
    content = (
      <div className="flex justify-center py-20 text-indigo-600">
        <Spinner size="lg" label="Loading your order" />
      </div>
    );
  } else if (!ready) {
    content = (
      <GuestEmailForm
        onEmail={(email) => {
          rememberGuestOrderEmail(id, email);
          setGuestEmail(email);
        }}
      />
    );
  } else if (query.isError || !order) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    content = (
      <Alert
        tone="danger"
        live="alert"
        title={orderLoadErrorMessage(query.error)}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
            {notFound && guestEmail ? (
              <Button variant="ghost" size="sm" onClick={() => setGuestEmail(null)}>
                Use another e-mail
              </Button>
            ) : null}
          </div>
        }
      >
        {notFound
          ? 'Check the link in your confirmation e-mail, or sign in with the account you ordered with.'
          : null}
      </Alert>
    );
  } else {
    const groups = groupItemsByHandler(order);
    content = (
      <div className="space-y-6">
        <Card className="overflow-hidden">
          <div className="flex flex-col items-center gap-3 bg-gradient-to-b from-emerald-50 to-white px-6 py-10 text-center">
            <div className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-600">
              <CheckCircle2 className="size-8" aria-hidden="true" />
            </div>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
              Thank you for your order!
            </h1>
            <p className="text-slate-600">
              Order number{' '}
              <strong className="font-semibold text-slate-900" data-testid="order-number">
                {order.orderNumber}
              </strong>
            </p>
            <p className="max-w-lg text-sm text-slate-500">
              We have sent a confirmation to{' '}
              <EmailAddress email={order.customer.email} className="font-medium text-slate-700" />.
              {groups.length > 1
                ? ` Your order ships from ${groups.length} sellers; each sends its own parcel.`
                : ''}
            </p>
            <div className="mt-2 flex flex-wrap justify-center gap-2">
              <Link to={`/track-order/${encodeURIComponent(order.orderNumber)}`} className={buttonClasses()}>
                <MapPin className="size-4" aria-hidden="true" />
                Track your order
              </Link>
              {access.viewer === 'customer' ? (
                <Link to="/my-orders" className={buttonClasses({ variant: 'outline' })}>
                  <PackageSearch className="size-4" aria-hidden="true" />
                  My Orders
                </Link>
              ) : null}
              <Button variant="outline" onClick={() => setDetailsOpen(true)}>
                <Eye className="size-4" aria-hidden="true" />
                View order details
              </Button>
            </div>
          </div>
          <dl className="grid grid-cols-1 gap-4 border-t border-slate-100 px-6 py-5 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">Estimated delivery</dt>
              <dd className="mt-0.5 flex items-center gap-1.5 font-medium text-slate-900">
                <CalendarClock className="size-4 text-indigo-600" aria-hidden="true" />
                {formatDate(order.estimatedDelivery)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Delivery</dt>
              <dd className="mt-0.5 font-medium text-slate-900">{deliverySpeedLabel(order.deliverySpeed)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Payment</dt>
              <dd className="mt-0.5 font-medium text-slate-900">{paymentMethodLabel(order.paymentMethod)}</dd>
            </div>
          </dl>
        </Card>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
          <section aria-labelledby="confirmation-items" className="space-y-3">
            <h2 id="confirmation-items" className="text-lg font-semibold text-slate-900">
              Items by seller
            </h2>
            {groups.map((group) => (
              <HandlerGroupCard
                key={group.key}
                group={group}
                currency={order.currency}
                refunded={wasRefunded(order)}
              />
            ))}
          </section>
          <div className="space-y-3">
            <OrderSummary order={order} />
            <Link
              to="/products"
              className="flex items-center justify-center gap-2 text-sm font-medium text-indigo-600 hover:text-indigo-700 hover:underline"
            >
              <ShoppingBag className="size-4" aria-hidden="true" />
              Continue shopping
            </Link>
          </div>
        </div>
        {detailsOpen ? (
          <OrderDetailsModal
            orderId={order._id}
            viewer={access.viewer}
            email={access.email ?? null}
            onClose={() => setDetailsOpen(false)}
          />
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <title>{order ? `Order ${order.orderNumber} · Marketplace` : 'Your order · Marketplace'}</title>
      {content}
    </div>
  );
}
