import { dayIn } from '@market/domain';
import { stringify } from 'csv-stringify/sync';
import { safeCsvCell } from '../../lib/csv-cell.js';
import { getOrderAnalytics, type OrderAnalytics } from './order-analytics.service.js';

export const ORDER_ANALYTICS_CSV_COLUMNS = ['Section', 'Label', 'Metric', 'Value', 'Note'];

type Cell = string | number | null;

/** The screen's figures as CSV rows: one figure a row; 'N/A' and the reason where there is none. */
export function orderAnalyticsRows(a: OrderAnalytics): Cell[][] {
  const rows: Cell[][] = [];
  const add = (section: string, label: string, metric: string, value: number | string | null, note = '') =>
    rows.push([section, safeCsvCell(label), metric, value ?? 'N/A', note]);
  const why = (field: string) => a.reasons[field] ?? '';
  add('Period', 'Start date', 'date', a.period.startDate);
  add('Period', 'End date', 'date', a.period.endDate);
  add('Period', 'Compared with', 'dates', `${a.period.previousStartDate} to ${a.period.previousEndDate}`);
  const o = a.overview;
  const kpis: [string, number | null, string, number | null, string, string][] = [
    ['Total Orders', o.totalOrders, 'count', o.ordersChange, 'totalOrders', 'ordersChange'],
    ['Total Revenue', o.totalRevenue, 'amount', o.revenueChange, 'totalRevenue', 'revenueChange'],
    ['Average Order Value', o.averageOrderValue, 'amount', o.aovChange, 'averageOrderValue', 'aovChange'],
    [
      'Fulfillment Rate',
      o.fulfillmentRate,
      'percent',
      o.fulfillmentChange,
      'fulfillmentRate',
      'fulfillmentChange',
    ],
  ];
  for (const [label, value, unit, change, field, changeField] of kpis) {
    add('Overview', label, unit, value, why(field));
    add('Overview', label, 'change % vs previous period', change, why(changeField));
  }
  for (const t of a.orderTrends) add('Order Trends', t.date, 'orders', t.orders);
  for (const t of a.revenueTrends) {
    add('Revenue Trends', t.date, 'revenue', t.revenue);
    add('Revenue Trends', t.date, 'profit (earnings after commission)', t.profit);
  }
  for (const s of a.statusDistribution) add('Status Distribution', s.name, 'orders', s.count);
  for (const p of a.topProducts) {
    add('Top Selling Products', p.name, 'units', p.sales);
    add('Top Selling Products', p.name, 'revenue', p.revenue);
  }
  const c = a.customerInsights;
  add('Customer Insights', 'Total Customers', 'count', c.totalCustomers);
  add('Customer Insights', 'New Customers', 'count', c.newCustomers);
  add(
    'Customer Insights',
    'Repeat Customer Rate',
    'percent',
    c.repeatCustomerRate,
    why('repeatCustomerRate'),
  );
  const m = a.performanceMetrics;
  if (m) {
    add('Performance', 'On-Time Delivery', 'percent', m.onTimeDeliveryRate, why('onTimeDeliveryRate'));
    add('Performance', 'Return Rate', 'percent', m.returnRate, why('returnRate'));
    add('Performance', 'Avg Processing Time', 'hours', m.averageProcessingTime, why('averageProcessingTime'));
    add(
      'Performance',
      'Customer Satisfaction',
      'rating',
      m.customerSatisfaction,
      why('customerSatisfaction'),
    );
  }
  return rows;
}

/** The Order Analytics figures of one vendor as a CSV document (with a BOM for spreadsheets), and today's date for its name. */
export async function exportOrderAnalyticsCsv(opts: Parameters<typeof getOrderAnalytics>[0]): Promise<{
  csv: string;
  day: string;
}> {
  const analytics = await getOrderAnalytics({ ...opts, includeMetrics: true });
  const csv = stringify(orderAnalyticsRows(analytics), {
    header: true,
    columns: ORDER_ANALYTICS_CSV_COLUMNS,
    bom: true,
  });
  return { csv, day: dayIn(opts.ctx.config.timeZone, opts.ctx.clock.now()) };
}
