import { fromMinor, type MarketingSpendBody, type PerformanceGoalsBody, toMinor } from '@market/domain';
import type { AppContext } from '../../context.js';
import { deleteSpend, upsertGoals, upsertSpend, userNames } from './targets.queries.js';

/** Who makes a change: the vendor's user, and the admin when an admin is impersonating the vendor. */
export type Changer = { vendorId: string; userId: string; adminId: string | null };

async function lastChange(ctx: AppContext, who: Changer, updatedAt: string | null) {
  const names = await userNames(ctx.db, who.adminId ? [who.userId, who.adminId] : [who.userId]);
  return {
    updatedAt: updatedAt ? new Date(updatedAt).toISOString() : null,
    by: names.get(who.userId) ?? '',
    admin: who.adminId ? (names.get(who.adminId) ?? '') : null,
  };
}

/** Stores a month's goals (revenue, orders, new customers); null clears a goal. Recorded with who changed them. */
export async function setPerformanceGoals(opts: {
  ctx: AppContext;
  who: Changer;
  body: PerformanceGoalsBody;
}) {
  const { ctx, who, body } = opts;
  const month = `${body.month}-01`;
  const saved = await ctx.db.transaction((tx) =>
    upsertGoals(tx, {
      ...who,
      month,
      revenueMinor: body.revenue === null ? null : toMinor(body.revenue),
      orders: body.orders,
      customers: body.customers,
    }),
  );
  return {
    month: body.month,
    revenue: body.revenue === null ? null : fromMinor(toMinor(body.revenue)),
    orders: body.orders,
    customers: body.customers,
    lastChange: await lastChange(ctx, who, saved.updated_at),
  };
}

/** Stores (or with null clears) a month's marketing spend. Recorded with who changed it. */
export async function setMarketingSpend(opts: { ctx: AppContext; who: Changer; body: MarketingSpendBody }) {
  const { ctx, who, body } = opts;
  const month = `${body.month}-01`;
  const amount = body.amount;
  const saved = await ctx.db.transaction(async (tx) => {
    if (amount === null) {
      await deleteSpend(tx, who.vendorId, month);
      return null;
    }
    return upsertSpend(tx, { ...who, month, amountMinor: toMinor(amount) });
  });
  return {
    month: body.month,
    amount: amount === null ? null : fromMinor(toMinor(amount)),
    lastChange: saved ? await lastChange(ctx, who, saved.updated_at) : null,
  };
}
