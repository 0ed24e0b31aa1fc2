import type { Role } from '@market/domain';
import { ArrowLeft } from 'lucide-react';
import { AuthLink } from '@/components/ui/auth-link';
import { AuthPageLayout } from '@/components/ui/auth-page-layout';
import { PasswordResetFlow } from '../components/password-reset-flow';

type ForgotPasswordPageProps = {
  account: Role;
  loginPath: string;
  area?: string;
  documentTitle: string;
};

function ForgotPasswordPage({ account, loginPath, area, documentTitle }: ForgotPasswordPageProps) {
  return (
    <AuthPageLayout
      documentTitle={documentTitle}
      area={area}
      title="Reset your password"
      description="We will e-mail you a 6-digit code to set a new password."
      footer={
        <div className="space-y-3">
          <p>
            Remembered it? <AuthLink to={loginPath}>Back to sign in</AuthLink>
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
      <PasswordResetFlow role={account} loginPath={loginPath} />
    </AuthPageLayout>
  );
}

/** /vendor/forgot-password */
export function VendorForgotPasswordPage() {
  return (
    <ForgotPasswordPage
      account="vendor"
      loginPath="/vendor/login"
      area="Vendor portal"
      documentTitle="Reset your vendor password"
    />
  );
}

/** /forgot-password (customers) */
export function CustomerForgotPasswordPage() {
  return <ForgotPasswordPage account="customer" loginPath="/login" documentTitle="Reset your password" />;
}

/** /admin/forgot-password */
export function AdminForgotPasswordPage() {
  return (
    <ForgotPasswordPage
      account="admin"
      loginPath="/admin/login"
      area="Administration"
      documentTitle="Reset your admin password"
    />
  );
}
