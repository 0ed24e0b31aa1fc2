/** The vendor's identity (name and logo) and account status badge, shown by the vendor shell, dashboard and profile. */
export { VendorIdentity } from './components/vendor-identity';
export { VENDOR_STATUS_LABELS, VendorStatusBadge } from './components/vendor-status-badge';
