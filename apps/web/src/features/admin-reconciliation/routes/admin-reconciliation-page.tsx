import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Table, tdClasses, thClasses } from '@/components/ui/table';
import { isApiError, loadErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useUrlFilters } from '@/lib/use-url-filters';
import { type ReconciliationFigures, reconciliationQueryOptions } from '../api/reconciliation';

const COLUMNS: { key: keyof ReconciliationFigures; label: string }[] = [
  { key: 'paymentsReceived', label: 'Payments received' },
  { key: 'refunds', label: 'Refunds' },
  { key: 'commission', label: 'Commission' },
  { key: 'tax', label: 'Tax' },
  { key: 'shipping', label: 'Shipping' },
  { key: 'vendorEarnings', label: 'Vendor earnings' },
  { key: 'payouts', label: 'Payouts' },
];

const isDay = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/**
 * `/admin/reconciliation` (issue 28 item 6): the ledger per UTC day and per vendor for a period in
 * the address, each vendor's balance now, and the check that every paid order matches its ledger
 * lines, with the first orders that do not.
 */
export function AdminReconciliationPage() {
  const ids = useId();
  const { params, setFilters } = useUrlFilters({ replace: false });
  const period = { from: isDay(params.get('from')), to: isDay(params.get('to')) };
  const query = useQuery(reconciliationQueryOptions(period));
  const r = query.data;
  const fieldError = isApiError(query.error) ? query.error.details[0]?.message : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilters({
      from: String(form.get('from') || '') || undefined,
      to: String(form.get('to') || '') || undefined,
    });
  };

  return (
    <div className="space-y-5">
      <PageHeader
        level={2}
        title="Reconciliation"
        description="Every cent of the period from the ledger, per day and per vendor, and the check that each paid order matches it."
      />
      <Card>
        <CardBody>
          <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Period">
            <label className="space-y-1 text-sm font-medium text-slate-700" htmlFor={`${ids}-from`}>
              <span className="block">From (UTC day)</span>
              <input
                id={`${ids}-from`}
                name="from"
                type="date"
                defaultValue={period.from ?? ''}
                className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
              />
            </label>
            <label className="space-y-1 text-sm font-medium text-slate-700" htmlFor={`${ids}-to`}>
              <span className="block">To (UTC day, included)</span>
              <input
                id={`${ids}-to`}
                name="to"
                type="date"
                defaultValue={period.to ?? ''}
                className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
              />
            </label>
            <Button type="submit">Show</Button>
            <p className="text-xs text-slate-500">Without dates: the last 30 days.</p>
          </form>
          {fieldError ? (
            <p className="mt-2 text-sm text-red-600" role="alert">
              {fieldError}
            </p>
          ) : null}
        </CardBody>
      </Card>

      {query.isPending ? (
        <PageSkeleton />
      ) : query.isError && !fieldError ? (
        <LoadError
          title="The reconciliation could not be loaded"
          onRetry={() => void query.refetch()}
          error={query.error}
        >
          {loadErrorMessage(query.error)}
        </LoadError>
      ) : r ? (
        <>
          <Card>
            <CardHeader
              level={3}
              title="Order check"
              description="Each paid order placed in the period: what it still charges against its payments less refunds in the ledger."
            />
            <CardBody>
              {r.check.mismatched === 0 ? (
                <Alert tone="success">
                  All {r.check.checked} paid orders of the period match their ledger lines.
                </Alert>
              ) : (
                <div className="space-y-2">
                  <Alert tone="danger" live="alert">
                    {r.check.mismatched} of {r.check.checked} paid orders differ from their ledger lines.
                  </Alert>
                  <ul className="space-y-1 text-sm" aria-label="Orders that differ">
                    {r.check.sample.map((o) => (
                      <li key={o.orderId}>
                        <Link
                          to={`/admin/orders/${o.orderId}`}
                          className="font-medium text-indigo-600 hover:underline"
                        >
                          {o.orderNumber}
                        </Link>{' '}
                        charges {formatMoney(o.totalMinor / 100, r.currency)}; the ledger says{' '}
                        {formatMoney(o.ledgerMinor / 100, r.currency)}.
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </CardBody>
          </Card>

          <FiguresTable
            title="Per day"
            description="Totals of the period first; days without money movements are left out."
            rows={[
              { key: 'total', label: 'Total', figures: r.totals, strong: true },
              ...r.days.map((d) => ({ key: d.day, label: d.day, figures: d })),
            ]}
            currency={r.currency}
            empty="No money moved in this period."
          />
          <FiguresTable
            title="Per vendor"
            description="Refunds, commission and earnings of each vendor's parts in the period; the balance is as of now."
            rows={r.vendors.map((v) => ({
              key: v.vendorId,
              label: v.businessName,
              figures: v,
              balance: v.balance,
            }))}
            currency={r.currency}
            empty="No vendor's money moved in this period."
            withBalance
          />
        </>
      ) : null}
    </div>
  );
}

type Row = {
  key: string;
  label: string;
  figures: ReconciliationFigures;
  strong?: boolean;
  balance?: { pending: number; available: number; paidOut: number };
};

function FiguresTable(props: {
  title: string;
  description: string;
  rows: Row[];
  currency: string;
  empty: string;
  withBalance?: boolean;
}) {
  const money = (n: number) => formatMoney(n, props.currency);
  return (
    <Card>
      <CardHeader level={3} title={props.title} description={props.description} />
      {props.rows.length === 0 ? (
        <EmptyState title={props.empty} />
      ) : (
        <Table aria-label={props.title}>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th className={thClasses}>{props.withBalance ? 'Vendor' : 'Day'}</th>
              {COLUMNS.map((c) => (
                <th key={c.key} className={`${thClasses} text-right`}>
                  {c.label}
                </th>
              ))}
              {props.withBalance ? (
                <th className={`${thClasses} text-right`}>Balance (pending / available)</th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {props.rows.map((row) => (
              <tr key={row.key} className={row.strong ? 'bg-slate-50 font-semibold' : undefined}>
                <td className={`${tdClasses} whitespace-nowrap`}>{row.label}</td>
                {COLUMNS.map((c) => (
                  <td key={c.key} className={`${tdClasses} text-right tabular-nums whitespace-nowrap`}>
                    {money(row.figures[c.key])}
                  </td>
                ))}
                {row.balance ? (
                  <td className={`${tdClasses} text-right tabular-nums whitespace-nowrap`}>
                    {money(row.balance.pending)} / {money(row.balance.available)}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
