import { Table, tdClasses, thClasses } from '@/components/ui/table';
import { formatMoney } from '@/lib/format';
import type { VendorTrends } from '../api/get-vendor-trends';
import type { TrendMetric, TrendPoint } from './trend-chart';

const NA = 'N/A';
const num = (v: number) => String(Math.round(v * 100) / 100);

/** The chart's figures as a table: a day per row, the forecast days after the actual ones. */
export function TrendTable({
  points,
  metric,
  caption,
}: {
  points: TrendPoint[];
  metric: TrendMetric;
  caption: string;
}) {
  const fmt = metric === 'revenue' ? formatMoney : num;
  const cell = (v: number | null | undefined) => (v === null || v === undefined ? NA : fmt(v));
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className={thClasses}>
            Date
          </th>
          <th scope="col" className={thClasses}>
            {metric === 'revenue' ? 'Revenue' : 'Orders'}
          </th>
          <th scope="col" className={thClasses}>
            7-day average
          </th>
          <th scope="col" className={thClasses}>
            28-day average
          </th>
          <th scope="col" className={thClasses}>
            Forecast
          </th>
          <th scope="col" className={thClasses}>
            Forecast range (95%)
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {points.map((p) => (
          <tr key={p.date}>
            <th scope="row" className={`${tdClasses} font-medium text-slate-900`}>
              {p.date}
            </th>
            <td className={tdClasses}>{p.actual === undefined ? '' : fmt(p.actual)}</td>
            <td className={tdClasses}>{p.actual === undefined ? '' : cell(p.ma7)}</td>
            <td className={tdClasses}>{p.actual === undefined ? '' : cell(p.ma28)}</td>
            <td className={tdClasses}>{p.forecast === undefined ? '' : fmt(p.forecast)}</td>
            <td className={tdClasses}>{p.band ? `${fmt(p.band[0])} to ${fmt(p.band[1])}` : ''}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Weekly totals, Monday to Sunday (a week cut by the period's edge says how many of its days count). */
export function WeeklyTable({ weeks }: { weeks: VendorTrends['weekly'] }) {
  return (
    <Table>
      <caption className="sr-only">Weekly totals</caption>
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className={thClasses}>
            Week
          </th>
          <th scope="col" className={thClasses}>
            Days in period
          </th>
          <th scope="col" className={thClasses}>
            Revenue
          </th>
          <th scope="col" className={thClasses}>
            Orders
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {weeks.map((w) => (
          <tr key={w.weekStart}>
            <th scope="row" className={`${tdClasses} font-medium text-slate-900`}>
              {w.weekStart} to {w.weekEnd}
            </th>
            <td className={tdClasses}>{w.days === 7 ? '7' : `${w.days} of 7`}</td>
            <td className={tdClasses}>{formatMoney(w.revenue)}</td>
            <td className={tdClasses}>{w.orders}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
