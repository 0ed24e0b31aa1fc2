import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  CODE_VERIFIED_WINDOW_MS,
  ONBOARDING_MESSAGES as M,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, forbidden, tooManyRequests } from '../../lib/errors.js';
import { randomDigits, sha256 } from '../../lib/tokens.js';
import {
  findCode,
  findRecentVerification,
  markVerified,
  recordWrongAttempt,
  upsertCode,
} from './email-codes.queries.js';
import type { CodePurpose } from './email-codes.tables.js';

const hashCode = (purpose: CodePurpose, email: string, code: string) => sha256(`${purpose}:${email}:${code}`);

const codeError = (message: string, code: string, extra: Record<string, unknown> = {}) =>
  new AppError(400, code, message, undefined, undefined, { error: message, ...extra });

/**
 * Makes a new 6-digit code for the address (replacing any earlier one) and returns it for
 * sending. Refused while this client's last code for the address is younger than the resend
 * cooldown, and when the send limits of decision record 0009 are reached.
 */
export async function issueEmailCode(opts: {
  ctx: AppContext;
  email: string;
  purpose: CodePurpose;
  role?: string | null;
  clientAddress: string;
  /** The client signed in to this account before (password reset): the address-wide cap does not hold it. */
  knownClient?: boolean;
}): Promise<{ code: string }> {
  const { ctx, email, purpose } = opts;
  const role = opts.role ?? null;
  const now = ctx.clock.now();
  const send = {
    address: `${purpose}:${role ?? ''}:${email.toLowerCase()}`,
    client: opts.clientAddress,
    knownClient: opts.knownClient ?? false,
  };
  const remaining = await ctx.limits.codes.cooldown(send);
  if (remaining > 0) {
    throw tooManyRequests(`Please wait ${remaining} seconds before requesting a new code.`, remaining);
  }
  const wait = await ctx.limits.codes.sendWait(send);
  if (wait > 0) throw tooManyRequests('Too many verification codes requested. Please try again later.', wait);
  await ctx.limits.codes.recordSend(send);

  const code = randomDigits(6);
  await upsertCode(ctx.db, {
    email,
    purpose,
    role,
    codeHash: hashCode(purpose, email, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    sentAt: now,
  });
  return { code };
}

/**
 * Checks a code: single use, valid for 10 minutes, dead after 5 wrong tries. Marks the
 * address verified for this purpose on success. A wrong try is counted and committed even
 * though the request fails.
 */
export async function verifyEmailCode(opts: {
  ctx: AppContext;
  email: string;
  purpose: CodePurpose;
  role?: string | null;
  code: string;
  clientAddress: string;
}): Promise<void> {
  const { ctx, email, purpose, code } = opts;
  const wait = await ctx.limits.codes.verifyWait(opts.clientAddress);
  if (wait > 0) throw tooManyRequests('Too many incorrect codes. Please try again later.', wait);

  const run = async (db: DbOrTx) => {
    const row = await findCode(db, email, purpose, opts.role ?? null, true);
    if (!row || row.consumedAt) throw codeError(M.codeMissing, 'CODE_NOT_FOUND');
    if (row.attempts >= CODE_MAX_ATTEMPTS) throw codeError(M.codeTooManyAttempts, 'CODE_LOCKED');
    if (row.expiresAt <= ctx.clock.now()) throw codeError(M.codeExpired, 'CODE_EXPIRED');
    if (row.codeHash !== hashCode(purpose, email, code)) {
      const attempts = await recordWrongAttempt(db, row.id);
      await ctx.limits.codes.recordWrongCode(opts.clientAddress);
      const left = CODE_MAX_ATTEMPTS - attempts;
      if (left <= 0) throw codeError(M.codeTooManyAttempts, 'CODE_LOCKED', { attemptsRemaining: 0 });
      throw codeError(
        `${M.codeInvalid}. ${left} ${left === 1 ? 'attempt' : 'attempts'} remaining.`,
        'CODE_INVALID',
        {
          attemptsRemaining: left,
        },
      );
    }
    await markVerified(db, row.id, ctx.clock.now());
  };
  let failure: unknown;
  await ctx.db.transaction(async (tx) => {
    try {
      await run(tx);
    } catch (error) {
      failure = error;
    }
  });
  if (failure) throw failure;
}

/** The address's verification of this purpose within the last 30 minutes, or 403. */
export async function requireRecentVerification(opts: {
  ctx: AppContext;
  db: DbOrTx;
  email: string;
  purpose: CodePurpose;
  message: string;
}) {
  const since = new Date(opts.ctx.clock.now().getTime() - CODE_VERIFIED_WINDOW_MS);
  const row = await findRecentVerification(opts.db, opts.email, opts.purpose, since);
  if (!row) throw forbidden(opts.message, 'EMAIL_NOT_VERIFIED');
  return row;
}
