/** Sign-in, sign-out and the current account; the in-process session cache. */
export { toUserDto } from './auth.mappers.js';
export { authRoutes } from './auth.routes.js';
export { customerLoginReply, vendorSummarySchema } from './auth.schemas.js';
export { SESSION_CACHE_MS, SessionCache } from './session-cache.js';
export { SignInLimits } from './sign-in-limits.js';
