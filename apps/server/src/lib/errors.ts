import type { RefusedText } from '@market/domain';

export type ErrorDetail = { path: string; message: string };

/** A failure with an HTTP status, a machine code and a sentence for people; rendered by the errors plugin. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: ErrorDetail[], code = 'BAD_REQUEST') =>
  new AppError(400, code, message, details);
export const unauthorized = (message = 'Authentication required', code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do this', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT', extra?: Record<string, unknown>) =>
  new AppError(409, code, message, undefined, undefined, extra);
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(
    429,
    'RATE_LIMITED',
    message,
    undefined,
    { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
    {
      retryAfter: Math.max(1, retryAfterSeconds),
    },
  );

/** Narrows a lookup result, answering 404 when the row is missing (or belongs to someone else). */
export function orNotFound<T>(value: T | undefined | null, message = 'Not found'): T {
  if (value === undefined || value === null) throw notFound(message);
  return value;
}

/** The 400 for refused text found in an input a route parses by hand (a JSON body without a schema). */
export function refusedTextError(refused: RefusedText[]): AppError {
  const details = refused.map((r) => ({ path: r.path.join('.'), message: r.message }));
  const first = details[0]!;
  return badRequest(
    first.path ? `${first.message} (${first.path})` : first.message,
    details,
    'VALIDATION_FAILED',
  );
}
