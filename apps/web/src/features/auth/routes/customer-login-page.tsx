import { ArrowLeft } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { AuthLink } from '@/components/ui/auth-link';
import { AuthPageLayout } from '@/components/ui/auth-page-layout';
import { CUSTOMER_LOGIN_PATH, useCustomerSession } from '@/shared/session/customer-session';
import { redirectAfterLogin } from '@/shared/session/redirect-target';
import { useCustomerLogin } from '../api/customer-login';
import { LoginForm } from '../components/login-form';

/** /login: customer sign-in. */
export function CustomerLoginPage() {
  const session = useCustomerSession();
  const location = useLocation();
  const login = useCustomerLogin();

  // The page is drawn at once, while a stored session is still being checked: a confirmed session
  // then leaves for the page the visitor wanted.
  if (session.status === 'authenticated') {
    return <Navigate to={redirectAfterLogin(location, CUSTOMER_LOGIN_PATH, '/')} replace />;
  }

  return (
    <AuthPageLayout
      documentTitle="Sign in"
      title="Welcome back"
      description="Sign in to track your orders and check out faster."
      footer={
        <div className="space-y-3">
          <p>
            New here? <AuthLink to="/register">Create an account</AuthLink>
          </p>
          <p>
            <AuthLink to="/" className="inline-flex items-center gap-1 text-slate-600 hover:text-slate-900">
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to Store
            </AuthLink>
          </p>
        </div>
      }
    >
      <LoginForm
        idPrefix="customer-login"
        forgotPassword={
          <AuthLink to="/forgot-password" className="text-sm">
            Forgot password?
          </AuthLink>
        }
        onSubmit={async (credentials) => {
          session.signIn(await login.mutateAsync(credentials));
        }}
      />
    </AuthPageLayout>
  );
}
