import { CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { Table, tdClasses, thClasses } from '@/components/ui/table';
import { formatMoney } from '@/lib/format';
import { type Payout, PayoutOutcome, payoutDate, StatementDownloads } from '@/shared/payouts';
import { useMarkPayoutFailed, useMarkPayoutPaid } from '../api/payout-actions';
import { TextEntryDialog } from './text-entry-dialog';

/** '$28,450.98 to Demo Traders on Nov 29, 2026': which payout a dialog or a button is about. */
const which = (p: Payout, currency: string) =>
  `${formatMoney(p.amount, currency)} to ${p.businessName} on ${payoutDate(p.createdAt)}`;

function MarkPaidDialog({
  payout,
  currency,
  onClose,
}: {
  payout: Payout;
  currency: string;
  onClose: () => void;
}) {
  const paid = useMarkPayoutPaid();
  return (
    <TextEntryDialog
      title="Mark payout paid"
      label="Bank reference"
      hint="As it appears on your bank statement."
      field="reference"
      requiredMessage="The bank reference is required"
      maxLength={100}
      confirmLabel="Mark paid"
      busyLabel="Saving…"
      onSubmit={(reference) => paid.mutateAsync({ payoutId: payout._id, reference })}
      onClose={onClose}
    >
      <p>
        Confirm that the transfer of <strong>{which(payout, currency)}</strong> reached the vendor’s account,
        once your bank shows it paid. This cannot be undone.
      </p>
    </TextEntryDialog>
  );
}

function MarkFailedDialog({
  payout,
  currency,
  onClose,
}: {
  payout: Payout;
  currency: string;
  onClose: () => void;
}) {
  const failed = useMarkPayoutFailed();
  return (
    <TextEntryDialog
      title="Mark payout failed"
      label="Reason"
      hint="The vendor sees it in its payout history."
      field="reason"
      requiredMessage="The reason is required"
      maxLength={500}
      multiline
      confirmLabel="Mark failed"
      busyLabel="Saving…"
      tone="danger"
      onSubmit={(reason) => failed.mutateAsync({ payoutId: payout._id, reason })}
      onClose={onClose}
    >
      <p>
        The transfer of <strong>{which(payout, currency)}</strong> did not go through. The money goes back to
        the vendor’s available balance and is paid with the next run. This cannot be undone.
      </p>
    </TextEntryDialog>
  );
}

type Dialog = { kind: 'paid' | 'failed'; payout: Payout } | null;

/** Mark paid and Mark failed while the payout is in transit, and its statement as CSV or PDF. */
function RowActions({
  payout,
  currency,
  open,
  className = 'justify-end',
}: {
  payout: Payout;
  currency: string;
  open: (dialog: Dialog) => void;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {payout.status === 'pending' ? (
        <>
          <Button
            size="sm"
            aria-label={`Mark paid: ${which(payout, currency)}`}
            onClick={() => open({ kind: 'paid', payout })}
          >
            <CheckCircle2 className="size-4" aria-hidden="true" />
            Mark paid
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Mark failed: ${which(payout, currency)}`}
            onClick={() => open({ kind: 'failed', payout })}
          >
            <XCircle className="size-4" aria-hidden="true" />
            Mark failed
          </Button>
        </>
      ) : null}
      <StatementDownloads
        viewer="admin"
        payout={payout}
        subject={`the payout of ${which(payout, currency)}`}
      />
    </div>
  );
}

/** Every payout of the filter: confirm a pending one paid (with the bank reference) or failed, and its statement. */
export function PayoutsTable({ payouts, currency }: { payouts: Payout[]; currency: string }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label="Payouts">
        {payouts.map((payout) => (
          <li key={payout._id} className="space-y-2 px-5 py-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{payout.businessName}</p>
                <p className="text-xs text-slate-500">{payoutDate(payout.createdAt)}</p>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-semibold text-slate-900 tabular-nums">
                  {formatMoney(payout.amount, currency)}
                </p>
                <StatusBadge kind="payout" value={payout.status} />
              </div>
            </div>
            <p>
              <PayoutOutcome payout={payout} />
            </p>
            <RowActions payout={payout} currency={currency} open={setDialog} className="" />
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table aria-label="Payouts" className="min-w-[56rem]">
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th scope="col" className={thClasses}>
                Date
              </th>
              <th scope="col" className={thClasses}>
                Vendor
              </th>
              <th scope="col" className={`${thClasses} text-right`}>
                Amount
              </th>
              <th scope="col" className={thClasses}>
                Status
              </th>
              <th scope="col" className={thClasses}>
                Reference or reason
              </th>
              <th scope="col" className={thClasses}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {payouts.map((payout) => (
              <tr key={payout._id} data-payout-id={payout._id}>
                <td className={`${tdClasses} whitespace-nowrap text-slate-700`}>
                  {payoutDate(payout.createdAt)}
                </td>
                <td className={`${tdClasses} font-medium text-slate-900`}>{payout.businessName}</td>
                <td
                  className={`${tdClasses} text-right font-medium whitespace-nowrap text-slate-900 tabular-nums`}
                >
                  {formatMoney(payout.amount, currency)}
                </td>
                <td className={tdClasses}>
                  <StatusBadge kind="payout" value={payout.status} />
                </td>
                <td className={`${tdClasses} max-w-64`}>
                  <PayoutOutcome payout={payout} />
                </td>
                <td className={tdClasses}>
                  <RowActions payout={payout} currency={currency} open={setDialog} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      {dialog?.kind === 'paid' ? (
        <MarkPaidDialog payout={dialog.payout} currency={currency} onClose={close} />
      ) : null}
      {dialog?.kind === 'failed' ? (
        <MarkFailedDialog payout={dialog.payout} currency={currency} onClose={close} />
      ) : null}
    </>
  );
}
