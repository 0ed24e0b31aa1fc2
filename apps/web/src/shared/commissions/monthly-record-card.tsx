import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import type { MonthlyRecord } from './list-monthly-commissions';
import { MonthStatusBadge } from './month-status-badge';

/** One month: name and year, status badge, total commission, paid, pending and orders. */
export function MonthlyRecordCard({ record, action }: { record: MonthlyRecord; action?: ReactNode }) {
  const row = 'flex items-center justify-between gap-3';
  return (
    <Card
      className={cn('flex flex-col p-4', record.status === 'current' && 'ring-1 ring-sky-300')}
      data-testid={`month-${record.year}-${record.month}`}
      role="group"
      aria-label={`${record.monthName} ${record.year}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{record.monthName}</h3>
          <p className="text-xs text-slate-500">{record.year}</p>
        </div>
        <MonthStatusBadge status={record.status} />
      </div>
      <dl className="mt-3 space-y-1 text-sm">
        <div className={row}>
          <dt className="text-slate-600">Total commission</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid="month-total">
            {formatMoney(record.totalCommission)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">Paid</dt>
          <dd className="text-emerald-700 tabular-nums">{formatMoney(record.paidToAdmin)}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">Pending</dt>
          <dd
            className={cn(
              'tabular-nums',
              record.pendingAmountToAdmin > 0 ? 'text-amber-700' : 'text-slate-900',
            )}
          >
            {formatMoney(record.pendingAmountToAdmin)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">Total orders</dt>
          <dd className="text-slate-900 tabular-nums">{record.totalOrders}</dd>
        </div>
      </dl>
      {action ? <div className="mt-3 border-t border-slate-100 pt-3">{action}</div> : null}
    </Card>
  );
}
