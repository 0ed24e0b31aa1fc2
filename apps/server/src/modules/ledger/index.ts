/** The money ledger: append-only double-entry journal, the one writer of its entries (`postEntry`), vendor balances, the admin's adjustments and journal. */
export {
  entryInsertCtes,
  ledgerDaySums,
  ledgerVendorSums,
  orderCashRows,
  orderEntries,
  type PostingMeta,
  payoutStatementLines,
  postEntry,
  settlePayoutLines,
  unsettledPayables,
  vendorPayoutSums,
} from './ledger.queries.js';
export { adminLedgerRoutes } from './ledger.routes.js';
export { postAdjustment } from './ledger.service.js';
