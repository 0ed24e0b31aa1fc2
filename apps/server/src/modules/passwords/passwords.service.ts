import { ONBOARDING_MESSAGES as M, type Role } from '@market/domain';
import type { AppContext } from '../../context.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { assertNewPassword } from '../../lib/password-policy.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import {
  deleteImpersonationsOf,
  deleteUserSessions,
  findUserByEmail,
  findUserById,
  findVendorByUserId,
  setPasswordHash,
} from '../accounts/index.js';
import { issueEmailCode, verifyEmailCode } from '../email-codes/index.js';
import { emails } from '../mail/index.js';
import { clearTemporaryPassword } from '../vendor-applications/index.js';

/**
 * Changes the signed-in account's password. Revokes every other session of the account;
 * an admin viewing a vendor's portal may not do it.
 */
export async function changePassword(opts: {
  ctx: AppContext;
  userId: string;
  sessionId: string;
  impersonatorId: string | null;
  currentPassword: string;
  newPassword: string;
}) {
  const { ctx } = opts;
  if (opts.impersonatorId)
    throw forbidden('An admin viewing this portal cannot change the password', 'IMPERSONATION');
  const user = await findUserById(ctx.db, opts.userId);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, opts.currentPassword))) {
    throw badRequest(
      M.currentPasswordWrong,
      [{ path: 'currentPassword', message: M.currentPasswordWrong }],
      'WRONG_PASSWORD',
    );
  }
  if (opts.currentPassword === opts.newPassword) {
    const message = 'The new password must be different from the current one';
    throw badRequest(message, [{ path: 'newPassword', message }]);
  }
  await assertNewPassword({ password: opts.newPassword, email: user.email, field: 'newPassword' });
  const passwordHash = await hashPassword(opts.newPassword);
  const ended = await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    // An admin's impersonations end too, even one opened by the session that changed it (decision 0036).
    return [
      ...(await deleteImpersonationsOf(tx, { impersonatorId: user.id })),
      ...(await deleteUserSessions(tx, user.id, opts.sessionId)),
    ];
  });
  await ctx.sessions.clear();
  ctx.sessionEnds.publish(ended);
}

/** Always answers the same way; sends a reset code only when the account exists. */
export async function requestPasswordReset(opts: {
  ctx: AppContext;
  email: string;
  role: Role;
  clientAddress: string;
}) {
  const { ctx } = opts;
  const user = await findUserByEmail(ctx.db, opts.email, opts.role);
  if (!user) return;
  try {
    const knownClient = await ctx.limits.signIn.isKnownAddress({
      role: opts.role,
      email: opts.email,
      address: opts.clientAddress,
    });
    const { code } = await issueEmailCode({
      ctx,
      email: opts.email,
      purpose: 'password_reset',
      role: opts.role,
      clientAddress: opts.clientAddress,
      knownClient,
    });
    await ctx.mailer.send(user.email, emails.passwordResetCode({ name: user.name, code }));
  } catch (error) {
    // A cooldown or limit on an existing account must not reveal that the account exists.
    ctx.log.info({ err: (error as Error).message }, 'password reset code not sent');
  }
}

/** Sets a new password with a reset code; signs the account out everywhere and forgets its failed sign-ins. */
export async function resetPassword(opts: {
  ctx: AppContext;
  email: string;
  role: Role;
  code: string;
  newPassword: string;
  clientAddress: string;
}) {
  const { ctx } = opts;
  // Before the code is checked (and spent): a refused password leaves the code usable.
  await assertNewPassword({ password: opts.newPassword, email: opts.email, field: 'newPassword' });
  await verifyEmailCode({
    ctx,
    email: opts.email,
    purpose: 'password_reset',
    role: opts.role,
    code: opts.code,
    clientAddress: opts.clientAddress,
  });
  const user = await findUserByEmail(ctx.db, opts.email, opts.role);
  if (!user) throw badRequest(M.codeInvalid, undefined, 'CODE_INVALID');
  const passwordHash = await hashPassword(opts.newPassword);
  const ended = await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    const ids = [
      ...(await deleteImpersonationsOf(tx, { impersonatorId: user.id })),
      ...(await deleteUserSessions(tx, user.id)),
    ];
    if (user.role === 'vendor') {
      const vendor = await findVendorByUserId(tx, user.id);
      if (vendor) await clearTemporaryPassword(tx, vendor.id);
    }
    return ids;
  });
  await ctx.sessions.clear();
  ctx.sessionEnds.publish(ended);
  await ctx.limits.signIn.clearAccount({ role: opts.role, email: opts.email });
}
