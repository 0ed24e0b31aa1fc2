import { PROFILE_MESSAGES, type ProfileUpdate } from '@market/domain';
import type { AppContext } from '../../context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { updateVendorProfileRow, type VendorProfileChanges } from '../accounts/index.js';
import { requeueVendorDeliveries } from '../analytics/index.js';
import { effectiveCommissionRateBp, getSettings } from '../settings/index.js';
import { findVendor } from './profile.queries.js';

async function loadVendor(ctx: AppContext, vendorId: string) {
  const vendor = await findVendor(ctx.db, vendorId);
  if (!vendor) throw notFound('Vendor not found');
  return vendor;
}

export function getVendorProfile(opts: { ctx: AppContext; vendorId: string }) {
  return loadVendor(opts.ctx, opts.vendorId);
}

/** Saves the Business Profile and/or Bank Details tab; the e-mail is never changed here. */
export async function updateVendorProfile(opts: {
  ctx: AppContext;
  vendorId: string;
  impersonating: boolean;
  changes: ProfileUpdate;
}) {
  const { ctx, changes: c } = opts;
  if (c.bankDetails && opts.impersonating)
    throw forbidden(PROFILE_MESSAGES.bankImpersonation, 'IMPERSONATION');
  const current = await loadVendor(ctx, opts.vendorId);
  const set: VendorProfileChanges = {};
  if (c.businessName !== undefined) set.businessName = c.businessName;
  if (c.businessType !== undefined) set.businessType = c.businessType;
  const description = c.businessDescription ?? c.description;
  if (description !== undefined) set.description = description;
  if (c.website !== undefined) set.website = c.website;
  if (c.phone !== undefined) set.phone = c.phone;
  if (c.taxId !== undefined) set.taxId = c.taxId;
  if (c.contactPerson !== undefined) {
    if (typeof c.contactPerson === 'string') {
      const parts = c.contactPerson.split(/\s+/);
      set.contactFirstName = parts.length > 1 ? parts.slice(0, -1).join(' ') : parts[0]!;
      set.contactLastName = parts.length > 1 ? parts.at(-1)! : '';
    } else {
      set.contactFirstName = c.contactPerson.firstName;
      set.contactLastName = c.contactPerson.lastName;
      if (c.contactPerson.phone) set.phone = c.contactPerson.phone;
    }
  }
  if (c.address !== undefined) {
    if (typeof c.address === 'string') set.street = c.address;
    else {
      set.street = c.address.street;
      if (c.address.city !== undefined) set.city = c.address.city;
      if (c.address.state !== undefined) set.state = c.address.state;
      if (c.address.zipCode !== undefined) set.zipCode = c.address.zipCode;
      if (c.address.country !== undefined) set.country = c.address.country;
    }
  }
  if (c.city !== undefined) set.city = c.city;
  if (c.state !== undefined) set.state = c.state;
  if (c.postalCode !== undefined) set.zipCode = c.postalCode;
  if (c.country !== undefined) set.country = c.country;
  if (c.bankDetails) {
    set.bankName = c.bankDetails.bankName;
    set.bankAccountTitle = c.bankDetails.accountTitle;
    // The form shows the masked number; sending it back unchanged keeps the stored one.
    if (!c.bankDetails.accountNumber.startsWith('*')) set.bankAccountNumber = c.bankDetails.accountNumber;
  }
  if (c.handlingDays !== undefined && c.handlingDays !== current.handlingDays)
    set.handlingDays = c.handlingDays;
  // The first save of the handling days, even unchanged, confirms them: the checklist's 'Shipping set'.
  if (c.handlingDays !== undefined && current.handlingDaysSavedAt === null)
    set.handlingDaysSavedAt = ctx.clock.now();
  if (Object.keys(set).length === 0) return current;
  return ctx.db.transaction(async (tx) => {
    const row = await updateVendorProfileRow(tx, opts.vendorId, set);
    // On-time delivery is judged against the handling days: refresh the vendor's deliveries.
    if (set.handlingDays !== undefined) await requeueVendorDeliveries({ db: tx, vendorId: opts.vendorId });
    return row!;
  });
}

export async function setVendorLogo(opts: { ctx: AppContext; vendorId: string; logoUrl: string }) {
  const row = await updateVendorProfileRow(opts.ctx.db, opts.vendorId, { logo: opts.logoUrl });
  if (!row) throw notFound('Vendor not found');
  return row;
}

export async function getVendorDashboard(opts: { ctx: AppContext; vendorId: string }) {
  const [vendor, settings] = await Promise.all([
    loadVendor(opts.ctx, opts.vendorId),
    getSettings(opts.ctx.db),
  ]);
  return { vendor, commissionRateBp: effectiveCommissionRateBp(vendor.commissionRateBp, settings) };
}
