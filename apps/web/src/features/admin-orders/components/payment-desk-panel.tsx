import { Landmark } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { errorMessage, isApiError } from '@/lib/api-client';
import type { Order, OrderRefund } from '@/shared/orders/types';
import { useConfirmBankTransfer, useRecordRefundSent } from '../api/payment-desk';

type Dialog = { kind: 'confirm' } | { kind: 'refund'; refund: OrderRefund } | null;

/**
 * The admin's payment desk of a bank transfer order (decision 0047): confirm that the transfer
 * arrived, and record each refund owed as sent with the bank's reference. Hidden when there is
 * nothing to do.
 */
export function PaymentDeskPanel({ order }: { order: Order }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const waiting = order.paymentMethod === 'bank_transfer' && order.paymentStatus === 'pending';
  const owed = (order.refunds ?? []).filter((r) => r.status === 'owed');
  if (!waiting && owed.length === 0) return null;
  return (
    <Card className="border-amber-200">
      <CardHeader level={3} title="Bank transfer" />
      <CardBody className="space-y-3 text-sm text-slate-700">
        {waiting ? (
          <div className="space-y-2">
            <p>
              Waiting for the customer's bank transfer. Check the receipt against your bank statement, then
              confirm.
            </p>
            <Button size="sm" onClick={() => setDialog({ kind: 'confirm' })}>
              <Landmark className="size-4" aria-hidden="true" />
              Confirm transfer received
            </Button>
          </div>
        ) : null}
        {owed.length > 0 ? (
          <ul aria-label="Refunds owed" className="space-y-2">
            {owed.map((refund) => (
              <li key={refund._id} className="space-y-1.5">
                <p className="text-amber-800">{refund.message}</p>
                <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'refund', refund })}>
                  Record refund sent
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </CardBody>
      {dialog ? <ReferenceDialog order={order} dialog={dialog} onClose={() => setDialog(null)} /> : null}
    </Card>
  );
}

function ReferenceDialog({
  order,
  dialog,
  onClose,
}: {
  order: Order;
  dialog: NonNullable<Dialog>;
  onClose: () => void;
}) {
  const id = useId();
  const [reference, setReference] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useConfirmBankTransfer();
  const record = useRecordRefundSent();
  const busy = confirm.isPending || record.isPending;
  const isRefund = dialog.kind === 'refund';

  const submit = async () => {
    setFailure(null);
    setFieldError(undefined);
    if (isRefund && !reference.trim()) {
      setFieldError('Please enter the bank reference of the transfer');
      return;
    }
    try {
      const result =
        dialog.kind === 'refund'
          ? await record.mutateAsync({
              orderId: order._id,
              refundId: dialog.refund._id,
              reference: reference.trim(),
            })
          : await confirm.mutateAsync({ orderId: order._id, reference });
      toast.success(result.message ?? 'Saved');
      onClose();
    } catch (error) {
      const detail = isApiError(error) ? error.details.find((d) => d.path === 'reference') : undefined;
      if (detail) setFieldError(detail.message);
      else setFailure(errorMessage(error, 'This could not be saved. Please try again.'));
    }
  };

  return (
    <Modal
      size="sm"
      title={isRefund ? 'Record refund sent' : 'Confirm transfer received'}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy} loadingText="Saving…">
            {isRefund ? 'Record refund sent' : 'Confirm transfer received'}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          {dialog.kind === 'refund'
            ? `${dialog.refund.message}. Record it once the money has left your account; the customer is told by e-mail.`
            : 'The order becomes paid and is posted to the ledger; anything cancelled before is then owed back to the customer. This cannot be undone.'}
        </p>
        <Field id={id} label={isRefund ? 'Bank reference' : 'Bank reference (optional)'} error={fieldError}>
          {(control) => (
            <Input
              {...control}
              value={reference}
              maxLength={100}
              onChange={(e) => setReference(e.target.value)}
            />
          )}
        </Field>
        {failure ? (
          <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
            {failure}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
