/** Public surface of the admin's view of a vendor's commissions (`/admin/vendors/:id/commissions`). */
export {
  type AdminVendorCommissions,
  adminVendorCommissionsQueryOptions,
} from './api/get-admin-vendor-commissions';
export { recordCommissionPayment } from './api/record-commission-payment';
export {
  AdminVendorCommissionsPage,
  type VendorCommissionsLinkState,
} from './routes/admin-vendor-commissions-page';
