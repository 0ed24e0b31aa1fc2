import { MESSAGES, type Role } from '@market/domain';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.js';
import { sha256 } from '../lib/tokens.js';
import { findSessionByTokenHash } from '../modules/accounts/index.js';

export type AuthInfo = {
  sessionId: string;
  userId: string;
  role: Role;
  email: string;
  name: string;
  mustChangePassword: boolean;
  expiresAt: Date;
  /** The admin behind an impersonation session (token prefix imp_). */
  impersonatorId: string | null;
  /** A read-only impersonation: writes answer 403 (decision 0036). */
  readOnly: boolean;
  vendorId: string | null;
  verificationStatus: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthInfo | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

async function resolveAuth(app: FastifyInstance, request: FastifyRequest): Promise<AuthInfo | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const tokenHash = sha256(token);
  const row = await app.ctx.sessions.lookup(tokenHash, () => findSessionByTokenHash(app.ctx.db, tokenHash));
  if (!row || row.expiresAt <= app.ctx.clock.now())
    throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    role: row.role,
    email: row.email,
    name: row.name,
    mustChangePassword: row.mustChangePassword,
    expiresAt: row.expiresAt,
    impersonatorId: row.impersonatorId,
    readOnly: row.readOnly,
    vendorId: row.role === 'vendor' ? row.vendorId : null,
    verificationStatus: row.role === 'vendor' ? row.verificationStatus : null,
  };
}

export type GuardOptions = {
  /** Routes a vendor may use before replacing a temporary password (change password, me, logout). */
  allowPendingPasswordChange?: boolean;
  /** Routes a read-only impersonation may call with a write method (sign-out, end impersonation). */
  allowReadOnly?: boolean;
};

export const READ_ONLY_MESSAGE = 'Read-only impersonation: changes are not allowed.';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** 403 for a write through a read-only impersonation session. */
function refuseReadOnlyWrite(request: FastifyRequest, auth: AuthInfo | null): void {
  if (auth?.readOnly && !READ_METHODS.has(request.method))
    throw forbidden(READ_ONLY_MESSAGE, 'READ_ONLY_IMPERSONATION');
}

/**
 * The access rule of a route, read from its hooks by the OpenAPI document (security, 401/403,
 * x-roles) and by the tests that walk it.
 */
export type RouteAccess = { kind: 'roles'; roles: Role[] } | { kind: 'optional' };

/** A guard hook, carrying the rule it enforces. */
export type AuthHook = onRequestAsyncHookHandler & { access: RouteAccess };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook: 401 without a valid session, 403 for another role. It runs before the body is
     * parsed and validated, so a guest never learns how a protected route validates its input.
     */
    requireRole(roles: Role | Role[], options?: GuardOptions): AuthHook;
    /** onRequest hook: reads the session when a token is sent (401 if it expired), lets guests through. */
    optionalAuth: AuthHook;
  }
}

/** The access rule of a route's onRequest hooks; null for a public route. */
export function routeAccess(onRequest: unknown): RouteAccess | null {
  const hooks = Array.isArray(onRequest) ? onRequest : onRequest ? [onRequest] : [];
  for (const hook of hooks) {
    const access = (hook as Partial<AuthHook>).access;
    if (access) return access;
  }
  return null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);

  app.decorate('requireRole', (roles: Role | Role[], options: GuardOptions = {}) => {
    const allowed = Array.isArray(roles) ? roles : [roles];
    const guard = async (request: FastifyRequest) => {
      const auth = await resolveAuth(app, request);
      if (!auth) throw unauthorized(MESSAGES.authRequired);
      if (!allowed.includes(auth.role)) throw forbidden(MESSAGES.wrongRole, 'WRONG_ROLE');
      if (auth.mustChangePassword && !options.allowPendingPasswordChange && !auth.impersonatorId) {
        throw forbidden('Please set a new password before continuing', 'PASSWORD_CHANGE_REQUIRED');
      }
      if (!options.allowReadOnly) refuseReadOnlyWrite(request, auth);
      request.auth = auth;
    };
    return Object.assign(guard, { access: { kind: 'roles', roles: allowed } as RouteAccess });
  });

  const optionalAuth = async (request: FastifyRequest) => {
    const auth = await resolveAuth(app, request);
    refuseReadOnlyWrite(request, auth);
    request.auth = auth;
  };
  app.decorate('optionalAuth', Object.assign(optionalAuth, { access: { kind: 'optional' } as RouteAccess }));
});
