import { z } from 'zod';
import { hasAtMostTwoDecimals, moneyDecimalsMessage } from '../money.js';
import { checkStorableText } from '../text.js';

/**
 * Field builders that accept both typed form values and the strings of a multipart form or a
 * query string, so the web form and the server validate with the same schema.
 */

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const toNumber = (v: unknown) => {
  if (isBlank(v)) return undefined;
  if (typeof v === 'string') return Number(v.trim());
  return v;
};

export const MAX_MONEY = 10_000_000;
export const MAX_STOCK = 10_000_000;

/** A decimal amount: required, numeric, 0 or more, at most two decimal places (step 0.01). */
export function moneyField(label: string, requiredMessage = `${label} is required`) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: (iss) => (iss.input === undefined ? requiredMessage : `${label} must be a number`) })
      .min(0, `${label} must be 0 or more`)
      .max(MAX_MONEY, `${label} must be at most ${MAX_MONEY}`)
      .refine(hasAtMostTwoDecimals, moneyDecimalsMessage(label)),
  );
}

/** A whole number: required, 0 or more. */
export function countField(label: string, requiredMessage = `${label} is required`, max = MAX_STOCK) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: (iss) => (iss.input === undefined ? requiredMessage : `${label} must be a number`) })
      .int(`${label} must be a whole number`)
      .min(0, `${label} must be 0 or more`)
      .max(max, `${label} must be at most ${max}`),
  );
}

/** An optional amount in a query string ('' = not set). */
export function optionalMoneyQuery(label: string) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} must be 0 or more`)
      .max(MAX_MONEY, `${label} must be at most ${MAX_MONEY}`)
      .optional(),
  );
}

/** Optional free text, trimmed, with a length limit. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
}

function parseJsonArray(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
}

/** A list of words: a JSON array, a comma-separated string or repeated fields; blanks and repeats dropped. */
export function textListField(label: string, maxItems = 30, maxLength = 60) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null) return [];
      if (typeof v === 'string') {
        const s = v.trim();
        if (s === '') return [];
        if (s.startsWith('[')) return parseJsonArray(s);
        return s.split(',');
      }
      return v;
    },
    z
      .array(
        z
          .string({ error: `${label} must be a list of words` })
          .trim()
          .max(maxLength, `Each of ${label.toLowerCase()} must be at most ${maxLength} characters`)
          // A JSON array can spell a NUL as an escape that the raw-input check cannot see.
          .superRefine(checkStorableText),
        { error: `${label} must be a list of words` },
      )
      .transform((items) => [...new Set(items.filter((item) => item !== ''))])
      .pipe(z.array(z.string()).max(maxItems, `${label}: at most ${maxItems} entries`)),
  );
}

/**
 * A category reference: an id or a name, given bare, as a JSON array holding one value
 * (`["<id>"]`, the spec's form) or as an object with _id. Empty means none (null).
 */
export function categoryRefField(requiredMessage: string) {
  return z.preprocess((v) => {
    let value = v;
    if (typeof value === 'string') {
      const s = value.trim();
      value = s.startsWith('[') ? parseJsonArray(s) : s;
    }
    if (Array.isArray(value)) value = value.length === 0 ? null : value[0];
    if (value && typeof value === 'object' && '_id' in value) value = (value as { _id: unknown })._id;
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      return null;
    return value;
  }, z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(200, requiredMessage)
    .superRefine(checkStorableText)
    .nullable());
}

/** A boolean from a checkbox, JSON or a form string ('true', 'false', '1', '0', 'on'). */
export function booleanField(label: string) {
  return z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const s = v.trim().toLowerCase();
      if (s === 'true' || s === '1' || s === 'on' || s === 'yes') return true;
      if (s === 'false' || s === '0' || s === 'off' || s === 'no' || s === '') return false;
      return v;
    },
    z.boolean({ error: `${label} must be true or false` }),
  );
}

/** An optional query-string enum where '' means not set. */
export function optionalEnumQuery<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(values, { error: message }).optional());
}
