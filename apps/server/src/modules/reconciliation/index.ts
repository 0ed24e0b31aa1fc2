/** The admins' reconciliation of the ledger with the orders, and its health figure (issue 28 item 6). */
export { reconciliationRoutes } from './reconciliation.routes.js';
export { ledgerCheck } from './reconciliation.service.js';
