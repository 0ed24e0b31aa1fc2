import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useVendorSession } from '@/shared/session';
import { ORDER_MESSAGES } from '@/shared/vendor-orders/messages';

/**
 * 'Initializing...' while the vendor session loads, 'Not authenticated as vendor' without one
 * (an admin viewing the portal holds a vendor session too); otherwise the screen.
 */
export function VendorSessionGate({ children }: { children: ReactNode }) {
  const { status, vendor } = useVendorSession();
  if (status === 'loading') {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500">
        <Spinner className="text-indigo-600" />
        {ORDER_MESSAGES.initializing}
      </div>
    );
  }
  if (!vendor) {
    return (
      <Alert tone="danger" live="alert">
        {ORDER_MESSAGES.notAuthenticated}
      </Alert>
    );
  }
  return children;
}
