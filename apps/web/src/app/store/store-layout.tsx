import { Outlet } from 'react-router';
import { PasswordChangeBanner } from '@/features/auth';
import { useCustomerSession } from '@/shared/session';
import { StoreFooter } from './store-footer';
import { StoreHeader } from './store-header';

/** The storefront frame: header with search, cart and account; footer with help and selling links. */
export function StoreLayout() {
  const customer = useCustomerSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow"
      >
        Skip to content
      </a>
      <StoreHeader />
      {/* At least a screen tall: the footer starts below the fold, so it does not jump down (a layout
          shift) when the page's content or a lazy page arrives after the first paint. */}
      <main id="main-content" className="min-h-dvh flex-1">
        {customer.customer?.passwordChangeRecommended ? (
          <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
            <PasswordChangeBanner forRole="customer" recommended className="" />
          </div>
        ) : null}
        <Outlet />
      </main>
      <StoreFooter />
    </div>
  );
}
