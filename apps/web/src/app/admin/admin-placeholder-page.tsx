import { ADMIN_HOME_PATH } from '@/shared/session';
import { PlaceholderPage } from '../portal/placeholder-page';

export function AdminPlaceholderPage() {
  return <PlaceholderPage homePath={ADMIN_HOME_PATH} />;
}
