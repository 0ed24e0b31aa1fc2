import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { settings } from './settings.tables.js';

/** Every stored setting as key/value pairs. */
export async function readStoredSettings(db: DbOrTx): Promise<Record<string, unknown>> {
  const rows = await db.select().from(settings);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function upsertSettings(db: DbOrTx, entries: Array<[string, unknown]>, at: Date) {
  await db
    .insert(settings)
    .values(entries.map(([key, value]) => ({ key, value, updatedAt: at })))
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    });
}

/**
 * The stored settings for raw SQL of other modules (settings' contract): columns `key` and
 * `value` (jsonb). Use as `from ${settingRows} s`.
 */
export const settingRows = sql`(select ${settings.key} as key, ${settings.value} as value from ${settings})`;

/**
 * Every stored setting as one JSON object (key: value), a scalar subquery for another module's
 * select list, so a statement can carry the settings with its rows (read them with settingsFrom).
 */
export const storedSettingsJson = sql<Record<
  string,
  unknown
> | null>`(select json_object_agg(${settings.key}, ${settings.value}) from ${settings})`;
