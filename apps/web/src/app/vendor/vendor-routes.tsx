import { Navigate, type RouteObject } from 'react-router';
import { loadVendorChangePasswordPage, loadVendorLoginPage } from '@/features/auth';
import { loadVendorInquiriesPage, loadVendorInquiryPage } from '@/features/inquiries';
import { RequireVendor } from '@/shared/session';

/**
 * Routes under /vendor. The sign-in and onboarding pages are public; everything else needs the
 * vendor session and is loaded lazily (its own JS chunks), inside the vendor portal shell.
 */

const vendorPortalPages: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  {
    path: 'dashboard',
    lazy: async () => ({
      Component: (await import('@/features/vendor-dashboard')).VendorDashboardPage,
    }),
  },
  {
    path: 'products',
    lazy: async () => ({ Component: (await import('@/features/vendor-products')).MyProductsPage }),
  },
  {
    path: 'products/add',
    lazy: async () => ({ Component: (await import('@/features/vendor-products')).AddProductPage }),
  },
  {
    path: 'products/bulk',
    lazy: async () => ({ Component: (await import('@/features/vendor-products')).BulkProductsPage }),
  },
  {
    path: 'products/:id/edit',
    lazy: async () => ({ Component: (await import('@/features/vendor-products')).EditProductPage }),
  },
  {
    path: 'products/:id/analytics',
    lazy: async () => ({ Component: (await import('@/features/product-analytics')).ProductAnalyticsPage }),
  },
  {
    path: 'categories',
    lazy: async () => ({ Component: (await import('@/features/vendor-categories')).VendorCategoriesPage }),
  },
  {
    path: 'orders',
    lazy: async () => ({ Component: (await import('@/features/vendor-orders')).VendorOrdersPage }),
  },
  {
    path: 'orders/analytics',
    lazy: async () => ({ Component: (await import('@/features/order-analytics')).OrderAnalyticsPage }),
  },
  {
    path: 'orders/manage',
    lazy: async () => ({ Component: (await import('@/features/vendor-orders')).ManageOrdersPage }),
  },
  {
    path: 'orders/forwarded',
    lazy: async () => ({ Component: (await import('@/features/vendor-orders')).ForwardedOrdersPage }),
  },
  {
    path: 'commissions',
    lazy: async () => ({ Component: (await import('@/features/vendor-commissions')).VendorCommissionsPage }),
  },
  {
    path: 'payouts',
    lazy: async () => ({ Component: (await import('@/features/vendor-payouts')).VendorPayoutsPage }),
  },
  {
    path: 'payouts/:id',
    lazy: async () => ({ Component: (await import('@/features/vendor-payouts')).PayoutStatementPage }),
  },
  {
    path: 'analytics',
    lazy: async () => ({ Component: (await import('@/features/business-overview')).BusinessOverviewPage }),
  },
  {
    path: 'analytics/sales',
    lazy: async () => ({ Component: (await import('@/features/sales-performance')).SalesPerformancePage }),
  },
  {
    path: 'analytics/customers',
    lazy: async () => ({ Component: (await import('@/features/customer-insights')).CustomerInsightsPage }),
  },
  {
    path: 'analytics/products',
    lazy: async () => ({
      Component: (await import('@/features/product-performance')).ProductPerformancePage,
    }),
  },
  {
    path: 'analytics/financial',
    lazy: async () => ({ Component: (await import('@/features/financial-reports')).FinancialReportsPage }),
  },
  {
    path: 'analytics/trends',
    lazy: async () => ({ Component: (await import('@/features/trends-forecasts')).TrendsPage }),
  },
  {
    path: 'profile',
    lazy: async () => ({
      Component: (await import('@/features/vendor-profile')).VendorProfilePage,
    }),
  },
  {
    path: 'activity',
    lazy: async () => ({ Component: (await import('@/features/audit-log')).VendorAuditPage }),
  },
  {
    path: 'customers',
    lazy: async () => ({ Component: (await import('@/features/vendor-customers')).VendorCustomersPage }),
  },
  {
    path: 'customers/:customerId',
    lazy: async () => ({ Component: (await import('@/features/vendor-customers')).VendorCustomerPage }),
  },
  {
    path: 'inquiries',
    lazy: loadVendorInquiriesPage,
  },
  {
    path: 'inquiries/:inquiryId',
    lazy: loadVendorInquiryPage,
  },
  {
    path: 'inventory',
    lazy: async () => (await import('@/features/vendor-inventory')).loadInventoryPage(),
  },
  {
    path: 'performance',
    lazy: async () => ({ Component: (await import('@/features/performance-dashboard')).PerformancePage }),
  },
  {
    path: 'reports',
    lazy: async () => ({ Component: (await import('@/features/sales-reports')).SalesReportsPage }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./vendor-not-found-page')).VendorNotFoundPage }),
  },
];

/**
 * `/order/:id`, the vendor order detail (spec 001): outside `/vendor` in the address but inside
 * the vendor portal, behind the vendor guard.
 */
export const vendorOrderDetailRoute: RouteObject = {
  path: 'order/:id',
  element: <RequireVendor />,
  children: [
    {
      lazy: async () => ({ Component: (await import('./vendor-shell')).VendorShell }),
      children: [
        {
          index: true,
          lazy: async () => ({
            Component: (await import('@/features/vendor-order-detail')).VendorOrderDetailPage,
          }),
        },
      ],
    },
  ],
};

export const vendorRoutes: RouteObject = {
  path: 'vendor',
  children: [
    { path: 'login', lazy: loadVendorLoginPage },
    {
      path: 'register',
      lazy: async () => ({
        Component: (await import('@/features/vendor-onboarding')).VendorRegisterPage,
      }),
    },
    {
      path: 'application-status',
      lazy: async () => ({
        Component: (await import('@/features/application-status')).ApplicationStatusPage,
      }),
    },
    {
      path: 'forgot-password',
      lazy: async () => ({
        Component: (await import('@/features/password-reset')).VendorForgotPasswordPage,
      }),
    },
    {
      element: <RequireVendor />,
      children: [
        { path: 'change-password', lazy: loadVendorChangePasswordPage },
        {
          lazy: async () => ({ Component: (await import('./vendor-shell')).VendorShell }),
          children: vendorPortalPages,
        },
      ],
    },
  ],
};
