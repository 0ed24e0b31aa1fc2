/** Public surface of the vendor onboarding feature (the application at /vendor/register). */

export { VendorRegisterPage } from './routes/register-page';
