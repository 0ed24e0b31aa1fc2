import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { call, useTestApp } from '../../test/test-app.js';
import { sendCriticalAlertDigests } from './alert-digest.service.js';
import { vendorWithItems } from './testing.js';

describe('daily e-mail of new critical alerts', () => {
  const t = useTestApp();
  const sentTo = async (email: string) =>
    (
      await queryRows<{ n: number }>(
        t().app.ctx.db,
        sql`select count(*)::int as n from outbox_emails where "to" = ${email} and template = 'inventory-critical-alerts'`,
      )
    )[0]!.n;

  it('sends once a day at most, with the alerts raised since the last message', async () => {
    const { app, clock } = t();
    const { vendor, items } = await vendorWithItems(app, [3, 4, 5]);
    const [{ email }] = (await queryRows<{ email: string }>(
      app.ctx.db,
      sql`select email from vendors where id = ${vendor.vendorId!}`,
    )) as [{ email: string }];
    const empty = (i: number, q: number) =>
      call(app, 'POST', `/api/vendors/inventory/${items[i]!.id}/adjust`, {
        token: vendor.token,
        body: { quantity: -q, reason: 'count' },
      });
    await empty(0, 3);
    await sendCriticalAlertDigests({ ctx: app.ctx });
    expect(await sentTo(email)).toBe(1);
    await empty(1, 4);
    clock.advance(3_600_000);
    await sendCriticalAlertDigests({ ctx: app.ctx });
    expect(await sentTo(email)).toBe(1);
    clock.advance(86_400_000);
    await sendCriticalAlertDigests({ ctx: app.ctx });
    expect(await sentTo(email)).toBe(2);
    // Nothing new: nothing sent.
    clock.advance(86_400_000);
    await sendCriticalAlertDigests({ ctx: app.ctx });
    expect(await sentTo(email)).toBe(2);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'builds the digests on one instance at a time (another holding the lock skips the run)',
    async () => {
      const { app, clock } = t();
      clock.advance(3 * 86_400_000);
      const { vendor, items } = await vendorWithItems(app, [2]);
      const [{ email }] = (await queryRows<{ email: string }>(
        app.ctx.db,
        sql`select email from vendors where id = ${vendor.vendorId!}`,
      )) as [{ email: string }];
      await call(app, 'POST', `/api/vendors/inventory/${items[0]!.id}/adjust`, {
        token: vendor.token,
        body: { quantity: -2, reason: 'count' },
      });
      // Another instance is building the digests: its transaction holds the lock.
      let release!: () => void;
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const other = app.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('inventory_alert_digest'))`);
        locked();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await isLocked;
      expect(await sendCriticalAlertDigests({ ctx: app.ctx })).toBe(0);
      expect(await sentTo(email)).toBe(0);
      release();
      await other;
      expect(await sendCriticalAlertDigests({ ctx: app.ctx })).toBe(1);
      expect(await sentTo(email)).toBe(1);
    },
  );
});
