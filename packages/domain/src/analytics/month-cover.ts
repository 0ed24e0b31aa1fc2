import { monthEnd, monthOf } from './customer-cohorts.js';
import { addDays, daysBetween } from './period.js';

/**
 * A period as whole months plus the days of the months it only partly covers, so a sum over it
 * can read monthly rows for the months and daily rows only at its edges. `months` is the first and
 * last whole month (their first days), or null; `days` holds at most two [from, to] ranges.
 */
export function monthCover(
  from: string,
  to: string,
): { months: [string, string] | null; days: [string, string][] } {
  const days: [string, string][] = [];
  if (monthOf(from) === monthOf(to)) {
    if (from === monthOf(from) && to === monthEnd(to)) return { months: [from, from], days };
    return { months: null, days: [[from, to]] };
  }
  let first = monthOf(from);
  if (from !== first) {
    days.push([from, monthEnd(from)]);
    first = addDays(monthEnd(from), 1);
  }
  let last = monthOf(to);
  if (to !== monthEnd(to)) {
    days.push([last, to]);
    last = monthOf(addDays(last, -1));
  }
  return { months: first <= last ? [first, last] : null, days };
}

/**
 * Like `monthCover`, but a partly covered month is read as its monthly row less the days outside
 * the period when those are fewer than the days inside it (a period ending today: its month's row
 * less the days after today, which have no rows yet). Sums over the period are the sums over
 * `months` and `add`, minus the sums over `subtract`.
 */
export function signedMonthCover(
  from: string,
  to: string,
): { months: [string, string] | null; add: [string, string][]; subtract: [string, string][] } {
  const add: [string, string][] = [];
  const subtract: [string, string][] = [];
  const length = daysBetween;
  let first = monthOf(from);
  let last = monthOf(to);
  if (first === last) {
    const whole = monthEnd(to);
    const outside = length(first, from) - 1 + length(to, whole) - 1;
    if (outside >= length(from, to)) return { months: null, add: [[from, to]], subtract };
    if (from > first) subtract.push([first, addDays(from, -1)]);
    if (to < whole) subtract.push([addDays(to, 1), whole]);
    return { months: [first, first], add, subtract };
  }
  if (from !== first) {
    const inside = length(from, monthEnd(from));
    if (inside <= length(first, from) - 1) {
      add.push([from, monthEnd(from)]);
      first = addDays(monthEnd(from), 1);
    } else subtract.push([first, addDays(from, -1)]);
  }
  if (to !== monthEnd(to)) {
    const inside = length(last, to);
    if (inside <= length(to, monthEnd(to)) - 1) {
      add.push([last, to]);
      last = monthOf(addDays(last, -1));
    } else subtract.push([addDays(to, 1), monthEnd(to)]);
  }
  return { months: first <= last ? [first, last] : null, add, subtract };
}
