import { orderSchema } from '@market/domain';
import { Field } from '@/components/ui/field';
import { fieldMaxLength } from '@/lib/field-limits';
import type { CheckoutForm } from '../use-checkout-form';
import { CheckoutSection } from './checkout-section';

/** Step 5 of checkout: notes for the sellers. */
export function NotesSection({ checkout }: { checkout: CheckoutForm }) {
  const { form, errors, fieldId } = checkout;
  return (
    <CheckoutSection step={5} title="Order notes">
      <Field id={fieldId('notes')} label="Notes for the sellers (optional)" error={errors.notes?.message}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={fieldMaxLength(orderSchema, 'notes')}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none"
            {...form.register('notes', { onChange: () => form.clearErrors('notes') })}
          />
        )}
      </Field>
    </CheckoutSection>
  );
}
