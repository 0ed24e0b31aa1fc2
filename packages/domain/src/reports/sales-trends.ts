import { addDays, percentChange } from '../analytics/period.js';

/** One day's sales in a report (major units). */
export type DailySales = { date: string; sales: number; orders: number; units: number };

export type TrendWindow = {
  label: string;
  days: number;
  current: { startDate: string; endDate: string; sales: number; orders: number; units: number };
  previous: { startDate: string; endDate: string; sales: number; orders: number; units: number };
  /** Percent change, one decimal; null when the previous window sold nothing and this one did. */
  salesChange: number | null;
  ordersChange: number | null;
  unitsChange: number | null;
};

/** Days the trends read before the report's last day: two windows of 30 days. */
export const TREND_LOOKBACK_DAYS = 60;

const round2 = (n: number) => Math.round(n * 100) / 100;

function window(daily: readonly DailySales[], label: string, days: number, end: string): TrendWindow {
  const sum = (from: string, to: string) => {
    let sales = 0;
    let orders = 0;
    let units = 0;
    for (const d of daily)
      if (d.date >= from && d.date <= to) {
        sales += d.sales;
        orders += d.orders;
        units += d.units;
      }
    return { startDate: from, endDate: to, sales: round2(sales), orders, units };
  };
  const current = sum(addDays(end, -(days - 1)), end);
  const previous = sum(addDays(end, -(2 * days - 1)), addDays(end, -days));
  return {
    label,
    days,
    current,
    previous,
    salesChange: percentChange(current.sales, previous.sales),
    ordersChange: percentChange(current.orders, previous.orders),
    unitsChange: percentChange(current.units, previous.units),
  };
}

/**
 * Week-over-week (the last 7 days to `end` against the 7 before) and month-over-month (the last 30
 * days against the 30 before) from daily sales covering at least the 60 days to `end`.
 */
export function salesTrends(daily: readonly DailySales[], end: string): TrendWindow[] {
  return [window(daily, 'Week over week', 7, end), window(daily, 'Month over month', 30, end)];
}
