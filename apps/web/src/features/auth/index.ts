/**
 * Public surface of the auth feature: the sign-in pages and the password change banner. The
 * sessions themselves live in shared/session.
 */
export type { LoginCredentials } from './api/login-types';
export { PASSWORD_CHANGE_PATH, PasswordChangeBanner } from './components/password-change-banner';

/**
 * Route `lazy` loaders of the sign-in pages: their forms (react-hook-form, zod) load only when a
 * sign-in page opens, never with a storefront page.
 */
export const loadCustomerLoginPage = async () => ({
  Component: (await import('./routes/customer-login-page')).CustomerLoginPage,
});
export const loadVendorLoginPage = async () => ({
  Component: (await import('./routes/vendor-login-page')).VendorLoginPage,
});
export const loadAdminLoginPage = async () => ({
  Component: (await import('./routes/admin-login-page')).AdminLoginPage,
});
export const loadVendorChangePasswordPage = async () => ({
  Component: (await import('./routes/vendor-change-password-page')).VendorChangePasswordPage,
});
