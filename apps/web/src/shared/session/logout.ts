import type { Role } from '@market/domain';
import { apiRequest } from '@/lib/api-client';
import { getToken, isImpersonationToken } from '@/lib/token-storage';
import { endImpersonation } from './end-impersonation';

/**
 * Revokes the role's token: POST /api/vendors/logout (vendors) or /api/auth/logout (customers,
 * admins). An admin viewing a vendor portal ends the impersonation explicitly instead; should that
 * call fail, the vendor sign-out (which the server also treats as the end) is the fallback.
 * UI code signs out through the session hooks (`useVendorSession().signOut()` ...), which call this
 * and then forget the session on this device.
 */
export async function logout(role: Role): Promise<void> {
  if (role === 'vendor' && isImpersonationToken(getToken('vendor'))) {
    try {
      await endImpersonation();
      return;
    } catch {
      if (!getToken('vendor')) return; // the session is already gone (expired)
    }
  }
  return apiRequest<void>(role === 'vendor' ? '/vendors/logout' : '/auth/logout', { method: 'POST', role });
}
