/**
 * Rebuilds the analytics rollups from the orders (decision 0013): `npm run analytics:rebuild`.
 * Opens the configured database as the server does (DATABASE_URL, else the PGlite data in
 * DATA_DIR/db; stop the server first when it uses PGlite: the data directory has one user),
 * applies pending migrations, runs `rebuildAnalytics` in one transaction and prints the keys it
 * refreshed, the rows of every rollup table and how long it took. Safe while a PostgreSQL server
 * runs: the rebuild takes the refresh lock, so the analytics job waits for it.
 */
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase, queryRows } from '../src/db/client.js';
import { rebuildAnalytics } from '../src/modules/analytics/index.js';

const TABLES = [
  'analytics_vendor_days',
  'analytics_product_days',
  'analytics_vendor_customers',
  'analytics_customer_months',
  'analytics_marketplace_days',
] as const;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/db`;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    console.log(`Rebuilding the analytics rollups in ${where}, time zone ${config.timeZone}...`);
    const started = performance.now();
    const keys = await rebuildAnalytics({ ctx: { db: database.db, config } });
    const seconds = (performance.now() - started) / 1000;
    const [counts] = await queryRows<Record<string, number>>(
      database.db,
      sql.raw(`select ${TABLES.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ')}`),
    );
    console.log(
      `Refreshed ${keys.vendorDays} vendor days, ${keys.customers} vendor customers and ${keys.marketDays} marketplace days in ${seconds.toFixed(2)} s.`,
    );
    console.log('Rows now:');
    for (const t of TABLES) console.log(`  ${t.padEnd(28)} ${String(Number(counts?.[t] ?? 0)).padStart(10)}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(`Rebuild failed: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
