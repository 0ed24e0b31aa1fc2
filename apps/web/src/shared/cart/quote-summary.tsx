import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format';
import type { Quote } from './quote';

/** "8%" for a tax rate of 0.08. */
export function taxRateLabel(taxRate: number): string {
  return `${Number((taxRate * 100).toFixed(2))}%`;
}

/** One term and its figure: a `div` holding `dt` and `dd`, the only wrapper a `dl` allows. */
function Row({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between border-t border-slate-200 pt-3 text-base font-semibold text-slate-900'
          : 'flex justify-between text-sm text-slate-600'
      }
    >
      <dt>{label}</dt>
      <dd className={strong ? undefined : 'font-medium text-slate-900'}>{value}</dd>
    </div>
  );
}

/** Subtotal, shipping, tax and total of a quote (the figures the order will be charged). */
export function QuoteTotals({ quote }: { quote: Quote }) {
  const money = (n: number) => formatMoney(n, quote.currency);
  return (
    <dl className="space-y-2" aria-label="Order totals">
      <Row label="Subtotal" value={money(quote.subtotal)} />
      <Row label="Shipping" value={money(quote.shipping)} />
      <Row label={`Tax (${taxRateLabel(quote.taxRate)})`} value={money(quote.tax)} />
      <Row label="Total" value={money(quote.total)} strong />
    </dl>
  );
}
