import { timingSafeEqual } from 'node:crypto';
import {
  APPLICATION_STATUS_TEXT,
  canReviewTo,
  ONBOARDING_MESSAGES as M,
  type ReviewAction,
  type VendorApplicationInput,
  type vendorApplicationSchema,
} from '@market/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { pagination } from '../../lib/http.js';
import { hashPassword } from '../../lib/passwords.js';
import { newSessionToken, randomDigits, randomPassword, sha256 } from '../../lib/tokens.js';
import { findUserByEmail, insertUser, insertVendor } from '../accounts/index.js';
import { bumpCatalogVersion } from '../catalog/index.js';
import { requireRecentVerification, spendVerification } from '../email-codes/index.js';
import { emails } from '../mail/index.js';
import { findOpenApplicationByEmail } from './applicant.queries.js';
import {
  applicationIdExists,
  countApplicationsByStatus,
  findApplication,
  insertApplication,
  listApplications,
  updateApplication,
} from './applications.queries.js';
import type { ApplicationStatus } from './applications.tables.js';

type Application = z.output<typeof vendorApplicationSchema>;

export type { VendorApplicationInput };

async function newApplicationId(ctx: AppContext): Promise<string> {
  const year = ctx.clock.now().getUTCFullYear();
  for (let i = 0; i < 20; i++) {
    const id = `APP-${year}-${randomDigits(6)}`;
    if (!(await applicationIdExists(ctx.db, id))) return id;
  }
  throw new Error('Could not allocate an application id');
}

function statusUrl(ctx: AppContext, applicationId: string) {
  return `${ctx.config.publicUrl}/vendor/application-status?id=${encodeURIComponent(applicationId)}`;
}

/**
 * Records a vendor application. Refuses an existing vendor account or an open application (409),
 * then needs a vendor code verified for the e-mail in the last 30 minutes (used up here). Returns
 * the status key: a random secret the submitting browser keeps, the only key to the temporary
 * password on the status page (decision 0036); only its SHA-256 is stored.
 */
export async function submitApplication(opts: { ctx: AppContext; application: Application }) {
  const { ctx, application: a } = opts;
  const applicationId = await newApplicationId(ctx);
  const statusKey = newSessionToken();
  const { row, mailId } = await ctx.db.transaction(async (tx) => {
    // The conflicts first: the verification was used up by the first submit, so a repeated submit
    // must hear about its open application (409), not about a missing verification (403). Sending
    // a code already tells anyone these two facts, so checking them first discloses nothing new.
    if (await findUserByEmail(tx, a.email, 'vendor')) throw conflict(M.vendorExists, 'VENDOR_EXISTS');
    if (await findOpenApplicationByEmail(tx, a.email))
      throw conflict(M.applicationExists, 'APPLICATION_EXISTS');
    const verification = await requireRecentVerification({
      ctx,
      db: tx,
      email: a.email,
      purpose: 'vendor_verify',
      message: M.emailNotVerified,
    });
    await spendVerification(tx, verification.id);
    const row = await insertApplication(tx, {
      applicationId,
      email: a.email,
      businessName: a.businessName,
      businessType: a.businessType,
      description: a.description,
      contactFirstName: a.contactPerson.firstName,
      contactLastName: a.contactPerson.lastName,
      phone: a.contactPerson.phone,
      street: a.address.street,
      city: a.address.city,
      state: a.address.state,
      zipCode: a.address.zipCode,
      country: a.address.country,
      categories: [...a.categories],
      taxId: a.documents.taxId,
      status: 'submitted',
      statusSecretHash: sha256(statusKey),
      createdAt: ctx.clock.now(),
    });
    const mailId = await ctx.mailer.enqueue(
      tx,
      a.email,
      emails.applicationReceived({
        businessName: a.businessName,
        applicationId,
        statusUrl: statusUrl(ctx, applicationId),
      }),
    );
    return { row, mailId };
  });
  await ctx.mailer.deliver([mailId]);
  return { row, statusKey };
}

