/**
 * The analytics endpoints measured by `npm run bench:analytics`, as the largest vendor (or the
 * admin). An endpoint that answers 404 is not there yet: it is skipped and reported 'missing'.
 */
export type AnalyticsScenario = {
  name: string;
  path: string;
  /** Whose bearer token the requests carry; 'none' = no token. */
  as: 'vendor' | 'admin' | 'none';
  /** The reference every other scenario's throughput is divided by. */
  reference?: boolean;
};

export const analyticsScenarios: AnalyticsScenario[] = [
  { name: 'health (reference)', path: '/api/health', as: 'none', reference: true },
  { name: 'business overview, 90 days', path: '/api/vendors/analytics?timeRange=90', as: 'vendor' },
  {
    name: 'order analytics, 365 days, metrics',
    path: '/api/vendors/orders/analytics?timeRange=365&includeMetrics=true',
    as: 'vendor',
  },
  { name: 'sales, 365 days', path: '/api/vendors/analytics/sales?timeRange=365', as: 'vendor' },
  { name: 'customers, 365 days', path: '/api/vendors/analytics/customers?timeRange=365', as: 'vendor' },
  { name: 'products, 365 days', path: '/api/vendors/analytics/products?timeRange=365', as: 'vendor' },
  { name: 'financial, 365 days', path: '/api/vendors/analytics/financial?timeRange=365', as: 'vendor' },
  { name: 'trends, 365 days', path: '/api/vendors/analytics/trends?timeRange=365', as: 'vendor' },
  { name: 'performance, 365 days', path: '/api/vendors/performance?timeRange=365', as: 'vendor' },
  {
    name: 'performance, 365 days, industry average',
    path: '/api/vendors/performance?timeRange=365&comparison=industry_average',
    as: 'vendor',
  },
  { name: 'admin dashboard, 365 days', path: '/api/admin/dashboard?timeRange=365', as: 'admin' },
  { name: 'sales report summary, 365 days', path: '/api/vendors/reports/sales?timeRange=365', as: 'vendor' },
  {
    name: 'sales report products, 365 days',
    path: '/api/vendors/reports/sales?reportType=products&timeRange=365',
    as: 'vendor',
  },
  {
    name: 'sales report customers, 365 days',
    path: '/api/vendors/reports/sales?reportType=customers&timeRange=365',
    as: 'vendor',
  },
  {
    name: 'sales report detailed, 365 days',
    path: '/api/vendors/reports/sales?reportType=detailed&timeRange=365',
    as: 'vendor',
  },
  {
    name: 'sales report trends, 365 days',
    path: '/api/vendors/reports/sales?reportType=trends&timeRange=365',
    as: 'vendor',
  },
  {
    name: 'sales report delivered, 365 days',
    path: '/api/vendors/reports/sales?status=delivered&timeRange=365',
    as: 'vendor',
  },
];
