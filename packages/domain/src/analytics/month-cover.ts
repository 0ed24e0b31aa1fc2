import { monthEnd, monthOf } from './customer-cohorts.js';
import { addDays } from './period.js';

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
