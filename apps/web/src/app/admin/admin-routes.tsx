import { Navigate, type RouteObject } from 'react-router';
import { loadAdminLoginPage } from '@/features/auth';
import { loadAdminInquiriesPage, loadAdminInquiryPage } from '@/features/inquiries';
import { RequireAdmin } from '@/shared/session';
import type { PortalRouteHandle } from '../portal/route-handle';

/**
 * Routes under /admin: the sign-in page, then the admin area behind `RequireAdmin`, loaded
 * lazily (its own JS chunks). To build a page, replace its `lazy` loader and drop the placeholder.
 */

const placeholder = (title: string, description: string) => ({
  handle: { placeholder: { title, description } } satisfies PortalRouteHandle,
  lazy: async () => ({ Component: (await import('./admin-placeholder-page')).AdminPlaceholderPage }),
});

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
    ...placeholder(
      'Page not found',
      'This page does not exist in the admin area. Check the address or use the menu.',
    ),
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
