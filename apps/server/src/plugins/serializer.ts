import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * How replies become JSON (decision 0014).
 *
 * - `checked` (development and tests): fastify-type-provider-zod encodes every reply with its
 *   zod schema, so a handler that sends the wrong shape fails loudly; the contract test then
 *   checks the text against the OpenAPI document.
 * - `compiled` (production): one fast-json-stringify function per response schema, built once
 *   from the schema's JSON Schema (the same one the OpenAPI document shows). It writes only the
 *   schema's properties, like the zod encode it replaces, without re-validating every reply. A
 *   schema JSON Schema cannot express (a transform) keeps the checked serializer.
 */
export type ReplySerializer = 'checked' | 'compiled';

type JsonSchema = { [key: string]: unknown };

/**
 * zod writes a nullable value as `anyOf: [X, {type: 'null'}]`, which fast-json-stringify decides
 * by running a validator on every value; `type: [X's type, 'null']` says the same and is
 * written directly (3 times faster on a storefront page).
 */
function simplifyNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullables);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplifyNullables(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && other && typeof other.type === 'string' && !other.anyOf && !other.oneOf) {
      const { anyOf: _drop, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

export function compileReplySerializer(schema: ZodType): ((data: unknown) => string) | undefined {
  try {
    const json = simplifyNullables(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }));
    return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return undefined;
  }
}

export function replySerializerCompiler(kind: ReplySerializer): FastifySerializerCompiler<ZodType> {
  if (kind === 'checked') return checkedSerializerCompiler as FastifySerializerCompiler<ZodType>;
  return (route) => {
    const compiled = route.schema instanceof z.ZodType ? compileReplySerializer(route.schema) : undefined;
    return compiled ?? (checkedSerializerCompiler(route as never) as (data: unknown) => string);
  };
}
