import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import type { AccountUser } from '@/lib/account-types';
import type { MeResult } from './me';
import { type RoleSessionConfig, type SessionStatus, useRoleSession } from './use-role-session';

export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_HOME_PATH = '/admin/dashboard';

export type AdminSession = {
  status: SessionStatus;
  admin: AccountUser | null;
  signOutRedirect: string | null;
  /** Stores the token after a successful POST /api/admin/login. */
  signIn: (result: { token: string; admin: AccountUser }) => void;
  signOut: () => Promise<void>;
};

const AdminSessionContext = createContext<AdminSession | null>(null);

const adminConfig: RoleSessionConfig<AccountUser> = {
  role: 'admin',
  fromMe: (me: MeResult) => (me.user.role === 'admin' ? me.user : null),
};

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const { status, account, signOutRedirect, signIn, signOut } = useRoleSession(adminConfig);

  const signInAdmin = useCallback(
    ({ token, admin }: { token: string; admin: AccountUser }) => signIn(token, admin),
    [signIn],
  );
  const signOutAdmin = useCallback(() => signOut(ADMIN_LOGIN_PATH), [signOut]);

  const value = useMemo<AdminSession>(
    () => ({ status, admin: account, signOutRedirect, signIn: signInAdmin, signOut: signOutAdmin }),
    [status, account, signOutRedirect, signInAdmin, signOutAdmin],
  );
  return <AdminSessionContext value={value}>{children}</AdminSessionContext>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession must be used inside <AdminSessionProvider>');
  return session;
}
