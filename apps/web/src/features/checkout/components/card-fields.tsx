import { Lock } from 'lucide-react';
import type { CheckoutForm } from '../use-checkout-form';
import { CheckoutTextField } from './checkout-text-field';

/** `4242424242424242` -> `4242 4242 4242 4242` while typing. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `1228` -> `12/28` while typing. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The card details asked for a card payment. */
export function CardFields({ checkout }: { checkout: CheckoutForm }) {
  return (
    <div className="mt-4 grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-4">
      <CheckoutTextField
        checkout={checkout}
        name="cardNumber"
        label="Card number"
        className="sm:col-span-4"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        format={formatCardNumber}
      />
      <CheckoutTextField
        checkout={checkout}
        name="cardExpiry"
        label="Expiry (MM/YY)"
        className="sm:col-span-1"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        format={formatExpiry}
      />
      <CheckoutTextField
        checkout={checkout}
        name="cardCvc"
        label="CVC"
        className="sm:col-span-1"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
      />
      <CheckoutTextField
        checkout={checkout}
        name="cardName"
        label="Name on card"
        autoComplete="cc-name"
        className="sm:col-span-2"
      />
      <p className="flex items-center gap-1.5 text-xs text-slate-500 sm:col-span-4">
        <Lock className="size-3.5" aria-hidden="true" />
        Your card is charged through our payment provider; the marketplace never stores card details.
      </p>
    </div>
  );
}
