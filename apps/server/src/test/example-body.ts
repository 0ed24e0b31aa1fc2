/**
 * Test support: the smallest body a JSON schema of the served OpenAPI document accepts, built from
 * its required properties (first enum value, minimum numbers, shortest strings of the right
 * format). `ids` fills uuid fields by name (`productIds` -> the product's id).
 */
type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  pattern?: string;
  default?: unknown;
};

export function exampleValue(
  schema: Schema | undefined,
  name: string,
  idFor: (name: string) => string,
): unknown {
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const usable = options.find((o) => o.type !== 'null') ?? options[0];
    return exampleValue(usable, name, idFor);
  }
  if (schema.allOf) return exampleValue(schema.allOf[0], name, idFor);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = exampleValue(schema.properties?.[key], key, idFor);
      return out;
    }
    case 'array': {
      const n = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: n }, () => exampleValue(schema.items, name.replace(/s$/, ''), idFor));
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.POSITIVE_INFINITY);
    }
    case 'boolean':
      return false;
    case 'string': {
      if (schema.format === 'uuid') return idFor(name);
      if (schema.format === 'email') return `audit-${Date.now()}@example.com`;
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      const text = `Audit ${name}`;
      return text.padEnd(schema.minLength ?? 0, 'x');
    }
    default:
      return null;
  }
}
