import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { clientDbError, databaseUnavailable, isDatabaseUnavailable, pgErrorFacts } from '../lib/db-errors.js';
import { AppError, type ErrorDetail } from '../lib/errors.js';
import { REQUEST_ID_HEADER } from './request-id.js';

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * The router's own refusals, before any route runs, in the envelope too (Fastify's default
 * body is `{error, code, message, statusCode}` and quotes the path): a URL that does not
 * percent-decode (400) and a path segment longer than maxParamLength (414).
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, request, reply) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  // Refused before routing, so before the hooks: the request id header is set here.
  (reply as FastifyReply).header(REQUEST_ID_HEADER, request.id);
  (reply as FastifyReply).status(tooLong ? 414 : 400).send({
    success: false,
    message: tooLong ? 'A part of the URL is too long' : 'The URL is not valid',
    code: tooLong ? 'URI_TOO_LONG' : 'BAD_REQUEST',
  });
};

/** Renders every failure in the envelope of API.md: { success:false, message, code, details? }. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError | Error, request, reply) => {
    const route = `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
    // A database error a request's values caused (a value the schema let through that the
    // column refuses, a duplicate) is the client's 400 or 409; logged by SQLSTATE only.
    const fromDb = clientDbError(thrown);
    if (fromDb) request.log.warn({ db: pgErrorFacts(thrown), route }, 'database refused a value');
    // The database is down, restarting or not answering in time: 503, never a 500 or a hang.
    const unavailable = !fromDb && isDatabaseUnavailable(thrown);
    if (unavailable) request.log.warn({ err: thrown, route }, 'database unavailable');
    const error = fromDb ?? (unavailable ? databaseUnavailable() : thrown);
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
        ...(error.extra ?? {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path that names nothing (a malformed id in the URL) is a resource that does not exist:
      // 404 with the schema's "... not found" message, never a 400 that invites a retry.
      if ((error as FastifyError).validationContext === 'params') {
        const said = error.validation.map((v) => v.message ?? '').find((m) => /not found$/i.test(m));
        return reply.status(404).send({ success: false, message: said ?? 'Not found', code: 'NOT_FOUND' });
      }
      const details: ErrorDetail[] = error.validation.map((v) => {
        const base = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const keys = (v.params as { keys?: string[] } | undefined)?.keys;
        if (v.keyword === 'unrecognized_keys' && keys?.length) {
          const path = keys.map((k) => (base ? `${base}.${k}` : k)).join(', ');
          return { path, message: `Unknown field: ${keys.join(', ')}` };
        }
        return { path: base, message: v.message ?? 'Invalid value' };
      });
      const first = details[0];
      return reply.status(400).send({
        success: false,
        message: first
          ? first.path
            ? `${first.message} (${first.path})`
            : first.message
          : 'Invalid request',
        code: 'VALIDATION_FAILED',
        details,
      });
    }
    if (error instanceof ResponseSerializationError) {
      request.log.error(
        { err: error, issues: error.cause?.issues, route },
        'response did not match its schema',
      );
      return reply.status(500).send({ success: false, message: 'Internal server error', code: 'INTERNAL' });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      if (status === 429) {
        const retry = reply.getHeader('retry-after');
        return reply.status(429).send({
          success: false,
          message: 'Too many requests. Please try again later.',
          code: 'RATE_LIMITED',
          ...(retry ? { retryAfter: Number(retry) } : {}),
        });
      }
      const message =
        (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        (error as FastifyError).code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON'
          : error.message;
      return reply.status(status).send({
        success: false,
        message,
        code: STATUS_CODES[status] ?? (error as FastifyError).code ?? 'BAD_REQUEST',
      });
    }
    // The logger's err serializer (lib/error-log.ts) keeps SQL and values out of the log.
    request.log.error({ err: error, route }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Internal server error', code: 'INTERNAL' });
  });
}
