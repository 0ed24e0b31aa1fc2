import type { z } from 'zod';

/**
 * The longest search text every list endpoint accepts; the search boxes take no more (issue 16:
 * inputs carry the server's limits, so a 5,000-character search cannot be typed).
 */
export const SEARCH_MAX_LENGTH = 200;
/** The category list's search (a shorter field: category names are at most 100 characters). */
export const CATEGORY_SEARCH_MAX_LENGTH = 100;

type Def = { type?: string; innerType?: unknown; in?: unknown; out?: unknown };

/**
 * The longest text a schema accepts (its `.max()`), looking through optional, nullable, default and
 * pipe (preprocess) wrappers; undefined when the schema is not bounded text. The web gives its
 * inputs `maxLength` from the very schema the server validates with.
 */
export function maxLengthOf(schema: unknown): number | undefined {
  const s = schema as { maxLength?: number | null; _zod?: { def?: Def } } | undefined;
  if (!s) return undefined;
  if (typeof s.maxLength === 'number') return s.maxLength;
  const def = s._zod?.def;
  if (!def) return undefined;
  if (def.type === 'pipe') return maxLengthOf(def.out) ?? maxLengthOf(def.in);
  return def.innerType ? maxLengthOf(def.innerType) : undefined;
}

/** `maxLength` of each bounded text field of an object schema, for a form's inputs. */
export function textLimits<T extends z.ZodObject>(
  schema: T,
): Partial<Record<keyof T['shape'] & string, number>> {
  const out: Partial<Record<string, number>> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const max = maxLengthOf(field);
    if (max !== undefined) out[key] = max;
  }
  return out as Partial<Record<keyof T['shape'] & string, number>>;
}
