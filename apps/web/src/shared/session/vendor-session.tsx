import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { Impersonator, VendorSummary } from '@/lib/account-types';
import {
  getVendorSession,
  isImpersonationToken,
  setVendorSession,
  subscribeToSessionStorage,
  updateStoredVendor,
} from '@/lib/token-storage';
import type { MeResult } from './me';
import { type RoleSessionConfig, type SessionStatus, useRoleSession } from './use-role-session';

export const VENDOR_LOGIN_PATH = '/vendor/login';
export const VENDOR_HOME_PATH = '/vendor/dashboard';
/** Where a vendor signed in with a temporary password must set a new one. */
export const VENDOR_CHANGE_PASSWORD_PATH = '/vendor/change-password';
/** Where an admin lands after leaving a vendor portal they were viewing (spec 000 section 4). */
export const IMPERSONATION_EXIT_PATH = '/admin/vendors';

export type VendorSession = {
  status: SessionStatus;
  /** The signed-in vendor (from the stored `vendorSession`), null unless authenticated. */
  vendor: VendorSummary | null;
  /** When the vendor signed in on this device (ISO timestamp). */
  authenticatedAt: string | null;
  /** True when an admin is viewing this portal (token prefix `imp_`). */
  isImpersonating: boolean;
  /** The admin behind the impersonation, when the server told us. */
  impersonatedBy: Impersonator | null;
  /** Set once Sign Out starts: where the portal goes next. */
  signOutRedirect: string | null;
  /** Stores the token and the vendor session after a successful POST /api/vendors/login. */
  signIn: (result: { token: string; vendor: VendorSummary }) => void;
  /** Signs out (an impersonation goes back to the admin panel with the admin session restored). */
  signOut: () => Promise<void>;
  /** Replaces the stored vendor summary, e.g. after a profile or logo update. */
  updateVendor: (vendor: VendorSummary) => void;
};

const VendorSessionContext = createContext<VendorSession | null>(null);

const vendorConfig: RoleSessionConfig<VendorSummary> = {
  role: 'vendor',
  fromMe: (me: MeResult) => (me.user.role === 'vendor' && me.vendor ? me.vendor : null),
  // An impersonating session skips the server check of the profile (spec 000 section 4).
  trustedAccount: (token) => (isImpersonationToken(token) ? (getVendorSession()?.vendor ?? null) : null),
  onVerified: (vendor) => updateStoredVendor(vendor),
};

const readNothing = () => null;

export function VendorSessionProvider({ children }: { children: ReactNode }) {
  const session = useRoleSession(vendorConfig);
  const stored = useSyncExternalStore(subscribeToSessionStorage, getVendorSession, readNothing);
  const { status, token, account, impersonatedBy, signOutRedirect, signIn, signOut, setAccount } = session;
  const authenticated = status === 'authenticated';
  const isImpersonating = isImpersonationToken(token);

  const signInVendor = useCallback(
    ({ token: newToken, vendor }: { token: string; vendor: VendorSummary }) => {
      setVendorSession(vendor);
      signIn(newToken, vendor);
    },
    [signIn],
  );

  const signOutVendor = useCallback(
    () => signOut(isImpersonationToken(token) ? IMPERSONATION_EXIT_PATH : VENDOR_LOGIN_PATH),
    [signOut, token],
  );

  const updateVendor = useCallback(
    (vendor: VendorSummary) => {
      updateStoredVendor(vendor);
      setAccount(vendor);
    },
    [setAccount],
  );

  const value = useMemo<VendorSession>(
    () => ({
      status,
      vendor: authenticated ? (stored?.vendor ?? account) : null,
      authenticatedAt: authenticated ? (stored?.authenticatedAt ?? null) : null,
      isImpersonating,
      impersonatedBy,
      signOutRedirect,
      signIn: signInVendor,
      signOut: signOutVendor,
      updateVendor,
    }),
    [
      status,
      authenticated,
      stored,
      account,
      isImpersonating,
      impersonatedBy,
      signOutRedirect,
      signInVendor,
      signOutVendor,
      updateVendor,
    ],
  );

  return <VendorSessionContext value={value}>{children}</VendorSessionContext>;
}

/** The vendor session (spec 000 section 4). Must be used under `VendorSessionProvider`. */
export function useVendorSession(): VendorSession {
  const session = useContext(VendorSessionContext);
  if (!session) throw new Error('useVendorSession must be used inside <VendorSessionProvider>');
  return session;
}

/** The signed-in vendor, for screens behind `RequireVendor` (throws when there is none). */
export function useCurrentVendor(): VendorSummary {
  const { vendor } = useVendorSession();
  if (!vendor) throw new Error('useCurrentVendor is only for routes behind <RequireVendor>');
  return vendor;
}
