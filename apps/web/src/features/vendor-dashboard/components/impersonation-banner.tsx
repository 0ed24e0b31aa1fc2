import { Eye, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isReadOnlyImpersonation } from '@/lib/token-storage';
import { useAdminSession, useVendorSession } from '@/shared/session';

/**
 * Shown only while an admin views this portal (spec 000 section 2): 'Return to Admin Panel' ends
 * the impersonation, restores the admin session and goes to /admin/vendors.
 */
export function ImpersonationBanner() {
  const session = useVendorSession();
  const { admin } = useAdminSession();
  const [returning, setReturning] = useState(false);
  if (!session.isImpersonating || !session.vendor) return null;
  const viewer = session.impersonatedBy?.name ?? admin?.name ?? null;
  // The server's word when the session was checked; else what the admin panel noted when it opened it.
  const readOnly = session.impersonatedBy ? session.impersonatedBy.readOnly : isReadOnlyImpersonation();

  return (
    <section
      aria-labelledby="admin-viewing-title"
      className="flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 sm:flex-row sm:items-center"
    >
      <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-500 text-white">
        <Eye className="size-5" aria-hidden="true" />
      </div>
      <div className="min-w-0 flex-1 text-sm text-amber-950">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="admin-viewing-title" className="font-semibold">
            Admin view
          </h2>
          {readOnly ? <Badge tone="orange">Read-only</Badge> : null}
        </div>
        <p className="mt-0.5 text-amber-900/90">
          {viewer ? `${viewer}, you are` : 'You are'} viewing the vendor portal of{' '}
          <span className="font-semibold">{session.vendor.businessName}</span> as an administrator.{' '}
          {readOnly
            ? 'This view is read-only: nothing can be changed from here.'
            : 'Password and bank details cannot be changed from here.'}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:self-center"
        loading={returning}
        loadingText="Returning…"
        onClick={() => {
          setReturning(true);
          // The portal guard goes to /admin/vendors once the session has ended.
          void session.signOut();
        }}
      >
        <Undo2 className="size-4" aria-hidden="true" />
        Return to Admin Panel
      </Button>
    </section>
  );
}
