/**
 * Accounts: the users, vendors' sign-in rows and sessions that auth, customers, passwords,
 * e-mail codes, vendor applications and admin-vendors share. It imports no other module.
 */

export { type AuditEntry, insertAuditEntry } from './audit.queries.js';
export {
  type AuditFilters,
  type AuditPageRow,
  countAuditEntries,
  selectAuditPage,
} from './audit-entries.queries.js';
export {
  adminEmails,
  findUserContact,
  findVendorContact,
  findVendorIdentity,
  lockUser,
  lockVendor,
  vendorRates,
} from './contacts.queries.js';
export { endImpersonation } from './impersonation.service.js';
export { userRows, vendorRows } from './read-side.queries.js';
export {
  deleteExpiredSessions,
  deleteImpersonationsOf,
  deleteSession,
  deleteUserSessions,
  findSessionByTokenHash,
  insertSession,
  type SessionRow,
  sessionIsLive,
} from './sessions.queries.js';
export {
  findUserByEmail,
  findUserById,
  findVendorByUserId,
  insertUser,
  insertVendor,
  setPasswordHash,
  touchLastLogin,
  type UserRow,
  type VendorRow,
} from './users.queries.js';
export {
  countApprovedVendors,
  findUserNames,
  listApprovedVendors,
  userNames,
  vendorFacts,
} from './vendor-facts.queries.js';
export {
  countVendorRowsByStatus,
  findVendor,
  listVendorRows,
  updateVendorProfileRow,
  updateVendorStanding,
  type VendorFilter,
  type VendorProfileChanges,
  type VendorStandingChanges,
} from './vendors.queries.js';
export type { VerificationStatus } from './vendors.tables.js';