/** True when `key` is the status key kept at submission (compared in constant time). */
function holdsStatusKey(storedHash: string | null, key: string | undefined): boolean {
  if (!storedHash || !key) return false;
  const given = Buffer.from(sha256(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The public status check. The temporary credentials only to the browser that submitted the
 * application (its status key), while approved and before the first sign-in.
 */
export async function getApplicationStatus(opts: {
  ctx: AppContext;
  applicationId: string;
  statusKey?: string;
}) {
  const row = await findApplication(opts.ctx.db, opts.applicationId.trim().toUpperCase());
  if (!row) throw notFound(M.applicationNotFound, 'APPLICATION_NOT_FOUND');
  const text = APPLICATION_STATUS_TEXT[row.status];
  return {
    applicationId: row.applicationId,
    businessName: row.businessName,
    status: row.status,
    message: text.message,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    notes: row.notes,
    loginCredentials:
      row.status === 'approved' &&
      row.temporaryPassword &&
      holdsStatusKey(row.statusSecretHash, opts.statusKey)
        ? {
            email: row.email,
            password: row.temporaryPassword,
            loginUrl: `${opts.ctx.config.publicUrl}/vendor/login`,
          }
        : null,
  };
}

export async function listVendorApplications(opts: {
  ctx: AppContext;
  status?: ApplicationStatus;
  search?: string;
  page: number;
  limit: number;
}) {
  const { rows, total } = await listApplications(opts.ctx.db, {
    status: opts.status,
    search: opts.search?.trim() || undefined,
    offset: (opts.page - 1) * opts.limit,
    limit: opts.limit,
  });
  return { rows, pagination: pagination(opts.page, opts.limit, total) };
}

/** How many applications are in each status (the admin list's tabs). */
export async function countVendorApplications(opts: { ctx: AppContext }) {
  return countApplicationsByStatus(opts.ctx.db);
}

export async function getVendorApplication(opts: { ctx: AppContext; applicationId: string }) {
  const row = await findApplication(opts.ctx.db, opts.applicationId);
  if (!row) throw notFound(M.applicationNotFound, 'APPLICATION_NOT_FOUND');
  return row;
}

/**
 * An admin's decision. Approval creates the vendor account (approved, random temporary
 * password that must be changed at first sign-in) in the same transaction as the status.
 */
export async function reviewApplication(opts: {
  ctx: AppContext;
  applicationId: string;
  status: ReviewAction;
  notes?: string;
  adminId: string;
}) {
  const { ctx } = opts;
  const temporaryPassword = opts.status === 'approved' ? randomPassword(12) : null;
  const passwordHash = temporaryPassword ? await hashPassword(temporaryPassword) : null;
  const { row, mailId } = await ctx.db.transaction(async (tx) => {
    const app = await findApplication(tx, opts.applicationId, true);
    if (!app) throw notFound(M.applicationNotFound, 'APPLICATION_NOT_FOUND');
    if (!canReviewTo(app.status, opts.status)) {
      throw conflict(
        `Cannot change an application from ${app.status} to ${opts.status}`,
        'ILLEGAL_TRANSITION',
        {
          from: app.status,
          to: opts.status,
        },
      );
    }
    const now = ctx.clock.now();
    let vendorId: string | null = app.vendorId;
    if (opts.status === 'approved') {
      if (await findUserByEmail(tx, app.email, 'vendor')) throw conflict(M.vendorExists, 'VENDOR_EXISTS');
      const user = await insertUser(tx, {
        email: app.email,
        name: `${app.contactFirstName} ${app.contactLastName}`.trim(),
        phone: app.phone,
        role: 'vendor',
        passwordHash: passwordHash!,
        mustChangePassword: true,
        emailVerifiedAt: app.createdAt,
      });
      vendorId = await insertVendor(tx, {
        userId: user.id,
        businessName: app.businessName,
        email: app.email,
        businessType: app.businessType,
        description: app.description,
        contactFirstName: app.contactFirstName,
        contactLastName: app.contactLastName,
        phone: app.phone,
        street: app.street,
        city: app.city,
        state: app.state,
        zipCode: app.zipCode,
        country: app.country,
        taxId: app.taxId,
        categories: app.categories,
        verificationStatus: 'approved',
        applicationId: app.applicationId,
      });
    }
    const row = await updateApplication(tx, app.id, {
      status: opts.status,
      notes: opts.notes?.trim() || null,
      reviewedAt: now,
      reviewedBy: opts.adminId,
      vendorId,
      ...(temporaryPassword ? { temporaryPassword } : {}),
    });
    const mailId = await ctx.mailer.enqueue(
      tx,
      app.email,
      emails.applicationStatusChanged({
        businessName: app.businessName,
        applicationId: app.applicationId,
        status: opts.status,
        notes: row.notes,
        statusUrl: statusUrl(ctx, app.applicationId),
        loginUrl: `${ctx.config.publicUrl}/vendor/login`,
      }),
    );
    return { row, mailId };
  });
  // Every change of a vendor's status drops the storefront's cached lists (the vendor approved
  // here is new and has no products yet, so this only keeps that rule without exceptions).
  if (opts.status === 'approved') await bumpCatalogVersion(ctx);
  await ctx.mailer.deliver([mailId]);
  return row;
}
