import { ONBOARDING_MESSAGES } from '@market/domain';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { AuthPageLayout } from '@/components/ui/auth-page-layout';
import { Button } from '@/components/ui/button';
import { ChangePasswordForm } from '@/shared/change-password/change-password-form';
import { useCurrentVendor, useVendorSession, VENDOR_HOME_PATH } from '@/shared/session/vendor-session';

/**
 * /vendor/change-password: a vendor signed in with the temporary password from the approval
 * must set a new one before anything else (the portal guard sends them here).
 */
export function VendorChangePasswordPage() {
  const session = useVendorSession();
  const vendor = useCurrentVendor();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  if ((!vendor.mustChangePassword || session.isImpersonating) && !done) {
    return <Navigate to={VENDOR_HOME_PATH} replace />;
  }

  return (
    <AuthPageLayout
      documentTitle="Set a new password"
      area="Vendor portal"
      title="Set a new password"
      description={
        <>
          Welcome, <span className="font-medium text-slate-700">{vendor.businessName}</span>! You signed in
          with the temporary password shown on your application's status page. Choose your own password to
          continue.
        </>
      }
      footer={
        <Button variant="ghost" size="sm" onClick={() => void session.signOut()}>
          <LogOut className="size-4" aria-hidden="true" />
          Sign out
        </Button>
      }
    >
      <Alert tone="info" className="mb-5">
        {ONBOARDING_MESSAGES.mustChangePassword}.
      </Alert>
      <ChangePasswordForm
        idPrefix="first-password"
        currentLabel="Temporary password"
        submitLabel="Set New Password"
        fallbackError={ONBOARDING_MESSAGES.passwordChangeFailed}
        onChanged={(message) => {
          setDone(true);
          session.updateVendor({ ...vendor, mustChangePassword: false });
          toast.success(message ?? ONBOARDING_MESSAGES.passwordChanged);
          navigate(VENDOR_HOME_PATH, { replace: true });
        }}
      />
    </AuthPageLayout>
  );
}
