import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `(select "t"."a" as "a", ... from "t")`: the named columns of a table under their SQL names, as a
 * subquery that another module's statement joins (`from ${partRows} p`), so the owner decides which
 * columns others see and a rename fails at type check in the owner's file (decision 0039); without
 * `keys`, every column (a read model such as the analytics rollups).
 * PostgreSQL pulls such a plain projection up into the statement, so the plan is the table's own.
 */
export function columnsOf<T extends PgTable>(table: T, keys?: (keyof T['_']['columns'] & string)[]): SQL {
  const columns = getTableColumns(table) as Record<string, T['_']['columns'][string]>;
  return sql`(select ${sql.join(
    (keys ?? Object.keys(columns)).map((k) => sql`${columns[k]!} as ${sql.identifier(columns[k]!.name)}`),
    sql`, `,
  )} from ${table})`;
}

/**
 * `"table"."column"`, qualified wherever it is written. Drizzle writes a column unqualified in a
 * select field of a one-table statement, so a correlated subquery there that names the outer
 * table's column must qualify it itself (inside it, an unqualified `id` is the inner table's).
 */
export function qualified(table: PgTable, column: { name: string }): SQL {
  return sql`${table}.${sql.identifier(column.name)}`;
}
