import { ONBOARDING_MESSAGES as M, suggestEmail } from '@market/domain';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, conflict } from '../../lib/errors.js';
import { findUserByEmail } from '../accounts/index.js';
import { emails } from '../mail/index.js';
import { issueEmailCode, verifyEmailCode } from './email-codes.service.js';

/** A mistyped common domain is refused with the corrected address as a suggestion. */
function refuseTypo(email: string): void {
  const suggestion = suggestEmail(email);
  if (suggestion) {
    const message = 'Please check your email address.';
    throw new AppError(400, 'EMAIL_TYPO', message, [{ path: 'email', message }], undefined, {
      error: `The domain of ${email} looks mistyped`,
      suggestion,
    });
  }
}

/**
 * The open vendor application under an e-mail, if any: vendor-applications' findOpenApplicationByEmail,
 * handed in by app.ts (vendor-applications uses this module, so this module cannot import it).
 */
export type FindOpenApplication = (db: DbOrTx, email: string) => Promise<unknown>;

async function assertVendorEmailFree(
  ctx: AppContext,
  email: string,
  findOpenApplication: FindOpenApplication,
): Promise<void> {
  if (await findUserByEmail(ctx.db, email, 'vendor')) throw conflict(M.vendorExists, 'VENDOR_EXISTS');
  if (await findOpenApplication(ctx.db, email)) throw conflict(M.applicationExists, 'APPLICATION_EXISTS');
}

async function assertCustomerEmailFree(ctx: AppContext, email: string): Promise<void> {
  if (await findUserByEmail(ctx.db, email, 'customer')) {
    throw conflict('An account with this email already exists. Please sign in instead.', 'ACCOUNT_EXISTS');
  }
}

export async function sendCustomerCode(opts: {
  ctx: AppContext;
  email: string;
  name: string;
  clientAddress: string;
}) {
  refuseTypo(opts.email);
  await assertCustomerEmailFree(opts.ctx, opts.email);
  const { code } = await issueEmailCode({ ...opts, purpose: 'customer_verify' });
  await opts.ctx.mailer.send(
    opts.email,
    emails.verificationCode({ name: opts.name, code, purpose: 'customer' }),
  );
}

export async function sendVendorCode(opts: {
  ctx: AppContext;
  email: string;
  businessName: string;
  clientAddress: string;
  findOpenApplication: FindOpenApplication;
}) {
  refuseTypo(opts.email);
  await assertVendorEmailFree(opts.ctx, opts.email, opts.findOpenApplication);
  const { code } = await issueEmailCode({ ...opts, purpose: 'vendor_verify' });
  await opts.ctx.mailer.send(
    opts.email,
    emails.verificationCode({ name: opts.businessName, code, purpose: 'vendor' }),
  );
}

export async function resendEmailCode(opts: {
  ctx: AppContext;
  email: string;
  type: 'customer' | 'vendor';
  name?: string;
  businessName?: string;
  clientAddress: string;
  findOpenApplication: FindOpenApplication;
}) {
  refuseTypo(opts.email);
  if (opts.type === 'vendor') await assertVendorEmailFree(opts.ctx, opts.email, opts.findOpenApplication);
  else await assertCustomerEmailFree(opts.ctx, opts.email);
  const purpose = opts.type === 'vendor' ? 'vendor_verify' : 'customer_verify';
  const { code } = await issueEmailCode({
    ctx: opts.ctx,
    email: opts.email,
    purpose,
    clientAddress: opts.clientAddress,
  });
  const name = (opts.type === 'vendor' ? opts.businessName : opts.name) || 'there';
  await opts.ctx.mailer.send(opts.email, emails.verificationCode({ name, code, purpose: opts.type }));
}

export async function confirmEmailCode(opts: {
  ctx: AppContext;
  type: 'customer' | 'vendor';
  email: string;
  otp: string;
  clientAddress: string;
}) {
  await verifyEmailCode({
    ctx: opts.ctx,
    email: opts.email,
    purpose: opts.type === 'vendor' ? 'vendor_verify' : 'customer_verify',
    code: opts.otp,
    clientAddress: opts.clientAddress,
  });
}
