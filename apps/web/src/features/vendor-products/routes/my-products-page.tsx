import { ProductsManager } from '@/shared/catalog';
import { useCurrentVendor } from '@/shared/session';
import { addBlockedReason } from '../vendor-status';

/** `/vendor/products`: My Products (spec 001). */
export function MyProductsPage() {
  const vendor = useCurrentVendor();
  return (
    <ProductsManager
      owner="vendor"
      title="My Products"
      description="Everything you sell: filter, check stock and open a product to edit it."
      withBulk
      withAnalytics
      addBlockedReason={addBlockedReason(vendor)}
    />
  );
}
