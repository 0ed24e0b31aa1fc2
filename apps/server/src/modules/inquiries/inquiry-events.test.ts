import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/test-app.js';
import { ask, inquiryWorld } from './testing.js';

/** Reads server-sent events from a real socket until `until` holds or the time runs out. */
async function readEvents(url: string, token: string, until: (text: string) => boolean, ms = 4000) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const reader = res.body!.getReader();
  let text = '';
  const started = Date.now();
  try {
    while (!until(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
  } catch {
    // aborted: return what arrived
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return { status: res.status, text, elapsed: Date.now() - started };
}

describe('inquiries: a new message reaches the open conversation of the other side live', () => {
  const t = useTestApp();

  it('the customer sees the vendor reply within 2 seconds, without notes', async () => {
    const { app } = t();
    const w = await inquiryWorld(app);
    const q = await ask(app, w.customer.token, { relatedProduct: w.product.id });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/inquiries/${q.id}/events`;
    const reading = readEvents(url, w.customer.token, (text) => text.includes('event: message'));
    await new Promise((r) => setTimeout(r, 200));
    const sentAt = Date.now();
    await call(app, 'POST', `/api/vendors/inquiries/${q.id}/notes`, {
      token: w.vendor.token,
      body: { note: 'hidden note' },
    });
    await call(app, 'POST', `/api/vendors/inquiries/${q.id}/reply`, {
      token: w.vendor.token,
      body: { message: 'On its way' },
    });
    const { status, text } = await reading;
    expect(status).toBe(200);
    expect(Date.now() - sentAt).toBeLessThan(2000);
    expect(text).toContain('event: ready');
    expect(text).toContain('"message":"On its way"');
    expect(text).not.toContain('hidden note');
  });
});
