import { ArrowLeft, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { CheckoutAlerts } from '../components/checkout-alerts';
import { ContactSections } from '../components/contact-sections';
import { DeliverySection } from '../components/delivery-section';
import { NotesSection } from '../components/notes-section';
import { OrderPanel } from '../components/order-panel';
import { PaymentSection } from '../components/payment-section';
import { useCheckoutForm } from '../use-checkout-form';

/** `/checkout`: details, address, delivery speed, payment, and the order summary from the quote. */
export function CheckoutPage() {
  const checkout = useCheckoutForm();

  if (checkout.placedOrderId) {
    return (
      <div className="flex justify-center px-4 py-24 text-indigo-600">
        <Spinner size="lg" label="Opening your order confirmation" />
      </div>
    );
  }

  if (checkout.lines.length === 0) {
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

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <title>Checkout · Marketplace</title>
      <PageHeader
        title="Checkout"
        description={
          checkout.signedIn ? (
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
        onSubmit={checkout.submit}
        noValidate
        aria-label="Checkout"
        className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_24rem] lg:items-start"
      >
        <fieldset disabled={checkout.processing} className="min-w-0 space-y-5">
          <CheckoutAlerts checkout={checkout} />
          <ContactSections checkout={checkout} />
          <DeliverySection checkout={checkout} />
          <PaymentSection checkout={checkout} />
          <NotesSection checkout={checkout} />
        </fieldset>
        <OrderPanel checkout={checkout} />
      </form>
    </div>
  );
}
