/** Public surface of the vendor profile feature (/vendor/profile). */

export { VendorProfilePage } from './routes/profile-page';
