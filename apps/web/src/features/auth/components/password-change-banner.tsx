import { PASSWORD_POLICY_MESSAGES, type Role } from '@market/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';

/**
 * Where each role sets a new password: the vendor's profile tab; customers and admins have no
 * change form in the web app, so their link is the reset flow (a code by e-mail, then the new password).
 */
export const PASSWORD_CHANGE_PATH: Record<Role, string> = {
  vendor: '/vendor/profile?tab=password',
  customer: '/forgot-password',
  admin: '/admin/forgot-password',
};

/**
 * Asks an account whose password fails the password rule (it signed in with one set before the
 * rule) to change it: `passwordChangeRecommended` of the sign-in reply and `/auth/me`, held by the
 * role's session. It blocks nothing and can be put away for the visit; it is gone once the
 * password is changed.
 */
export function PasswordChangeBanner({
  forRole: role,
  recommended,
  className = 'mb-6',
}: {
  /** The account kind whose session asks (customer, vendor or admin). */
  forRole: Role;
  /** The signed-in account's `passwordChangeRecommended` (false during an impersonation). */
  recommended: boolean;
  className?: string;
}) {
  const [dismissed, setDismissed] = useState(false);
  if (!recommended || dismissed) return null;
  return (
    <Alert
      tone="warning"
      live="status"
      className={className}
      title="Please change your password"
      actions={
        <div className="flex flex-wrap items-center gap-4">
          <Link
            to={PASSWORD_CHANGE_PATH[role]}
            className="font-semibold underline underline-offset-2 hover:text-amber-950"
          >
            Change password
          </Link>
          <button
            type="button"
            onClick={() => setDismissed(true)}
            className="rounded font-medium text-amber-800 hover:text-amber-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            Not now
          </button>
        </div>
      }
    >
      {PASSWORD_POLICY_MESSAGES.changeRecommended}
    </Alert>
  );
}
