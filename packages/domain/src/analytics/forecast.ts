import { linearRegression, linearRegressionLine } from 'simple-statistics';

/**
 * The sales forecast of Trends & Forecasts: an ordinary least-squares line through the weekly
 * totals (simple-statistics) extended over the next days, with a 95% prediction interval from the
 * Student t distribution. Pure: the caller gives complete 7-day weeks, oldest first.
 */

/** A forecast needs at least this many complete weeks since the first order. */
export const MIN_FORECAST_WEEKS = 8;
/** At most this many weeks (about two years) feed the line. */
export const MAX_FORECAST_WEEKS = 104;
export const FORECAST_DAYS = 30;
export const FORECAST_CONFIDENCE = 0.95;
export const FORECAST_METHOD =
  'Linear regression (least squares) on weekly totals, with a 95% prediction interval; daily values are the weekly line divided by 7';

export const forecastUnavailableReason = (weeks: number) =>
  `A forecast needs at least ${MIN_FORECAST_WEEKS} weeks of sales history; you have ${weeks}.`;

/** Two-sided 97.5% quantiles of Student's t for 1..30 degrees of freedom (standard tables). */
const T_975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131,
  2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/** The t multiplier of a two-sided 95% interval; past 30 degrees of freedom interpolated towards 1.96 in 1/df. */
export function tQuantile975(df: number): number {
  if (df < 1) return Number.NaN;
  if (df <= 30) return T_975[Math.floor(df) - 1]!;
  // 1/df interpolation between df = 30 (2.042) and infinity (1.960): within 0.001 of the tables.
  return 1.96 + (2.042 - 1.96) * (30 / df);
}

export type ForecastPoint = { value: number; lower: number; upper: number };

export type WeeklyForecast = {
  /** Weeks the line was fitted on. */
  basedOnWeeks: number;
  /** The fitted line: weekly total = intercept + slope * week index (0 = oldest week). */
  slope: number;
  intercept: number;
  /** Residual standard error of the weekly totals. */
  residualStdError: number;
  /** One point per future day: the expected daily value and its 95% band (never below 0). */
  days: ForecastPoint[];
  /** The whole horizon summed, with the 95% interval of that sum (never below 0). */
  total: ForecastPoint;
};

const clamp0 = (n: number) => Math.max(n, 0);

/**
 * Fits weekly totals (oldest first) and forecasts `horizonDays` days following the last week.
 * Week i covers days 7i..7i+6, centred on day 7i+3; future day d (0 = the day after the last week)
 * sits at week index n + (d - 3) / 7. A day's value is the line at its index divided by 7 and its
 * band the weekly prediction interval divided by 7. The horizon's total counts the noise of
 * horizon/7 weeks plus the uncertainty of the line at the horizon's mean index.
 * Returns null with fewer than MIN_FORECAST_WEEKS weeks.
 */
export function forecastFromWeeklyTotals(
  weekly: number[],
  horizonDays = FORECAST_DAYS,
): WeeklyForecast | null {
  const n = weekly.length;
  if (n < MIN_FORECAST_WEEKS) return null;
  const points = weekly.map((y, i) => [i, y]);
  const { m: slope, b: intercept } = linearRegression(points);
  const line = linearRegressionLine({ m: slope, b: intercept });
  const meanX = (n - 1) / 2;
  const sxx = weekly.reduce((s, _y, i) => s + (i - meanX) ** 2, 0);
  const sse = weekly.reduce((s, y, i) => s + (y - line(i)) ** 2, 0);
  const residualStdError = Math.sqrt(sse / (n - 2));
  const t = tQuantile975(n - 2);

  const days: ForecastPoint[] = [];
  for (let d = 0; d < horizonDays; d++) {
    const x = n + (d - 3) / 7;
    const value = line(x);
    const half = t * residualStdError * Math.sqrt(1 + 1 / n + (x - meanX) ** 2 / sxx);
    days.push({
      value: clamp0(value / 7),
      lower: clamp0((value - half) / 7),
      upper: clamp0((value + half) / 7),
    });
  }

  const weeks = horizonDays / 7;
  const meanFutureX = n + ((horizonDays - 1) / 2 - 3) / 7;
  const totalValue = weeks * line(meanFutureX);
  const totalHalf =
    t * residualStdError * Math.sqrt(weeks + weeks ** 2 * (1 / n + (meanFutureX - meanX) ** 2 / sxx));
  return {
    basedOnWeeks: n,
    slope,
    intercept,
    residualStdError,
    days,
    total: {
      value: clamp0(totalValue),
      lower: clamp0(totalValue - totalHalf),
      upper: clamp0(totalValue + totalHalf),
    },
  };
}

/**
 * Trailing moving average: entry i is the mean of values[i - window + 1 .. i]; null while fewer
 * than `window` values are available.
 */
export function movingAverage(values: number[], window: number): (number | null)[] {
  const out: (number | null)[] = [];
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i]!;
    if (i >= window) sum -= values[i - window]!;
    out.push(i >= window - 1 ? sum / window : null);
  }
  return out;
}

/**
 * Sums daily values into complete 7-day weeks ending with the last value (a leading remainder of
 * fewer than 7 days is dropped), oldest first.
 */
export function weeklyTotals(daily: number[]): number[] {
  const weeks: number[] = [];
  for (let end = daily.length; end - 7 >= 0; end -= 7) {
    let s = 0;
    for (let i = end - 7; i < end; i++) s += daily[i]!;
    weeks.unshift(s);
  }
  return weeks;
}
