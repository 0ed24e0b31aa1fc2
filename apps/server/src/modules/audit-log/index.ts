/** Audit log: the admin's screen and export, a vendor's own entries (the writer is plugins/audit.ts). */
export { auditLogRoutes } from './audit-log.routes.js';
