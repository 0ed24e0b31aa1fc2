/** Public surface of catalogue moderation (`/admin/products`, `/admin/products/:id`; decision 0017). */
export { AllProductsPage } from './routes/all-products-page';
export { ProductModerationPage } from './routes/product-moderation-page';
