import type { Role } from '@market/domain';
import type { ApiRequestOptions } from '@/lib/api-client';
import type { OrderViewer } from '@/shared/orders/types';

/** How the viewer proves access to an order: a role's bearer token, or a guest's e-mail. */
export type OrderAccess = { viewer: OrderViewer; email?: string | null };

export function viewerRole(viewer: OrderViewer): Role | null {
  return viewer === 'guest' ? null : viewer;
}

/** Request options for a GET of an order: the token of the viewer's role, or ?email= for a guest. */
export function accessOptions(access: OrderAccess): Pick<ApiRequestOptions, 'role' | 'query'> {
  const role = viewerRole(access.viewer);
  if (role) return { role };
  return { query: { email: access.email ?? undefined } };
}

/** The start of a query key: the role for signed-in data (cleared at sign-out), else the guest's e-mail. */
export function accessKey(access: OrderAccess): readonly unknown[] {
  const role = viewerRole(access.viewer);
  return role ? [role, 'orders'] : ['guest', 'orders', access.email ?? ''];
}
