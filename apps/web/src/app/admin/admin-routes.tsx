import { Navigate, type RouteObject } from 'react-router';
import { loadAdminLoginPage } from '@/features/auth';
import { loadAdminInquiriesPage, loadAdminInquiryPage } from '@/features/inquiries';
import { RequireAdmin } from '@/shared/session';

/**
 * Routes under /admin: the sign-in page, then the admin area behind `RequireAdmin`, loaded
 * lazily (its own JS chunks).
 */

const adminPages: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  {
    path: 'dashboard',
    lazy: async () => ({ Component: (await import('@/features/admin-dashboard')).AdminDashboardPage }),
  },
  {
    path: 'vendor-applications',
    lazy: async () => ({ Component: (await import('@/features/admin-vendors')).VendorApplicationsPage }),
  },
  {
    path: 'vendor-applications/:applicationId',
    lazy: async () => ({ Component: (await import('@/features/admin-vendors')).VendorApplicationPage }),
  },
  {
    path: 'vendors',
    lazy: async () => ({ Component: (await import('@/features/admin-vendors')).AdminVendorsPage }),
  },
  {
    path: 'vendors/:id/commissions',
    lazy: async () => ({
      Component: (await import('@/features/admin-commissions')).AdminVendorCommissionsPage,
    }),
  },
  {
    path: 'products',
    lazy: async () => ({ Component: (await import('@/features/admin-moderation')).AllProductsPage }),
  },
  {
    path: 'listing-review',
    lazy: async () => ({ Component: (await import('@/features/admin-listing-review')).ListingReviewPage }),
  },
  {
    path: 'products/marketplace',
    lazy: async () => ({ Component: (await import('@/features/admin-catalog')).AdminProductsPage }),
  },
  {
    path: 'products/:id',
    lazy: async () => ({ Component: (await import('@/features/admin-moderation')).ProductModerationPage }),
  },
  {
    path: 'products/add',
    lazy: async () => ({ Component: (await import('@/features/admin-catalog')).AdminAddProductPage }),
  },
  {
    path: 'products/:id/edit',
    lazy: async () => ({ Component: (await import('@/features/admin-catalog')).AdminEditProductPage }),
  },
  {
    path: 'categories',
    lazy: async () => ({ Component: (await import('@/features/admin-catalog')).AdminCategoriesPage }),
  },
  {
    path: 'orders',
    lazy: async () => ({ Component: (await import('@/features/admin-orders')).AdminOrdersPage }),
  },
  {
    path: 'orders/:id',
    lazy: async () => ({ Component: (await import('@/features/admin-orders')).AdminOrderPage }),
  },
  {
    path: 'payouts',
    lazy: async () => ({ Component: (await import('@/features/admin-payouts')).AdminPayoutsPage }),
  },
  {
    path: 'reconciliation',
    lazy: async () => ({
      Component: (await import('@/features/admin-reconciliation')).AdminReconciliationPage,
    }),
  },
  {
    path: 'inquiries',
    lazy: loadAdminInquiriesPage,
  },
  {
    path: 'inquiries/:inquiryId',
    lazy: loadAdminInquiryPage,
  },
  {
    path: 'settings',
    lazy: async () => ({ Component: (await import('@/features/admin-settings')).AdminSettingsPage }),
  },
  {
    path: 'audit',
    lazy: async () => ({ Component: (await import('@/features/audit-log')).AdminAuditPage }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./admin-not-found-page')).AdminNotFoundPage }),
  },
];

export const adminRoutes: RouteObject = {
  path: 'admin',
  children: [
    { path: 'login', lazy: loadAdminLoginPage },
    {
      path: 'forgot-password',
      lazy: async () => ({ Component: (await import('@/features/password-reset')).AdminForgotPasswordPage }),
    },
    {
      element: <RequireAdmin />,
      children: [
        {
          lazy: async () => ({ Component: (await import('./admin-shell')).AdminShell }),
          children: adminPages,
        },
      ],
    },
  ],
};
