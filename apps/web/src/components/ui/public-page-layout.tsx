import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { cn } from '@/lib/cn';

export const SUPPORT_EMAIL = 'support@marketplace.local';
export const SUPPORT_PHONE = '+1-555-0100';

const focusRing = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';
const footerLink = cn('rounded text-sm text-slate-600 hover:text-indigo-600', focusRing);

function headerLinkClasses({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    focusRing,
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );
}

type PublicPageLayoutProps = {
  /** Browser tab title. */
  documentTitle: string;
  children: ReactNode;
  /** Width of the content column. */
  width?: 'md' | 'lg' | 'xl';
};

const WIDTHS = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/**
 * The frame of the public vendor pages (application, status check): a header with the way back to
 * the store and the vendor sign-in, the page, and a footer with help and support contacts.
 */
export function PublicPageLayout({ documentTitle, children, width = 'lg' }: PublicPageLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-slate-50 via-slate-50 to-indigo-50/60">
      <title>{`${documentTitle} · Marketplace`}</title>
      <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <Link to="/" aria-label="Marketplace home" className={cn('shrink-0 rounded-lg', focusRing)}>
            <BrandLogo subtitle="Sell on Marketplace" />
          </Link>
          <nav aria-label="Vendor" className="ml-auto flex items-center gap-1">
            <NavLink to="/vendor/register" className={headerLinkClasses}>
              Apply
            </NavLink>
            <NavLink to="/vendor/application-status" className={headerLinkClasses}>
              <span className="hidden sm:inline">Application </span>status
            </NavLink>
            <NavLink to="/vendor/login" className={headerLinkClasses}>
              Sign in
            </NavLink>
          </nav>
        </div>
      </header>

      <main className={cn('mx-auto w-full flex-1 px-4 py-8 sm:px-6 sm:py-12', WIDTHS[width])}>
        {children}
      </main>

      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-start md:justify-between">
          <nav aria-label="Help">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <Link to="/" className={footerLink}>
                  Back to Store
                </Link>
              </li>
              <li>
                <Link to="/help" className={footerLink}>
                  Help Center
                </Link>
              </li>
              <li>
                <Link to="/faq" className={footerLink}>
                  FAQ
                </Link>
              </li>
              <li>
                <Link to="/contact" className={footerLink}>
                  Contact us
                </Link>
              </li>
            </ul>
          </nav>
          <div className="flex flex-col gap-2 text-sm text-slate-600 sm:flex-row sm:gap-6">
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className={cn(footerLink, 'inline-flex items-center gap-1.5')}
            >
              <Mail className="size-4" aria-hidden="true" />
              {SUPPORT_EMAIL}
            </a>
            <a href={`tel:${SUPPORT_PHONE}`} className={cn(footerLink, 'inline-flex items-center gap-1.5')}>
              <Phone className="size-4" aria-hidden="true" />
              {SUPPORT_PHONE}
            </a>
          </div>
        </div>
        <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">
          © {new Date().getFullYear()} Marketplace. All rights reserved.
        </p>
      </footer>
    </div>
  );
}
