/**
 * The vendor's inventory screens (`/vendors/inventory`): the list and search, items, movements and
 * batches, alerts and their daily digest, CSV export and import, analytics, reorder list and
 * valuation. They read products through catalog and change stock only through inventory's ledger.
 */

export { sendCriticalAlertDigests, startAlertDigestJob } from './alert-digest.service.js';
export { inventoryRoutes } from './inventory.routes.js';
