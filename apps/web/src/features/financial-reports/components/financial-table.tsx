import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Table } from '@/components/ui/table';
import { formatMoney } from '@/lib/format';
import { formatMonth } from '@/lib/format-analytics';
import type { FinancialFigures, FinancialReport } from '../api/financial-report';

// Ten figures and the month in one view at 1366 px with the menu open: cells tighter than a `fit`
// table's.
const thClasses = 'px-2.5 py-2.5 text-xs font-semibold tracking-wide text-slate-500 uppercase';
const tdClasses = 'px-2.5 py-2.5 align-middle';

type Column = { key: keyof FinancialFigures; header: string; basis: 'placed' | 'delivered'; money: boolean };

const COLUMNS: Column[] = [
  { key: 'grossSales', header: 'Gross sales', basis: 'placed', money: true },
  { key: 'cancellations', header: 'Cancellations', basis: 'placed', money: true },
  { key: 'returns', header: 'Returns', basis: 'placed', money: true },
  { key: 'netSales', header: 'Net sales', basis: 'placed', money: true },
  { key: 'deliveredOrders', header: 'Delivered orders', basis: 'delivered', money: false },
  { key: 'deliveredSales', header: 'Delivered sales', basis: 'delivered', money: true },
  { key: 'commission', header: 'Commission', basis: 'delivered', money: true },
  { key: 'earnings', header: 'Earnings', basis: 'delivered', money: true },
  { key: 'paidToAdmin', header: 'Paid to admin', basis: 'delivered', money: true },
  { key: 'pendingToAdmin', header: 'Pending', basis: 'delivered', money: true },
];

const cell = (c: Column, f: FinancialFigures) => (c.money ? formatMoney(f[c.key]) : String(f[c.key]));

/** The monthly statement with its totals; each column names its basis (placed or delivered). */
export function FinancialTable({ report }: { report: FinancialReport }) {
  return (
    <Card>
      <CardHeader
        level={3}
        title="Monthly Statement"
        description={
          <>
            <strong>Placed</strong>: by the month the order was placed (gross sales = everything ordered: net
            sales + cancellations + returns). <strong>Delivered</strong>: by the month the order was
            delivered, as on the Commissions screen (commission, paid and pending match it to the cent).
            Months are calendar months in {report.timeZone}.
          </>
        }
      />
      <CardBody className="p-0">
        {/* Narrower windows than 1366 px scroll the table. */}
        <Table aria-label="Monthly statement" className="min-w-[56rem]">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className={thClasses}>
                Month
              </th>
              {COLUMNS.map((c) => (
                <th key={c.key} scope="col" className={`${thClasses} text-right`}>
                  {c.header}
                  <span className="block font-normal normal-case text-slate-500">{`(${c.basis})`}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.months.map((m) => (
              <tr key={m.month} className="border-b border-slate-100">
                <th
                  scope="row"
                  className={`${tdClasses} text-left font-medium whitespace-nowrap text-slate-900`}
                >
                  {formatMonth(m.month)}
                </th>
                {COLUMNS.map((c) => (
                  <td key={c.key} className={`${tdClasses} text-right tabular-nums`}>
                    {cell(c, m)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-300 font-semibold">
              <th scope="row" className={`${tdClasses} text-left`}>
                Total
              </th>
              {COLUMNS.map((c) => (
                <td key={c.key} className={`${tdClasses} text-right tabular-nums`}>
                  {cell(c, report.totals)}
                </td>
              ))}
            </tr>
          </tfoot>
        </Table>
      </CardBody>
    </Card>
  );
}
