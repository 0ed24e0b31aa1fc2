import { Card, CardHeader } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { Pagination } from '@/components/ui/pagination';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate, formatMoney } from '@/lib/format';
import type { SalesReport } from '../api/sales-report';
import { ReportTable } from './report-tables';

/** The detailed report: the order lines, newest first, a page at a time. */
export function OrderLinesTable({
  lines,
  onPageChange,
}: {
  lines: NonNullable<SalesReport['lines']>;
  onPageChange: (page: number) => void;
}) {
  const p = lines.pagination;
  return (
    <Card>
      <CardHeader
        title="Order Lines"
        description="Every line of the orders that match the filters, newest first."
      />
      {lines.items.length === 0 ? (
        <p className="px-5 pb-5 text-sm text-slate-600">No order lines match these filters in this period.</p>
      ) : (
        <ReportTable
          label="Order Lines"
          dense
          rows={lines.items}
          rowKey={(l) => l.id}
          columns={[
            {
              header: 'Order',
              cell: (l) => <span className="font-medium whitespace-nowrap">{l.orderNumber}</span>,
            },
            { header: 'Date', cell: (l) => <span className="whitespace-nowrap">{formatDate(l.date)}</span> },
            {
              header: 'Customer',
              cell: (l) => (
                <div>
                  <div>{l.customerName}</div>
                  <div className="text-xs text-slate-500">
                    <EmailAddress email={l.customerEmail} />
                  </div>
                </div>
              ),
            },
            { header: 'Product', cell: (l) => l.product },
            { header: 'Category', cell: (l) => l.category ?? 'No category' },
            { header: 'Status', cell: (l) => <StatusBadge kind="order" value={l.status} /> },
            { header: 'Qty', align: 'right', cell: (l) => l.quantity },
            { header: 'Unit Price', align: 'right', cell: (l) => formatMoney(l.unitPrice) },
            { header: 'Total', align: 'right', cell: (l) => formatMoney(l.total) },
          ]}
        />
      )}
      <Pagination
        page={p.currentPage}
        totalPages={p.totalPages}
        onPageChange={onPageChange}
        label="Order line pages"
        summary={{ pageSize: p.pageSize, totalItems: p.totalItems, noun: 'lines' }}
      />
    </Card>
  );
}
