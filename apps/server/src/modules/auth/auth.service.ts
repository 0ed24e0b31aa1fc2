import { MESSAGES, REMEMBER_ME_TTL_MS, type Role, SESSION_TTL_MS } from '@market/domain';
import type { AppContext } from '../../context.js';
import { orNotFound, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { newPasswordProblem } from '../../lib/password-policy.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import { newSessionToken, sha256 } from '../../lib/tokens.js';
import {
  deleteImpersonationsOf,
  deleteSession,
  endImpersonation,
  findUserByEmail,
  findUserById,
  findVendorByUserId,
  insertSession,
  touchLastLogin,
} from '../accounts/index.js';
import { clearTemporaryPassword } from '../vendor-applications/index.js';

export type LoginResult = {
  user: NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;
  token: string;
  expiresAt: Date;
};

/**
 * Signs in one role with e-mail and password. Unknown e-mail and wrong password cost the same
 * time and give the same answer; the limits (decision record 0009) are checked before the
 * password and told of each failure and success.
 */
export async function loginWithPassword(opts: {
  ctx: AppContext;
  role: Role;
  email: string;
  password: string;
  rememberMe?: boolean;
  clientAddress: string;
}): Promise<LoginResult> {
  const { ctx, role, email, password } = opts;
  const attempt = { role, email, address: opts.clientAddress };
  const wait = await ctx.limits.signIn.waitFor(attempt);
  if (wait > 0) throw tooManyRequests(MESSAGES.tooManyLogins, wait);

  const user = await findUserByEmail(ctx.db, email, role);
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await ctx.limits.signIn.recordFailure(attempt);
    throw unauthorized(MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  await ctx.limits.signIn.recordSuccess(attempt);

  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + (opts.rememberMe ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS));
  const token = newSessionToken();
  await insertSession(ctx.db, { tokenHash: sha256(token), userId: user.id, role, expiresAt });
  // A password set before today's rule still signs in; the account is asked to change it.
  const passwordChangeRecommended = (await newPasswordProblem(password, user.email)) !== null;
  await touchLastLogin(ctx.db, user.id, now, passwordChangeRecommended);
  return { user: { ...user, passwordChangeRecommended }, token, expiresAt };
}

/**
 * Revokes the token and the impersonation sessions it opened; signing out of an impersonation
 * session ends (and audits) the impersonation.
 */
export async function logout(opts: {
  ctx: AppContext;
  sessionId: string;
  impersonatorId: string | null;
  vendorId: string | null;
}): Promise<void> {
  if (opts.impersonatorId) return endImpersonation(opts);
  // The impersonations this session opened end with it (decision 0036).
  const ended = await opts.ctx.db.transaction(async (tx) => [
    ...(await deleteImpersonationsOf(tx, { adminSessionIds: [opts.sessionId] })),
    ...(await deleteSession(tx, opts.sessionId)),
  ]);
  await opts.ctx.sessions.clear();
  opts.ctx.sessionEnds.publish(ended);
}

export async function getCurrentAccount(opts: {
  ctx: AppContext;
  userId: string;
  impersonatorId: string | null;
}) {
  const { ctx } = opts;
  const [user, vendor, impersonator] = await Promise.all([
    findUserById(ctx.db, opts.userId),
    findVendorByUserId(ctx.db, opts.userId),
    opts.impersonatorId ? findUserById(ctx.db, opts.impersonatorId) : Promise.resolve(undefined),
  ]);
  if (!user) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
  return { user, vendor: vendor ?? null, impersonator: impersonator ?? null };
}

/** Vendor sign-in: the temporary password of an approved application is never shown again after it. */
export async function loginVendor(opts: Omit<Parameters<typeof loginWithPassword>[0], 'role'>) {
  const result = await loginWithPassword({ ...opts, role: 'vendor' });
  const vendor = orNotFound(
    await findVendorByUserId(opts.ctx.db, result.user.id),
    'Vendor profile not found',
  );
  await clearTemporaryPassword(opts.ctx.db, vendor.id);
  return { ...result, vendor };
}
