import { Link } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';

const linkClasses =
  'rounded text-sm text-slate-600 hover:text-indigo-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

const columns = [
  {
    heading: 'Help',
    links: [
      { to: '/help', label: 'Help Center' },
      { to: '/faq', label: 'FAQ' },
      { to: '/contact', label: 'Contact us' },
    ],
  },
  {
    heading: 'Sell',
    links: [
      { to: '/vendor/register', label: 'Sell on Marketplace' },
      { to: '/vendor/application-status', label: 'Application status' },
      { to: '/vendor/login', label: 'Vendor sign in' },
    ],
  },
] as const;

export function StoreFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid grid-cols-1 max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm space-y-3">
          <BrandLogo />
          <p className="text-sm leading-relaxed text-slate-500">
            Products from independent sellers, in one place. One cart, one checkout, and every order tracked
            from purchase to delivery.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold text-slate-900">{column.heading}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-500 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} Marketplace. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
