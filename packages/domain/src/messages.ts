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

/**
 * What a page says when its data could not be loaded, by cause: each says what to do next, and only
 * the causes a retry can cure offer Try Again (issue 16 "honest errors").
 */
export const LOAD_FAILURE_MESSAGES = {
  serverFault: 'Something went wrong on our side. Please try again in a moment.',
  tooMany: 'Too many requests at once. Please wait a moment, then try again.',
  refusedInput:
    'The search or filters in this address were not accepted. Shorten the search or clear the filters, then search again.',
  notFound: 'It may have been removed, or the address is wrong. Go back and choose it from the list.',
  noAccess: 'You do not have access to this page. Sign in with the account it belongs to.',
} as const;
