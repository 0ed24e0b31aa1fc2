/** Public surface of the vendor customers screens (`/vendor/customers` and `/vendor/customers/:customerId`). */
export { type VendorCustomer, vendorCustomersQueryOptions } from './api/customers';
export { VendorCustomerPage } from './routes/customer-page';
export { VendorCustomersPage } from './routes/customers-page';
