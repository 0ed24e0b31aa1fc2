import { formatDate } from '@/lib/format';
import { useMe, useVendorSession } from '@/shared/session';
import type { LastChange } from '../api/performance';

/** Who is changing these figures now (an impersonating admin is named), and who changed them last. */
export function ChangedBy({ last }: { last: LastChange }) {
  const session = useVendorSession();
  // An impersonation session may start without asking the server who the admin is: ask now.
  const me = useMe('vendor', { enabled: session.isImpersonating && !session.impersonatedBy });
  const admin = session.isImpersonating
    ? (session.impersonatedBy?.name ?? me.data?.impersonatedBy?.name ?? 'an admin')
    : null;
  return (
    <div className="space-y-1 text-xs text-slate-600">
      {admin ? (
        <p className="rounded-md bg-amber-50 px-2 py-1 font-medium text-amber-900" data-testid="changing-as">
          You are changing these as {admin} (admin) for {session.vendor?.businessName ?? 'this vendor'}; the
          change is recorded with your admin account.
        </p>
      ) : (
        <p data-testid="changing-as">
          You are changing these as {session.vendor?.businessName ?? 'this vendor'}.
        </p>
      )}
      {last ? (
        <p>
          Last changed {last.updatedAt ? `on ${formatDate(last.updatedAt, { withTime: true })} ` : ''}by{' '}
          {last.admin ? `${last.admin} (admin, for ${last.by})` : last.by}.
        </p>
      ) : null}
    </div>
  );
}
