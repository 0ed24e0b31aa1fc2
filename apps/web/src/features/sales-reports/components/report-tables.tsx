import type { ReactNode } from 'react';
import { Card, CardHeader } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { fitTdClasses, fitThClasses, Table, tdClasses, thClasses } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney } from '@/lib/format';
import { formatChange } from '@/lib/format-analytics';
import type { SalesReport, SalesTrend } from '../api/sales-report';

const money = (n: number | null) => (n === null ? 'N/A' : formatMoney(n));

type Column<Row> = { header: string; align?: 'right'; cell: (row: Row) => ReactNode };

export function ReportTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  dense = false,
}: {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Tighter cells (many columns). */
  dense?: boolean;
}) {
  const th = dense ? fitThClasses : thClasses;
  const td = dense ? fitTdClasses : tdClasses;
  return (
    <Table aria-label={label} className={dense ? 'min-w-[960px]' : undefined}>
      <thead className="border-b border-slate-200 bg-slate-50">
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col" className={cn(th, c.align === 'right' && 'text-right')}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((r) => (
          <tr key={rowKey(r)}>
            {columns.map((c) => (
              <td key={c.header} className={cn(td, 'tabular-nums', c.align === 'right' && 'text-right')}>
                {c.cell(r)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Growth against the previous period: green with a plus sign at zero or above, red below zero. */
export function Growth({ value }: { value: number | null }) {
  if (value === null)
    return (
      <span className="text-slate-500" title="Nothing sold in the previous period">
        N/A
      </span>
    );
  const percent = Math.round(value * 1000) / 10;
  return (
    <span className={percent >= 0 ? 'font-medium text-emerald-700' : 'font-medium text-red-700'}>
      {`${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`}
    </span>
  );
}

type Product = NonNullable<SalesReport['productSales']>[number];

export function ProductSalesTable({ rows }: { rows: Product[] }) {
  return (
    <Card>
      <CardHeader
        title="Product Sales Performance"
        description="Products sold in the period, best revenue first; growth against the previous period of the same length."
      />
      <ReportTable
        label="Product Sales Performance"
        rows={rows}
        rowKey={(p) => p.id}
        columns={[
          {
            header: 'Product',
            cell: (p) => (
              <div className="flex items-center gap-3">
                <ImageWithFallback src={p.image} alt="" className="size-10 rounded-md object-cover" />
                <div>
                  <div className="font-medium text-slate-900">{p.name}</div>
                  <div className="text-xs text-slate-500">{p.category ?? 'No category'}</div>
                </div>
              </div>
            ),
          },
          { header: 'Units Sold', align: 'right', cell: (p) => p.unitsSold },
          { header: 'Revenue', align: 'right', cell: (p) => formatMoney(p.revenue) },
          { header: 'Avg. Price', align: 'right', cell: (p) => money(p.averagePrice) },
          { header: 'Growth', align: 'right', cell: (p) => <Growth value={p.growth} /> },
        ]}
      />
    </Card>
  );
}

type Customer = NonNullable<SalesReport['topCustomers']>[number];

export function TopCustomersTable({ rows }: { rows: Customer[] }) {
  return (
    <Card>
      <CardHeader title="Top Customers" description="The ten customers who spent most in the period." />
      <ReportTable
        label="Top Customers"
        rows={rows}
        rowKey={(c) => c.email.toLowerCase()}
        columns={[
          {
            header: 'Customer',
            cell: (c) => (
              <div>
                <div className="font-medium text-slate-900">{c.name}</div>
                <div className="text-xs text-slate-500">
                  <EmailAddress email={c.email} />
                </div>
              </div>
            ),
          },
          { header: 'Orders', align: 'right', cell: (c) => c.ordersCount },
          { header: 'Total Spent', align: 'right', cell: (c) => formatMoney(c.totalSpent) },
          { header: 'Avg. Order', align: 'right', cell: (c) => money(c.averageOrder) },
          { header: 'Last Order', align: 'right', cell: (c) => formatDate(c.lastOrder) },
        ]}
      />
    </Card>
  );
}

function Change({ value }: { value: number | null }) {
  const c = formatChange(value);
  return (
    <span
      className={cn(
        'font-medium',
        c.direction === 'up' && 'text-emerald-700',
        c.direction === 'down' && 'text-red-700',
        (c.direction === 'flat' || c.direction === 'new') && 'text-slate-600',
      )}
    >
      {c.text}
    </span>
  );
}

export function SalesTrendsTable({ rows }: { rows: SalesTrend[] }) {
  return (
    <Card>
      <CardHeader
        title="Sales Trends"
        description="The last 7 and 30 days of the period against the 7 and 30 days just before."
      />
      <ReportTable
        label="Sales Trends"
        rows={rows}
        rowKey={(t) => t.label}
        columns={[
          { header: 'Comparison', cell: (t) => <span className="font-medium">{t.label}</span> },
          {
            header: 'Period',
            cell: (t) => `${formatDate(t.current.startDate)} – ${formatDate(t.current.endDate)}`,
          },
          { header: 'Sales', align: 'right', cell: (t) => formatMoney(t.current.sales) },
          { header: 'Before', align: 'right', cell: (t) => formatMoney(t.previous.sales) },
          { header: 'Sales Change', align: 'right', cell: (t) => <Change value={t.salesChange} /> },
          { header: 'Orders', align: 'right', cell: (t) => `${t.current.orders} (was ${t.previous.orders})` },
          { header: 'Orders Change', align: 'right', cell: (t) => <Change value={t.ordersChange} /> },
        ]}
      />
    </Card>
  );
}
