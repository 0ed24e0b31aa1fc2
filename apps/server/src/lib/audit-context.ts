import { AsyncLocalStorage } from 'node:async_hooks';

/** One record a request changed, with the money and status fields before and after (decision 0038). */
export type AuditChange = {
  subjectType: string;
  subjectId: string;
  /** The shop the record belongs to, so the vendor sees the entry among its own. */
  vendorId?: string | null;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
};

/** What the audit writer knows of the current request. */
export type AuditStore = {
  changes: AuditChange[];
  /** The admin behind an impersonation session; set once the session is known. */
  impersonatorId: string | null;
  ip: string;
  method: string;
  route: string | null;
  /** Set when the request's use case wrote its own entry (impersonation start and end). */
  written: boolean;
  /** Changes past MAX_NOTED_CHANGES, counted only (a large import or bulk action). */
  omitted: number;
};

/** At most this many changes are kept per entry; the rest are counted in `omitted`. */
export const MAX_NOTED_CHANGES = 200;

const storage = new AsyncLocalStorage<AuditStore>();

/** Runs the rest of a request inside its audit store (the global onRequest hook, callback style). */
export function runWithAuditStore(store: AuditStore, next: () => void): void {
  storage.run(store, next);
}

export function currentAuditStore(): AuditStore | undefined {
  return storage.getStore();
}

/**
 * Notes a change of the current request for its audit entry. Outside a request (jobs, seed) or for
 * a request the log does not record (a vendor acting in its own portal), the note is dropped.
 */
export function noteAuditChange(change: AuditChange): void {
  const store = storage.getStore();
  if (!store) return;
  if (store.changes.length < MAX_NOTED_CHANGES) store.changes.push(change);
  else store.omitted++;
}

/** The admin behind the current request's impersonation session, or null. */
export function currentImpersonatorId(): string | null {
  return storage.getStore()?.impersonatorId ?? null;
}
