import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_COOLDOWN_S,
  CODE_TTL_MS,
  CODE_VERIFIED_WINDOW_MS,
  ONBOARDING_MESSAGES as M,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import type { CodePurpose } from '../../db/schema/index.js';
import { AppError, forbidden, tooManyRequests } from '../../lib/errors.js';
import { randomDigits, sha256 } from '../../lib/tokens.js';
import {
  findCode,
  findRecentVerification,
  markVerified,
  recordWrongAttempt,
  upsertCode,
} from './email-codes.queries.js';

const hashCode = (purpose: CodePurpose, email: string, code: string) => sha256(`${purpose}:${email}:${code}`);

const codeError = (message: string, code: string, extra: Record<string, unknown> = {}) =>
  new AppError(400, code, message, undefined, undefined, { error: message, ...extra });

/**
 * Makes a new 6-digit code for the address (replacing any earlier one) and returns it for
 * sending. Refused while the last code is younger than the resend cooldown, and when the
 * address or the client asked for too many codes.
 */
export async function issueEmailCode(opts: {
  ctx: AppContext;
  email: string;
  purpose: CodePurpose;
  role?: string | null;
  clientAddress: string;
}): Promise<{ code: string }> {
  const { ctx, email, purpose } = opts;
  const role = opts.role ?? null;
  const now = ctx.clock.now();
  const existing = await findCode(ctx.db, email, purpose, role);
  if (existing) {
    const elapsed = Math.floor((now.getTime() - existing.lastSentAt.getTime()) / 1000);
    const remaining = CODE_RESEND_COOLDOWN_S - elapsed;
    if (remaining > 0) {
      throw tooManyRequests(`Please wait ${remaining} seconds before requesting a new code.`, remaining);
    }
  }
  const addressKey = `${purpose}:${email}`;
  const clientKey = `code:${opts.clientAddress}`;
  const wait = Math.max(
    ctx.limits.codeSendsPerAddress.retryAfter(addressKey),
    ctx.limits.codeSendsPerClient.retryAfter(clientKey),
  );
  if (wait > 0) throw tooManyRequests('Too many verification codes requested. Please try again later.', wait);
  ctx.limits.codeSendsPerAddress.hit(addressKey);
  ctx.limits.codeSendsPerClient.hit(clientKey);

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
  const clientKey = `verify:${opts.clientAddress}`;
  const wait = ctx.limits.codeFailuresPerClient.retryAfter(clientKey);
  if (wait > 0) throw tooManyRequests('Too many incorrect codes. Please try again later.', wait);

  const run = async (db: DbOrTx) => {
    const row = await findCode(db, email, purpose, opts.role ?? null, true);
    if (!row || row.consumedAt) throw codeError(M.codeMissing, 'CODE_NOT_FOUND');
    if (row.attempts >= CODE_MAX_ATTEMPTS) throw codeError(M.codeTooManyAttempts, 'CODE_LOCKED');
    if (row.expiresAt <= ctx.clock.now()) throw codeError(M.codeExpired, 'CODE_EXPIRED');
    if (row.codeHash !== hashCode(purpose, email, code)) {
      const attempts = await recordWrongAttempt(db, row.id);
      ctx.limits.codeFailuresPerClient.hit(clientKey);
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
