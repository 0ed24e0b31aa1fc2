/** The parts of an OpenAPI 3.1 document the fuzz pass reads. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
};

export type Param = { in: 'path' | 'query' | 'header'; name: string; required: boolean; schema: JsonSchema };

export type Operation = {
  method: string;
  /** OpenAPI path, with `{name}` placeholders. */
  path: string;
  params: Param[];
  /** The documented body; multipart when the document says so. */
  body?: { kind: 'json' | 'multipart'; schema: JsonSchema };
  /**
   * Form fields an undocumented body may hold (a POST or PUT without a documented body, such
   * as a hand-parsed multipart form): the words of its description that name a property
   * somewhere in the document.
   */
  guessedFields: string[];
};

type Doc = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document (derived, never listed by hand: the document changes). */
export function operationsOf(document: unknown): Operation[] {
  const doc = document as Doc;
  const resolve = (schema: JsonSchema | undefined): JsonSchema => {
    let current = schema ?? {};
    for (let i = 0; current.$ref && i < 10; i++) {
      current = doc.components?.schemas?.[current.$ref.split('/').pop()!] ?? {};
    }
    return current;
  };
  const vocabulary = propertyNames(doc);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const op = raw as {
        parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        description?: string;
        summary?: string;
      };
      const params = (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
        .map((p) => ({
          in: p.in as Param['in'],
          name: p.name,
          required: p.required ?? p.in === 'path',
          schema: resolve(p.schema),
        }));
      for (const name of path.match(/\{([^}]+)\}/g) ?? []) {
        const bare = name.slice(1, -1);
        if (!params.some((p) => p.in === 'path' && p.name === bare)) {
          params.push({ in: 'path', name: bare, required: true, schema: { type: 'string' } });
        }
      }
      const content = op.requestBody?.content ?? {};
      const multipart = content['multipart/form-data'];
      const json = content['application/json'] ?? Object.values(content)[0];
      const body = multipart
        ? { kind: 'multipart' as const, schema: resolve(multipart.schema) }
        : json
          ? { kind: 'json' as const, schema: resolve(json.schema) }
          : undefined;
      const words = `${op.summary ?? ''} ${op.description ?? ''}`.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
      const guessedFields =
        body || method === 'get' || method === 'delete'
          ? []
          : [...new Set(words.filter((w) => vocabulary.has(w)))];
      operations.push({ method: method.toUpperCase(), path, params, body, guessedFields });
    }
  }
  return operations;
}

/** Every property name any schema of the document declares. */
function propertyNames(doc: Doc): Set<string> {
  const names = new Set<string>();
  const stack: unknown[] = [doc.paths, doc.components];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    const props = (node as JsonSchema).properties;
    if (props && typeof props === 'object') for (const key of Object.keys(props)) names.add(key);
    for (const child of Object.values(node)) if (child && typeof child === 'object') stack.push(child);
  }
  return names;
}
