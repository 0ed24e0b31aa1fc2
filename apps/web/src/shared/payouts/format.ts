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

const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** A run's day and hour in words: 'Monday, November 30, 2026 at 6:00 AM' (for admins, who set it). */
export function formatRunMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${dayInWords.format(date)} at ${timeOfDay.format(date)}`;
}

/** 'Nov 29, 2026', the short date of tables (the same as everywhere else). */
export const payoutDate = (iso: string) => formatDate(iso);
