import { pino } from 'pino';
import { pgErrorFacts } from './db-errors.js';

type Chain = { name?: unknown; query?: unknown; params?: unknown; cause?: unknown; stack?: unknown };

/** True when the error or one of its causes is a failed query (Drizzle keeps the SQL and its values). */
function isQueryError(error: unknown): boolean {
  let current = error as Chain | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if (typeof current.query === 'string' || Array.isArray(current.params)) return true;
    current = current.cause as Chain | undefined;
  }
  return false;
}

/** The stack's frames only: its first lines repeat the message, which may quote values. */
function framesOf(error: unknown): string {
  const stack = (error as Chain | undefined)?.stack;
  if (typeof stack !== 'string') return '';
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.join('\n');
}

/**
 * The logger's `err` serializer. A database error (PostgreSQL's or Drizzle's failed query) is
 * logged as its SQLSTATE and the names it involves (constraint, table, column, routine) and
 * its stack frames: never its message, detail, SQL or parameters, which quote the request's
 * values (personal data, secrets). Other errors keep pino's standard shape.
 */
export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function serializeError(error: Error): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error), stack: '' };
  const facts = pgErrorFacts(error);
  if (!facts && !isQueryError(error)) return pino.stdSerializers.err(error as Error);
  const name = typeof error.name === 'string' ? error.name : 'Error';
  return {
    type: name,
    message: facts ? `database error ${facts.code}` : 'database query failed',
    ...(facts ?? {}),
    stack: framesOf(error),
  };
}

export const logSerializers = { err: serializeError };
