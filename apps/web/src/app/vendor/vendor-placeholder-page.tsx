import { VENDOR_HOME_PATH } from '@/features/auth';
import { PlaceholderPage } from '../portal/placeholder-page';

export function VendorPlaceholderPage() {
  return <PlaceholderPage homePath={VENDOR_HOME_PATH} />;
}
