import type { Location } from 'react-router';

/** Location state a guard leaves for the sign-in page: where the user wanted to go. */
export type FromState = { from?: { pathname: string; search?: string; hash?: string } };

export function fromState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): FromState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** An in-app path (`/x...`), never another origin (`//host`, `/\host`, `https:`), otherwise null. */
export function safeInternalPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/**
 * Where to go after signing in: the page remembered by a guard (location state), else the
 * `?redirect=` query parameter, else `fallback`. The sign-in page itself never counts.
 */
export function redirectAfterLogin(
  location: Pick<Location, 'state' | 'search'>,
  loginPath: string,
  fallback: string,
): string {
  const from = (location.state as FromState | null | undefined)?.from;
  const remembered =
    from && typeof from.pathname === 'string'
      ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
      : new URLSearchParams(location.search).get('redirect');
  const target = safeInternalPath(remembered);
  if (!target) return fallback;
  const targetPath = target.split(/[?#]/)[0];
  return targetPath === loginPath ? fallback : target;
}
