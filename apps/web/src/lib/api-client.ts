import { LOAD_FAILURE_MESSAGES, MESSAGES, type Role } from '@market/domain';
import { clearSession, getToken } from './token-storage';

/**
 * The one way the web app talks to the API (API.md, Conventions): JSON in and out, the envelope
 * `{success, data, message?}` unwrapped, failures thrown as `ApiError`, the bearer token of the
 * requested role attached, and a 401 on such a request signing that role out.
 */

export const API_BASE_PATH = '/api';

export type ApiErrorDetail = { path: string; message: string };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer (network failure). */
  readonly status: number;
  /** Machine code from the server (`INVALID_CREDENTIALS`, `VALIDATION_FAILED`, ...), or a client code. */
  readonly code: string;
  /** Field problems of a 400 answer, with dotted paths (`items.0.quantity`). */
  readonly details: ApiErrorDetail[];
  /** The human sentence the server sent, or null when it sent none. */
  readonly serverMessage: string | null;
  /** Seconds to wait before retrying, from a 429 answer. */
  readonly retryAfterSeconds: number | null;
  /**
   * Further fields of the failure body, e.g. `suggestion` (mistyped e-mail), `productId` and
   * `available` (out of stock), `from`/`to` (illegal status change).
   */
  readonly extra: Record<string, unknown>;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    serverMessage?: string | null;
    details?: ApiErrorDetail[];
    retryAfterSeconds?: number | null;
    extra?: Record<string, unknown>;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.serverMessage = init.serverMessage ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.extra = init.extra ?? {};
  }
}

const ENVELOPE_FIELDS = new Set(['success', 'message', 'code', 'details']);

function extraFields(failure: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(failure).filter(([key]) => !ENVELOPE_FIELDS.has(key)));
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The sentence to show for a failed call: the server's message, the network message when there
 * was no answer, otherwise `fallback` (also for errors that are not API errors).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return MESSAGES.networkError;
    return error.serverMessage ?? fallback;
  }
  return fallback;
}

/**
 * Whether asking again can help. Not for a refused input (400, 414, 422) or a record that does
 * not exist (404): the same request gets the same answer, so the page says what to do instead.
 */
export function canRetry(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return ![400, 404, 414, 422].includes(error.status);
}

/** A zod default sentence ("Too big: expected string to have <=200 characters") is not for people. */
const RAW_VALIDATION = /expected|invalid input|too (big|small)|unrecognized|received/i;

/**
 * The sentence a page shows when its data could not be loaded, saying what to do next for each
 * cause: the network or a server fault (try again), a refused search or filter (change it; never
 * the raw validation text), not found (the server's "... not found" and the way back), no access.
 * `serverFault` is the sentence for a fault the server did not explain (a page's spec sentence).
 */
