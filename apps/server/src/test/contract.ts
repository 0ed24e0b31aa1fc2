import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

type Schema = Record<string, unknown>;
type Response = { $ref?: string; content?: Record<string, { schema?: Schema }> };
type Operation = { operationId?: string; responses: Record<string, Response> };
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses?: Record<string, Response>; schemas?: Record<string, Schema> };
};

/** What one test file's app checked, written for the global teardown to add up. */
export type ContractRecord = { operations: string[]; totalOperations: number; responses: number };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** '/api/orders/:id/events' -> '/api/orders/{id}/events' */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Replaces `#/components/...` references with what they point at (the document has no cycles). */
function inline(value: unknown, doc: OpenApi): unknown {
  if (Array.isArray(value)) return value.map((v) => inline(v, doc));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/')) {
    const [, , kind, name] = ref.split('/');
    const target = (doc.components as Record<string, Record<string, unknown>>)[kind!]?.[name!];
    if (!target) throw new Error(`unresolved reference ${ref}`);
    return inline(target, doc);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inline(v, doc)]));
}

/**
 * One validator per distinct schema for all the test files a worker runs (they share a module graph,
 * apps/server/vitest.config.ts): compiling was the costly part of the check (about 0.1 s of CPU per
 * test app), and the apps document the same responses. Keyed by the schema's JSON, so a response
 * whose schema differs gets its own validator.
 */
let sharedAjv: Ajv2020 | undefined;
const compiledSchemas = new Map<string, ValidateFunction>();

function validatorFor(schema: Schema): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiledSchemas.get(key);
  if (!validate) {
    if (!sharedAjv) {
      sharedAjv = new Ajv2020({ strict: false, allErrors: true });
      addFormats.default(sharedAjv);
    }
    validate = sharedAjv.compile(schema);
    compiledSchemas.set(key, validate);
  }
  return validate;
}

/**
 * Checks every response of an app against its own OpenAPI document: the operation is in the
 * document, the status is documented for it, the content type is one it documents, and a JSON body
 * matches the documented schema. Hidden routes (uploads, swagger UI, the dev mailbox page) and
 * requests that match no route (the not-found handler) are outside the document and skipped;
 * streamed bodies (CSV, files) are checked for their status and content type only. Mismatches are
 * collected, never thrown from the hook, so the test sees the real response; `finish` reports them.
 */
export function installContractCheck(app: FastifyInstance) {
  const validators = new Map<string, ValidateFunction>();
  const covered = new Set<string>();
  const mismatches: string[] = [];
  let doc: OpenApi | undefined;
  let responses = 0;

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url || request.method === 'HEAD' || request.routeOptions.schema?.hide) return payload;
    const method = request.method.toLowerCase();
    const where = `${request.method} ${url} -> ${reply.statusCode}`;
    try {
      doc ??= app.swagger() as unknown as OpenApi;
      const operation = doc.paths[openApiPath(url)]?.[method];
      if (!operation) {
        mismatches.push(`${where}: the operation is not in the document`);
        return payload;
      }
      responses++;
      covered.add(`${method} ${openApiPath(url)}`);
      const status = String(reply.statusCode);
      const documented = operation.responses[status] ?? operation.responses[`${status[0]}XX`];
      if (!documented) {
        const listed = Object.keys(operation.responses).join(', ');
        mismatches.push(`${where}: status not documented (documented: ${listed})`);
        return payload;
      }
      const response = inline(documented, doc) as Response;
      const type = String(reply.getHeader('content-type') ?? '')
        .split(';')[0]!
        .trim();
      const content = response.content;
      if (!content) {
        const empty = payload === null || payload === undefined || payload === '';
        if (!empty) mismatches.push(`${where}: a body the document does not describe`);
        return payload;
      }
      if (!type) return payload;
      const media = content[type];
      if (!media) {
        const listed = Object.keys(content).join(', ');
        mismatches.push(`${where}: content type ${type} not documented (documented: ${listed})`);
        return payload;
      }
      if (type !== 'application/json' || !media.schema) return payload;
      const text =
        typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
      if (text === null) return payload;
      const key = `${method} ${url} ${status}`;
      let validate = validators.get(key);
      if (!validate) {
        validate = validatorFor(media.schema);
        validators.set(key, validate);
      }
      if (!validate(JSON.parse(text))) {
        const errors = (validate.errors ?? [])
          .slice(0, 5)
          .map(
            (e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
          );
        mismatches.push(`${where}: body does not match the schema: ${errors.join('; ')}`);
      }
    } catch (error) {
      mismatches.push(`${where}: the check failed: ${(error as Error).message}`);
    }
    return payload;
  });

  return {
    /** Writes this app's counts for the teardown and throws if any response broke the contract. */
    finish(recordDir: string | undefined) {
      if (recordDir && doc) {
        const totalOperations = Object.values(doc.paths).reduce(
          (n, item) => n + Object.keys(item).filter((m) => METHODS.includes(m)).length,
          0,
        );
        const record: ContractRecord = { operations: [...covered], totalOperations, responses };
        const file = path.join(
          recordDir,
          `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`,
        );
        fs.writeFileSync(file, JSON.stringify(record));
      }
      if (mismatches.length > 0) {
        const unique = [...new Set(mismatches)];
        throw new Error(
          `${unique.length} response(s) do not match the OpenAPI document:\n  ${unique.slice(0, 30).join('\n  ')}`,
        );
      }
    },
  };
}
