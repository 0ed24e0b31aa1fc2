import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { type Instances, instancesAvailable, startInstances } from './instances.js';

/** The harness itself: two real processes on one database answer, and a write on one is read on the other. */
describe.skipIf(!instancesAvailable)('two server instances on one PostgreSQL database', () => {
  let cluster: Instances;
  beforeAll(async () => {
    cluster = await startInstances({ count: 2 });
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it('starts two processes on different ports that share the database', async () => {
    const [a, b] = cluster.list;
    expect(a!.url).not.toBe(b!.url);
    expect(a!.child.pid).not.toBe(b!.child.pid);
    for (const instance of cluster.list) {
      const res = await fetch(`${instance.url}/api/health`);
      expect(res.status).toBe(200);
    }
    const email = `shared-${Date.now()}@example.test`;
    await cluster.database.db.insert(users).values({
      email,
      name: 'Shared Buyer',
      role: 'customer',
      passwordHash: await hashPassword('secret123'),
    });
    const signIn = await fetch(`${a!.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret123' }),
    });
    expect(signIn.status).toBe(200);
    const { data } = (await signIn.json()) as { data: { token: string } };
    const token = data.token;
    const me = await fetch(`${b!.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain(email);
  });

  it('stops an instance with a signal and starts it again', async () => {
    expect(await cluster.kill(1, 'SIGKILL')).toBe('SIGKILL');
    const again = await cluster.start(1);
    expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
  }, 90_000);
});
