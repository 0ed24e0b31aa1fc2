/** Public surface of the vendor's Category Management (`/vendor/categories`). */
export { VendorCategoriesPage } from './routes/vendor-categories-page';
