import fc from 'fast-check';
import { multipartBody } from '../../modules/catalog/testing.js';
import type { Operation } from './operations.js';
import {
  hostileText,
  hostileValue,
  type Pools,
  plausible,
  type RawUrlText,
  rawJsonBodies,
  rawUrlText,
} from './values.js';

/** One generated request, as inject takes it, and what was done to it (for failure reports). */
export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  mutation: string;
};

type Parts = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  body: unknown;
};

type Mutation =
  | { kind: 'none' }
  | { kind: 'field'; pick: number; value: unknown }
  | { kind: 'url'; pick: number; value: RawUrlText }
  | { kind: 'rawBody'; text: string }
  | { kind: 'wholeBody'; value: unknown }
  | { kind: 'extra'; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 8,
    arbitrary: fc.record({ kind: fc.constant('field' as const), pick: fc.nat(), value: hostileValue }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('url' as const), pick: fc.nat(), value: rawUrlText }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rawBody' as const), text: rawJsonBodies }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wholeBody' as const), value: hostileValue }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('extra' as const), key: hostileText, value: hostileValue }),
  },
);

/** Percent-encodes every byte outside the unreserved set (lone surrogates become U+FFFD). */
const encode = (value: unknown): string => {
  if (value && typeof value === 'object' && 'raw' in value) return String((value as RawUrlText).raw);
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
};

/** Header values must be visible ASCII or tab; anything else becomes a long run of a letter. */
const headerText = (value: unknown): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return /^[\t\x20-\x7e]*$/.test(text) ? text.slice(0, 8000) : 'h'.repeat(300);
};

/**
 * What a field mutation may replace: every declared param (sent or not), every top-level
 * property the body schema declares, and every field of the generated body (nested too).
 */
function targetsOf(op: Operation, parts: Parts): Array<{ part: keyof Parts; path: string[] }> {
  const targets: Array<{ part: keyof Parts; path: string[] }> = op.params.map((p) => ({
    part: p.in,
    path: [p.name],
  }));
  const seen = new Set<string>();
  const walk = (value: unknown, path: string[]) => {
    if (path.length > 0) {
      seen.add(path.join('.'));
      targets.push({ part: 'body', path });
    }
    if (value && typeof value === 'object' && path.length < 4) {
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    }
  };
  walk(parts.body, []);
  const isRecord = !!parts.body && typeof parts.body === 'object' && !Array.isArray(parts.body);
  for (const key of Object.keys(op.body?.schema.properties ?? {})) {
    if (isRecord && !seen.has(key)) targets.push({ part: 'body', path: [key] });
  }
  return targets;
}

function setAt(parts: Parts, part: keyof Parts, path: string[], value: unknown) {
  if (part !== 'body') {
    parts[part][path[0]!] = value;
    return;
  }
  let node = parts.body as Record<string, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  if (!node || typeof node !== 'object') return;
  node[path.at(-1)!] = value;
}

export type Generated = {
  parts: Parts;
  change: Mutation;
  /** For an undocumented body: sent as a multipart form (else JSON). */
  asForm: boolean;
  /** A file part for multipart forms: its field and its (hostile) name. */
  file: { field: string; name: string } | null;
  /** Sends only the required params (besides the mutated one), so one bad value is all there is. */
  minimal: boolean;
};

/** Keeps only the required params and top-level body fields. */
function minimize(op: Operation, parts: Parts) {
  for (const p of op.params) if (!p.required && p.in !== 'path') delete parts[p.in][p.name];
  const required = new Set(op.body?.schema.required ?? []);
  if (op.body && parts.body && typeof parts.body === 'object' && !Array.isArray(parts.body)) {
    for (const key of Object.keys(parts.body)) {
      if (!required.has(key)) delete (parts.body as Record<string, unknown>)[key];
    }
  }
}

