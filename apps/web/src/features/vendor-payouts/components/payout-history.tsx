import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatMoney } from '@/lib/format';
import { type Payout, PayoutOutcome, payoutDate, StatementDownloads } from '@/shared/payouts';

function StatementLink({ payout, className }: { payout: Payout; className?: string }) {
  return (
    <Link
      to={`/vendor/payouts/${payout._id}`}
      className={buttonClasses({ variant: 'outline', size: 'sm', className })}
      aria-label={`View statement of the ${payoutDate(payout.createdAt)} payout`}
    >
      <ReceiptText className="size-4" aria-hidden="true" />
      View statement
    </Link>
  );
}

/** The vendor's payouts, newest first: a table on wide screens, cards on a phone. */
export function PayoutHistory({ payouts, currency }: { payouts: Payout[]; currency: string }) {
  return (
    <>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label="Payouts">
        {payouts.map((payout) => (
          <li key={payout._id} className="space-y-2 px-5 py-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold text-slate-900 tabular-nums">
                  {formatMoney(payout.amount, currency)}
                </p>
                <p className="text-xs text-slate-500">{payoutDate(payout.createdAt)}</p>
              </div>
              <StatusBadge kind="payout" value={payout.status} />
            </div>
            <p>
              <PayoutOutcome payout={payout} />
            </p>
            {/* The statement on its own line, its two files under it: all three fit a 390 px phone. */}
            <div className="grid grid-cols-2 gap-2">
              <StatementLink payout={payout} className="col-span-2" />
              <StatementDownloads viewer="vendor" payout={payout} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm" aria-label="Payouts">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-5 py-3">
                Date
              </th>
              <th scope="col" className="px-5 py-3 text-right">
                Amount
              </th>
              <th scope="col" className="px-5 py-3">
                Status
              </th>
              <th scope="col" className="px-5 py-3">
                Reference
              </th>
              <th scope="col" className="px-5 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {payouts.map((payout) => (
              <tr key={payout._id} data-payout-id={payout._id}>
                <td className="px-5 py-3 whitespace-nowrap text-slate-700">{payoutDate(payout.createdAt)}</td>
                <td className="px-5 py-3 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">
                  {formatMoney(payout.amount, currency)}
                </td>
                <td className="px-5 py-3">
                  <StatusBadge kind="payout" value={payout.status} />
                </td>
                <td className="max-w-xs px-5 py-3">
                  <PayoutOutcome payout={payout} />
                </td>
                <td className="px-5 py-3">
                  <div className="flex flex-wrap justify-end gap-2">
                    <StatementLink payout={payout} />
                    <StatementDownloads viewer="vendor" payout={payout} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
