/**
 * The status keys of the vendor applications sent from this browser (decision 0036): the server
 * shows an approved application's temporary password only to the browser presenting its key.
 * Kept in localStorage by application id; the newest few only.
 */
const STORAGE_KEY = 'applicationStatusKeys';
const KEEP = 10;

type Keys = Record<string, string>;

function readKeys(): Keys {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

const normalise = (applicationId: string) => applicationId.trim().toUpperCase();

/** Remembers the key the server gave when this browser submitted the application. */
export function saveApplicationKey(applicationId: string, key: string): void {
  const keys = readKeys();
  delete keys[normalise(applicationId)];
  keys[normalise(applicationId)] = key;
  const kept = Object.entries(keys).slice(-KEEP);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or disabled: the credentials then show only through the e-mailed sign-in help.
  }
}

/** The key this browser holds for an application, if it submitted it. */
export function getApplicationKey(applicationId: string): string | null {
  return readKeys()[normalise(applicationId)] ?? null;
}
