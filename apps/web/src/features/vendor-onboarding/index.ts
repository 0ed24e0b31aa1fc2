/** Public surface of the vendor onboarding feature (the application at /vendor/register). */

export { BUSINESS_TYPE_LABELS } from './components/application-steps';
export { formatCountdown, useCountdown, useFlashMessage } from './components/countdown';
export { PublicPageLayout, SUPPORT_EMAIL, SUPPORT_PHONE } from './components/public-page-layout';
export { ResendCode } from './components/resend-code';
export { VendorRegisterPage } from './routes/register-page';
