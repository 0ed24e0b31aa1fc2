/** Public surface of the admin's view of a vendor's commissions (`/admin/vendors/:id/commissions`). */
export {
  type AdminVendorCommissions,
  adminVendorCommissionsQueryOptions,
  recordCommissionPayment,
} from './api/admin-commissions';
export {
  AdminVendorCommissionsPage,
  type VendorCommissionsLinkState,
} from './routes/admin-vendor-commissions-page';
