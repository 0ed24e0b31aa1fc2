import { createHash } from 'node:crypto';
import type { DbOrTx } from './client.js';
import { compileRowMapper, type OrderedField } from './row-mapper.js';

type Prepared<T> = { execute(values?: Record<string, unknown>): Promise<T> };
const preparedByDb = new WeakMap<object, Map<string, Prepared<unknown>>>();

/**
 * A query built once per database and kept: later calls skip the query builder. `named` makes
 * it a named prepared statement, parsed and planned once per connection: its generic plan is
 * always used on PostgreSQL (plan_cache_mode, db/client.ts), so name a statement only after
 * checking that plan against custom ones (bench/catalog/generic-plans.ts); leave it off where the
 * values change the best plan (a search, a price range).
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
