/** User-facing sentences of the spec, used verbatim by server and web. */
export const MESSAGES = {
  loginFailed: 'Login failed. Please try again.',
  unexpectedLoginError: 'An unexpected error occurred. Please try again.',
  invalidCredentials: 'Invalid email or password',
  networkError: 'Network error. Please check your connection.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  authRequired: 'Authentication required',
  wrongRole: 'You do not have access to this area',
  tooManyLogins: 'Too many failed sign-in attempts. Please try again later.',
  dashboardError: 'Error loading dashboard data',
  notAuthenticatedAsVendor: 'Not authenticated as vendor',
  vendorStatus: {
    pending: "Your account is pending approval. You'll be able to add products once approved.",
    under_review: "Your account is currently under review. We'll notify you once the review is complete.",
    rejected: 'Your account application was rejected. Please contact support for more information.',
  },
} as const;
