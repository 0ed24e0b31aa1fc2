import { useParams } from 'react-router';
import { ProductEditor, ProductForm } from '@/shared/catalog';

/** `/admin/products/add`: the same form and media handling as the vendors'. */
export function AdminAddProductPage() {
  return <ProductForm owner="admin" />;
}

/** `/admin/products/:id/edit` */
export function AdminEditProductPage() {
  const { id = '' } = useParams();
  return <ProductEditor owner="admin" id={id} />;
}
