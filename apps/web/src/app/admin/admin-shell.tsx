import { ShieldCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { EmailAddress } from '@/components/ui/email-address';
import { PasswordChangeBanner } from '@/features/auth';
import { useDeskUnreadCount } from '@/features/inquiries';
import { useAdminSession } from '@/shared/session';
import { IdentitySkeleton } from '../portal/identity-skeleton';
import { PortalLayout } from '../portal/portal-layout';
import { ADMIN_NAV, adminPageTitle } from './admin-nav';

/** The admin area frame. Rendered behind `RequireAdmin`. */
export function AdminShell() {
  const session = useAdminSession();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const name = session.admin?.name ?? 'Administrator';
  const unread = useDeskUnreadCount('admin');
  const nav = useMemo(
    () =>
      ADMIN_NAV.map((item) =>
        item.to === '/admin/inquiries' && unread
          ? { ...item, badge: { count: unread, label: `${unread} unread` } }
          : item,
      ),
    [unread],
  );

  return (
    <PortalLayout
      navLabel="Admin"
      identity={
        session.status !== 'authenticated' ? (
          <IdentitySkeleton />
        ) : (
          <div className="flex min-w-0 items-center gap-3 pr-8 lg:pr-0">
            <Avatar name={name} size="lg" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
              <p className="mt-0.5 inline-flex items-center gap-1 text-xs font-medium text-indigo-600">
                <ShieldCheck className="size-3.5" aria-hidden="true" />
                Marketplace admin
              </p>
            </div>
          </div>
        )
      }
      nav={nav}
      banner={
        <PasswordChangeBanner
          forRole="admin"
          recommended={Boolean(session.admin?.passwordChangeRecommended)}
        />
      }
      pending={session.status !== 'authenticated'}
      title={adminPageTitle(pathname)}
      headerAside={
        session.admin ? (
          <EmailAddress
            email={session.admin.email}
            truncate
            className="hidden max-w-64 text-sm text-slate-500 sm:block"
          />
        ) : null
      }
      signingOut={signingOut}
      onSignOut={() => {
        setSigningOut(true);
        void session.signOut();
      }}
    />
  );
}
