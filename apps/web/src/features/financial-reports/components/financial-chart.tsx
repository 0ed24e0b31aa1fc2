import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  AXIS_TICK,
  CHART_COLOURS,
  CHART_HEIGHT,
  ChartCard,
  GRID_STROKE,
  INITIAL_DIMENSION,
} from '@/components/ui/charts';
import { formatMoney } from '@/lib/format';
import { formatMonth } from '@/lib/format-analytics';
import type { FinancialReport } from '../api/financial-report';

const SERIES = [
  { key: 'grossSales', name: 'Gross sales (placed)', colour: CHART_COLOURS[0] },
  { key: 'refundsAndCancellations', name: 'Refunds and cancellations (placed)', colour: CHART_COLOURS[4] },
  { key: 'commission', name: 'Commission (delivered)', colour: CHART_COLOURS[2] },
  { key: 'earnings', name: 'Earnings (delivered)', colour: CHART_COLOURS[1] },
] as const;

/** Gross sales, refunds, commission and earnings by month, with a table view. */
export function FinancialChart({ report }: { report: FinancialReport }) {
  const rows = report.months;
  return (
    <ChartCard
      title="Money by Month"
      description="Gross sales and refunds by the month the order was placed; commission and earnings by the month the order was delivered."
      summary={`Gross sales ${formatMoney(report.totals.grossSales)}, refunds and cancellations ${formatMoney(report.totals.refundsAndCancellations)}, commission ${formatMoney(report.totals.commission)}, earnings ${formatMoney(report.totals.earnings)} over ${rows.length} months`}
      table={{
        columns: [
          { key: 'month', header: 'Month', cell: (r) => formatMonth(r.month) },
          ...SERIES.map((s) => ({
            key: s.key,
            header: s.name,
            cell: (r: (typeof rows)[number]) => formatMoney(r[s.key]),
            align: 'right' as const,
          })),
        ],
        rows,
        rowKey: (r) => r.month,
        footer: ['Total', ...SERIES.map((s) => formatMoney(report.totals[s.key]))],
      }}
    >
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_DIMENSION}>
        <BarChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tickFormatter={formatMonth} tick={AXIS_TICK} />
          <YAxis tick={AXIS_TICK} tickFormatter={(v) => formatMoney(Number(v))} width={80} />
          <Tooltip labelFormatter={(m) => formatMonth(String(m))} formatter={(v) => formatMoney(Number(v))} />
          <Legend />
          {SERIES.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.colour} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
