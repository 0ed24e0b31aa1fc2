import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, MESSAGES } from '@market/domain';
import { LogIn } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { limitedBy } from '@/lib/field-limits';
import type { LoginCredentials } from '../api/login-types';

/** Text inputs take no more than the server accepts (the schema's `.max()`). */
const limit = limitedBy(loginSchema);

type LoginFormInput = z.input<typeof loginSchema>;
type LoginFormOutput = z.output<typeof loginSchema>;
type FieldName = 'email' | 'password';

/** The alert text for a failed sign-in (spec 000 section 8). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return errorMessage(error, MESSAGES.loginFailed);
  return MESSAGES.unexpectedLoginError;
}

type LoginFormProps = {
  /** Prefix of the input ids, unique per page. */
  idPrefix: string;
  /** Signs in; a thrown error is shown in the alert (and its field details beside the fields). */
  onSubmit: (credentials: LoginCredentials) => Promise<void>;
  /** A "Forgot password?" link beside the password label. */
  forgotPassword?: ReactNode;
};

/**
 * Email, password (show/hide) and remember-me, validated with the domain `loginSchema`
 * (spec 000 section 5, Vendor login). An error clears as soon as its field is edited.
 */
export function LoginForm({ idPrefix, onSubmit, forgotPassword }: LoginFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
    reValidateMode: 'onSubmit',
  });

  const clearOnEdit = (name: FieldName) => ({ onChange: () => clearErrors(name) });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit({
        email: values.email,
        password: values.password,
        rememberMe: values.rememberMe ?? false,
      });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const detail of error.details) {
          if (detail.path === 'email' || detail.path === 'password')
            setError(detail.path, { message: detail.message });
        }
      }
      setServerError(loginErrorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Sign in">
      {serverError ? (
        <Alert tone="danger" live="alert">
          {serverError}
        </Alert>
      ) : null}

      <Field id={`${idPrefix}-email`} label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...limit(register('email', clearOnEdit('email')))}
          />
        )}
      </Field>

      <Field
        id={`${idPrefix}-password`}
        label="Password"
        error={errors.password?.message}
        labelAside={forgotPassword}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            placeholder="Your password"
            {...limit(register('password', clearOnEdit('password')))}
          />
        )}
      </Field>

      <Checkbox id={`${idPrefix}-remember`} label="Remember me" {...register('rememberMe')} />

      <Button type="submit" size="lg" className="w-full" loading={isSubmitting} loadingText="Signing in…">
        <LogIn className="size-4" aria-hidden="true" />
        Sign In
      </Button>
    </form>
  );
}
