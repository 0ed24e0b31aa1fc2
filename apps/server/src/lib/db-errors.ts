import { AppError } from './errors.js';

/** What a PostgreSQL error says about itself, without its message or detail (they quote values). */
export type PgErrorFacts = {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
};

type MaybePg = {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  message?: unknown;
  cause?: unknown;
};

/** The PostgreSQL error behind a driver or Drizzle error (they wrap it in `cause`). */
function pgError(error: unknown): MaybePg | undefined {
  let current = error as MaybePg | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause as MaybePg | undefined;
  }
  return undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The SQLSTATE and the names involved (constraint, table, column, routine) of a database error. */
export function pgErrorFacts(error: unknown): PgErrorFacts | undefined {
  const e = pgError(error);
  if (!e) return undefined;
  return {
    code: e.code as string,
    constraint: text(e.constraint),
    table: text(e.table),
    column: text(e.column),
    routine: text(e.routine),
  };
}

/** True for a unique-constraint violation, optionally of one named index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  if (e?.code !== '23505') return false;
  if (!constraint) return true;
  // PGlite may not fill `constraint`; fall back to the message, which names the index.
  return (
    e.constraint === constraint ||
    String((error as Error).message ?? '').includes(constraint) ||
    String(e.message ?? '').includes(constraint)
  );
}

/** True for a CHECK-constraint violation. */
export function isCheckViolation(error: unknown): boolean {
  return pgError(error)?.code === '23514';
}

/** True for a foreign-key violation (a row still referenced, or a reference to a missing row). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgError(error)?.code === '23503';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that cannot be a row's id are treated as unknown (404) instead of failing the query. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

const INVALID = 'INVALID_VALUE';

/** Messages for the SQLSTATEs a request's values can cause; the class default comes last. */
const BY_CODE: Record<string, [status: 400 | 409, code: string, message: string]> = {
  '22001': [400, INVALID, 'A value is too long'],
  '22003': [400, INVALID, 'A number is out of range'],
  '22007': [400, INVALID, 'A date or time is not valid'],
  '22008': [400, INVALID, 'A date or time is out of range'],
  '22021': [400, INVALID, 'The request contains text that cannot be stored'],
  '22P02': [400, INVALID, 'A value does not have the expected format'],
  '22P05': [400, INVALID, 'The request contains text that cannot be stored'],
  '23502': [400, INVALID, 'A required value is missing'],
  '23514': [400, INVALID, 'A value is outside what is allowed'],
  '23505': [409, 'CONFLICT', 'This conflicts with an existing record'],
  '23503': [409, 'CONFLICT', 'This refers to a record that does not exist or is still in use'],
  '23P01': [409, 'CONFLICT', 'This conflicts with an existing record'],
  '40001': [409, 'CONFLICT', 'The request conflicted with another one; please try again'],
  '40P01': [409, 'CONFLICT', 'The request conflicted with another one; please try again'],
  '54000': [400, INVALID, 'A value is too large'],
};

/**
 * The 400 or 409 for a database error that a request's values caused (data exceptions, class
 * 22; integrity violations, class 23; serialization conflicts; values too large), or undefined
 * for errors that are the server's fault. The reply carries no SQL and no values.
 */
export function clientDbError(error: unknown): AppError | undefined {
  const facts = pgErrorFacts(error);
  if (!facts) return undefined;
  const known = BY_CODE[facts.code];
  if (known) return new AppError(known[0], known[1], known[2]);
  if (facts.code.startsWith('22')) return new AppError(400, INVALID, 'A value is not valid');
  if (facts.code.startsWith('23')) return new AppError(409, 'CONFLICT', 'This conflicts with existing data');
  return undefined;
}

/** Node socket errors of a connection to the database that failed or broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** pg's own messages for a lost connection and for its connection and query timeouts. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error and is not queryable|Connection terminated unexpectedly)/;

/**
 * True when a failure means the database is unreachable or not answering in time, not that the
 * request or the server code is wrong: connection exceptions (SQLSTATE class 08), a server shutting
 * down or starting (57P01-57P03), a statement cancelled by statement_timeout (57014), and the
 * driver's socket errors and timeouts. Such requests answer 503 (plugins/errors.ts).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift() as
      | { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
      | undefined;
    if (!current || typeof current !== 'object' || seen.has(current) || seen.size > 10) continue;
    seen.add(current);
    const code = typeof current.code === 'string' ? current.code : '';
    if (code.startsWith('08') && code.length === 5) return true;
    if (code === '57P01' || code === '57P02' || code === '57P03' || code === '57014') return true;
    if (NETWORK_CODES.has(code)) return true;
    if (typeof current.message === 'string' && LOST_CONNECTION.test(current.message)) return true;
    queue.push(current.cause);
    if (Array.isArray(current.errors)) queue.push(...current.errors);
  }
  return false;
}

/** The 503 every request answers while the database is unreachable. */
export function databaseUnavailable(): AppError {
  return new AppError(
    503,
    'DATABASE_UNAVAILABLE',
    'The database is unavailable; try again in a moment',
    undefined,
    { 'retry-after': '5' },
  );
}
