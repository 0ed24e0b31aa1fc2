import { Link } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { SearchForm } from './search-form';

export function StoreHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          aria-label="Marketplace home"
          className="shrink-0 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
        >
          <BrandLogo />
        </Link>
        <SearchForm className="mx-auto hidden max-w-xl md:block" />
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2 md:ml-0">
          <CartLink />
          <AccountMenu />
        </div>
      </div>
      <div className="border-t border-slate-100 px-4 py-2 md:hidden">
        <SearchForm />
      </div>
    </header>
  );
}
