import type { RefundStatus } from '../vocabulary/orders.js';

/** A refund as the customer reads it, on the order, the confirmation page and in the e-mail (decision 0047). */
export type RefundView = {
  amountMinor: number;
  method: 'card' | 'bank_transfer' | 'cod';
  status: RefundStatus;
  createdAt: string | Date;
  completedAt: string | Date | null;
};

const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const formats = new Map<string, Intl.NumberFormat>();

function money(minor: number, currency: string) {
  let f = formats.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formats.set(currency, f);
  }
  return f.format(minor / 100);
}

/** "Refunded $12.00 to card on Nov 29, 2026", or where the refund stands when it is not done yet. */
export function refundSentence(r: RefundView, currency = 'USD'): string {
  const amount = money(r.amountMinor, currency);
  const on = (d: string | Date | null) => day.format(new Date(d ?? r.createdAt));
  switch (r.status) {
    case 'succeeded':
      return `Refunded ${amount} to card on ${on(r.completedAt)}`;
    case 'pending':
      return `Refund of ${amount} to card in progress`;
    case 'failed':
      return `Refund of ${amount} to card did not go through; the marketplace team will follow it up`;
    case 'owed':
      return `Refund of ${amount} owed, to be sent by bank transfer`;
    case 'recorded':
      return `Refunded ${amount} by bank transfer on ${on(r.completedAt)}`;
  }
}
