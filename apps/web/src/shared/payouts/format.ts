import { formatDate } from '@/lib/format';

const dayInWords = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** A payout run's day in words: 'Monday, December 7, 2026' (the viewer's own calendar day). */
export function formatRunDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayInWords.format(date);
}

/** 'Nov 29, 2026', the short date of tables (the same as everywhere else). */
export const payoutDate = (iso: string) => formatDate(iso);
