import {
  BarChart3,
  ChevronRight,
  FolderTree,
  MessageSquare,
  Package,
  ShoppingCart,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';

const LINKS = [
  { to: '/vendor/orders', label: 'Orders', text: 'Orders for your products', icon: ShoppingCart },
  { to: '/vendor/products', label: 'Products', text: 'Your catalogue and stock', icon: Package },
  { to: '/vendor/categories', label: 'Categories', text: 'How your products are grouped', icon: FolderTree },
  { to: '/vendor/customers', label: 'Customers', text: 'People who bought from you', icon: Users },
  { to: '/vendor/analytics', label: 'Analytics', text: 'Revenue and sales trends', icon: BarChart3 },
  { to: '/vendor/inquiries', label: 'Inquiries', text: 'Questions from customers', icon: MessageSquare },
] as const;

/** Shortcuts to the main areas of the portal. */
export function QuickLinks() {
  return (
    <nav aria-label="Shortcuts">
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 2xl:grid-cols-3">
        {LINKS.map(({ to, label, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs transition hover:border-indigo-200 hover:shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 transition-colors group-hover:bg-indigo-50 group-hover:text-indigo-600">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-slate-900">{label}</span>
                <span className="block text-xs text-slate-500">{text}</span>
              </span>
              <ChevronRight
                className="size-4 shrink-0 text-slate-300 transition-colors group-hover:text-indigo-500"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