export function loadErrorMessage(
  error: unknown,
  serverFault: string = LOAD_FAILURE_MESSAGES.serverFault,
): string {
  if (!(error instanceof ApiError)) return serverFault;
  const said = error.serverMessage;
  if (error.status === 0) return MESSAGES.networkError;
  if (error.status === 429) return LOAD_FAILURE_MESSAGES.tooMany;
  if (error.status >= 500 || error.status === 408)
    return said && said !== 'Internal server error' ? said : serverFault;
  if (error.status === 400 || error.status === 414) {
    const human = [said, ...error.details.map((d) => d.message)].find(
      (m): m is string => !!m && !RAW_VALIDATION.test(m),
    );
    // The server's sentence names the field at its end ("... (search)"): the page says it in words.
    const sentence = human?.replace(/ \([\w.]+\)$/, '').replace(/\.$/, '');
    return sentence
      ? `${sentence}. ${LOAD_FAILURE_MESSAGES.refusedInput}`
      : LOAD_FAILURE_MESSAGES.refusedInput;
  }
  if (error.status === 401) return MESSAGES.sessionExpired;
  if (error.status === 403) return said ?? LOAD_FAILURE_MESSAGES.noAccess;
  if (error.status === 404) return `${said ?? 'Not found'}. ${LOAD_FAILURE_MESSAGES.notFound}`;
  return said ?? LOAD_FAILURE_MESSAGES.serverFault;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = {
  method?: HttpMethod;
  /** A JSON-serialisable value, or FormData for uploads (sent as multipart, no JSON content type). */
  body?: unknown;
  /** Sends this role's bearer token. A 401 answer then signs that role out on this device. */
  role?: Role;
  /** With `role`: send the token when there is one, otherwise call anonymously (public-or-signed-in routes). */
  authOptional?: boolean;
  signal?: AbortSignal;
  /** Query string values; null, undefined and empty strings are left out, arrays repeat the key. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  headers?: Record<string, string>;
};

export type ApiEnvelope<T> = { data: T; message?: string };

export type UnauthorizedEvent = {
  role: Role;
  /** True when the expired session was an impersonation and the admin session came back. */
  restoredAdmin: boolean;
};

const unauthorizedListeners = new Set<(event: UnauthorizedEvent) => void>();

/** Called after a 401 signed a role out, so the UI can tell the user and redirect. Returns the unsubscribe. */
export function onUnauthorized(listener: (event: UnauthorizedEvent) => void): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

/** `/api` + path (paths are written relative to `/api`, e.g. `/auth/me`) + query string. */
export function apiUrl(path: string, query?: ApiRequestOptions['query']): string {
  const base = path.startsWith(`${API_BASE_PATH}/`)
    ? path
    : `${API_BASE_PATH}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item === null || item === undefined || item === '') continue;
      params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

type FailureBody = { success?: false; message?: unknown; code?: unknown; details?: unknown };

function readDetails(value: unknown): ApiErrorDetail[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { path, message } = item as { path?: unknown; message?: unknown };
    return typeof message === 'string' ? [{ path: typeof path === 'string' ? path : '', message }] : [];
  });
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Like `apiRequest`, but also returns the envelope's `message` (for success toasts). */
export async function apiEnvelope<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiEnvelope<T>> {
  const { method = 'GET', body, role, authOptional = false, signal, query, headers: extraHeaders } = options;
  const headers = new Headers({ Accept: 'application/json', ...extraHeaders });

  const token = role ? getToken(role) : null;
  if (role && !token && !authOptional) {
    throw new ApiError({ status: 401, code: 'NOT_SIGNED_IN', message: MESSAGES.authRequired });
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error; // cancellation is not a failure
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: MESSAGES.networkError });
  }

  const json = await readJson(response);
  const failure = failureOf(response.status, json, response.headers.get('retry-after'));
  if (failure) throw signOutOnUnauthorized(failure, role, token);
  return envelopeOf<T>(json);
}

/** The `ApiError` of an answer that failed (not 2xx, or `success: false`), else null. */
function failureOf(status: number, json: unknown, retryAfter: string | null): ApiError | null {
  const ok = status >= 200 && status < 300;
  if (ok && !(typeof json === 'object' && json !== null && (json as FailureBody).success === false)) {
    return null;
  }
  const failure = (typeof json === 'object' && json !== null ? json : {}) as FailureBody;
  const serverMessage =
    typeof failure.message === 'string' && failure.message.trim() ? failure.message : null;
  const seconds = Number(retryAfter);
  return new ApiError({
    status,
    code: typeof failure.code === 'string' ? failure.code : `HTTP_${status}`,
    message: serverMessage ?? `Request failed (${status})`,
    serverMessage,
    details: readDetails(failure.details),
    retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null,
    extra: extraFields(failure),
  });
}

/** A 401 on a call made with a role's token ends that session (if it is still the stored one). */
function signOutOnUnauthorized(error: ApiError, role: Role | undefined, token: string | null): ApiError {
  if (error.status === 401 && role && token && getToken(role) === token) {
    const { restoredAdmin } = clearSession(role);
    for (const listener of [...unauthorizedListeners]) listener({ role, restoredAdmin });
  }
  return error;
}

/** The envelope of a 2xx answer; a body without it is handed over as it is. */
function envelopeOf<T>(json: unknown): ApiEnvelope<T> {
  if (typeof json !== 'object' || json === null || !('success' in json)) {
    // A 2xx answer without the envelope (or without a body): hand the body over as it is.
    return { data: json as T };
  }
  const envelope = json as unknown as { data: T; message?: unknown };
  return typeof envelope.message === 'string'
    ? { data: envelope.data, message: envelope.message }
    : { data: envelope.data };
}

/** Calls `/api{path}` and returns the envelope's `data`; throws `ApiError` on failure. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiEnvelope<T>(path, options)).data;
}

export type UploadOptions = {
  body: FormData;
  role: Role;
  method?: 'POST' | 'PUT';
  query?: ApiRequestOptions['query'];
  /** The share of the file sent so far, 0 to 1 (fetch cannot report it; this uses XMLHttpRequest). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * `apiEnvelope` for a multipart upload whose progress the screen shows: the same token, envelope,
 * `ApiError` and 401 handling, over XMLHttpRequest because fetch reports no upload progress.
 */
export function apiUpload<T>(path: string, options: UploadOptions): Promise<ApiEnvelope<T>> {
  const { body, role, method = 'POST', query, onProgress, signal } = options;
  const token = getToken(role);
  if (!token) {
    return Promise.reject(
      new ApiError({ status: 401, code: 'NOT_SIGNED_IN', message: MESSAGES.authRequired }),
    );
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path, query));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: MESSAGES.networkError }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onload = () => {
      let json: unknown;
      if ((xhr.getResponseHeader('content-type') ?? '').includes('json')) {
        try {
          json = JSON.parse(xhr.responseText);
        } catch {
          json = undefined;
        }
      }
      const failure = failureOf(xhr.status, json, xhr.getResponseHeader('retry-after'));
      if (failure) reject(signOutOnUnauthorized(failure, role, token));
      else resolve(envelopeOf<T>(json));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
