import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import type { CheckoutForm } from '../use-checkout-form';

/** Why the order was not placed, and the order check's messages that belong to no field. */
export function CheckoutAlerts({ checkout }: { checkout: CheckoutForm }) {
  const { placeError, generalErrors, errorBox } = checkout;
  return (
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
  );
}
