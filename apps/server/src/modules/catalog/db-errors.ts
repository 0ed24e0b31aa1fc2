/** The PostgreSQL error behind a driver or Drizzle error (they wrap it in `cause`). */
function pgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause as typeof current;
  }
  return undefined;
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
    String((e as Error).message ?? '').includes(constraint)
  );
}

/** True for a CHECK-constraint violation. */
export function isCheckViolation(error: unknown): boolean {
  return pgError(error)?.code === '23514';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that cannot be a row's id are treated as unknown (404) instead of failing the query. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** True for a foreign-key violation (a row still referenced, or a reference to a missing row). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgError(error)?.code === '23503';
}
