import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatRelativeTime } from './format';

describe('formatMoney', () => {
  it('formats US dollars by default, with two decimals and grouping', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-3)).toBe('-$3.00');
  });

  it('formats other currencies and survives bad numbers', () => {
    expect(formatMoney(10, 'EUR')).toBe('€10.00');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });
});

describe('formatDate', () => {
  it('formats a date in en-US, optionally with the time', () => {
    const date = new Date(2025, 10, 21, 15, 4);
    expect(formatDate(date)).toBe('Nov 21, 2025');
    expect(formatDate(date, { withTime: true })).toBe('Nov 21, 2025, 3:04 PM');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-11-21T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('uses minutes below an hour, hours below a day, then days', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('0m ago');
    expect(formatRelativeTime(ago(59), now)).toBe('59m ago');
    expect(formatRelativeTime(ago(60), now)).toBe('1h ago');
    expect(formatRelativeTime(ago(1439), now)).toBe('23h ago');
    expect(formatRelativeTime(ago(1440), now)).toBe('1d ago');
    expect(formatRelativeTime(ago(10 * 1440 + 5), now)).toBe('10d ago');
  });

  it('accepts ISO strings and never goes negative', () => {
    expect(formatRelativeTime('2025-11-21T11:30:00Z', now)).toBe('30m ago');
    expect(formatRelativeTime('2025-11-21T12:05:00Z', now)).toBe('0m ago');
    expect(formatRelativeTime('garbage', now)).toBe('');
  });
});
