import { ArrowLeft } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { AuthLink } from '@/components/ui/auth-link';
import { AuthPageLayout } from '@/components/ui/auth-page-layout';
import { redirectAfterLogin } from '@/shared/session/redirect-target';
import { useVendorSession, VENDOR_HOME_PATH, VENDOR_LOGIN_PATH } from '@/shared/session/vendor-session';
import { useVendorLogin } from '../api/vendor-login';
import { LoginForm } from '../components/login-form';

/** /vendor/login (spec 000 section 2). */
export function VendorLoginPage() {
  const session = useVendorSession();
  const location = useLocation();
  const login = useVendorLogin();

  // Signed in (already, or just now): go where the vendor wanted to go, otherwise the dashboard.
  // The page is drawn at once, while a stored session is still being checked: a confirmed session
  // then leaves for the page the visitor wanted.
  if (session.status === 'authenticated') {
    return <Navigate to={redirectAfterLogin(location, VENDOR_LOGIN_PATH, VENDOR_HOME_PATH)} replace />;
  }

  return (
    <AuthPageLayout
      documentTitle="Vendor sign in"
      area="Vendor portal"
      title="Sign in to your vendor account"
      description="Manage your products, orders and earnings."
      footer={
        <div className="space-y-3">
          <p>
            New to Marketplace? <AuthLink to="/vendor/register">Apply to become a vendor</AuthLink>
          </p>
          <p>
            Applied already?{' '}
            <AuthLink to="/vendor/application-status">Check your application status</AuthLink>
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
        idPrefix="vendor-login"
        forgotPassword={
          <AuthLink to="/vendor/forgot-password" className="text-sm">
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
