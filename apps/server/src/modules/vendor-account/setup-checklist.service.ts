import {
  payoutDetailsComplete,
  profileComplete,
  SETUP_ITEM_KEYS,
  SETUP_ITEMS,
  type SetupItemKey,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { findVendor } from './profile.queries.js';
import { vendorHasProduct } from './setup-checklist.queries.js';

/**
 * The setup checklist of the dashboard (issue 35 item 7, decision 0046): each item decided from the
 * vendor's stored data. Shown to an approved vendor until every item is done.
 */
export async function getSetupChecklist(opts: { ctx: AppContext; vendorId: string }) {
  const { ctx, vendorId } = opts;
  const [vendor, hasProduct] = await Promise.all([
    findVendor(ctx.db, vendorId),
    vendorHasProduct(ctx.db, vendorId),
  ]);
  if (!vendor) throw notFound('Vendor not found');
  const done: Record<SetupItemKey, boolean> = {
    logo: Boolean(vendor.logo),
    profile: profileComplete(vendor),
    product: hasProduct,
    shipping: vendor.handlingDaysSavedAt !== null,
    payout: payoutDetailsComplete({
      bankName: vendor.bankName,
      accountTitle: vendor.bankAccountTitle,
      accountNumber: vendor.bankAccountNumber,
    }),
  };
  const items = SETUP_ITEM_KEYS.map((key) => ({ key, ...SETUP_ITEMS[key], done: done[key] }));
  const doneCount = items.filter((item) => item.done).length;
  const complete = doneCount === items.length;
  return {
    items,
    doneCount,
    total: items.length,
    complete,
    /** Shown on the dashboard: approved (a vendor under review cannot add products yet) and not complete. */
    show: vendor.verificationStatus === 'approved' && !complete,
  };
}
