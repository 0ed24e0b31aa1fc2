import type { z } from 'zod';
import { isApiError } from '@/lib/api-client';

/** Field messages from a failed schema check or a 400 answer's details, keyed by field. */
export function fieldErrors(source: z.ZodError | unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const issues =
    source && typeof source === 'object' && 'issues' in source
      ? (source as z.ZodError).issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
      : isApiError(source)
        ? source.details
        : [];
  for (const i of issues) if (!out[i.path]) out[i.path] = i.message;
  return out;
}

/** A number field's text as the API takes it: blank = null, otherwise the number (NaN when not one). */
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
