import { PROFILE_MESSAGES } from '@market/domain';
import { Alert } from '@/components/ui/alert';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useFlashMessage } from '@/lib/use-flash-message';
import { ChangePasswordForm } from '@/shared/change-password/change-password-form';
import { useVendorSession } from '@/shared/session';

/** The Password tab (spec 001): current, new and confirmed password; other sessions are signed out. */
export function PasswordTab({ impersonating }: { impersonating: boolean }) {
  const [success, setSuccess] = useFlashMessage(3000);
  const session = useVendorSession();
  return (
    <Card className="max-w-xl">
      <CardHeader
        title="Change Password"
        description="Changing your password signs you out on your other devices."
      />
      <CardBody className="space-y-5">
        {impersonating ? (
          <Alert tone="info">An admin viewing this portal cannot change the password.</Alert>
        ) : null}
        {success ? (
          <Alert tone="success" live="status">
            {success}
          </Alert>
        ) : null}
        <ChangePasswordForm
          idPrefix="profile-password"
          fallbackError={PROFILE_MESSAGES.passwordChangeFailed}
          disabled={impersonating}
          onChanged={() => {
            setSuccess(PROFILE_MESSAGES.passwordChanged);
            // The new password passed the rule: the banner asking for one goes away.
            if (session.vendor?.passwordChangeRecommended)
              session.updateVendor({ ...session.vendor, passwordChangeRecommended: false });
          }}
        />
      </CardBody>
    </Card>
  );
}
