import { ArrowLeft } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { AuthLink } from '@/components/ui/auth-link';
import { AuthPageLayout } from '@/components/ui/auth-page-layout';
import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, useAdminSession } from '@/shared/session/admin-session';
import { redirectAfterLogin } from '@/shared/session/redirect-target';
import { useAdminLogin } from '../api/admin-login';
import { LoginForm } from '../components/login-form';

/** /admin/login */
export function AdminLoginPage() {
  const session = useAdminSession();
  const location = useLocation();
  const login = useAdminLogin();

  // The page is drawn at once, while a stored session is still being checked: a confirmed session
  // then leaves for the page the visitor wanted.
  if (session.status === 'authenticated') {
    return <Navigate to={redirectAfterLogin(location, ADMIN_LOGIN_PATH, ADMIN_HOME_PATH)} replace />;
  }

  return (
    <AuthPageLayout
      documentTitle="Admin sign in"
      area="Administration"
      title="Sign in to the admin panel"
      description="For marketplace staff only."
      footer={
        <AuthLink to="/" className="inline-flex items-center gap-1 text-slate-600 hover:text-slate-900">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Store
        </AuthLink>
      }
    >
      <LoginForm
        idPrefix="admin-login"
        forgotPassword={
          <AuthLink to="/admin/forgot-password" className="text-sm">
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
