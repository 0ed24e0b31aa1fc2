import { ArrowLeft, LogOut, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { cn } from '@/lib/cn';
import type { PortalNavItem } from './portal-nav-types';

type PortalLayoutProps = {
  /** Accessible name of the sidebar navigation ("Vendor portal"). */
  navLabel: string;
  /** Top of the sidebar: who is signed in. */
  identity: ReactNode;
  nav: readonly PortalNavItem[];
  /** Title of the active page, shown in the header. */
  title: string;
  /** Right side of the header. */
  headerAside?: ReactNode;
  /** Shown above every page (e.g. an impersonation banner). */
  banner?: ReactNode;
  onSignOut: () => void;
  signingOut: boolean;
  /** The session is still being checked: the frame is drawn and the page's place shows a skeleton. */
  pending?: boolean;
};

const itemBase =
  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

function navItemClasses({ isActive }: { isActive: boolean }): string {
  return cn(
    itemBase,
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );
}

function navChildClasses({ isActive }: { isActive: boolean }): string {
  return cn(
    'block rounded-md py-1.5 pr-3 pl-3 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
    isActive ? 'font-medium text-indigo-700' : 'text-slate-500 hover:text-slate-900',
  );
}

function SidebarContent({
  navLabel,
  identity,
  nav,
  onSignOut,
  signingOut,
}: Pick<PortalLayoutProps, 'navLabel' | 'identity' | 'nav' | 'onSignOut' | 'signingOut'>) {
  return (
    <div className="flex h-full flex-col">
      <div className="border-b border-slate-200 px-4 py-4">{identity}</div>
      <nav aria-label={navLabel} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {nav.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={navItemClasses}
                aria-label={
                  item.badge && item.badge.count > 0 ? `${item.label} (${item.badge.label})` : undefined
                }
              >
                <item.icon className="size-5 shrink-0" aria-hidden="true" />
                {item.label}
                {item.badge && item.badge.count > 0 ? (
                  <span
                    aria-hidden="true"
                    className="ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white tabular-nums"
                    data-testid="nav-badge"
                  >
                    {item.badge.count}
                  </span>
                ) : null}
              </NavLink>
              {item.children?.length ? (
                <ul className="mt-1 mb-2 ml-5 space-y-0.5 border-l border-slate-200 pl-3">
                  {item.children.map((child) => (
                    <li key={child.to}>
                      <NavLink to={child.to} end={child.end} className={navChildClasses}>
                        {child.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="mt-4 space-y-1 border-t border-slate-200 pt-4">
          <Link to="/" className={navItemClasses({ isActive: false })}>
            <ArrowLeft className="size-5 shrink-0" aria-hidden="true" />
            Back to Store
          </Link>
          <button
            type="button"
            onClick={onSignOut}
            disabled={signingOut}
            className={cn(navItemClasses({ isActive: false }), 'w-full disabled:opacity-60')}
          >
            <LogOut className="size-5 shrink-0" aria-hidden="true" />
            {signingOut ? 'Signing out…' : 'Sign Out'}
          </button>
        </div>
      </nav>
    </div>
  );
}

/**
 * The frame of the vendor portal and the admin area: a sidebar (a drawer on small screens),
 * a header with the page title, and the page.
 */
export function PortalLayout(props: PortalLayoutProps) {
  const { title, headerAside, banner, pending } = props;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const closeButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  // A link followed inside the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => {
    setDrawerOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!drawerOpen) return;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    const menu = menuButton.current;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      menu?.focus();
    };
  }, [drawerOpen]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <title>{`${title} · Marketplace`}</title>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-slate-200 bg-white lg:block">
        <SidebarContent {...props} />
      </aside>

      {drawerOpen ? (
        <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label="Menu">
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className="absolute inset-0 bg-slate-900/40"
            onClick={() => setDrawerOpen(false)}
          />
          <div className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl">
            <button
              ref={closeButton}
              type="button"
              onClick={() => setDrawerOpen(false)}
              aria-label="Close menu"
              className="absolute top-3 right-3 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
            <SidebarContent {...props} />
          </div>
        </div>
      ) : null}

      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
          <button
            ref={menuButton}
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            className="-ml-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 lg:hidden"
          >
            <Menu className="size-5" aria-hidden="true" />
          </button>
          <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900">{title}</h1>
          {headerAside ? <div className="flex shrink-0 items-center gap-3">{headerAside}</div> : null}
        </header>
        <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
          {banner}
          {pending ? <PageSkeleton label="Checking your session…" /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}
