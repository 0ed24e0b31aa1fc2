import { FullPageSpinner } from '@/components/ui/spinner';
import { PortalFrameSkeleton } from './portal/portal-frame-skeleton';

/** Portal addresses that show the portal frame (the sign-in and sign-up pages have their own layout). */
const PORTAL_PAGE =
  /^\/(vendor|admin)\/(?!login|register|application-status|forgot-password|change-password)|^\/order\//;

/**
 * What the first paint shows while the matched routes' code loads: the portal frame in grey on a
 * portal page (so the layout is there from the start), a spinner elsewhere.
 */
export function RouteFallback() {
  if (PORTAL_PAGE.test(window.location.pathname)) return <PortalFrameSkeleton />;
  return <FullPageSpinner />;
}
