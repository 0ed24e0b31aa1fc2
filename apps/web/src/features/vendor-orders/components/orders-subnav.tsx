import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

const LINKS = [
  { to: '/vendor/orders', label: 'Order Table' },
  { to: '/vendor/orders/manage', label: 'Manage Orders' },
  { to: '/vendor/orders/forwarded', label: 'Forwarded Orders' },
  { to: '/vendor/orders/analytics', label: 'Order Analytics' },
] as const;

/** Links between the order screens and Order Analytics, at the top of each order screen. */
export function OrdersSubnav() {
  return (
    <nav
      aria-label="Order screens"
      className="flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1"
    >
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          className={({ isActive }) =>
            cn(
              'rounded-lg px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
              isActive
                ? 'bg-indigo-600 text-white'
                : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
