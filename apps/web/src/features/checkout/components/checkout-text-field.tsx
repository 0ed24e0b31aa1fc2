import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';
import type { CheckoutTextField as FieldName } from '../checkout-order';
import type { CheckoutForm } from '../use-checkout-form';

type CheckoutTextFieldProps = Omit<ComponentProps<'input'>, 'name' | 'id'> & {
  checkout: CheckoutForm;
  name: FieldName;
  label: string;
  /** Reformats the value while typing (card number, expiry). */
  format?: (value: string) => string;
};

/** A labelled text input of the checkout form; typing clears its message. */
export function CheckoutTextField({ checkout, name, label, format, ...props }: CheckoutTextFieldProps) {
  const { form, errors, fieldId } = checkout;
  return (
    <TextField
      id={fieldId(name)}
      label={label}
      error={errors[name]?.message}
      {...props}
      registration={form.register(name, {
        onChange: (event) => {
          form.clearErrors(name);
          if (format) form.setValue(name, format(event.target.value));
        },
      })}
    />
  );
}
