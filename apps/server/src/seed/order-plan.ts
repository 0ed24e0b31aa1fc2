/**
 * The shape of the demo order history, decided by a seeded generator so every machine gets the
 * same orders (relative to the start-up time): when orders are placed (growth, a weekly and a
 * yearly rhythm, busy evenings), who places them (a pool of returning buyers who joined over the
 * year, guests, several countries) and what happens to each vendor part afterwards.
 */

export const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A small deterministic generator (mulberry32). */
export function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof random>;

export type Place = { city: string; state: string; zip: string; country: string };

/** Where buyers live: mostly the United States, some in four other countries. */
export const PLACES: Place[] = [
  { city: 'Chicago', state: 'IL', zip: '60601', country: 'United States' },
  { city: 'Austin', state: 'TX', zip: '73301', country: 'United States' },
  { city: 'Seattle', state: 'WA', zip: '98101', country: 'United States' },
  { city: 'Toronto', state: 'ON', zip: 'M5H 2N2', country: 'Canada' },
  { city: 'Denver', state: 'CO', zip: '80202', country: 'United States' },
  { city: 'Boston', state: 'MA', zip: '02108', country: 'United States' },
  { city: 'London', state: 'Greater London', zip: 'EC1A 1BB', country: 'United Kingdom' },
  { city: 'Miami', state: 'FL', zip: '33101', country: 'United States' },
  { city: 'New York', state: 'NY', zip: '10001', country: 'United States' },
  { city: 'Vancouver', state: 'BC', zip: 'V6B 1A1', country: 'Canada' },
  { city: 'Portland', state: 'OR', zip: '97201', country: 'United States' },
  { city: 'Berlin', state: 'Berlin', zip: '10115', country: 'Germany' },
  { city: 'San Diego', state: 'CA', zip: '92101', country: 'United States' },
  { city: 'Sydney', state: 'NSW', zip: '2000', country: 'Australia' },
  { city: 'Nashville', state: 'TN', zip: '37201', country: 'United States' },
  { city: 'Manchester', state: 'Greater Manchester', zip: 'M1 1AE', country: 'United Kingdom' },
];

/** Sunday first: weekends sell most, Mondays least. */
const WEEKDAY = [1.35, 0.8, 0.9, 0.95, 1.0, 1.15, 1.45];
/** January first: a holiday peak in November and December, a quiet late winter. */
const MONTH = [0.8, 0.7, 0.85, 0.95, 1.0, 1.0, 1.05, 1.0, 0.95, 1.05, 1.45, 1.7];
/** By hour of day: quiet nights, a lunch bump, busy evenings. */
const HOURS = [
  0.15, 0.1, 0.1, 0.1, 0.1, 0.2, 0.4, 0.7, 0.9, 1, 1, 1.1, 1.3, 1.2, 1, 1, 1, 1.1, 1.4, 1.7, 1.8, 1.5, 1, 0.5,
];
const HOURS_TOTAL = HOURS.reduce((a, b) => a + b, 0);

/**
 * `count` order times over the 360 days before `end`, oldest first: a growth trend (recent days
 * about 2.5 times as busy as a year ago) times the weekday and month rhythms (rejection sampling),
 * at an hour drawn from the daily curve. Nothing in the last hour before `end`.
 */
export function orderTimes(rnd: Random, end: number, count: number): number[] {
  const max = 1.45 * Math.max(...WEEKDAY) * Math.max(...MONTH);
  const times: number[] = [];
  while (times.length < count) {
    const age = rnd.next() * 360;
    const dayStart = Math.floor((end - age * DAY) / DAY) * DAY;
    const date = new Date(dayStart);
    const weight = (0.55 + 0.9 * (1 - age / 360)) * WEEKDAY[date.getUTCDay()]! * MONTH[date.getUTCMonth()]!;
    if (rnd.next() * max >= weight) continue;
    let pickHour = rnd.next() * HOURS_TOTAL;
    let hour = 0;
    while (hour < 23 && pickHour >= HOURS[hour]!) pickHour -= HOURS[hour++]!;
    const at = dayStart + hour * HOUR + rnd.int(0, HOUR - 1);
    if (at < end - HOUR) times.push(at);
  }
  return times.sort((a, b) => a - b);
}

export type PartPlan =
  | { kind: 'cancelledByVendor' | 'cancelledByCustomer' | 'rejected'; afterHours: number }
  | {
      kind: 'lifecycle';
      /** Hours from placing: accepted, processing (null = skipped), shipped, delivered, returned (null = kept). */
      accepted: number;
      processing: number | null;
      shipped: number;
      delivered: number;
      returned: number | null;
    };

/**
 * What becomes of one part: 4% cancelled by the vendor, 4% by the customer, 2% rejected; the rest
 * accepted within hours (10% after one to three days), shipped after 0.5-3 days (sometimes 5), delivered by the speed's transit
 * time, 12% late by 4-9 more days, and 5% of deliveries returned within two weeks. Steps that
 * would fall after the present are left out by the caller, so recent orders are still open.
 */
export function planPart(
  rnd: Random,
  speed: 'standard' | 'express' | 'overnight',
  ageHours: number,
): PartPlan {
  const roll = rnd.next();
  if (roll < 0.04) return { kind: 'cancelledByVendor', afterHours: rnd.int(2, 20) };
  if (roll < 0.08) return { kind: 'cancelledByCustomer', afterHours: rnd.int(1, 10) };
  if (roll < 0.1) return { kind: 'rejected', afterHours: rnd.int(1, 12) };
  // Vendors answer within hours, some within days: half of the last three days' parts still wait.
  const accepted = rnd.chance(ageHours < 72 ? 0.5 : 0.1) ? rnd.int(20, 80) : rnd.int(1, 8) + rnd.next();
  const processing = rnd.chance(0.55) ? accepted + rnd.int(2, 12) : null;
  // Of the last five days' parts, about half are still being prepared (accepted or processing).
  const open = ageHours < 120 && rnd.chance(0.45);
  const shipped = open
    ? Math.max(ageHours + rnd.int(1, 48), (processing ?? accepted) + 1)
    : (processing ?? accepted) + (rnd.chance(0.1) ? rnd.int(72, 120) : rnd.int(10, 60));
  const transitDays =
    speed === 'overnight'
      ? 0.5 + rnd.next() * 0.5
      : speed === 'express'
        ? 1 + rnd.next()
        : 2 + rnd.next() * 3;
  const late = rnd.chance(0.12) ? rnd.int(4, 9) : 0;
  const delivered = shipped + (transitDays + late) * 24;
  const returned = rnd.chance(0.05) ? delivered + rnd.int(3, 14) * 24 : null;
  return { kind: 'lifecycle', accepted, processing, shipped, delivered, returned };
}

/** A part its seller accepted soon after it came in, not shipped yet: it stays accepted. */
export function acceptedPart(ageHours: number): PartPlan {
  const later = ageHours + 48;
  return {
    kind: 'lifecycle',
    accepted: Math.max(0.1, Math.min(2, ageHours - 1.5)),
    processing: null,
    shipped: later,
    delivered: later,
    returned: null,
  };
}

/** A part nobody has answered yet: every step lies after the present, so it stays pending. */
export function waitingPart(ageHours: number): PartPlan {
  const later = ageHours + 48;
  return {
    kind: 'lifecycle',
    accepted: later,
    processing: null,
    shipped: later,
    delivered: later,
    returned: null,
  };
}
