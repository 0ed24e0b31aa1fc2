import type { Role } from '@market/domain';
import type { VendorSummary } from './account-types';

/**
 * Where each role's session lives on this device (spec 000 section 6, DESIGN.md section 7):
 * bearer tokens per role in localStorage, the vendor session object beside the vendor token, and
 * during an admin's impersonation of a vendor the admin token waiting in sessionStorage.
 * Every write notifies the subscribers (and other tabs notify through the `storage` event), so
 * React state built on these helpers follows sign-ins and sign-outs everywhere.
 */

export const TOKEN_KEYS = {
  customer: 'token',
  vendor: 'vendorToken',
  admin: 'adminToken',
} as const satisfies Record<Role, string>;

export const VENDOR_SESSION_KEY = 'vendorSession';
export const ORIGINAL_ADMIN_TOKEN_KEY = 'originalAdminToken';
export const IMPERSONATION_TOKEN_PREFIX = 'imp_';

const WATCHED_KEYS = new Set<string>([
  ...Object.values(TOKEN_KEYS),
  VENDOR_SESSION_KEY,
  ORIGINAL_ADMIN_TOKEN_KEY,
]);

/** The vendor session kept in localStorage: the vendor summary and when it signed in (ISO timestamp). */
export type StoredVendorSession = {
  vendor: VendorSummary;
  authenticatedAt: string;
};

// Storage can be unavailable (privacy modes, disabled cookies): reads then give null, writes do nothing.
function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function readItem(kind: 'local' | 'session', key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(kind: 'local' | 'session', key: string, value: string | null): void {
  try {
    const store = storage(kind);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the session then only lasts for this page.
  }
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function onStorageEvent(event: StorageEvent): void {
  if (event.key === null || WATCHED_KEYS.has(event.key)) notify();
}

/** Calls `listener` after any change to the stored sessions, in this tab or another. Returns the unsubscribe. */
export function subscribeToSessionStorage(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined')
    window.addEventListener('storage', onStorageEvent);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorageEvent);
    }
  };
}

/** The bearer token of a role, or null when that role is signed out on this device. */
export function getToken(role: Role): string | null {
  return readItem('local', TOKEN_KEYS[role]) || null;
}

export function setToken(role: Role, token: string): void {
  writeItem('local', TOKEN_KEYS[role], token);
  notify();
}

// -- Vendor session object --------------------------------------------------------------------------

let cachedSession: { raw: string | null; value: StoredVendorSession | null } = { raw: null, value: null };

function parseVendorSession(raw: string): StoredVendorSession | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { vendor, authenticatedAt } = parsed as Partial<StoredVendorSession>;
    if (typeof vendor !== 'object' || vendor === null) return null;
    if (typeof vendor._id !== 'string' || typeof vendor.businessName !== 'string') return null;
    if (typeof authenticatedAt !== 'string') return null;
    return { vendor, authenticatedAt };
  } catch {
    return null;
  }
}

/**
 * The stored vendor session, or null when there is none or it is unreadable.
 * Returns the same object until the stored value changes (safe for `useSyncExternalStore`).
 */
export function getVendorSession(): StoredVendorSession | null {
  const raw = readItem('local', VENDOR_SESSION_KEY);
  if (raw !== cachedSession.raw)
    cachedSession = { raw, value: raw === null ? null : parseVendorSession(raw) };
  return cachedSession.value;
}

/** Stores the vendor session; `authenticatedAt` defaults to now. */
export function setVendorSession(
  vendor: VendorSummary,
  authenticatedAt: string = new Date().toISOString(),
): void {
  writeItem(
    'local',
    VENDOR_SESSION_KEY,
    JSON.stringify({ vendor, authenticatedAt } satisfies StoredVendorSession),
  );
  notify();
}

/** Replaces the stored vendor summary (after a profile refresh or update), keeping the sign-in time. */
export function updateStoredVendor(vendor: VendorSummary): void {
  setVendorSession(vendor, getVendorSession()?.authenticatedAt);
}

// -- Impersonation ----------------------------------------------------------------------------------

/** An admin viewing a vendor's portal holds a vendor token with this prefix. */
export function isImpersonationToken(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.startsWith(IMPERSONATION_TOKEN_PREFIX);
}

/** True while the vendor session on this device is an admin's impersonation. */
export function isImpersonating(): boolean {
  return isImpersonationToken(getToken('vendor'));
}

/** Keeps the admin token in sessionStorage while the admin views a vendor's portal. */
export function saveOriginalAdminToken(token: string): void {
  writeItem('session', ORIGINAL_ADMIN_TOKEN_KEY, token);
  notify();
}

export function getOriginalAdminToken(): string | null {
  return readItem('session', ORIGINAL_ADMIN_TOKEN_KEY) || null;
}

export function clearOriginalAdminToken(): void {
  writeItem('session', ORIGINAL_ADMIN_TOKEN_KEY, null);
  notify();
}

const READ_ONLY_IMPERSONATION_KEY = 'readOnlyImpersonation';

/** Remembers (for this tab) that the impersonation holding `token` was opened read-only. */
export function saveImpersonationMode(token: string, readOnly: boolean): void {
  writeItem('session', READ_ONLY_IMPERSONATION_KEY, readOnly ? token : null);
}

/** True while the vendor session is an impersonation the admin opened read-only (decision 0036). */
export function isReadOnlyImpersonation(): boolean {
  const token = getToken('vendor');
  return isImpersonationToken(token) && readItem('session', READ_ONLY_IMPERSONATION_KEY) === token;
}

/**
 * Puts the waiting admin token back as the admin session and forgets the saved copy.
 * Returns whether there was one to restore.
 */
export function restoreOriginalAdminToken(): boolean {
  const original = getOriginalAdminToken();
  if (!original) return false;
  writeItem('local', TOKEN_KEYS.admin, original);
  writeItem('session', ORIGINAL_ADMIN_TOKEN_KEY, null);
  notify();
  return true;
}

// -- Sign-out -----------------------------------------------------------------------------------------

/**
 * Forgets a role's session on this device (token, and for vendors the vendor session).
 * Ending a vendor session that was an impersonation hands the waiting admin token back
 * (spec 000 section 4). Returns whether an admin session was restored.
 */
export function clearSession(role: Role): { restoredAdmin: boolean } {
  const wasImpersonating = role === 'vendor' && isImpersonating();
  writeItem('local', TOKEN_KEYS[role], null);
  if (role === 'vendor') writeItem('local', VENDOR_SESSION_KEY, null);
  const restoredAdmin = wasImpersonating ? restoreOriginalAdminToken() : false;
  notify();
  return { restoredAdmin };
}
