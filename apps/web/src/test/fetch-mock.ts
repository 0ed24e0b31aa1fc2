import { vi } from 'vitest';

/** A JSON response like the API's. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

export const ok = (data: unknown, message?: string) =>
  jsonResponse(200, message === undefined ? { success: true, data } : { success: true, data, message });

export const fail = (status: number, code: string, message: string, details?: unknown) =>
  jsonResponse(status, { success: false, code, message, ...(details ? { details } : {}) });

type Handler = (request: {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}) => Response | Promise<Response>;

export type FetchCall = { method: string; path: string; headers: Headers; body: unknown };

/**
 * Replaces `fetch` with routes keyed "METHOD /path" (path without the query string).
 * Unknown routes answer 404 in the API's envelope. Returns the mock and the calls it saw.
 */
export function mockApi(routes: Record<string, Handler | Response>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const path = new URL(url, 'http://localhost').pathname;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, path, headers, body });
    const route = routes[`${method} ${path}`];
    if (!route) return fail(404, 'NOT_FOUND', `Route ${method} ${path} not found`);
    return typeof route === 'function' ? route({ url, method, headers, body }) : route.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/**
 * A route handler whose answers wait until `release` is called. Every request that arrived
 * before or after the release gets a fresh copy of the released response, so a test never
 * depends on whether the page issued its request before the spinner showed.
 */
export function heldResponse() {
  let open: (make: () => Response) => void = () => {};
  const gate = new Promise<() => Response>((resolve) => {
    open = resolve;
  });
  let requests = 0;
  return {
    handler: async (): Promise<Response> => {
      requests += 1;
      return (await gate)();
    },
    get requests() {
      return requests;
    },
    release: (response: Response) => open(() => response.clone()),
  };
}
