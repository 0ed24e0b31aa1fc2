import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { pagination } from '../../lib/http.js';
import { newSessionToken, sha256 } from '../../lib/tokens.js';
import {
  countVendorRowsByStatus,
  findUserById,
  findVendor,
  insertAuditEntry,
  insertSession,
  listVendorRows,
  updateVendorStanding,
  type VendorStandingChanges,
  type VerificationStatus,
} from '../accounts/index.js';
import { bumpCatalogVersion } from '../catalog/index.js';
import { getSettings } from '../settings/index.js';

/** Ending an impersonation is account logic (sign-out ends one too): it lives in accounts. */
export { endImpersonation } from '../accounts/index.js';

const IMPERSONATION_TTL_MS = 60 * 60 * 1000;

export async function listVendors(opts: {
  ctx: AppContext;
  status?: VerificationStatus;
  search?: string;
  page: number;
  limit: number;
}) {
  const { ctx } = opts;
  const [{ rows, total }, settings] = await Promise.all([
    listVendorRows(
      ctx.db,
      { status: opts.status, search: opts.search },
      { offset: (opts.page - 1) * opts.limit, limit: opts.limit },
    ),
    getSettings(ctx.db),
  ]);
  return { rows, settings, pagination: pagination(opts.page, opts.limit, total) };
}

export async function getVendorForAdmin(opts: { ctx: AppContext; vendorId: string }) {
  const vendor = await findVendor(opts.ctx.db, opts.vendorId);
  if (!vendor) throw notFound('Vendor not found');
  return vendor;
}

/** An admin changes a vendor's verification status and/or own commission rate (null = marketplace rate). */
export async function updateVendorByAdmin(opts: {
  ctx: AppContext;
  vendorId: string;
  adminId: string;
  commissionRate?: number | null;
  verificationStatus?: VerificationStatus;
}) {
  const { ctx } = opts;
  const set: VendorStandingChanges = {};
  if (opts.commissionRate !== undefined) {
    set.commissionRateBp = opts.commissionRate === null ? null : Math.round(opts.commissionRate * 100);
  }
  if (opts.verificationStatus !== undefined) set.verificationStatus = opts.verificationStatus;
  if (Object.keys(set).length === 0)
    throw badRequest('Nothing to change: send commissionRate or verificationStatus');
  const updated = await ctx.db.transaction(async (tx) => {
    const before = await findVendor(tx, opts.vendorId);
    const row = await updateVendorStanding(tx, opts.vendorId, set);
    if (!row || !before) throw notFound('Vendor not found');
    await insertAuditEntry(tx, {
      actorId: opts.adminId,
      action: 'vendor.update',
      subjectType: 'vendor',
      subjectId: row.id,
      vendorId: row.id,
      details: {
        ...(opts.commissionRate !== undefined && { commissionRate: opts.commissionRate }),
        ...(opts.verificationStatus && { verificationStatus: opts.verificationStatus }),
        changes: [
          {
            subjectType: 'vendor',
            subjectId: row.id,
            before: {
              verificationStatus: before.verificationStatus,
              commissionRateBp: before.commissionRateBp,
            },
            after: { verificationStatus: row.verificationStatus, commissionRateBp: row.commissionRateBp },
          },
        ],
      },
      createdAt: ctx.clock.now(),
    });
    return row;
  });
  // Sessions carry the vendor's status: a suspended vendor is locked out on the next request.
  await ctx.sessions.clear();
  // Only an approved vendor's products are on the storefront: its cached lists change with the status.
  if (opts.verificationStatus !== undefined) await bumpCatalogVersion(ctx);
  return updated;
}

/**
 * Starts a vendor session (token imp_...) held by the admin, for an hour at most and never past the
 * admin's own session, which ends it (decision 0036); read-only when asked; audited.
 */
export async function startImpersonation(opts: {
  ctx: AppContext;
  vendorId: string;
  adminId: string;
  adminSessionId: string;
  adminExpiresAt: Date;
  readOnly: boolean;
}) {
  const { ctx } = opts;
  const vendor = await findVendor(ctx.db, opts.vendorId);
  if (!vendor) throw notFound('Vendor not found');
  const token = newSessionToken('imp_');
  const now = ctx.clock.now();
  const expiresAt = new Date(Math.min(now.getTime() + IMPERSONATION_TTL_MS, opts.adminExpiresAt.getTime()));
  await ctx.db.transaction(async (tx) => {
    const session = await insertSession(tx, {
      tokenHash: sha256(token),
      userId: vendor.userId,
      role: 'vendor',
      expiresAt,
      impersonatorId: opts.adminId,
      impersonatorSessionId: opts.adminSessionId,
      readOnly: opts.readOnly,
    });
    await insertAuditEntry(tx, {
      actorId: opts.adminId,
      action: 'impersonation.start',
      subjectType: 'vendor',
      subjectId: vendor.id,
      vendorId: vendor.id,
      details: {
        sessionId: session.id,
        startedAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
        readOnly: opts.readOnly,
      },
      createdAt: now,
    });
  });
  const user = await findUserById(ctx.db, vendor.userId);
  return {
    token,
    expiresAt,
    vendor,
    readOnly: opts.readOnly,
    mustChangePassword: user?.mustChangePassword ?? false,
  };
}

/** How many vendors are in each verification status (the admin's home). */
export async function countVendorsByStatus(opts: { ctx: AppContext }) {
  return countVendorRowsByStatus(opts.ctx.db);
}
