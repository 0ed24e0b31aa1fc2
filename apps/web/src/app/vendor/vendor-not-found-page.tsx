import { VENDOR_HOME_PATH } from '@/shared/session';
import { PortalNotFoundPage } from '../portal/portal-not-found-page';

export function VendorNotFoundPage() {
  return <PortalNotFoundPage area="vendor portal" homePath={VENDOR_HOME_PATH} />;
}
