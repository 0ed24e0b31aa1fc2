/** Public surface of the vendor order screens (`/vendor/orders`, `/manage`, `/forwarded`). */

export { ForwardedOrdersPage } from './routes/forwarded-orders-page';
export { ManageOrdersPage } from './routes/manage-orders-page';
export { VendorOrdersPage } from './routes/vendor-orders-page';
