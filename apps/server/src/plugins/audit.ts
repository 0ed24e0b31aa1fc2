import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { type AuditStore, currentAuditStore, runWithAuditStore } from '../lib/audit-context.js';
import { insertAuditEntry } from '../modules/accounts/index.js';
import { routeAccess } from './auth.js';

/** A route's audit option: `config: { audit: { skip: 'why' } }` leaves it out of the log (decision 0038). */
export type AuditRouteConfig = { skip: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditRouteConfig;
  }
  interface FastifyRequest {
    auditStore: AuditStore | null;
  }
  interface FastifyInstance {
    /** The admin and vendor write routes and whether the log records them (the completeness test). */
    auditedRoutes: AuditedRoute[];
  }
}

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How the log treats one write route of an admin or a vendor: the completeness test reads these. */
export type AuditedRoute = { method: string; url: string; roles: string[]; skip: string | null };

/** The route pattern as the log stores it (the prefix included): `PUT /api/vendors/orders/:id/status`. */
function routeKey(method: string, url: string) {
  return `${method} ${url}`;
}

/** The record named by the route: the last path parameter and the segment before it. */
function routeSubject(url: string, params: unknown): { type: string; id: string } | null {
  const values = (params ?? {}) as Record<string, unknown>;
  const segments = url.split('/').filter(Boolean);
  for (let i = segments.length - 1; i > 0; i--) {
    const segment = segments[i] as string;
    if (!segment.startsWith(':')) continue;
    const value = values[segment.slice(1)];
    if (typeof value !== 'string') continue;
    const previous = segments[i - 1] as string;
    return { type: previous.startsWith(':') ? segment.slice(1) : previous, id: value };
  }
  return null;
}

/** The id of a record a POST created, when the reply's data carries one. */
function createdId(payload: unknown): string | null {
  if (typeof payload !== 'string' || payload.length > 200_000) return null;
  try {
    const data = (JSON.parse(payload) as { data?: { _id?: unknown; id?: unknown } }).data;
    const id = data?._id ?? data?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** Whether this answered request is one the log records: a 2xx write by an admin or through imp_. */
function isAudited(request: FastifyRequest, reply: FastifyReply): boolean {
  const auth = request.auth;
  if (!auth || !(auth.role === 'admin' || auth.impersonatorId)) return false;
  if (!WRITE_METHODS.has(request.method)) return false;
  if (reply.statusCode < 200 || reply.statusCode >= 300) return false;
  return !request.routeOptions.config.audit?.skip;
}

async function writeEntry(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const store = request.auditStore;
  if (!store || store.written || !isAudited(request, reply)) return;
  const auth = request.auth!;
  const url = request.routeOptions.url ?? request.url;
  const subject = routeSubject(url, request.params);
  // The record the route names, when a change concerns it; else the first change.
  const first = store.changes.find((c) => c.subjectId === subject?.id) ?? store.changes[0];
  const created = first || subject ? null : createdId(payload);
  // A route that names no record acts on the session's own: the shop it impersonates, else the account.
  const own = auth.impersonatorId
    ? { type: 'vendor', id: auth.vendorId ?? '' }
    : { type: 'user', id: auth.userId };
  const subjectType =
    first?.subjectType ??
    subject?.type ??
    (created ? (url.split('/').filter(Boolean).at(-1) ?? '') : own.type);
  const subjectId = first?.subjectId ?? subject?.id ?? created ?? own.id;
  const vendorId = auth.impersonatorId
    ? auth.vendorId
    : (store.changes.find((c) => c.vendorId)?.vendorId ?? null);
  const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
  await insertAuditEntry(app.ctx.db, {
    actorId: auth.impersonatorId ?? auth.userId,
    action: operationId ?? routeKey(request.method, url),
    subjectType,
    subjectId,
    details: {
      changes: store.changes,
      ...(store.omitted > 0 && { omittedChanges: store.omitted }),
      params: request.params ?? {},
    },
    asVendorId: auth.impersonatorId ? auth.vendorId : null,
    vendorId,
    ip: store.ip,
    method: request.method,
    route: routeKey(request.method, url),
    statusCode: reply.statusCode,
    createdAt: app.ctx.clock.now(),
  });
  store.written = true;
}

/**
 * The audit log's writer (decision 0038). Each request runs inside its audit store (AsyncLocalStorage,
 * entered in the first onRequest hook and again before the handler, as body parsing can leave it);
 * use cases note their before/after changes there (`noteAuditChange`). Before the reply is sent,
 * one entry is written for a 2xx write by an admin session or an impersonation session, so a client
 * never sees success without its entry: if the insert fails, the client hears 500.
 */
export function registerAudit(app: FastifyInstance): AuditedRoute[] {
  const routes: AuditedRoute[] = [];
  app.decorateRequest('auditStore', null);
  app.decorate('auditedRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = routeAccess(route.onRequest);
    if (access?.kind !== 'roles') return;
    const roles = access.roles.filter((r) => r === 'admin' || r === 'vendor');
    if (roles.length === 0) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!WRITE_METHODS.has(method)) continue;
      routes.push({ method, url: route.url, roles, skip: route.config?.audit?.skip ?? null });
    }
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const store: AuditStore = {
      changes: [],
      impersonatorId: null,
      ip: request.ip,
      method: request.method,
      route: request.routeOptions.url ? routeKey(request.method, request.routeOptions.url) : null,
      written: false,
      omitted: 0,
    };
    request.auditStore = store;
    runWithAuditStore(store, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const store = request.auditStore;
    if (store) store.impersonatorId = request.auth?.impersonatorId ?? null;
    if (!store || currentAuditStore() === store) done();
    else runWithAuditStore(store, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    await writeEntry(app, request, reply, payload);
    return payload;
  });
  return routes;
}
