import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@market/domain';
import { Banknote, CreditCard, Landmark } from 'lucide-react';
import type { CheckoutForm } from '../use-checkout-form';
import { BankTransferFields } from './bank-transfer-fields';
import { CardFields } from './card-fields';
import { CheckoutSection } from './checkout-section';
import { ChoiceCard } from './choice-card';

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

/** Step 4 of checkout: the payment method, then the bank transfer receipt or the card details. */
export function PaymentSection({ checkout }: { checkout: CheckoutForm }) {
  const { ids, paymentMethod, choosePayment, extraErrors } = checkout;
  return (
    <CheckoutSection step={4} title="Payment">
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
              onChange={() => choosePayment(method)}
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
      {paymentMethod === 'bank_transfer' ? <BankTransferFields checkout={checkout} /> : null}
      {paymentMethod === 'card' ? <CardFields checkout={checkout} /> : null}
    </CheckoutSection>
  );
}
