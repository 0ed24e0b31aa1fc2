import type { RouteObject } from 'react-router';
import { CustomerLoginPage, RequireCustomer } from '@/features/auth';
import { CartPage } from '@/features/cart';
import { loadMyInquiriesPage, loadMyInquiryPage } from '@/features/inquiries';
import { HomePage, loadProductPage, loadShopPage, ProductsPage } from '@/features/storefront';
import { ContactPage, FaqPage, HelpPage } from '@/features/support';
import { adminRoutes } from './admin/admin-routes';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { RouteFallback } from './route-fallback';
import { StoreLayout } from './store/store-layout';
import { vendorOrderDetailRoute, vendorRoutes } from './vendor/vendor-routes';

/**
 * Every route of the web app. The storefront is in the main bundle; the vendor portal and the
 * admin area load lazily (see vendor-routes.tsx and admin-routes.tsx).
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
          { path: 'cart', element: <CartPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'faq', element: <FaqPage /> },
          { path: 'help', element: <HelpPage /> },
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
      { path: 'login', element: <CustomerLoginPage /> },
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
