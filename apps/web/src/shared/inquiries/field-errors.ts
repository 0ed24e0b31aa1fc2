import { isApiError } from '@/lib/api-client';

/** The server's message for one field of a refused request (`details[].path`), or undefined. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.details.find((detail) => detail.path === field || detail.path.startsWith(`${field}.`))
    ?.message;
}
