import type { DbOrTx } from '../../db/client.js';
import { findVendorRow, updateVendorRow, type VendorRowChanges } from '../accounts/index.js';

/** The vendor's profile reads and writes its row through accounts, the owner of vendors (decision 0039). */
export type VendorChanges = VendorRowChanges;

export function findVendor(db: DbOrTx, vendorId: string) {
  return findVendorRow(db, vendorId);
}

/** The vendor row after the change, or undefined when there is no such vendor. */
export function updateVendor(db: DbOrTx, vendorId: string, set: VendorChanges) {
  return updateVendorRow(db, vendorId, set);
}
