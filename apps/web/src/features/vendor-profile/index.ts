/** Public surface of the vendor profile feature (/vendor/profile). */

export { fetchVendorProfile, type VendorProfile, vendorProfileQueryOptions } from './api/profile';
export { checkLogo } from './components/logo';
export { VendorProfilePage } from './routes/profile-page';
