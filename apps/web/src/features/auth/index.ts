/** Public surface of the auth feature: other features and the app shells import from here. */

export {
  type ChangePasswordInput,
  changeVendorPassword,
  useChangeVendorPassword,
} from './api/change-vendor-password';
export { endImpersonation } from './api/end-impersonation';
export type { LoginCredentials } from './api/login-types';
export { fetchMe, type MeResult, meQueryKey, meQueryOptions, useMe } from './api/me';
export { AuthLink } from './components/auth-link';
export { AuthPageLayout } from './components/auth-page-layout';
export { AuthPageSkeleton } from './components/auth-page-skeleton';
export { ChangePasswordForm } from './components/change-password-form';
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
export {
  ADMIN_HOME_PATH,
  ADMIN_LOGIN_PATH,
  type AdminSession,
  AdminSessionProvider,
  useAdminSession,
} from './session/admin-session';
export {
  CUSTOMER_LOGIN_PATH,
  type CustomerSession,
  CustomerSessionProvider,
  useCustomerSession,
} from './session/customer-session';
export { type FromState, fromState, redirectAfterLogin, safeInternalPath } from './session/redirect-target';
export { RequireAdmin, RequireCustomer, RequireVendor } from './session/route-guards';
export type { SessionStatus } from './session/use-role-session';
export {
  IMPERSONATION_EXIT_PATH,
  useCurrentVendor,
  useVendorSession,
  VENDOR_CHANGE_PASSWORD_PATH,
  VENDOR_HOME_PATH,
  VENDOR_LOGIN_PATH,
  type VendorSession,
  VendorSessionProvider,
} from './session/vendor-session';
