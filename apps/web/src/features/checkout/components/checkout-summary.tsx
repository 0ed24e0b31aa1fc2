import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format';
import { type CartLine, groupCartLines, type Quote, QuoteTotals } from '@/shared/cart';

/** The order summary of checkout: each seller's items and shipping from the quote, then the totals. */
export function CheckoutSummary({
  lines,
  quote,
  children,
}: {
  lines: CartLine[];
  quote: Quote;
  children?: ReactNode;
}) {
  const groups = groupCartLines(lines, quote).filter((g) => !g.unavailable);
  const money = (n: number) => formatMoney(n, quote.currency);
  return (
    <section aria-labelledby="checkout-summary-heading" className="space-y-4">
      <h2 id="checkout-summary-heading" className="font-semibold text-slate-900">
        Order summary
      </h2>
      <div className="space-y-3">
        {groups.map((group) => (
          <section
            key={group.key}
            aria-label={`Items from ${group.name}`}
            className="rounded-lg border border-slate-200 p-3"
            data-testid="checkout-seller"
          >
            <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
              <Store className="size-4 text-indigo-600" aria-hidden="true" />
              {group.name}
            </h3>
            <ul className="mt-2 space-y-1.5">
              {group.lines.map((entry) => (
                <li key={entry.line.productId} className="flex justify-between gap-3 text-sm">
                  <span className="min-w-0 text-slate-600">
                    <span className="line-clamp-2">{entry.title}</span>
                    <span className="text-xs text-slate-400">Qty {entry.line.quantity}</span>
                  </span>
                  <span className="shrink-0 font-medium text-slate-900">
                    {money((entry.unitPrice ?? 0) * entry.line.quantity)}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-2 flex justify-between border-t border-slate-100 pt-2 text-xs text-slate-500">
              <span>Shipping from {group.name}</span>
              <span>{money(group.shipping ?? 0)}</span>
            </p>
          </section>
        ))}
      </div>
      <QuoteTotals quote={quote} />
      {children}
    </section>
  );
}
