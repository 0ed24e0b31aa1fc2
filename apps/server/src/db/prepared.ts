import { createHash } from 'node:crypto';
import { type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { compileRowMapper, type OrderedField } from './row-mapper.js';

/**
 * A LIMIT or OFFSET value of a named statement: `(select $n::int)`. With a bare parameter,
 * PostgreSQL costs the generic plan for a tenth of the table but each custom plan for the rows
 * actually asked, finds the generic one dearer and plans every call again (0.3-0.6 ms). Behind a
 * subquery both are costed alike, so after its first five calls the statement keeps its generic
 * plan (pg_prepared_statements: generic_plans grows, custom_plans stays at 5). `named` false gives
 * the bare placeholder, for a statement planned per call.
 */
export function pageParam(name: string, named = true): Placeholder {
  if (!named) return sql.placeholder(name);
  // Drizzle's limit() and offset() take a number or a placeholder; they render any SQL given.
  return sql`(select ${sql.placeholder(name)}::int)` as unknown as Placeholder;
}

type Prepared<T> = { execute(values?: Record<string, unknown>): Promise<T> };
const preparedByDb = new WeakMap<object, Map<string, Prepared<unknown>>>();

/**
 * A query built once per database and kept: later calls skip the query builder. `named` makes
 * it a named prepared statement, parsed and planned once per connection: name a statement only
 * after checking its generic plan against custom ones (bench/catalog/generic-plans.ts); leave it
 * off where the values change the best plan (a search, a price range). A named statement with a
 * LIMIT or OFFSET writes them with `pageParam`, or PostgreSQL plans it again on every call.
 */
export function prepared<T>(
  db: DbOrTx,
  key: string,
  build: () => { prepare(name: string): Prepared<T> },
  opts: { named?: boolean } = {},
): Prepared<T> {
  let cache = preparedByDb.get(db);
  if (!cache) {
    cache = new Map();
    preparedByDb.set(db, cache);
  }
  let query = cache.get(key) as Prepared<T> | undefined;
  if (!query) {
    const name = opts.named ? `q_${createHash('sha1').update(key).digest('hex').slice(0, 20)}` : '';
    query = build().prepare(name);
    // Drizzle keeps the selected fields on the prepared query; map its rows with a mapper
    // compiled once for them (see row-mapper.ts).
    const internals = query as unknown as {
      fields?: OrderedField[];
      joinsNotNullableMap?: Record<string, boolean>;
      customResultMapper?: (rows: unknown[][]) => unknown;
    };
    if (internals.fields && !internals.customResultMapper)
      internals.customResultMapper = compileRowMapper(internals.fields, internals.joinsNotNullableMap);
    cache.set(key, query as Prepared<unknown>);
  }
  return query;
}
