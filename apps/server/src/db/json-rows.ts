import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A table row from its JSON form (`row_to_json`, `json_agg`): keys are column names, and each
 * value is decoded as the driver's would be (timestamps to Date, and so on).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