/** Requests for one operation: plausible values, then one hostile change. */
export function requestsFor(op: Operation, pools: Pools): fc.Arbitrary<Generated> {
  const params = (where: 'path' | 'query' | 'header') => {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    const required: string[] = [];
    for (const p of op.params.filter((x) => x.in === where)) {
      model[p.name] = plausible(p.schema, pools);
      if (p.required) required.push(p.name);
    }
    return fc.record(model, { requiredKeys: required });
  };
  const fields = op.guessedFields;
  const guessed: fc.Arbitrary<unknown> = fields.length
    ? fc.dictionary(
        fc.constantFrom(...fields),
        fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...pools.ids, ...pools.texts)),
        { maxKeys: fields.length },
      )
    : fc.constant(undefined);
  const body = op.body ? plausible(op.body.schema, pools) : guessed;
  const fileFields = fields.length ? fields : ['file'];
  return fc.record({
    parts: fc.record({
      path: params('path'),
      query: params('query'),
      header: params('header'),
      body,
    }) as fc.Arbitrary<Parts>,
    change: mutation,
    asForm: fc.boolean(),
    minimal: fc.boolean(),
    file: fc.option(fc.record({ field: fc.constantFrom(...fileFields), name: hostileText })),
  });
}

/** Applies the change and renders the request (JSON, or multipart for form operations). */
export async function render(op: Operation, generated: Generated): Promise<FuzzRequest> {
  const parts = structuredClone(generated.parts);
  const { change } = generated;
  if (generated.minimal) minimize(op, parts);
  let described: string = change.kind;
  if (change.kind === 'field' || change.kind === 'url') {
    const targets = targetsOf(op, parts).filter((t) => change.kind === 'field' || t.part !== 'body');
    const target = targets[change.pick % Math.max(targets.length, 1)];
    if (target) {
      setAt(parts, target.part, target.path, change.value);
      described = `${change.kind} ${target.part}.${target.path.join('.')}`;
    }
  } else if (change.kind === 'wholeBody') parts.body = change.value;
  else if (change.kind === 'extra') {
    if (parts.body && typeof parts.body === 'object' && !Array.isArray(parts.body)) {
      (parts.body as Record<string, unknown>)[change.key] = change.value;
    } else parts.query[change.key] = change.value;
  }

  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encode(parts.path[name] ?? 'x') || '%20');
  const query = Object.entries(parts.query).flatMap(([k, v]) =>
    (Array.isArray(v) && v.length > 0 ? v : [v]).map((item) => `${encode(k)}=${encode(item)}`),
  );
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(parts.header)) headers[k] = headerText(v);
  const request: FuzzRequest = {
    method: op.method,
    url: query.length ? `${path}?${query.join('&')}` : path,
    headers,
    mutation: described,
  };
  const body = parts.body;
  const isRecord = !!body && typeof body === 'object' && !Array.isArray(body);
  const asForm = op.body?.kind === 'multipart' || (!op.body && generated.asForm && isRecord);
  if (change.kind === 'rawBody') {
    request.payload = change.text;
    headers['content-type'] = 'application/json';
  } else if (asForm && isRecord) {
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(body))
      fields[k] = typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
    const files = generated.file
      ? [
          {
            field: generated.file.field,
            filename: generated.file.name,
            content: Buffer.from('not a picture'),
          },
        ]
      : [];
    const form = await multipartBody(fields, files);
    request.payload = form.payload;
    headers['content-type'] = form.contentType;
  } else if (body !== undefined) {
    request.payload = JSON.stringify(body) ?? 'null';
    headers['content-type'] = 'application/json';
  }
  return request;
}

/**
 * The sweep: one request per field of the operation (every declared param, every body field)
 * with only that field holding a NUL, the rest plausible and minimal, so that each text input
 * is shown to reach its handler at least once whatever the random runs draw.
 */
export function sweepFor(op: Operation, pools: Pools, seed: number): Generated[] {
  const [base] = fc.sample(requestsFor(op, pools), { numRuns: 1, seed });
  const parts = structuredClone(base!.parts);
  minimize(op, parts);
  return targetsOf(op, parts).map((_, pick) => ({
    ...base!,
    minimal: true,
    asForm: op.body?.kind === 'multipart',
    file: null,
    change: { kind: 'field', pick, value: 'Fuzz\u0000' },
  }));
}
