/** Public surface of the audit log screens (`/admin/audit`, `/vendor/activity`; decision 0038). */

export { type AuditEntry, auditFiltersFrom } from './api/audit-entries';
export { AdminAuditPage } from './routes/admin-audit-page';
export { VendorAuditPage } from './routes/vendor-audit-page';
