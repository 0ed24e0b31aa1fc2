import { statusWord } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { loadErrorMessage } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';
import { PayoutOutcome, payoutDate, StatementDownloads } from '@/shared/payouts';
import { type PayoutStatement, payoutStatementQueryOptions } from '../api/get-payout-statement';

const backLink = (
  <Link
    to="/vendor/payouts"
    className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:text-indigo-700 hover:underline"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    All payouts
  </Link>
);

/** The words of the total row: what the lines added up to, and where that money is now. */
function totalLabel(status: PayoutStatement['payout']['status']): string {
  if (status === 'failed') return 'Total (back in your available balance)';
  if (status === 'pending') return 'Total paid out (in transit)';
  return 'Total paid out';
}

function StatementFacts({ statement }: { statement: PayoutStatement }) {
  const { payout, currency } = statement;
  const word = statusWord('payout', payout.status);
  return (
    <Card>
      <CardHeader
        title={`Payout of ${formatMoney(payout.amount, currency)}`}
        description={`${payoutDate(payout.createdAt)} · ${word.explanation}`}
        actions={<StatementDownloads viewer="vendor" payout={payout} feedback="beside" size="md" />}
      />
      <CardBody>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-slate-500">Status</dt>
            <dd className="mt-0.5">
              <StatusBadge kind="payout" value={payout.status} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">
              {payout.status === 'failed' ? 'Why it failed' : 'Bank reference'}
            </dt>
            <dd className="mt-0.5">
              <PayoutOutcome payout={payout} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Covers earnings available up to</dt>
            <dd className="mt-0.5 font-medium text-slate-900">
              {formatDate(payout.cutoffAt, { withTime: true })}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Lines</dt>
            <dd className="mt-0.5 font-medium text-slate-900">{statement.lines.length}</dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}

function StatementLines({ statement }: { statement: PayoutStatement }) {
  const { lines, currency, total, payout } = statement;
  const money = (n: number) => formatMoney(n, currency);
  const amountClass = (n: number) => (n < 0 ? 'text-red-700' : 'text-slate-900');
  // An entry could settle more than one line: the n-th line of an entry is keyed by both.
  const seen = new Map<string, number>();
  const keyed = lines.map((line) => {
    const n = (seen.get(line.entryId) ?? 0) + 1;
    seen.set(line.entryId, n);
    return { ...line, key: `${line.entryId}:${n}` };
  });
  return (
    <Card>
      <CardHeader
        title="Statement"
        description="Every earning, refund and adjustment this payout settled; together they make the payout."
      />
      <ul className="divide-y divide-slate-100 md:hidden" aria-label="Statement lines">
        {keyed.map((line) => (
          <li key={line.key} className="flex items-start justify-between gap-3 px-5 py-3 text-sm">
            <div className="min-w-0">
              <p className="break-words text-slate-900">{line.description}</p>
              <p className="text-xs text-slate-500">
                {formatDate(line.occurredAt)} · available from {formatDate(line.availableAt)}
              </p>
            </div>
            <p className={`shrink-0 font-medium tabular-nums ${amountClass(line.amount)}`}>
              {money(line.amount)}
            </p>
          </li>
        ))}
        <li className="flex items-start justify-between gap-3 bg-slate-50 px-5 py-3 text-sm font-semibold">
          <span className="text-slate-900">{totalLabel(payout.status)}</span>
          <span className="shrink-0 text-slate-900 tabular-nums">{money(total)}</span>
        </li>
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm" aria-label="Statement lines">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-5 py-3">
                Date
              </th>
              <th scope="col" className="px-5 py-3">
                Available from
              </th>
              <th scope="col" className="px-5 py-3">
                Description
              </th>
              <th scope="col" className="px-5 py-3">
                Order
              </th>
              <th scope="col" className="px-5 py-3 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {keyed.map((line) => (
              <tr key={line.key}>
                <td className="px-5 py-3 whitespace-nowrap text-slate-700">{formatDate(line.occurredAt)}</td>
                <td className="px-5 py-3 whitespace-nowrap text-slate-700">{formatDate(line.availableAt)}</td>
                <td className="px-5 py-3 text-slate-900">{line.description}</td>
                <td className="px-5 py-3 whitespace-nowrap text-slate-700">{line.orderNumber ?? '—'}</td>
                <td
                  className={`px-5 py-3 text-right font-medium whitespace-nowrap tabular-nums ${amountClass(line.amount)}`}
                  data-amount={line.amount}
                >
                  {money(line.amount)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200 bg-slate-50">
            <tr>
              <th scope="row" colSpan={4} className="px-5 py-3 text-left font-semibold text-slate-900">
                {totalLabel(payout.status)}
              </th>
              <td
                className="px-5 py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums"
                data-testid="statement-total"
                data-amount={total}
              >
                {money(total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </Card>
  );
}

/** `/vendor/payouts/:id`: one payout's facts and its statement, with the CSV and PDF files. */
export function PayoutStatementPage() {
  const { id = '' } = useParams();
  const query = useQuery(payoutStatementQueryOptions(id));
  return (
    <div className="space-y-5">
      {backLink}
      <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Payout statement</h2>
      {query.data ? (
        <>
          <StatementFacts statement={query.data} />
          <StatementLines statement={query.data} />
        </>
      ) : query.isError ? (
        <LoadError
          title="The statement could not be loaded"
          onRetry={() => void query.refetch()}
          error={query.error}
        >
          {loadErrorMessage(query.error)}
        </LoadError>
      ) : (
        <PageSkeleton label="Loading the statement" />
      )}
    </div>
  );
}
