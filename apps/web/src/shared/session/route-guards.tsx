import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AuthPageSkeleton } from '@/components/ui/auth-page-skeleton';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { ADMIN_LOGIN_PATH, useAdminSession } from './admin-session';
import { CUSTOMER_LOGIN_PATH, useCustomerSession } from './customer-session';
import { fromState } from './redirect-target';
import type { SessionStatus } from './use-role-session';
import { useVendorSession, VENDOR_CHANGE_PASSWORD_PATH, VENDOR_LOGIN_PATH } from './vendor-session';

type GuardProps = { children?: ReactNode };

const CHECKING = 'Checking your session…';

/**
 * While the stored session is being checked, `whileLoading` is shown: the portals draw their shell
 * (which shows a skeleton in place of the page), the storefront account pages a page skeleton.
 */
function Guard({
  status,
  loginPath,
  signOutRedirect,
  whileLoading,
  children,
}: GuardProps & {
  status: SessionStatus;
  loginPath: string;
  signOutRedirect: string | null;
  whileLoading: ReactNode;
}) {
  const location = useLocation();
  if (status === 'loading') return whileLoading;
  if (status === 'unauthenticated') {
    // After Sign Out go where it asked; otherwise sign in and come back here.
    if (signOutRedirect) return <Navigate to={signOutRedirect} replace />;
    return <Navigate to={loginPath} replace state={fromState(location)} />;
  }
  return children ?? <Outlet />;
}

/**
 * Vendor portal routes: the portal shell with a page skeleton while the session loads (the shell
 * reads the session status), `/vendor/login` without one.
 * A vendor still on the temporary password from the approval sets a new one first (the server
 * refuses everything else until then); an admin viewing the portal is not asked to.
 */
export function RequireVendor({ children }: GuardProps) {
  const { status, signOutRedirect, vendor, isImpersonating } = useVendorSession();
  const { pathname } = useLocation();
  if (
    status === 'authenticated' &&
    vendor?.mustChangePassword &&
    !isImpersonating &&
    pathname !== VENDOR_CHANGE_PASSWORD_PATH
  ) {
    return <Navigate to={VENDOR_CHANGE_PASSWORD_PATH} replace />;
  }
  return (
    <Guard
      status={status}
      loginPath={VENDOR_LOGIN_PATH}
      signOutRedirect={signOutRedirect}
      whileLoading={
        // The password page stands alone (no portal shell) and needs the vendor: its card in grey.
        pathname === VENDOR_CHANGE_PASSWORD_PATH ? (
          <AuthPageSkeleton label={CHECKING} area="Vendor portal" />
        ) : (
          (children ?? <Outlet />)
        )
      }
    >
      {children}
    </Guard>
  );
}

/**
 * Admin area routes: the admin shell with a page skeleton while the session loads, `/admin/login`
 * without an admin session.
 */
export function RequireAdmin({ children }: GuardProps) {
  const { status, signOutRedirect } = useAdminSession();
  return (
    <Guard
      status={status}
      loginPath={ADMIN_LOGIN_PATH}
      signOutRedirect={signOutRedirect}
      whileLoading={children ?? <Outlet />}
    >
      {children}
    </Guard>
  );
}

/** Customer account routes (orders, profile): `/login` without a customer session. */
export function RequireCustomer({ children }: GuardProps) {
  const { status, signOutRedirect } = useCustomerSession();
  return (
    <Guard
      status={status}
      loginPath={CUSTOMER_LOGIN_PATH}
      signOutRedirect={signOutRedirect}
      whileLoading={<PageSkeleton label={CHECKING} className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8" />}
    >
      {children}
    </Guard>
  );
}
