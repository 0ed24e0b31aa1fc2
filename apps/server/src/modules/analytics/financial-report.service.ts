import {
  type AnalyticsQuery,
  addMonths,
  dayIn,
  fromMinor,
  monthEnd,
  monthOf,
  resolvePeriod,
} from '@market/domain';
import type { AppContext } from '../../context.js';
import { financialMonths } from './financial-report.queries.js';

/** Which day each column belongs to: the day the order was placed, or the day the part was delivered. */
export const FINANCIAL_BASIS = {
  grossSales: 'placed',
  cancellations: 'placed',
  returns: 'placed',
  refundsAndCancellations: 'placed',
  netSales: 'placed',
  deliveredOrders: 'delivered',
  deliveredSales: 'delivered',
  commission: 'delivered',
  earnings: 'delivered',
  paidToAdmin: 'delivered',
  pendingToAdmin: 'delivered',
} as const;

type Minor = {
  gross: number;
  cancelled: number;
  returned: number;
  net: number;
  deliveredOrders: number;
  deliveredSales: number;
  commission: number;
  earnings: number;
  paid: number;
  pending: number;
};

const toJson = (m: Minor) => ({
  grossSales: fromMinor(m.gross),
  cancellations: fromMinor(m.cancelled),
  returns: fromMinor(m.returned),
  refundsAndCancellations: fromMinor(m.cancelled + m.returned),
  netSales: fromMinor(m.net),
  deliveredOrders: m.deliveredOrders,
  deliveredSales: fromMinor(m.deliveredSales),
  commission: fromMinor(m.commission),
  earnings: fromMinor(m.earnings),
  paidToAdmin: fromMinor(m.paid),
  pendingToAdmin: fromMinor(m.pending),
});

/**
 * Financial Reports (`/vendors/analytics/financial`) by calendar month of the marketplace time
 * zone. The period asked for is widened to the whole months it touches (up to today), so each month
 * reconciles to the Commissions screen to the cent: commission, delivered orders and sales are
 * those of parts delivered that month (and still delivered), paid is what the admin recorded for
 * the month (never more than the commission) and pending the rest. Gross sales (everything ordered:
 * still live + cancelled + returned), cancellations, returns and net sales are by the day placed.
 */
export async function getFinancialReport(opts: { ctx: AppContext; vendorId: string; query: AnalyticsQuery }) {
  const { ctx, vendorId } = opts;
  const today = dayIn(ctx.config.timeZone, ctx.clock.now());
  const period = resolvePeriod(opts.query, today);
  const from = monthOf(period.from);
  const end = monthEnd(period.to);
  const to = end < today ? end : today < from ? end : today;
  const rows = await financialMonths(ctx.db, vendorId, from, to);

  const months = [];
  const totals: Minor = {
    gross: 0,
    cancelled: 0,
    returned: 0,
    net: 0,
    deliveredOrders: 0,
    deliveredSales: 0,
    commission: 0,
    earnings: 0,
    paid: 0,
    pending: 0,
  };
  for (let m = from; m <= to; m = addMonths(m, 1)) {
    const r = rows.find((x) => x.month === m);
    const revenue = Number(r?.revenue ?? 0);
    const cancelled = Number(r?.cancelled ?? 0);
    const returned = Number(r?.returned ?? 0);
    const commission = Number(r?.delivered_commission ?? 0);
    // As the Commissions screen: what was recorded for the month, never more than its commission.
    const paid = Math.min(commission, Number(r?.paid ?? 0));
    const figures: Minor = {
      gross: revenue + cancelled + returned,
      cancelled,
      returned,
      net: revenue,
      deliveredOrders: Number(r?.delivered_parts ?? 0),
      deliveredSales: Number(r?.delivered_revenue ?? 0),
      commission,
      earnings: Number(r?.delivered_earnings ?? 0),
      paid,
      pending: commission - paid,
    };
    for (const k of Object.keys(totals) as (keyof Minor)[]) totals[k] += figures[k];
    months.push({
      month: m.slice(0, 7),
      year: Number(m.slice(0, 4)),
      monthNumber: Number(m.slice(5, 7)),
      ...toJson(figures),
    });
  }
  return {
    timeRange: period.timeRange,
    period: { startDate: from, endDate: to, requestedStartDate: period.from, requestedEndDate: period.to },
    timeZone: ctx.config.timeZone,
    basis: FINANCIAL_BASIS,
    months,
    totals: toJson(totals),
  };
}
