import type { RouteObject } from 'react-router';
import { loadCustomerLoginPage } from '@/features/auth';
import { loadCartPage } from '@/features/cart';
import { loadMyInquiriesPage, loadMyInquiryPage } from '@/features/inquiries';
import { HomePage, loadProductPage, loadShopPage, ProductsPage } from '@/features/storefront';
import { loadContactPage, loadFaqPage, loadHelpPage } from '@/features/support';
import { RequireCustomer } from '@/shared/session';
import { adminRoutes } from './admin/admin-routes';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { RouteFallback } from './route-fallback';
import { StoreLayout } from './store/store-layout';
import { vendorOrderDetailRoute, vendorRoutes } from './vendor/vendor-routes';

/**
 * Every route of the web app. Only the home and search pages and the store frame are in the main
 * bundle; every other page, the vendor portal and the admin area load lazily (see vendor-routes.tsx and
 * admin-routes.tsx), so a storefront page never carries portal, chart or form code.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      {
        element: <StoreLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'products', element: <ProductsPage /> },
          {
            path: 'product/:id',
            lazy: loadProductPage,
          },
          {
            path: 'shop/:vendorId',
            lazy: loadShopPage,
          },
          { path: 'cart', lazy: loadCartPage },
          { path: 'contact', lazy: loadContactPage },
          { path: 'faq', lazy: loadFaqPage },
          { path: 'help', lazy: loadHelpPage },
          {
            path: 'checkout',
            lazy: async () => ({ Component: (await import('@/features/checkout')).CheckoutPage }),
          },
          {
            path: 'order-confirmation/:id',
            lazy: async () => ({ Component: (await import('@/features/orders')).OrderConfirmationPage }),
          },
          {
            element: <RequireCustomer />,
            children: [
              {
                path: 'my-orders',
                lazy: async () => ({ Component: (await import('@/features/orders')).MyOrdersPage }),
              },
              {
                path: 'account/inquiries',
                lazy: loadMyInquiriesPage,
              },
              {
                path: 'account/inquiries/:inquiryId',
                lazy: loadMyInquiryPage,
              },
            ],
          },
          {
            path: 'track-order',
            lazy: async () => ({
              Component: (await import('@/features/order-tracking')).TrackOrderLookupPage,
            }),
          },
          {
            path: 'track-order/:orderNumber',
            lazy: async () => ({ Component: (await import('@/features/order-tracking')).TrackOrderPage }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: 'login', lazy: loadCustomerLoginPage },
      {
        path: 'register',
        lazy: async () => ({ Component: (await import('@/features/customer-account')).RegisterPage }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('@/features/password-reset')).CustomerForgotPasswordPage,
        }),
      },
      vendorRoutes,
      vendorOrderDetailRoute,
      adminRoutes,
    ],
  },
];
