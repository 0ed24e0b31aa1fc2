import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.js';
import { operationsOf } from './operations.js';
import { type FuzzRequest, render, requestsFor, sweepFor } from './requests.js';
import { buildWorld, type FuzzRole, mintToken, otherTenantHash } from './world.js';

/**
 * Replay a failure with the seed it prints: FUZZ_SEED=<seed> (and FUZZ_RUNS, the requests per
 * operation and role; FUZZ_BUDGET_MS, after which each remaining operation and role gets one).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 40_000);
const ROLES: FuzzRole[] = ['anonymous', 'customer', 'vendor', 'admin'];

/** Sends one request; a response still streaming after a moment (server-sent events) counts as its status. */
async function send(app: FastifyInstance, request: FuzzRequest, token?: string) {
  const res = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    payload: request.payload,
    headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payloadAsStream: true,
  });
  const stream = res.stream();
  const chunks: Buffer[] = [];
  const ended = new Promise<boolean>((resolve) => {
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(true));
    stream.on('error', () => resolve(true));
    setTimeout(() => resolve(false), 1000).unref();
  });
  if (!(await ended)) stream.destroy();
  const body = Buffer.concat(chunks).toString('utf8');
  return { statusCode: res.statusCode, body: body.slice(0, 300), envelope: isErrorEnvelope(body) };
}

/** API.md's failure body: { success: false, message, code, details? }. */
function isErrorEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { success?: unknown; message?: unknown; code?: unknown };
    return parsed.success === false && typeof parsed.message === 'string' && typeof parsed.code === 'string';
  } catch {
    return false;
  }
}

const short = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}...(${text.length})` : text);

/**
 * Warnings of the error handler: a database error a request caused, answered 400/409 by the
 * mapping. Not a failure, but a sign that a schema lets through what a column refuses.
 */
const dbRefusals = new Map<string, number>();
const warnings = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as { msg?: string; route?: string; db?: { code?: string } };
      if (entry.msg !== 'database refused a value') continue;
      const key = `${entry.route} ${entry.db?.code}`;
      dbRefusals.set(key, (dbRefusals.get(key) ?? 0) + 1);
    }
    done();
  },
});

describe('fuzz pass over every operation of the OpenAPI document', () => {
  const t = useTestApp({ logger: { level: 'warn', stream: warnings } });

  it('answers no 5xx to hostile input in any role and changes no other tenant rows', {
    timeout: 300_000,
  }, async () => {
    const app = t().app;
    const operations = operationsOf(app.swagger());
    expect(operations.length).toBeGreaterThan(50);
    const world = await buildWorld(app);
    const serverErrors: string[] = [];
    const notEnvelopes: string[] = [];
    const tenantChanges: string[] = [];
    let requests = 0;
    const byClass: Record<string, number> = {};
    const started = Date.now();

    for (const [r, role] of ROLES.entries()) {
      // An admin may change any tenant's rows; every other role must leave them alone. Checked
      // around each writing operation, and around the whole pass of the role (reads included).
      const watch = role !== 'admin';
      const atStart = watch ? await otherTenantHash(app, world) : undefined;
      for (const [i, op] of operations.entries()) {
        const token = role === 'anonymous' ? undefined : await mintToken(app, world.users[role], role);
        const before = watch && op.method !== 'GET' ? await otherTenantHash(app, world) : undefined;
        const numRuns = Date.now() - started > BUDGET_MS ? 1 : RUNS;
        const seed = SEED + r * 100_003 + i * 101;
        const batch = [
          ...sweepFor(op, world.pools, seed),
          ...fc.sample(requestsFor(op, world.pools), { numRuns, seed }),
        ];
        for (const generated of batch) {
          const request = await render(op, generated);
          const res = await send(app, request, token);
          requests++;
          const statusClass = `${String(res.statusCode)[0]}xx`;
          byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
          if (process.env.FUZZ_TRACE)
            console.log(
              res.statusCode,
              role,
              op.method,
              request.url.slice(0, 120),
              request.mutation,
              res.body.slice(0, 120),
            );
          if (res.statusCode >= 400 && res.statusCode < 500 && !res.envelope) {
            notEnvelopes.push(
              `${res.statusCode} ${role} ${op.method} ${op.path} [${request.mutation}]: ${res.body}`,
            );
          }
          if (res.statusCode >= 500) {
            serverErrors.push(
              `${res.statusCode} ${role} ${op.method} ${op.path} [${request.mutation}] seed ${seed}: ` +
                `${short(request.url)} ${short(String(request.payload ?? ''))} -> ${res.body}`,
            );
          }
        }
        if (before && before !== (await otherTenantHash(app, world))) {
          tenantChanges.push(`${role} ${op.method} ${op.path} seed ${seed}`);
        }
      }
      if (atStart && atStart !== (await otherTenantHash(app, world)))
        tenantChanges.push(`${role} (whole pass)`);
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz: seed ${SEED}, ${operations.length} operations x ${ROLES.length} roles, ` +
        `${requests} requests in ${seconds} s (${JSON.stringify(byClass)}), ` +
        `${serverErrors.length} 5xx, ${tenantChanges.length} tenant changes`,
    );
    if (dbRefusals.size > 0)
      console.log('fuzz: answered by the database error mapping:', Object.fromEntries(dbRefusals));
    expect(serverErrors).toEqual([]);
    expect(notEnvelopes.slice(0, 20)).toEqual([]);
    expect(tenantChanges).toEqual([]);
  });
});
