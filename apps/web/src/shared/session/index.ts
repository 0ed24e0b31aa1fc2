/**
 * The signed-in sessions (customer, vendor, admin): providers, hooks, route guards, the `me` call
 * and the redirect after sign-in. The app shells, the sign-in pages and any feature that needs the
 * current account import from here.
 */

export {
  ADMIN_HOME_PATH,
  ADMIN_LOGIN_PATH,
  type AdminSession,
  AdminSessionProvider,
  useAdminSession,
} from './admin-session';
export {
  CUSTOMER_LOGIN_PATH,
  type CustomerSession,
  CustomerSessionProvider,
  useCustomerSession,
} from './customer-session';
export { endImpersonation } from './end-impersonation';
export { fetchMe, type MeResult, meQueryKey, meQueryOptions, useMe } from './me';
export { type FromState, fromState, redirectAfterLogin, safeInternalPath } from './redirect-target';
export { RequireAdmin, RequireCustomer, RequireVendor } from './route-guards';
export type { SessionStatus } from './use-role-session';
export {
  IMPERSONATION_EXIT_PATH,
  useCurrentVendor,
  useVendorSession,
  VENDOR_CHANGE_PASSWORD_PATH,
  VENDOR_HOME_PATH,
  VENDOR_LOGIN_PATH,
  type VendorSession,
  VendorSessionProvider,
} from './vendor-session';
