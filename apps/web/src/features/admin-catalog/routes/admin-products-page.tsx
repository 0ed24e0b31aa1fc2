import { ProductsManager } from '@/shared/catalog';

/** `/admin/products/marketplace`: the marketplace's own products (the admin part of orders). */
export function AdminProductsPage() {
  return (
    <ProductsManager
      owner="admin"
      title="Marketplace Products"
      description="Products the marketplace sells itself. Vendors manage their own products in their portal."
    />
  );
}
