/** Public surface of the admin vendors feature (applications review and vendors). */

export { VendorApplicationPage } from './routes/vendor-application-page';
export { VendorApplicationsPage } from './routes/vendor-applications-page';
export { AdminVendorsPage } from './routes/vendors-page';
