import fc from 'fast-check';
import type { JsonSchema } from './operations.js';

/** Real values of the fuzz world, so generated requests reach past "not found". */
export type Pools = { ids: string[]; emails: string[]; texts: string[] };

/** A string sent as is in a URL (a percent-sequence that may not decode) rather than encoded. */
export type RawUrlText = { raw: string };

const nested = (depth: number, leaf: unknown, kind: 'array' | 'object'): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
};

/** Text chosen to break things: control characters, odd Unicode, huge, injection-shaped. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\u0001', '\u001b', '\ud800', '\udc00'))
      .map(([text, bad]) => `${text}${bad}`),
  },
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    'IT-\u0000',
    '\u0001\u0002\u001f',
    '\u007f\u0080\u009f',
    '\u202e\u202d',
    '\ud800',
    'x\udfff',
    '\ufeff\ufffe\uffff',
    '\u200b\u200d',
    'e\u0301\u0301\u0301',
    '😀'.repeat(500),
    'a'.repeat(100_000),
    '%00',
    '%',
    '_',
    '\\',
    "' OR '1'='1' --",
    '"; drop table users; --',
    '$' + '{7*7}{{7*7}}',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    'NaN',
    'Infinity',
    '-0',
    '1e308',
    '-1',
    '99999999999999999999999',
    '0x10',
    '',
    ' ',
    'null',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    '2026-02-30',
    '9999-12-31T23:59:59Z',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

/** Any JSON-ish value in place of what a field expects: wrong types, extreme numbers, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.constantFrom(1e308, -1e308, -0, 0, -1, 0.5, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 5e-324),
  fc.constantFrom(null, true, false, [], {}, [null], JSON.parse('{"__proto__":{"admin":true}}')),
  fc.constantFrom(
    nested(60, 'x', 'array'),
    nested(60, '\u0000', 'object'),
    Array.from({ length: 2000 }, (_, i) => i),
  ),
  fc.array(hostileText, { maxLength: 4 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

/** Percent-sequences that do not decode to valid UTF-8 (or decode to NUL), for URLs. */
export const rawUrlText: fc.Arbitrary<RawUrlText> = fc
  .constantFrom('%FF', '%C0%80', '%ED%A0%80', '%E2%82', '%00', '%%', '%2', '%u0000', 'a%2Fb', '%2e%2e%2f')
  .map((raw) => ({ raw }));

/** Whole bodies that are not what any route expects, sent as the raw JSON text. */
export const rawJsonBodies: fc.Arbitrary<string> = fc.constantFrom(
  '',
  '{',
  'null',
  '[]',
  '"\\u0000"',
  '1e400',
  '{"a":1e400}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"x":"${'\\ud800'}"}`,
);

const clampLength = (schema: JsonSchema) => {
  const min = schema.minLength ?? 0;
  return { minLength: min, maxLength: Math.max(min, Math.min(schema.maxLength ?? 24, 24)) };
};

/**
 * A value that fits the schema often enough to get past validation: enums, bounded numbers,
 * formats and patterns, the world's real ids and e-mails for uuid and e-mail fields.
 */
export function plausible(schema: JsonSchema, pools: Pools, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((s) => plausible(s, pools, depth)));
  if (schema.allOf?.length) return plausible(Object.assign({}, ...schema.allOf), pools, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return plausibleString(schema, pools);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1) + (type === 'integer' ? 1 : 0.01);
      const max = schema.maximum ?? schema.exclusiveMaximum ?? Math.max(min, 0) + 1000;
      const low = Math.max(min, -1e6);
      const high = Math.max(low, Math.min(max, low + 1e6));
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
        : fc.oneof(
            fc.integer({ min: Math.ceil(low), max: Math.floor(high) }),
            fc.double({ min: low, max: high, noNaN: true }),
          );
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return fc.array(plausible(schema.items ?? {}, pools, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      if (depth > 4 || !schema.properties) return fc.constant({});
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, prop] of Object.entries(schema.properties))
        model[key] = plausible(prop, pools, depth + 1);
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      // No type (an untyped array item, say): something shaped like this app's inputs.
      return depth > 4
        ? fc.constant(null)
        : fc.oneof(
            fc.record({ productId: fc.constantFrom(...pools.ids), quantity: fc.integer({ min: 1, max: 3 }) }),
            fc.constantFrom(...pools.ids),
            fc.string({ maxLength: 10 }),
          );
  }
}

function plausibleString(schema: JsonSchema, pools: Pools): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pools.ids) }, fc.uuid({ version: 4 }));
  }
  if (schema.format === 'email') return fc.constantFrom(...pools.emails);
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date') return fc.constantFrom('2026-01-15', '2025-12-31');
  if (schema.pattern) {
    try {
      const max = schema.maxLength ?? 200;
      return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, max));
    } catch {
      // A pattern JavaScript cannot compile: fall through to plain text.
    }
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.string(clampLength(schema)) },
    fc.constantFrom(...pools.emails, ...pools.texts).map((s) => s.padEnd(schema.minLength ?? 0, 'x')),
  );
}
