import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { safeCsvCell } from '../../lib/csv-cell.js';
import type { SalesReport, SalesReportLine } from './sales-report.service.js';

/** The CSV of each report type: one table, its header first (a spreadsheet opens it as it is). */
export const SALES_REPORT_CSV_COLUMNS = {
  summary: ['Section', 'Label', 'Value'],
  trends: ['Section', 'Label', 'Value'],
  products: ['Product', 'Category', 'Units Sold', 'Revenue', 'Avg. Price', 'Growth %'],
  customers: ['Customer', 'Email', 'Orders', 'Total Spent', 'Avg. Order', 'Last Order'],
  detailed: [
    'Order Number',
    'Date',
    'Customer',
    'Email',
    'Status',
    'Product',
    'SKU',
    'Category',
    'Quantity',
    'Unit Price',
    'Total',
  ],
} as const;

type Cell = string | number | null;
const text = (v: string | null) => (v === null ? '' : safeCsvCell(v));
const na = (v: number | null) => (v === null ? 'N/A' : v);
const percent = (fraction: number | null) => (fraction === null ? 'N/A' : Math.round(fraction * 1000) / 10);

/** The period, the filters and the cards: the first rows of the summary and trends CSVs. */
function headRows(r: SalesReport): Cell[][] {
  const f = r.filters;
  return [
    ['Period', 'Start date', r.period.startDate],
    ['Period', 'End date', r.period.endDate],
    ['Filters', 'Category', text(f.categoryName ?? 'All categories')],
    ['Filters', 'Order status', f.status],
    ['Filters', 'Minimum amount', f.minAmount ?? ''],
    ['Filters', 'Maximum amount', f.maxAmount ?? ''],
    ['Summary', 'Total Sales', r.summary.totalSales],
    ['Summary', 'Orders Count', r.summary.ordersCount],
    ['Summary', 'Average Order', na(r.summary.averageOrder)],
    ['Summary', 'Units Sold', r.summary.unitsSold],
  ];
}

/** The rows of every type but the detailed one (whose lines are streamed). */
export function salesReportRows(r: SalesReport): Cell[][] {
  switch (r.reportType) {
    case 'products':
      return (r.productSales ?? []).map((p) => [
        text(p.name),
        text(p.category ?? 'No category'),
        p.unitsSold,
        p.revenue,
        na(p.averagePrice),
        percent(p.growth),
      ]);
    case 'customers':
      return (r.topCustomers ?? []).map((c) => [
        text(c.name),
        text(c.email),
        c.ordersCount,
        c.totalSpent,
        na(c.averageOrder),
        c.lastOrder.slice(0, 10),
      ]);
    case 'trends': {
      const rows = headRows(r);
      for (const t of r.salesTrends ?? []) {
        rows.push([t.label, `Sales ${t.current.startDate} to ${t.current.endDate}`, t.current.sales]);
        rows.push([t.label, `Sales ${t.previous.startDate} to ${t.previous.endDate}`, t.previous.sales]);
        rows.push([t.label, 'Sales change %', na(t.salesChange)]);
        rows.push([t.label, 'Orders now', t.current.orders]);
        rows.push([t.label, 'Orders before', t.previous.orders]);
        rows.push([t.label, 'Orders change %', na(t.ordersChange)]);
      }
      return rows;
    }
    default: {
      const rows = headRows(r);
      for (const d of r.dailySales) rows.push(['Daily Sales', d.date, d.sales]);
      for (const c of r.categorySales) rows.push(['Sales by Category', text(c.name), c.value]);
      return rows;
    }
  }
}

export function lineCells(l: SalesReportLine): Cell[] {
  return [
    text(l.orderNumber),
    l.date,
    text(l.customerName),
    text(l.customerEmail),
    l.status,
    text(l.product),
    text(l.sku),
    text(l.category ?? 'No category'),
    l.quantity,
    l.unitPrice,
    l.total,
  ];
}

/**
 * The report as a CSV stream (with a BOM for spreadsheets). The detailed lines are pulled batch
 * by batch from `lines` as the reader consumes the stream, so a large report is never held whole.
 */
export function salesReportCsv(r: SalesReport, lines: AsyncIterable<SalesReportLine[]> | null): Readable {
  async function* rows() {
    if (r.reportType !== 'detailed' || !lines) {
      for (const row of salesReportRows(r)) yield row;
      return;
    }
    for await (const batch of lines) for (const l of batch) yield lineCells(l);
  }
  const csv = stringify({ header: true, columns: [...SALES_REPORT_CSV_COLUMNS[r.reportType]], bom: true });
  const source = Readable.from(rows());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
