import type { CheckoutForm } from '../use-checkout-form';
import { CheckoutSection } from './checkout-section';
import { CheckoutTextField } from './checkout-text-field';

/** Steps 1 and 2 of checkout: who orders, and where it goes. */
export function ContactSections({ checkout }: { checkout: CheckoutForm }) {
  return (
    <>
      <CheckoutSection step={1} title="Contact details">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <CheckoutTextField
            checkout={checkout}
            name="name"
            label="Full name"
            autoComplete="name"
            className="sm:col-span-2"
          />
          <CheckoutTextField
            checkout={checkout}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <CheckoutTextField checkout={checkout} name="phone" label="Phone" type="tel" autoComplete="tel" />
        </div>
      </CheckoutSection>

      <CheckoutSection step={2} title="Shipping address">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-6">
          <CheckoutTextField
            checkout={checkout}
            name="street"
            label="Street address"
            autoComplete="address-line1"
            className="sm:col-span-4"
          />
          <CheckoutTextField
            checkout={checkout}
            name="apartment"
            label="Apartment, suite (optional)"
            autoComplete="address-line2"
            className="sm:col-span-2"
          />
          <CheckoutTextField
            checkout={checkout}
            name="city"
            label="City"
            autoComplete="address-level2"
            className="sm:col-span-2"
          />
          <CheckoutTextField
            checkout={checkout}
            name="state"
            label="State"
            autoComplete="address-level1"
            className="sm:col-span-2"
          />
          <CheckoutTextField
            checkout={checkout}
            name="zipCode"
            label="ZIP code"
            autoComplete="postal-code"
            className="sm:col-span-2"
          />
          <CheckoutTextField
            checkout={checkout}
            name="country"
            label="Country"
            autoComplete="country-name"
            className="sm:col-span-3"
          />
        </div>
      </CheckoutSection>
    </>
  );
}
