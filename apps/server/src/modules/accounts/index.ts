/**
 * Accounts: the users, vendors' sign-in rows and sessions that auth, customers, passwords,
 * e-mail codes, vendor applications and admin-vendors share. It imports no other module.
 */
export { clearTemporaryPassword, findOpenApplicationByEmail } from './applicant.queries.js';
export { type AuditEntry, insertAuditEntry } from './audit.queries.js';
export { endImpersonation } from './impersonation.service.js';
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
} from './users.queries.js';
export {
  countApprovedVendors,
  findUserNames,
  listApprovedVendors,
  userNames,
  vendorFacts,
} from './vendor-facts.queries.js';
