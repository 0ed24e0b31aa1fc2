import { LogOut, MessageSquare, Package, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useMyUnreadInquiries } from '@/features/inquiries';
import { fromState, useCustomerSession } from '@/shared/session';

/** Sign in, or the signed-in customer's name and Sign out. */
export function AccountMenu() {
  const session = useCustomerSession();
  const location = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const unread = useMyUnreadInquiries(session.status === 'authenticated');

  if (session.status === 'loading') {
    return <span className="h-9 w-24 animate-pulse rounded-full bg-slate-100" aria-hidden="true" />;
  }

  if (session.status === 'authenticated' && session.customer) {
    return (
      <div className="flex items-center gap-0.5 sm:gap-1">
        <span className="hidden items-center gap-2 px-2 text-sm font-medium text-slate-700 sm:inline-flex">
          <UserRound className="size-4 text-slate-400" aria-hidden="true" />
          <span className="max-w-40 truncate">{session.customer.name}</span>
        </span>
        {/* On a phone the three links are icons with their names for screen readers (issue 35 item 2). */}
        <Link to="/my-orders" className={buttonClasses({ variant: 'ghost', size: 'sm' })} title="My Orders">
          <Package className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">My Orders</span>
        </Link>
        <Link
          to="/account/inquiries"
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          title="Inquiries"
        >
          <MessageSquare className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Inquiries</span>
          {unread ? (
            <span
              className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white"
              data-testid="inquiries-badge"
            >
              {unread}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </Link>
        <button
          type="button"
          disabled={signingOut}
          onClick={async () => {
            setSigningOut(true);
            await session.signOut();
            setSigningOut(false);
          }}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          title="Sign out"
        >
          <LogOut className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{signingOut ? 'Signing out…' : 'Sign out'}</span>
        </button>
      </div>
    );
  }

  return (
    <Link
      to="/login"
      state={location.pathname === '/login' ? undefined : fromState(location)}
      className={buttonClasses({ variant: 'outline', size: 'sm' })}
    >
      <UserRound className="size-4" aria-hidden="true" />
      Sign in
    </Link>
  );
}
