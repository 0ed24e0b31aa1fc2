/** Public surface of the vendor commission screen (`/vendor/commissions`). */
export { VendorCommissionsPage } from './routes/commissions-page';
