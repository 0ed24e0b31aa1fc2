import { describe, expect, it } from 'vitest';
import { signedIn, submitApplicationWithKey } from '../../test/fixtures.js';
import { call, useTestApp } from '../../test/test-app.js';

/**
 * Issue 33 item 10 (decision record 0036): the temporary password of an approved application is
 * shown only to the browser that submitted it (the status key given at submission), never after the
 * first sign-in, and status lookups are limited per client address.
 */
describe('application status: who sees the temporary credentials', () => {
  const t = useTestApp();

  const status = (id: string, opts: { key?: string; address?: string } = {}) =>
    call(t().app, 'GET', `/api/vendors/application-status/${id}`, {
      headers: opts.key === undefined ? {} : { 'x-application-key': opts.key },
      remoteAddress: opts.address ?? '10.9.0.1',
    });

  async function approved(email: string) {
    const admin = await signedIn(t().app, 'admin');
    const { id, statusKey } = await submitApplicationWithKey(t().app, email);
    expect(statusKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await call(t().app, 'PUT', `/api/admin/vendor-applications/${id}/status`, {
      token: admin.token,
      body: { status: 'approved' },
    });
    expect(res.statusCode).toBe(200);
    return { id, statusKey };
  }

  it('another browser with the number only sees the status but no password; the submitting browser does', async () => {
    const email = `creds-${Date.now()}@example.test`;
    const { id, statusKey } = await approved(email);

    const other = await status(id, { address: '10.9.1.1' });
    expect(other.statusCode).toBe(200);
    expect(other.body.data).toMatchObject({ applicationId: id, status: 'approved', loginCredentials: null });
    expect(JSON.stringify(other.body)).not.toMatch(/password/i);
    const wrongKey = await status(id, { key: `${statusKey.slice(0, -1)}x`, address: '10.9.1.2' });
    expect(wrongKey.body.data.loginCredentials).toBeNull();
    const emptyKey = await status(id, { key: '', address: '10.9.1.3' });
    expect(emptyKey.body.data.loginCredentials).toBeNull();

    const mine = await status(id, { key: statusKey, address: '10.9.1.4' });
    expect(mine.body.data.loginCredentials).toMatchObject({ email });
    expect(mine.body.data.loginCredentials.password).toHaveLength(12);

    // After the first sign-in nobody sees it, not even the submitting browser.
    const login = await call(t().app, 'POST', '/api/vendors/login', {
      body: { email, password: mine.body.data.loginCredentials.password },
    });
    expect(login.statusCode).toBe(200);
    expect((await status(id, { key: statusKey, address: '10.9.1.5' })).body.data.loginCredentials).toBeNull();
    expect((await status(id, { address: '10.9.1.6' })).body.data.loginCredentials).toBeNull();
  });

  it("one application's key does not open another's credentials", async () => {
    const first = await approved(`first-${Date.now()}@example.test`);
    const second = await approved(`second-${Date.now()}@example.test`);
    expect(
      (await status(second.id, { key: first.statusKey, address: '10.9.2.1' })).body.data.loginCredentials,
    ).toBeNull();
    expect(
      (await status(second.id, { key: second.statusKey, address: '10.9.2.2' })).body.data.loginCredentials,
    ).not.toBeNull();
  });

  it('limits status lookups to 10 a minute per address', async () => {
    const { id } = await submitApplicationWithKey(t().app, `limit-${Date.now()}@example.test`);
    for (let i = 0; i < 10; i++) expect((await status(id, { address: '10.9.3.1' })).statusCode).toBe(200);
    const refused = await status(id, { address: '10.9.3.1' });
    expect(refused.statusCode).toBe(429);
    // Unknown numbers count too: guessing is what the limit slows down.
    expect((await status('APP-2026-000001', { address: '10.9.3.1' })).statusCode).toBe(429);
    // Another address has its own allowance.
    expect((await status(id, { address: '10.9.3.2' })).statusCode).toBe(200);
  });
});
