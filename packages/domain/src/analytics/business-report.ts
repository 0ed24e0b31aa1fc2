/**
 * 'Your Business Report' (spec 001 sections 2 and 8) and the dashboard's ratios: the texts shown
 * verbatim, and the reasons given instead of a figure when there is nothing to divide by.
 */

export const BUSINESS_REPORT_MESSAGES = {
  title: 'Your Business Report',
  empty: 'No analytics data available yet. Start selling to see insights!',
  unauthorized: 'Your session has expired. Please log in again.',
  forbidden: 'Access denied. Please ensure your vendor account is approved.',
  notFound: 'Analytics service not found. Please contact support.',
  network: 'Network error. Please check your internet connection.',
  /** No vendor session to ask with. */
  vendorAuthRequired: 'Vendor authentication required. Please log in again.',
  /** A failure reported in the body (success: false) with a 401 or 403 status in it. */
  authFailed: 'Authentication failed. Please log in again.',
  /** A failure reported in the body with its own message: the spec's 'Analytics error: {message}'. */
  error: (message: string) => `Analytics error: ${message}`,
  /** Any other failed answer (a 5xx, a body failure without a message). */
  unableToLoad: 'Unable to load analytics. This might be because you have no sales data yet.',
  /** A failure that is no answer of the API at all (the page could not read what came back). */
  unableToLoadData: 'Unable to load analytics data. This might be because you have no sales data yet.',
  /** Beside the zeroed stand-in the page shows on failure (spec 001 section 8). */
  fallbackNote:
    'These figures could not be loaded: zeros are shown in their place, one entry per day of the period.',
} as const;

/** Why a ratio is 'N/A' rather than a figure. */
export const RATIO_REASONS = {
  noViews: 'No product views in this period',
  noViewsThisMonth: 'No product views this month',
  noRevenueLastMonth: 'No revenue last month to compare with',
  noCustomers: 'No customers in this period',
  noOrders: 'No orders in this period',
  noPreviousPeriod: 'Nothing in the previous period to compare with',
} as const;
