import {
  daysOfCover,
  forecastDemand,
  fromMinor,
  INVENTORY_MESSAGES as M,
  REORDER_SALES_WINDOW_DAYS,
  type ValuationMethod,
  valueStock,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { dailyUnitsSold, saveForecast, unitsSoldSince, vendorBatches } from '../inventory/index.js';
import { inventoryPagination, toItemDto } from './inventory.mappers.js';
import { allItems, findItem, reorderItems } from './inventory.queries.js';

type Who = { ctx: AppContext; vendorId: string };
const DAY = 86_400_000;
const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/**
 * Demand forecast of one item (method in DEMAND_FORECAST_METHOD): daily units sold over the
 * lookback days before today, zeros included, averaged; saved on the item.
 */
export async function forecastItemDemand(
  opts: Who & { id: string; lookbackDays: number; horizonDays: number },
) {
  const { ctx, vendorId, id, lookbackDays, horizonDays } = opts;
  const item = await findItem(ctx.db, vendorId, id);
  if (!item) throw notFound(M.itemNotFound);
  const now = ctx.clock.now();
  const today = utcDay(now);
  const since = new Date(today.getTime() - lookbackDays * DAY);
  const sold = await dailyUnitsSold(ctx.db, item.productId, since);
  const dailyUnits = Array.from(
    { length: lookbackDays },
    (_, i) => sold.get(new Date(since.getTime() + i * DAY).toISOString().slice(0, 10)) ?? 0,
  );
  const forecast = forecastDemand({
    dailyUnits,
    available: item.currentStock - item.reservedStock,
    today,
    horizonDays,
  });
  await saveForecast(ctx.db, id, forecast.averageDailyDemand, now);
  return { forecast: { ...forecast, horizonDays, computedAt: now.toISOString() } };
}

/** Items at or below their reorder point with days of cover from the last 30 days' sales. */
export async function listReorderNeeded(opts: Who & { page: number; limit: number }) {
  const { ctx, vendorId, page, limit } = opts;
  const { rows, total } = await reorderItems(ctx.db, vendorId, page, limit);
  const since = new Date(ctx.clock.now().getTime() - REORDER_SALES_WINDOW_DAYS * DAY);
  const sold = await unitsSoldSince(
    ctx.db,
    rows.map((r) => r.productId),
    since,
  );
  return {
    items: rows.map((r) => {
      const units = sold.get(r.productId) ?? 0;
      return {
        ...toItemDto(r),
        unitsSoldLast30Days: units,
        daysOfCover: daysOfCover(r.currentStock - r.reservedStock, units, REORDER_SALES_WINDOW_DAYS),
        suggestedQuantity: r.reorderQuantity,
      };
    }),
    pagination: inventoryPagination(page, limit, total),
  };
}

/** The vendor's stock valued by FIFO, LIFO or average cost; units with no batch count 0, flagged. */
export async function calculateValuation(opts: Who & { method: ValuationMethod }) {
  const { ctx, vendorId, method } = opts;
  const [items, batches] = await Promise.all([allItems(ctx.db, vendorId), vendorBatches(ctx.db, vendorId)]);
  const byItem = new Map<string, typeof batches>();
  for (const b of batches) byItem.set(b.inventoryId, [...(byItem.get(b.inventoryId) ?? []), b]);
  let totalMinor = 0;
  let costed = 0;
  let uncosted = 0;
  const rows = items.map((i) => {
    const v = valueStock(byItem.get(i.id) ?? [], i.currentStock, method);
    totalMinor += v.valueMinor;
    costed += v.costedUnits;
    uncosted += v.uncostedUnits;
    return {
      inventoryId: i.id,
      productName: i.title,
      productSku: i.sku,
      currentStock: i.currentStock,
      value: fromMinor(v.valueMinor),
      uncostedUnits: v.uncostedUnits,
      note: v.uncostedUnits > 0 ? M.noCostRecorded : null,
    };
  });
  return {
    method,
    totalValue: fromMinor(totalMinor),
    totalUnits: costed + uncosted,
    costedUnits: costed,
    uncostedUnits: uncosted,
    items: rows,
  };
}
