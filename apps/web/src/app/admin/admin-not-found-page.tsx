import { ADMIN_HOME_PATH } from '@/shared/session';
import { PortalNotFoundPage } from '../portal/portal-not-found-page';

export function AdminNotFoundPage() {
  return <PortalNotFoundPage area="admin area" homePath={ADMIN_HOME_PATH} />;
}
