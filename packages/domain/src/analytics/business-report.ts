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
  /** Any other failure: the spec's 'Analytics error: {message}'. */
  error: (message: string) => `Analytics error: ${message}`,
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
