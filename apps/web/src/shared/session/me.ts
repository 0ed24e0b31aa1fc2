import type { Role } from '@market/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountUser, Impersonator, VendorSummary } from '@/lib/account-types';
import { apiRequest } from '@/lib/api-client';

export type MeResult = {
  user: AccountUser;
  /** The vendor summary when the account is a vendor, otherwise null. */
  vendor: VendorSummary | null;
  /** The admin viewing this vendor portal, during an impersonation. */
  impersonatedBy: Impersonator | null;
  expiresAt: string;
};

/** GET /api/auth/me with the given role's token. A 401 signs that role out (see api-client). */
export function fetchMe(role: Role, signal?: AbortSignal): Promise<MeResult> {
  return apiRequest<MeResult>('/auth/me', { role, signal });
}

export const meQueryKey = (role: Role) => [role, 'me'] as const;

export function meQueryOptions(role: Role) {
  return queryOptions({
    queryKey: meQueryKey(role),
    queryFn: ({ signal }) => fetchMe(role, signal),
    staleTime: 60_000,
  });
}

/** The signed-in account of a role, fresh from the server. Sessions read it once at start-up. */
export function useMe(role: Role, options: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions(role), enabled: options.enabled ?? true });
}
