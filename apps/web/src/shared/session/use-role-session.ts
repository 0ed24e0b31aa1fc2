import { MESSAGES, type Role } from '@market/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import type { Impersonator } from '@/lib/account-types';
import { ApiError, onUnauthorized } from '@/lib/api-client';
import { clearSession, getToken, setToken, subscribeToSessionStorage } from '@/lib/token-storage';
import { logout } from './logout';
import { fetchMe, type MeResult, meQueryKey } from './me';

/** Spec 000 section 4, Vendor session: the same three states serve every role. */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** Role-specific rules; define it once at module level (the hook relies on it being stable). */
export type RoleSessionConfig<A> = {
  role: Role;
  /** The account in a `/auth/me` answer, or null when the token belongs to another kind of account. */
  fromMe: (me: MeResult) => A | null;
  /** An account trusted without asking the server (an impersonating vendor session), or null. */
  trustedAccount?: (token: string) => A | null;
  /** Called after the server confirmed the stored token at start-up (e.g. to refresh a stored copy). */
  onVerified?: (account: A) => void;
};

type Verified<A> = { token: string; account: A; impersonatedBy: Impersonator | null };

export type RoleSession<A> = {
  status: SessionStatus;
  token: string | null;
  account: A | null;
  impersonatedBy: Impersonator | null;
  /** Where the app should go after an explicit sign-out, set from the moment it starts. */
  signOutRedirect: string | null;
  signIn: (token: string, account: A) => void;
  /** Revokes the token on the server (failures ignored), then forgets it here. */
  signOut: (redirectTo: string) => Promise<void>;
  /** Replaces the account held in memory (after a profile update). */
  setAccount: (account: A) => void;
};

const readNothing = () => null;
const RECHECK_AFTER_MS = 1500;

/**
 * The session of one role: reads the stored token, checks it once with GET /api/auth/me (a failed
 * check signs the role out), follows sign-ins and sign-outs in this and other tabs, and ends when
 * any request made with the token answers 401 (api-client clears the token).
 */
export function useRoleSession<A>(config: RoleSessionConfig<A>): RoleSession<A> {
  const { role, fromMe, trustedAccount, onVerified } = config;
  const queryClient = useQueryClient();
  const getRoleToken = useCallback(() => getToken(role), [role]);
  const token = useSyncExternalStore(subscribeToSessionStorage, getRoleToken, readNothing);
  const [verified, setVerified] = useState<Verified<A> | null>(null);
  const [signOutRedirect, setSignOutRedirect] = useState<string | null>(null);
  // Bumped to ask again after a check that got no answer.
  const [checkAttempt, setCheckAttempt] = useState(0);

  const current = token !== null && verified?.token === token ? verified : null;
  const isVerified = current !== null;
  const status: SessionStatus = token === null ? 'unauthenticated' : isVerified ? 'authenticated' : 'loading';

  // Check a token we have not confirmed yet (found at start-up, or written by another tab).
  // biome-ignore lint/correctness/useExhaustiveDependencies: checkAttempt runs the check again after one without an answer.
  useEffect(() => {
    if (token === null || isVerified) return;
    const trusted = trustedAccount?.(token) ?? null;
    if (trusted !== null) {
      setVerified({ token, account: trusted, impersonatedBy: null });
      return;
    }
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    fetchMe(role, controller.signal)
      .then((me) => {
        const account = fromMe(me);
        if (account === null) throw new Error(`The stored ${role} token belongs to another kind of account`);
        onVerified?.(account);
        queryClient.setQueryData(meQueryKey(role), me);
        setVerified({ token, account, impersonatedBy: me.impersonatedBy });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // No answer at all (offline, or the page is being left for another): not a failed check,
        // so ask again shortly instead of throwing the token away.
        if (error instanceof ApiError && error.status === 0) {
          retry = setTimeout(() => setCheckAttempt((n) => n + 1), RECHECK_AFTER_MS);
          return;
        }
        // A failed profile check signs the session out (spec 000 section 4).
        if (getToken(role) === token) clearSession(role);
      });
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [token, isVerified, role, fromMe, trustedAccount, onVerified, queryClient, checkAttempt]);

  // Signed out (here, in another tab, or by a 401): drop whatever was cached for this role.
  useEffect(() => {
    if (token === null) {
      setVerified(null);
      queryClient.removeQueries({ queryKey: [role] });
    }
  }, [token, role, queryClient]);

  useEffect(
    () =>
      onUnauthorized((event) => {
        if (event.role === role) toast.error(MESSAGES.sessionExpired, { id: `session-expired-${role}` });
      }),
    [role],
  );

  const signIn = useCallback(
    (newToken: string, account: A) => {
      // Verified first, so the new token is never seen unconfirmed (which would start a check).
      setVerified({ token: newToken, account, impersonatedBy: null });
      setSignOutRedirect(null);
      setToken(role, newToken);
    },
    [role],
  );

  const signOut = useCallback(
    async (redirectTo: string) => {
      setSignOutRedirect(redirectTo);
      const signedInToken = getToken(role);
      if (signedInToken !== null) {
        try {
          await logout(role);
        } catch {
          // Already revoked, expired or offline: the session still ends on this device.
        }
      }
      if (getToken(role) === signedInToken) clearSession(role);
    },
    [role],
  );

  const setAccount = useCallback((account: A) => {
    setVerified((prev) => (prev ? { ...prev, account } : prev));
  }, []);

  return {
    status,
    token,
    account: current?.account ?? null,
    impersonatedBy: current?.impersonatedBy ?? null,
    signOutRedirect,
    signIn,
    signOut,
    setAccount,
  };
}
