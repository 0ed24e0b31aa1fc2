/** Public surface of the vendor's product screens (`/vendor/products`, add, edit, bulk). */
export { BANNER_MS, BULK_ACTION_LABELS } from './components/bulk-action-panel';
export { AddProductPage } from './routes/add-product-page';
export { BulkProductsPage } from './routes/bulk-products-page';
export { EditProductPage } from './routes/edit-product-page';
export { MyProductsPage } from './routes/my-products-page';
export { addBlockedReason } from './vendor-status';
