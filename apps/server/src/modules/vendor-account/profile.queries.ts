import type { DbOrTx } from '../../db/client.js';
import { findVendor as findVendorRow } from '../accounts/index.js';

/** The vendor's row, read through accounts, the owner of vendors (decision 0039). */
export function findVendor(db: DbOrTx, vendorId: string) {
  return findVendorRow(db, vendorId);
}
