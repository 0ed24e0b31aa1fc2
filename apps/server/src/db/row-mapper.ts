import { Column, getTableName, is, SQL } from 'drizzle-orm';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
export type OrderedField = { path: string[]; field: unknown };

type WithDecoder = { decoder: Decoder };

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  // `decoder` is internal to drizzle's SQL (what `mapWith` sets).
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder;
  const f = field as { _?: { sql: WithDecoder }; sql?: WithDecoder };
  return (f._?.sql ?? f.sql)!.decoder;
}

/**
 * Drizzle's row mapping, with the per-field work done once instead of on every row: the
 * library's `mapResultRow` re-checks each field's class and re-reads its path for every value,
 * which on the list endpoints cost more than parsing the rows. Same result, including the
 * nulling of a left-joined table's nested object when its columns came back null.
 */
export function compileRowMapper(
  fields: OrderedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): (rows: unknown[][]) => Record<string, unknown>[] {
  const plan = fields.map(({ path, field }) => ({
    path,
    parents: path.slice(0, -1),
    leaf: path[path.length - 1]!,
    decoder: decoderOf(field),
    // Drizzle nulls `{ table: {...} }` selections of left-joined tables.
    joinedTable:
      joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(field.table) : null,
  }));
  const nests = plan.some((p) => p.parents.length > 0);
  return (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      let nullify: Record<string, string | false> | undefined;
      for (let i = 0; i < plan.length; i++) {
        const p = plan[i]!;
        const raw = row[i];
        const value = raw === null ? null : p.decoder.mapFromDriverValue(raw);
        let node = result;
        if (nests)
          for (const chunk of p.parents) {
            if (!(chunk in node)) node[chunk] = {};
            node = node[chunk] as Record<string, unknown>;
          }
        node[p.leaf] = value;
        if (p.joinedTable !== null) {
          nullify ??= {};
          const name = p.path[0]!;
          if (!(name in nullify)) nullify[name] = value === null ? p.joinedTable : false;
          else if (typeof nullify[name] === 'string' && nullify[name] !== p.joinedTable)
            nullify[name] = false;
        }
      }
      if (nullify)
        for (const [name, table] of Object.entries(nullify))
          if (typeof table === 'string' && !joinsNotNullableMap![table]) result[name] = null;
      return result;
    });
}
