import { Alert } from '@/components/ui/alert';
import { ProductForm } from '@/shared/catalog';
import { useCurrentVendor } from '@/shared/session';
import { addBlockedReason } from '../vendor-status';

/** `/vendor/products/add`: Add New Product (spec 001 section 5). */
export function AddProductPage() {
  const vendor = useCurrentVendor();
  const blocked = addBlockedReason(vendor);
  return (
    <ProductForm
      owner="vendor"
      notice={
        blocked ? (
          <Alert tone="warning" title="You cannot add products yet">
            {blocked}
          </Alert>
        ) : null
      }
    />
  );
}
