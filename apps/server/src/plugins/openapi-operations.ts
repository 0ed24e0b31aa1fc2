import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { routeAccess } from './auth.js';

/** Error statuses a route may declare beside its definition (the common ones are derived). */
export type ErrorStatus = 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Error statuses this route answers besides those derived from its definition: 400 when it
     * takes input, 401 when it reads a session, 403 when it requires a role, 404 when its path has
     * parameters, 413 and 415 when it takes a body, 429 when rate limited, 500 and 503 everywhere.
     */
    errors?: readonly ErrorStatus[];
    /** The fields of a multipart/form-data body the handler reads itself (a JSON Schema object). */
    form?: { properties: Record<string, unknown>; required?: string[] };
  }
}

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: `details` names each field and what is wrong with it',
  401: 'Not signed in, or the session expired',
  402: 'The payment was declined',
  403: 'Signed in with another role, or a new password must be set first',
  404: 'Not found (or not yours)',
  409: 'Conflicts with the current state (duplicate, limit reached, illegal transition)',
  413: 'The body, a file or a field is too large, or too many files',
  415: 'Unsupported content type, or a file of a type the field does not accept',
  429: 'Too many requests: try again after `Retry-After` seconds',
  500: 'Unexpected server error',
  503: 'The database (or another service the server needs) is unavailable: try again after `Retry-After` seconds',
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };
type Schema = Record<string, unknown>;

/** The error statuses of a route, from its definition plus the ones it declares. */
export function errorStatuses(route: RouteOptions, schema: Schema, url: string): number[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const takesBody = methods.some((m) => BODY_METHODS.has(m)) || Boolean(schema.body || schema.form);
  const takesInput = takesBody || Boolean(schema.querystring || schema.params || schema.headers);
  const access = routeAccess(route.onRequest);
  const statuses = new Set<number>([500, 503, ...((schema.errors as number[] | undefined) ?? [])]);
  if (takesInput) statuses.add(400);
  if (access) statuses.add(401);
  if (access?.kind === 'roles') statuses.add(403);
  if (url.includes(':')) statuses.add(404);
  if (takesBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (route.config?.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The per-route transform: the zod schemas become JSON Schema (fastify-type-provider-zod), then the
 * operation gets its security (`[]` public, bearer required, or optional), `x-roles`, its error
 * statuses (`x-errors`, turned into responses by `completeDocument`), a multipart body and the
 * content type of a non-JSON success.
 */
export function transformOperation(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const schema = { ...(result.schema as Schema) };
  if (schema.hide) return { ...result, schema };
  const { route } = input;
  const access = routeAccess(route.onRequest);
  schema.security = !access ? [] : access.kind === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }];
  if (access?.kind === 'roles') schema['x-roles'] = access.roles;
  schema['x-errors'] = errorStatuses(route, (input.schema ?? {}) as Schema, input.url);
  const form = schema.form as { properties: Record<string, unknown>; required?: string[] } | undefined;
  if (form) {
    schema.body = { type: 'object', properties: form.properties, required: form.required };
    schema.consumes = ['multipart/form-data', ...((schema.consumes as string[] | undefined) ?? [])];
  }
  const produces = schema.produces as string[] | undefined;
  if (produces && !schema.response) {
    const content = Object.fromEntries(produces.map((type) => [type, { schema: { type: 'string' } }]));
    schema.response = { 200: { description: 'Success', content } };
  }
  delete schema.errors;
  delete schema.form;
  delete schema.produces;
  return { ...result, schema };
}

type Operation = { responses?: Record<string, unknown>; 'x-errors'?: number[] } & Record<string, unknown>;
type Document = { paths?: Record<string, Record<string, Operation>> } & Record<string, unknown>;

/** Turns each operation's `x-errors` into responses carrying the shared error schema. */
export function completeDocument(document: object): Document {
  const openapiObject = (document as { openapiObject?: Partial<Document> }).openapiObject ?? {};
  const paths: Document['paths'] = {};
  for (const [path, item] of Object.entries(openapiObject.paths ?? {})) {
    const operations: Record<string, Operation> = {};
    for (const [method, operation] of Object.entries(item)) {
      const { 'x-errors': errors = [], ...rest } = operation;
      const responses = { ...rest.responses };
      for (const [status, response] of Object.entries(responses)) {
        if (
          status.startsWith('2') &&
          (response as { description?: string }).description === 'Default Response'
        )
          responses[status] = { ...(response as object), description: 'Success' };
      }
      for (const status of errors) responses[status] = { $ref: `#/components/responses/Error${status}` };
      operations[method] = { ...rest, responses };
    }
    paths[path] = operations;
  }
  const components = (openapiObject.components ?? {}) as Record<string, Record<string, unknown>>;
  return {
    ...openapiObject,
    paths,
    components: {
      ...components,
      schemas: { ...components.schemas, ErrorEnvelope: errorEnvelopeSchema },
      responses: {
        ...components.responses,
        ...Object.fromEntries(
          Object.entries(ERROR_DESCRIPTIONS).map(([status, description]) => [
            `Error${status}`,
            {
              description,
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
            },
          ]),
        ),
      },
    },
  };
}

/** The error envelope of every failure (plugins/errors.ts); some codes add context fields. */
const errorEnvelopeSchema = {
  type: 'object',
  description:
    'Every failure: `{ success:false, message, code, details? }`. Some codes add context, e.g. ' +
    '`retryAfter` (429), `currentStock` (STOCK_CHANGED), `from`/`to` (ILLEGAL_TRANSITION).',
  properties: {
    success: { type: 'boolean', enum: [false] },
    message: { type: 'string' },
    code: { type: 'string' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
        required: ['path', 'message'],
        additionalProperties: false,
      },
    },
    retryAfter: { type: 'integer', minimum: 1 },
  },
  required: ['success', 'message', 'code'],
  additionalProperties: true,
};
