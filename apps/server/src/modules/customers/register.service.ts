import { REMEMBER_ME_TTL_MS, SESSION_TTL_MS } from '@market/domain';
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/errors.js';
import { assertNewPassword } from '../../lib/password-policy.js';
import { hashPassword } from '../../lib/passwords.js';
import { newSessionToken, sha256 } from '../../lib/tokens.js';
import { findUserByEmail, insertSession, insertUser } from '../accounts/index.js';
import { requireRecentVerification, spendVerification } from '../email-codes/index.js';

/** Creates a customer account for an e-mail verified with the customer code in the last 30 minutes, and signs it in. */
export async function registerCustomer(opts: {
  ctx: AppContext;
  name: string;
  email: string;
  password: string;
  phone?: string;
  rememberMe?: boolean;
}) {
  const { ctx } = opts;
  await assertNewPassword({ password: opts.password, email: opts.email, field: 'password' });
  const passwordHash = await hashPassword(opts.password);
  const token = newSessionToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + (opts.rememberMe ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS));
  const user = await ctx.db.transaction(async (tx) => {
    const verification = await requireRecentVerification({
      ctx,
      db: tx,
      email: opts.email,
      purpose: 'customer_verify',
      message: 'Please verify your email address before creating your account.',
    });
    if (await findUserByEmail(tx, opts.email, 'customer')) {
      throw conflict('An account with this email already exists. Please sign in instead.', 'ACCOUNT_EXISTS');
    }
    await spendVerification(tx, verification.id);
    const created = await insertUser(tx, {
      email: opts.email,
      name: opts.name,
      phone: opts.phone || null,
      role: 'customer',
      passwordHash,
      emailVerifiedAt: now,
      lastLoginAt: now,
    });
    await insertSession(tx, { tokenHash: sha256(token), userId: created.id, role: 'customer', expiresAt });
    return created;
  });
  return { user, token, expiresAt };
}
