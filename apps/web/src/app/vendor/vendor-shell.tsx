import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { EmailAddress } from '@/components/ui/email-address';
import { PasswordChangeBanner } from '@/features/auth';
import { useDeskUnreadCount } from '@/features/inquiries';
import { useActiveAlertCount } from '@/features/vendor-inventory';
import { useVendorSession } from '@/shared/session';
import { VendorIdentity } from '@/shared/vendor-account';
import { IdentitySkeleton } from '../portal/identity-skeleton';
import { PortalLayout } from '../portal/portal-layout';
import { VENDOR_NAV, vendorPageTitle } from './vendor-nav';

/**
 * The vendor portal frame (spec 000 section 2, Vendor portal shell). Rendered behind `RequireVendor`,
 * also while the stored session is checked: then the frame is drawn and the page shows a skeleton.
 */
export function VendorShell() {
  const session = useVendorSession();
  const { vendor } = session;
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const unread = useDeskUnreadCount('vendor');
  const activeAlerts = useActiveAlertCount();
  const nav = useMemo(
    () =>
      VENDOR_NAV.map((item) => {
        if (item.to === '/vendor/inquiries' && unread)
          return { ...item, badge: { count: unread, label: `${unread} unread` } };
        if (item.to === '/vendor/inventory' && activeAlerts)
          return {
            ...item,
            badge: {
              count: activeAlerts,
              label: `${activeAlerts} active ${activeAlerts === 1 ? 'alert' : 'alerts'}`,
            },
          };
        return item;
      }),
    [unread, activeAlerts],
  );

  return (
    <PortalLayout
      navLabel="Vendor portal"
      identity={vendor ? <VendorIdentity vendor={vendor} /> : <IdentitySkeleton />}
      nav={nav}
      title={vendorPageTitle(pathname)}
      headerAside={
        vendor ? (
          <EmailAddress
            email={vendor.email}
            truncate
            className="hidden max-w-64 text-sm text-slate-500 sm:block"
          />
        ) : null
      }
      banner={
        <PasswordChangeBanner
          forRole="vendor"
          recommended={Boolean(vendor?.passwordChangeRecommended) && !session.isImpersonating}
        />
      }
      pending={vendor === null}
      signingOut={signingOut}
      onSignOut={() => {
        setSigningOut(true);
        // The route guard sends the vendor to /vendor/login once the session has ended.
        void session.signOut();
      }}
    />
  );
}
