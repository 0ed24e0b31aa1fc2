import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.js';
import type { VersionSource } from '../../lib/shared-version.js';
import { SessionCache } from './session-cache.js';

const row = (sessionId: string) =>
  ({
    sessionId,
    userId: 'u1',
    role: 'vendor',
    expiresAt: new Date('2027-01-01T00:00:00Z'),
    impersonatorId: null,
    readOnly: false,
    email: 'v@shop.test',
    name: 'V',
    mustChangePassword: false,
    vendorId: 'v1',
    verificationStatus: 'approved',
  }) as const;

describe('SessionCache', () => {
  it('answers from memory until the time to live has passed', () => {
    const clock = new ManualClock('2026-11-21T10:00:00Z');
    const cache = new SessionCache(clock, 2000);
    cache.set('h1', row('s1'), cache.begin());
    clock.advance(1999);
    expect(cache.get('h1')?.sessionId).toBe('s1');
    clock.advance(1);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('forgets everything on clear, and does not keep a row read before the clear', () => {
    const cache = new SessionCache(new ManualClock(), 2000);
    cache.set('h1', row('s1'), cache.begin());
    const before = cache.begin();
    cache.clear();
    expect(cache.get('h1')).toBeUndefined();
    // A lookup that started before a sign-out finished must not put the old row back.
    cache.set('h2', row('s2'), before);
    expect(cache.get('h2')).toBeUndefined();
    cache.set('h2', row('s2'), cache.begin());
    expect(cache.get('h2')?.sessionId).toBe('s2');
  });

  it('drops the oldest entry when full, and stores nothing with a zero time to live', () => {
    const cache = new SessionCache(new ManualClock(), 2000, 2);
    for (const h of ['h1', 'h2', 'h3']) cache.set(h, row(h), cache.begin());
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h3')?.sessionId).toBe('h3');
    const off = new SessionCache(new ManualClock(), 0);
    off.set('h1', row('s1'), off.begin());
    expect(off.get('h1')).toBeUndefined();
  });

  describe('with a shared version (Redis, several instances)', () => {
    /** The version another instance moves on; `null` = Redis unreachable. */
    const shared = () => {
      const state = { version: '0' as string | null };
      const source: VersionSource = {
        read: async () => state.version,
        bump: async () => {
          if (state.version === null) return false;
          state.version = String(Number(state.version) + 1);
          return true;
        },
      };
      return { state, source };
    };
    let loads = 0;
    const load = (id: string) => async () => {
      loads++;
      return row(id);
    };

    it('answers from memory while the version stays, and reads again once another instance moved it', async () => {
      const { state, source } = shared();
      const cache = new SessionCache(new ManualClock(), 2000, 10, source);
      loads = 0;
      await cache.lookup('h1', load('s1'));
      await cache.lookup('h1', load('s1'));
      expect(loads).toBe(1);
      state.version = '7';
      await cache.lookup('h1', load('s1'));
      expect(loads).toBe(2);
    });

    it('moves the shared version on clear, and keeps nothing while the version cannot be read', async () => {
      const { state, source } = shared();
      const cache = new SessionCache(new ManualClock(), 2000, 10, source);
      await cache.clear();
      expect(state.version).toBe('1');
      loads = 0;
      state.version = null;
      await cache.lookup('h1', load('s1'));
      await cache.lookup('h1', load('s1'));
      expect(loads).toBe(2);
      state.version = '1';
      await cache.lookup('h1', load('s1'));
      await cache.lookup('h1', load('s1'));
      expect(loads).toBe(3);
    });
  });
});
