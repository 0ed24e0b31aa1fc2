import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@market/domain';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { limitedBy } from '@/lib/field-limits';
import { useChangeVendorPassword } from './change-vendor-password';

/** Text inputs take no more than the server accepts (the schema's `.max()`). */
const limit = limitedBy(changePasswordSchema);

type FormInput = z.input<typeof changePasswordSchema>;
type FormOutput = z.output<typeof changePasswordSchema>;
type FieldName = keyof FormInput;
const FIELDS: FieldName[] = ['currentPassword', 'newPassword', 'confirmPassword'];

type ChangePasswordFormProps = {
  idPrefix: string;
  /** Label of the first field ('Current password', or 'Temporary password' at first sign-in). */
  currentLabel?: string;
  submitLabel?: string;
  /** The alert text when the server gives no reason. */
  fallbackError: string;
  /** After the change, with the server's message. */
  onChanged: (message: string | undefined) => void;
  disabled?: boolean;
};

/**
 * Current, new and confirmed password, checked with the domain `changePasswordSchema` ('New
 * passwords do not match', 'Password must be at least 6 characters long'); an error clears when
 * its field is edited. Sends PUT /api/vendors/change-password.
 */
export function ChangePasswordForm({
  idPrefix,
  currentLabel = 'Current password',
  submitLabel = 'Change Password',
  fallbackError,
  onChanged,
  disabled = false,
}: ChangePasswordFormProps) {
  const change = useChangeVendorPassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const field = (name: FieldName) => limit(register(name, { onChange: () => clearErrors(name) }));

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const message = await change.mutateAsync(values);
      reset();
      onChanged(message);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          if ((FIELDS as string[]).includes(detail.path))
            setError(detail.path as FieldName, { message: detail.message });
        }
      }
      setServerError(errorMessage(error, fallbackError));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Change password">
      {serverError ? (
        <Alert tone="danger" live="alert">
          {serverError}
        </Alert>
      ) : null}
      <Field id={`${idPrefix}-current`} label={currentLabel} error={errors.currentPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            disabled={disabled}
            {...field('currentPassword')}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-new`}
        label="New password"
        hint="At least 6 characters."
        error={errors.newPassword?.message}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            disabled={disabled}
            {...field('newPassword')}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-confirm`} label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            disabled={disabled}
            {...field('confirmPassword')}
          />
        )}
      </Field>
      <Button type="submit" loading={isSubmitting} loadingText="Saving…" disabled={disabled}>
        <KeyRound className="size-4" aria-hidden="true" />
        {submitLabel}
      </Button>
    </form>
  );
}
