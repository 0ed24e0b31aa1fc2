import { CategoryManager } from '@/shared/catalog';

/** `/vendor/categories`: Category Management (spec 001, spec 000 /vendor/categories). */
export function VendorCategoriesPage() {
  return <CategoryManager owner="vendor" />;
}
