import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Props to spread on the control inside a `Field`, linking it to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  id: string;
  label: ReactNode;
  /** The validation message; shown under the control and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Something shown at the right of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A labelled form control with hint and error text:
 * `<Field id="email" label="Email" error={errors.email?.message}>{(c) => <Input {...c} />}</Field>`.
 */
export function Field({ id, label, error, hint, labelAside, className, children }: FieldProps) {
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hintId ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
