import { isApiError } from '@/lib/api-client';

/**
 * Picks between the spec's two load/delete sentences: `failed` when the server answered with a
 * refusal ('Failed to load products'), `errored` when the call itself broke ('Error loading products').
 */
export function failureText(error: unknown, failed: string, errored: string): string {
  return isApiError(error) && error.status > 0 ? failed : errored;
}

/** The server's sentence when it sent one (a 409 reason, a 403 status message), else null. */
export function serverReason(error: unknown): string | null {
  return isApiError(error) && error.status > 0 ? error.serverMessage : null;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
