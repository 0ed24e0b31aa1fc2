import { AuthPageSkeleton } from '@/components/ui/auth-page-skeleton';
import { FullPageSpinner } from '@/components/ui/spinner';
import { PortalFrameSkeleton } from './portal/portal-frame-skeleton';
import { StoreFrameSkeleton } from './store/store-frame-skeleton';

/** Portal addresses that show the portal frame (the sign-in and sign-up pages have their own layout). */
const PORTAL_PAGE =
  /^\/(vendor|admin)\/(?!login|register|application-status|forgot-password|change-password)|^\/order\//;

/** Sign-in addresses, drawn as the sign-in card (`AuthPageLayout`). */
const SIGN_IN_PAGE = /^\/((vendor|admin)\/)?(login|forgot-password|change-password)\/?$/;

/** Addresses outside the storefront's frame (portals, sign-in and sign-up pages). */
const OUTSIDE_STORE = /^\/(vendor|admin|order|login|register|forgot-password)(\/|$)/;

/**
 * What the first paint shows while the matched routes' code loads: the portal frame in grey on a
 * portal page, the sign-in card on a sign-in page and the store's frame on a storefront page (as
 * index.html draws it before any script), so the layout is there from the start; a spinner elsewhere.
 */
export function RouteFallback() {
  const { pathname } = window.location;
  if (PORTAL_PAGE.test(pathname)) return <PortalFrameSkeleton />;
  if (SIGN_IN_PAGE.test(pathname)) return <AuthPageSkeleton />;
  if (!OUTSIDE_STORE.test(pathname)) return <StoreFrameSkeleton />;
  return <FullPageSpinner />;
}
