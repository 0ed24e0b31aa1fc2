import { linearRegression, mean } from 'simple-statistics';

export const DEMAND_FORECAST_METHOD =
  'Average daily units sold over the lookback days (every day counted, days without sales as 0); the trend is the least-squares slope of daily units (simple-statistics). Run-out date: available units divided by the average, from today.';

export type DemandForecast = {
  method: string;
  basedOnDays: number;
  unitsSold: number;
  /** Units per day; 0 when nothing sold. */
  averageDailyDemand: number;
  /** Change of daily units per day over the lookback (least squares); 0 with fewer than 2 days. */
  trendPerDay: number;
  /** Days the available units last at the average demand; null when nothing sold. */
  daysOfCover: number | null;
  /** The day stock runs out (YYYY-MM-DD); null when nothing sold. */
  stockoutDate: string | null;
  /** Units to order now to cover the horizon beyond what is available (never negative). */
  suggestedOrderQuantity: number;
};

/** Days of cover: available units divided by the average daily units sold; null when nothing sold. */
export function daysOfCover(available: number, unitsSold: number, days: number): number | null {
  if (unitsSold <= 0 || days <= 0) return null;
  return Math.round((Math.max(0, available) / (unitsSold / days)) * 10) / 10;
}

/**
 * Forecast of demand from daily units sold (oldest first, one number per day, zeros included).
 * `today` is the first day of the forecast.
 */
export function forecastDemand(opts: {
  dailyUnits: number[];
  available: number;
  today: Date;
  horizonDays: number;
}): DemandForecast {
  const { dailyUnits, available, today, horizonDays } = opts;
  const n = dailyUnits.length;
  const unitsSold = dailyUnits.reduce((s, u) => s + u, 0);
  const average = n > 0 ? mean(dailyUnits) : 0;
  const trend = n >= 2 ? linearRegression(dailyUnits.map((u, i) => [i, u])).m : 0;
  const cover = average > 0 ? Math.max(0, available) / average : null;
  const stockout =
    cover === null
      ? null
      : new Date(today.getTime() + Math.floor(cover) * 86_400_000).toISOString().slice(0, 10);
  return {
    method: DEMAND_FORECAST_METHOD,
    basedOnDays: n,
    unitsSold,
    averageDailyDemand: Math.round(average * 1000) / 1000,
    trendPerDay: Math.round(trend * 1000) / 1000,
    daysOfCover: cover === null ? null : Math.round(cover * 10) / 10,
    stockoutDate: stockout,
    suggestedOrderQuantity: Math.max(0, Math.ceil(average * horizonDays - Math.max(0, available))),
  };
}
