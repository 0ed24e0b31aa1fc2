/** Public surface of the vendor customers screen (`/vendor/customers`). */
export { type VendorCustomer, vendorCustomersQueryOptions } from './api/customers';
export { VendorCustomersPage } from './routes/customers-page';
