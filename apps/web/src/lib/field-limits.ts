import { maxLengthOf } from '@market/domain';

type Def = { type?: string; in?: unknown; innerType?: unknown };

/** The fields of an object schema, looking through pipe (transform) and wrapper schemas. */
function shapeOf(schema: unknown): Record<string, unknown> | undefined {
  const s = schema as { shape?: Record<string, unknown>; _zod?: { def?: Def } } | undefined;
  if (!s) return undefined;
  if (s.shape) return s.shape;
  const def = s._zod?.def;
  if (def?.type === 'pipe') return shapeOf(def.in);
  return def?.innerType ? shapeOf(def.innerType) : undefined;
}

/**
 * The `maxLength` of a form field, read from the schema the server validates with (its `.max()`),
 * or undefined when the field is not bounded text. Issue 16: inputs carry the server's limits.
 */
export function fieldMaxLength(schema: unknown, name: string): number | undefined {
  return maxLengthOf(shapeOf(schema)?.[name]);
}

/**
 * Adds the schema's `maxLength` to a react-hook-form registration:
 * `const limit = limitedBy(schema)`, then `<Input {...limit(register('name'))} />`.
 */
export function limitedBy(schema: unknown) {
  return <R extends { name: string }>(registration: R): R & { maxLength?: number } => {
    const maxLength = fieldMaxLength(schema, registration.name);
    return maxLength === undefined ? registration : { ...registration, maxLength };
  };
}
