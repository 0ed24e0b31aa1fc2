/** Public surface of the admin's catalogue screens (`/admin/products/marketplace`, add, edit, `/admin/categories`). */
export { AdminCategoriesPage } from './routes/admin-categories-page';
export { AdminAddProductPage, AdminEditProductPage } from './routes/admin-product-form-pages';
export { AdminProductsPage } from './routes/admin-products-page';
