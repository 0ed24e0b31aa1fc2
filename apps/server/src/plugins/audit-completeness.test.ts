import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index.js';
import { sendForm } from '../modules/catalog/testing.js';
import {
  type AuditSession,
  type AuditWorld,
  auditRouteFixtures,
  type Role,
} from '../test/audit-route-fixtures.js';
import { exampleValue } from '../test/example-body.js';
import { signedIn } from '../test/fixtures.js';
import { call, useTestApp } from '../test/test-app.js';

type Operation = {
  operationId: string;
  'x-roles'?: string[];
  requestBody?: { content?: Record<string, { schema?: Parameters<typeof exampleValue>[0] }> };
};
type Doc = { paths: Record<string, Record<string, Operation>> };

/**
 * Routes that cannot reach 2xx in the session the test must use, with the answer they give instead
 * and why. The test checks that answer and that no entry was written: a route that starts to succeed
 * fails until it leaves this list.
 */
const UNREACHABLE: Record<string, { status: number; reason: string }> = {
  'PUT /api/vendors/change-password': {
    status: 403,
    reason:
      'refused to every impersonation session by design (code IMPERSONATION): an admin never sets a vendor password',
  },
};

async function impersonate(app: FastifyInstance, adminToken: string, vendorId: string): Promise<string> {
  const res = await call(app, 'POST', `/api/admin/vendors/${vendorId}/impersonate`, { token: adminToken });
  expect(res.statusCode).toBe(200);
  return res.body.data.token as string;
}

const entriesFor = (app: FastifyInstance, route: string) =>
  app.ctx.db.select().from(auditLog).where(eq(auditLog.route, route));

describe('audit log completeness (decision 0038, issue 33 item 4)', () => {
  const t = useTestApp();

  it('knows every admin and vendor write route of the document, and leaves none out', async () => {
    const { app } = t();
    const doc = (await call(app, 'GET', '/api/docs/json')).body as Doc;
    const documented: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const roles = op['x-roles'] ?? [];
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        if (!roles.includes('admin') && !roles.includes('vendor')) continue;
        documented.push(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      }
    }
    const known = app.auditedRoutes.map((r) => `${r.method} ${r.url}`);
    expect(documented.length).toBeGreaterThan(40);
    expect([...new Set(known)].sort()).toEqual([...new Set(documented)].sort());
    // No route is left out of the log: an exception would need `config.audit.skip` with its reason.
    expect(app.auditedRoutes.filter((r) => r.skip !== null)).toEqual([]);
  });

  it('drives every admin write route as an admin and every vendor write route through imp_ to 2xx, each writing one entry naming route, actor, shop and record', async () => {
    const { app } = t();
    const doc = (await call(app, 'GET', '/api/docs/json')).body as Doc;
    const admin = await signedIn(app, 'admin', { name: 'Ada Audit' });
    const vendor = await signedIn(app, 'vendor', { businessName: 'Audited Shop' });
    const customer = await signedIn(app, 'customer');
    const category = await call(app, 'POST', '/api/admin/categories', {
      token: admin.token,
      body: { name: 'Audit home', description: 'Things' },
    });
    expect(category.statusCode).toBe(201);
    const world: AuditWorld = {
      app,
      admin,
      vendor,
      customer,
      category: category.body.data._id,
      impersonate: (vendorId, by = admin) => impersonate(app, by.token, vendorId),
    };
    // The shared sessions, renewed when a route ended them (an impersonation replaces the previous one).
    let impToken = '';
    const live = async (role: Role): Promise<AuditSession> => {
      if ((await call(app, 'GET', '/api/auth/me', { token: admin.token })).statusCode !== 200)
        throw new Error('the shared admin session ended: a fixture must use a session of its own');
      if (role === 'admin') return { token: admin.token, actorId: admin.id, asVendorId: null };
      if ((await call(app, 'GET', '/api/auth/me', { token: impToken })).statusCode !== 200)
        impToken = await world.impersonate(vendor.vendorId!);
      return { token: impToken, actorId: admin.id, asVendorId: vendor.vendorId! };
    };

    const keys = app.auditedRoutes.map((r) => `${r.method} ${r.url}`);
    // A route added without a fixture fails here, as does a fixture whose route is gone.
    expect(keys.filter((k) => !(k in auditRouteFixtures))).toEqual([]);
    expect(Object.keys(auditRouteFixtures).filter((k) => !keys.includes(k))).toEqual([]);

    const failures: string[] = [];
    const passed = new Set<string>();
    let calls = 0;
    for (const route of app.auditedRoutes) {
      const key = `${route.method} ${route.url}`;
      const fixture = auditRouteFixtures[key];
      if (!fixture) continue;
      for (const role of route.roles as Role[]) {
        const c = await fixture(world, role);
        const session = c.session ?? (await live(role));
        const schema =
          doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()]?.requestBody
            ?.content?.['application/json']?.schema;
        const body = c.example ? exampleValue(schema, 'body', () => vendor.vendorId!) : c.body;
        const before = new Set((await entriesFor(app, key)).map((e) => e.id));
        const res = c.form
          ? await sendForm(app, route.method as 'POST', c.url, { token: session.token, ...c.form })
          : await call(app, route.method as 'POST', c.url, { token: session.token, body });
        const added = (await entriesFor(app, key)).filter((e) => !before.has(e.id));
        const refused = UNREACHABLE[key];
        if (refused) {
          if (res.statusCode !== refused.status || added.length !== 0)
            failures.push(
              `${key} as ${role}: ${res.statusCode} and ${added.length} entries, listed as ${refused.status}`,
            );
          continue;
        }
        if (res.statusCode < 200 || res.statusCode >= 300) {
          failures.push(`${key} as ${role}: ${res.statusCode} ${JSON.stringify(res.body).slice(0, 300)}`);
          continue;
        }
        if (added.length !== 1) {
          failures.push(`${key} as ${role}: ${added.length} entries`);
          continue;
        }
        const entry = added[0]!;
        const seen = {
          route: entry.route,
          actorId: entry.actorId,
          asVendorId: entry.asVendorId,
          subjectId: entry.subjectId,
        };
        const wanted = {
          route: key,
          actorId: session.actorId,
          asVendorId: session.asVendorId,
          subjectId: typeof c.record === 'function' ? c.record(res.body) : c.record,
        };
        if (JSON.stringify(seen) !== JSON.stringify(wanted)) {
          failures.push(
            `${key} as ${role}: ${JSON.stringify(seen)} (${entry.subjectType}), wanted ${JSON.stringify(wanted)}`,
          );
          continue;
        }
        passed.add(key);
        calls++;
      }
    }
    expect(failures).toEqual([]);
    const pairs = app.auditedRoutes.reduce((n, r) => n + r.roles.length, 0);
    console.log(
      `audit completeness: ${passed.size} of ${keys.length} routes (${calls} of ${pairs} route and role pairs) answered 2xx with one entry naming route, actor, shop and record; unreachable: ${Object.keys(UNREACHABLE).join(', ') || 'none'}`,
    );
    expect(calls).toBe(pairs - Object.keys(UNREACHABLE).length);
    expect(passed.size).toBe(keys.length - Object.keys(UNREACHABLE).length);
  });
});
