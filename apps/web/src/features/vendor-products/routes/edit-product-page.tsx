import { useParams } from 'react-router';
import { ProductEditor } from '@/shared/catalog';

/** `/vendor/products/:id/edit`: Edit product (spec 001 section 5). */
export function EditProductPage() {
  const { id = '' } = useParams();
  return <ProductEditor owner="vendor" id={id} />;
}
