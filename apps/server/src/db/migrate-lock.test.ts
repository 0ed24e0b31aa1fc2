import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminUrl, databaseUrlFor } from '../test/pg-urls.js';
import { type DatabaseHandle, openPostgres, queryRows } from './client.js';

const testUrl = process.env.TEST_DATABASE_URL;

// Several instances started together on one empty database (npm run cluster, a deployment that
// starts all its machines at once): each runs migrate(), and they must not race.
describe.runIf(Boolean(testUrl))('migrations started by several processes at once (PostgreSQL)', () => {
  const name = `market_migrate_${process.pid}_${Date.now()}`;
  const handles: DatabaseHandle[] = [];
  const admin = testUrl ? openPostgres(adminUrl(testUrl), { max: 1 }) : undefined;

  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await admin?.db.execute(`drop database if exists ${name} with (force)`);
    await admin?.close();
  });

  it('three concurrent migrate() calls on an empty database all succeed and apply each migration once', async () => {
    await admin!.db.execute(`create database ${name}`);
    for (let i = 0; i < 3; i++) handles.push(openPostgres(databaseUrlFor(testUrl!, name), { max: 2 }));
    const outcomes = await Promise.allSettled(handles.map((h) => h.migrate()));
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);
    const [journal] = await queryRows<{ n: number; distinct: number }>(
      handles[0]!.db,
      sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
    );
    expect(journal!.n).toBeGreaterThan(0);
    expect(journal!.n).toBe(journal!.distinct);
  }, 120_000);
});
