import { MESSAGES } from '@market/domain';
import { describe, expect, it, vi } from 'vitest';
import { fail, jsonResponse, mockApi, ok } from '@/test/fetch-mock';
import { ApiError, apiEnvelope, apiRequest, apiUrl, errorMessage, onUnauthorized } from './api-client';

describe('apiUrl', () => {
  it('prefixes /api and builds the query string, skipping empty values', () => {
    expect(apiUrl('/auth/me')).toBe('/api/auth/me');
    expect(apiUrl('/api/auth/me')).toBe('/api/auth/me');
    expect(
      apiUrl('/vendors/orders', { page: 2, status: '', search: 'a b', tag: ['x', 'y'], none: undefined }),
    ).toBe('/api/vendors/orders?page=2&search=a+b&tag=x&tag=y');
  });
});

describe('apiRequest', () => {
  it('returns the envelope data and sends JSON', async () => {
    const { calls } = mockApi({ 'POST /api/things': ok({ id: 1 }, 'Created') });
    await expect(apiRequest('/things', { method: 'POST', body: { name: 'x' } })).resolves.toEqual({ id: 1 });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.headers.get('Accept')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ name: 'x' });
    await expect(apiEnvelope('/things', { method: 'POST', body: {} })).resolves.toEqual({
      data: { id: 1 },
      message: 'Created',
    });
  });

  it('sends no body and no content type without a body', async () => {
    const { calls } = mockApi({ 'GET /api/things': ok([]) });
    await apiRequest('/things');
    expect(calls[0]?.headers.get('Content-Type')).toBeNull();
    expect(calls[0]?.body).toBeUndefined();
  });

  it('sends FormData as it is, letting the browser set the multipart type', async () => {
    const { calls } = mockApi({ 'POST /api/vendors/profile/logo': ok({ logo: '/uploads/x.webp' }) });
    const form = new FormData();
    form.append('logo', new Blob(['x'], { type: 'image/png' }), 'x.png');
    localStorage.setItem('vendorToken', 'vt');
    await apiRequest('/vendors/profile/logo', { method: 'POST', body: form, role: 'vendor' });
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers.get('Content-Type')).toBeNull();
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer vt');
  });

  it('adds the bearer token of the requested role only', async () => {
    localStorage.setItem('token', 'customer-t');
    localStorage.setItem('vendorToken', 'vendor-t');
    localStorage.setItem('adminToken', 'admin-t');
    const { calls } = mockApi({ 'GET /api/auth/me': ok({}) });
    await apiRequest('/auth/me', { role: 'admin' });
    await apiRequest('/auth/me', { role: 'customer' });
    await apiRequest('/auth/me');
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual([
      'Bearer admin-t',
      'Bearer customer-t',
      null,
    ]);
  });

  it('fails without calling when the role has no token, unless auth is optional', async () => {
    const { calls } = mockApi({ 'POST /api/orders': ok({}) });
    await expect(apiRequest('/orders', { method: 'POST', role: 'customer' })).rejects.toMatchObject({
      status: 401,
      code: 'NOT_SIGNED_IN',
    });
    expect(calls).toHaveLength(0);
    await apiRequest('/orders', { method: 'POST', body: {}, role: 'customer', authOptional: true });
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('throws ApiError with the status, code, message and details of a failure', async () => {
    mockApi({
      'POST /api/things': fail(400, 'VALIDATION_FAILED', 'Quantity is required (items.0.quantity)', [
        { path: 'items.0.quantity', message: 'Quantity is required' },
      ]),
    });
    const error = await apiRequest('/things', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Quantity is required (items.0.quantity)',
      serverMessage: 'Quantity is required (items.0.quantity)',
      details: [{ path: 'items.0.quantity', message: 'Quantity is required' }],
    });
  });

  it('reads Retry-After of a 429', async () => {
    mockApi({
      'POST /api/vendors/login': jsonResponse(
        429,
        { success: false, code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
        { 'retry-after': '42' },
      ),
    });
    await expect(apiRequest('/vendors/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
    });
  });

  it('handles an answer that is not JSON', async () => {
    mockApi({ 'GET /api/things': new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = await apiRequest('/things').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', serverMessage: null });
    expect(errorMessage(error, 'Fallback')).toBe('Fallback');
  });

  it('turns a network failure into status 0 with the network message', async () => {
    mockApi({
      'GET /api/things': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await apiRequest('/things').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: MESSAGES.networkError });
    expect(errorMessage(error, 'Fallback')).toBe(MESSAGES.networkError);
  });

  it('lets a cancellation through as it is', async () => {
    const controller = new AbortController();
    mockApi({
      'GET /api/things': () => {
        controller.abort();
        throw new DOMException('Aborted', 'AbortError');
      },
    });
    await expect(apiRequest('/things', { signal: controller.signal })).rejects.toHaveProperty(
      'name',
      'AbortError',
    );
  });

  it('signs the role out on a 401 to a request made with its token, and tells the listeners', async () => {
    localStorage.setItem('vendorToken', 'expired');
    localStorage.setItem(
      'vendorSession',
      JSON.stringify({ vendor: { _id: 'v', businessName: 'B' }, authenticatedAt: 'x' }),
    );
    localStorage.setItem('adminToken', 'admin-t');
    mockApi({ 'GET /api/vendors/orders': fail(401, 'SESSION_EXPIRED', MESSAGES.sessionExpired) });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(apiRequest('/vendors/orders', { role: 'vendor' })).rejects.toMatchObject({ status: 401 });
    stop();
    expect(localStorage.getItem('vendorToken')).toBeNull();
    expect(localStorage.getItem('vendorSession')).toBeNull();
    expect(localStorage.getItem('adminToken')).toBe('admin-t');
    expect(listener).toHaveBeenCalledWith({ role: 'vendor', restoredAdmin: false });
  });

  it('leaves sessions alone on a 401 of a public call, or when the token changed meanwhile', async () => {
    localStorage.setItem('vendorToken', 'old');
    mockApi({
      'POST /api/vendors/login': fail(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
      'GET /api/vendors/orders': () => {
        localStorage.setItem('vendorToken', 'new'); // signed in again while the call was out
        return fail(401, 'SESSION_EXPIRED', MESSAGES.sessionExpired);
      },
    });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(apiRequest('/vendors/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(localStorage.getItem('vendorToken')).toBe('old');
    await expect(apiRequest('/vendors/orders', { role: 'vendor' })).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('vendorToken')).toBe('new');
    stop();
    expect(listener).not.toHaveBeenCalled();
  });

  it('restores the waiting admin token when an impersonation session expires', async () => {
    localStorage.setItem('vendorToken', 'imp_abc');
    sessionStorage.setItem('originalAdminToken', 'admin-t');
    mockApi({ 'GET /api/vendors/orders': fail(401, 'SESSION_EXPIRED', MESSAGES.sessionExpired) });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(apiRequest('/vendors/orders', { role: 'vendor' })).rejects.toBeInstanceOf(ApiError);
    stop();
    expect(localStorage.getItem('adminToken')).toBe('admin-t');
    expect(sessionStorage.getItem('originalAdminToken')).toBeNull();
    expect(listener).toHaveBeenCalledWith({ role: 'vendor', restoredAdmin: true });
  });
});
