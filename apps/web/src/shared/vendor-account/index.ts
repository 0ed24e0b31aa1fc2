export { VendorIdentity } from './components/vendor-identity';
export { VENDOR_STATUS_LABELS, VendorStatusBadge } from './components/vendor-status-badge';
