import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';
import { Input } from './input';

type TextFieldProps = {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** `register(name)` of react-hook-form. */
  registration: UseFormRegisterReturn;
  /** Class of the field (label, input and messages), e.g. a grid span. */
  className?: string;
} & Omit<ComponentProps<'input'>, 'id' | 'className'>;

/** A labelled text input bound to a react-hook-form field, with its hint and error. */
export function TextField({ id, label, error, hint, registration, className, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <Input {...control} {...input} {...registration} />}
    </Field>
  );
}
