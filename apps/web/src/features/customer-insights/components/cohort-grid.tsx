import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { formatMonth, formatPercent } from '@/lib/format-analytics';
import type { CustomerInsights } from '../api/customer-insights';

/**
 * Cell shade: the share of the cohort that ordered again (0-100%), as indigo of rising strength,
 * at most 75% strong so the dark figure on it reads at 4.5:1 or more at every share.
 */
function shade(rate: number | null): string {
  if (rate === null || rate === 0) return 'transparent';
  return `rgba(79, 70, 229, ${(0.08 + (Math.min(rate, 100) / 100) * 0.67).toFixed(2)})`;
}

/**
 * The retention grid: one row per first-order month, one column per month after it; each cell is
 * the share of the cohort that ordered again that month (shaded by the share). An accessible table.
 */
export function CohortGrid({ cohorts }: { cohorts: CustomerInsights['cohorts'] }) {
  const width = Math.max(0, ...cohorts.map((c) => c.retention.length));
  const offsets = Array.from({ length: width }, (_, i) => i + 1);
  return (
    <Card>
      <CardHeader
        level={3}
        title="Customer Cohorts"
        description="Customers grouped by the month of their first order with you (the last 12 months up to the end of the period); each cell is the share of the group that ordered again that many months later."
      />
      <CardBody>
        {cohorts.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-200 px-4 py-10 text-center text-sm text-slate-600">
            No first orders in the last 12 months.
          </p>
        ) : (
          <section
            className="relative overflow-x-auto rounded-md"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1)
            tabIndex={0}
            aria-label="Retention by first-order month: table"
          >
            <table className="w-full text-sm" aria-label="Retention by first-order month">
              <thead>
                <tr className="border-b border-slate-200 text-xs text-slate-600">
                  <th scope="col" className="px-2 py-2 text-left font-semibold">
                    First order
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-semibold">
                    Customers
                  </th>
                  {offsets.map((o) => (
                    <th key={o} scope="col" className="px-2 py-2 text-center font-semibold">
                      {`Month +${o}`}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {cohorts.map((c) => (
                  <tr key={c.cohort} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="px-2 py-1.5 text-left font-medium text-slate-800">
                      {formatMonth(c.cohort)}
                    </th>
                    <td className="px-2 py-1.5 text-right tabular-nums">{c.customers}</td>
                    {offsets.map((o) => {
                      const cell = c.retention.find((r) => r.offset === o);
                      if (!cell)
                        return (
                          <td key={o} className="px-2 py-1.5 text-center text-slate-400">
                            <span aria-hidden="true">·</span>
                            <span className="sr-only">not yet</span>
                          </td>
                        );
                      return (
                        <td
                          key={o}
                          className="px-2 py-1.5 text-center font-medium text-slate-950 tabular-nums"
                          style={{ backgroundColor: shade(cell.rate) }}
                          title={`${cell.customers} of ${c.customers} ordered again`}
                        >
                          {cell.rate === null ? 'N/A' : formatPercent(cell.rate)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </CardBody>
    </Card>
  );
}
