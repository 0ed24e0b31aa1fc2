import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { inventoryItems, users } from '../db/schema/index.js';
import { refreshAlerts } from '../modules/inventory/index.js';
import { DEMO_LOGINS, DEMO_PASSWORD, seedAccounts } from './accounts.js';
import { seedCatalog } from './catalog.js';
import { seedOnboarding } from './onboarding.js';
import { seedOrders } from './orders.js';

export { DEMO_LOGINS, DEMO_PASSWORD };

/**
 * Seeds demo data into an empty database (no users yet). Each feature adds its own step here,
 * in dependency order, receiving the ids the earlier steps made. Returns false when the
 * database already had data.
 */
export async function seedDemoData(
  ctx: AppContext,
  progress: (step: string) => void = () => {},
): Promise<boolean> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  progress('Seeding demo data (first start only, about a minute)...');
  const refs = await seedAccounts(ctx);
  await seedOnboarding(ctx, refs);
  progress('  accounts and vendor applications done; catalogue and images...');
  await seedCatalog(ctx, refs);
  progress('  catalogue done; a year of orders and their analytics...');
  await seedOrders(ctx, refs);
  await seedInventoryAlerts(ctx);
  return true;
}

/**
 * The catalogue's stock history is written directly: once every order has run, each item's alert
 * is raised from its available stock (the low-stock and out-of-stock items open alerts).
 */
async function seedInventoryAlerts(ctx: AppContext) {
  const rows = await ctx.db.select({ productId: inventoryItems.productId }).from(inventoryItems);
  await ctx.db.transaction((tx) =>
    refreshAlerts(
      tx,
      rows.map((r) => r.productId),
      ctx.clock.now(),
    ),
  );
}
