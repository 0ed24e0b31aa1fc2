/**
 * Every table of the database, gathered for the Drizzle client and drizzle-kit. Each table is
 * defined and owned by one module (`modules/<owner>/*.tables.ts`, decision 0039); only the
 * owner's query files use it. Nothing in a module imports this file.
 */
export * from '../../modules/accounts/accounts.tables.js';
export * from '../../modules/accounts/vendors.tables.js';
export * from '../../modules/analytics/analytics.tables.js';
export * from '../../modules/catalog/catalog.tables.js';
export * from '../../modules/catalog/moderation.tables.js';
export * from '../../modules/email-codes/email-codes.tables.js';
export * from '../../modules/inquiries/inquiries.tables.js';
export * from '../../modules/inventory/inventory.tables.js';
export * from '../../modules/ledger/ledger.tables.js';
export * from '../../modules/mail/outbox.tables.js';
export * from '../../modules/orders/orders.tables.js';
export * from '../../modules/orders/refunds.tables.js';
export * from '../../modules/payouts/payouts.tables.js';
export * from '../../modules/performance/performance.tables.js';
export * from '../../modules/settings/settings.tables.js';
export * from '../../modules/vendor-applications/applications.tables.js';
export * from '../../modules/vendor-orders/commissions.tables.js';
export * from '../../modules/vendor-orders/customer-notes.tables.js';
