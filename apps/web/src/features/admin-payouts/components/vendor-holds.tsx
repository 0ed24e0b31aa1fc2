import { CircleCheck, PauseCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fitTdClasses, fitThClasses, Table } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { payoutDate } from '@/shared/payouts';
import { useSetPayoutHold } from '../api/payout-actions';
import type { PayoutDesk } from '../api/payout-desk';
import { TextEntryDialog } from './text-entry-dialog';

type Vendor = { vendorId: string; businessName: string };

/** Hold a vendor's payouts: the reason, which the vendor sees on its Payouts page, is required. */
function HoldDialog({ vendor, onClose }: { vendor: Vendor; onClose: () => void }) {
  const hold = useSetPayoutHold();
  return (
    <TextEntryDialog
      title={`Hold payouts of ${vendor.businessName}`}
      label="Reason"
      hint="The vendor sees it on its Payouts page."
      field="reason"
      requiredMessage="Give the vendor a reason for the hold"
      maxLength={500}
      multiline
      confirmLabel="Hold payouts"
      busyLabel="Holding…"
      tone="danger"
      onSubmit={(reason) => hold.mutateAsync({ vendorId: vendor.vendorId, held: true, reason })}
      onClose={onClose}
    >
      <p>
        No payout is sent to {vendor.businessName} until the hold is released. Its earnings keep adding up and
        are paid with the first run after the release.
      </p>
    </TextEntryDialog>
  );
}

/** Release a hold, after a confirmation: the next run pays what the vendor is owed. */
function ReleaseDialog({ vendor, onClose }: { vendor: Vendor; onClose: () => void }) {
  const release = useSetPayoutHold();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      const result = await release.mutateAsync({ vendorId: vendor.vendorId, held: false });
      toast.success(`${result.message ?? 'Payout hold lifted'}: ${vendor.businessName}`);
      onClose();
    } catch (e) {
      setError(errorMessage(e, 'The hold could not be released. Please try again.'));
    }
  };
  return (
    <ConfirmDialog
      title={`Release the hold on ${vendor.businessName}`}
      message={`The next payout run pays ${vendor.businessName} what it is owed, if it reaches the minimum.`}
      confirmLabel="Release hold"
      busyLabel="Releasing…"
      tone="primary"
      busy={release.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

type Dialog = { kind: 'hold' | 'release'; vendor: Vendor } | null;

/** Due now (vendors whose available balance reaches the minimum) and Held (with the reasons). */
export function VendorHolds({ desk }: { desk: PayoutDesk }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const money = (n: number) => formatMoney(n, desk.currency);
  const close = () => setDialog(null);
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
      <Card>
        <CardHeader
          title="Due now"
          description={`Vendors whose available balance reaches the ${money(desk.schedule.minimum)} minimum; the next run pays those not held.`}
        />
        {desk.due.length === 0 ? (
          <p className="px-5 py-6 text-sm text-slate-500">No vendor is due a payout right now.</p>
        ) : (
          <Table fit aria-label="Due now">
            <thead className="border-b border-slate-200 bg-slate-50">
              <tr>
                <th scope="col" className={fitThClasses}>
                  Vendor
                </th>
                <th scope="col" className={`${fitThClasses} text-right`}>
                  Amount
                </th>
                <th scope="col" className={fitThClasses}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {desk.due.map((d) => (
                <tr key={d.vendorId}>
                  <td className={`${fitTdClasses} font-medium text-slate-900`}>
                    {d.businessName}{' '}
                    {d.held ? (
                      <Badge tone="orange" className="ml-1">
                        Held
                      </Badge>
                    ) : null}
                  </td>
                  <td className={`${fitTdClasses} text-right whitespace-nowrap tabular-nums`}>
                    {money(d.amount)}
                  </td>
                  <td className={`${fitTdClasses} text-right`}>
                    {d.held ? (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Release the hold on ${d.businessName}`}
                        onClick={() => setDialog({ kind: 'release', vendor: d })}
                      >
                        <CircleCheck className="size-4" aria-hidden="true" />
                        Release
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Hold payouts of ${d.businessName}`}
                        onClick={() => setDialog({ kind: 'hold', vendor: d })}
                      >
                        <PauseCircle className="size-4" aria-hidden="true" />
                        Hold
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>

      <Card>
        <CardHeader title="Held" description="Vendors whose payouts wait until an admin releases them." />
        {desk.holds.length === 0 ? (
          <p className="px-5 py-6 text-sm text-slate-500">No vendor’s payouts are held.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Held vendors">
            {desk.holds.map((h) => (
              <li
                key={h.vendorId}
                className="flex flex-wrap items-start justify-between gap-3 px-5 py-3 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{h.businessName}</p>
                  <p className="break-words text-slate-700">{h.reason}</p>
                  <p className="text-xs text-slate-500">Held since {payoutDate(h.heldAt)}</p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Release the hold on ${h.businessName}`}
                  onClick={() => setDialog({ kind: 'release', vendor: h })}
                >
                  <CircleCheck className="size-4" aria-hidden="true" />
                  Release
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>

      {dialog?.kind === 'hold' ? <HoldDialog vendor={dialog.vendor} onClose={close} /> : null}
      {dialog?.kind === 'release' ? <ReleaseDialog vendor={dialog.vendor} onClose={close} /> : null}
    </div>
  );
}
