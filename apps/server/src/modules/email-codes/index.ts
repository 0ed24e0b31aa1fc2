/** One-time e-mail codes: issuing, checking and spending them; the e-mail verification endpoints. */

export { CodeLimits } from './code-limits.js';
export { spendVerification } from './email-codes.queries.js';
export { issueEmailCode, requireRecentVerification, verifyEmailCode } from './email-codes.service.js';
export { emailVerificationRoutes } from './email-verification.routes.js';
