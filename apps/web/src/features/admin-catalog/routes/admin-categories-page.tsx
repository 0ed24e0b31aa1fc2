import { CategoryManager } from '@/shared/catalog';

/** `/admin/categories`: the global categories every vendor can use. */
export function AdminCategoriesPage() {
  return <CategoryManager owner="admin" />;
}
