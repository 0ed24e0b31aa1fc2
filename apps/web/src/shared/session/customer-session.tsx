import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import type { AccountUser } from '@/lib/account-types';
import type { MeResult } from './me';
import { type RoleSessionConfig, type SessionStatus, useRoleSession } from './use-role-session';

export const CUSTOMER_LOGIN_PATH = '/login';

export type CustomerSession = {
  status: SessionStatus;
  customer: AccountUser | null;
  signOutRedirect: string | null;
  /** Stores the token after a successful POST /api/auth/login. */
  signIn: (result: { token: string; user: AccountUser }) => void;
  /** Signs out; the storefront stays where it is, account pages go to the home page. */
  signOut: () => Promise<void>;
};

const CustomerSessionContext = createContext<CustomerSession | null>(null);

const customerConfig: RoleSessionConfig<AccountUser> = {
  role: 'customer',
  fromMe: (me: MeResult) => (me.user.role === 'customer' ? me.user : null),
};

export function CustomerSessionProvider({ children }: { children: ReactNode }) {
  const { status, account, signOutRedirect, signIn, signOut } = useRoleSession(customerConfig);

  const signInCustomer = useCallback(
    ({ token, user }: { token: string; user: AccountUser }) => signIn(token, user),
    [signIn],
  );
  const signOutCustomer = useCallback(() => signOut('/'), [signOut]);

  const value = useMemo<CustomerSession>(
    () => ({ status, customer: account, signOutRedirect, signIn: signInCustomer, signOut: signOutCustomer }),
    [status, account, signOutRedirect, signInCustomer, signOutCustomer],
  );
  return <CustomerSessionContext value={value}>{children}</CustomerSessionContext>;
}

export function useCustomerSession(): CustomerSession {
  const session = useContext(CustomerSessionContext);
  if (!session) throw new Error('useCustomerSession must be used inside <CustomerSessionProvider>');
  return session;
}
