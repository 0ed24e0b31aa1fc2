import { ORDER_TEXT_LIMITS } from '@market/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';

type CancelReasonDialogProps = {
  orderNumber: string;
  /** Called with the trimmed reason. */
  onConfirm: (reason: string) => void;
  /** Dismissed, or confirmed without a reason: nothing is sent (spec 001 section 5). */
  onAbort: () => void;
  busy?: boolean;
};

/**
 * Asks why an order is cancelled (the spec's prompt, as a dialog). An empty reason or a
 * dismissed dialog aborts the cancellation.
 */
export function CancelReasonDialog({
  orderNumber,
  onConfirm,
  onAbort,
  busy = false,
}: CancelReasonDialogProps) {
  const ids = useId();
  const [reason, setReason] = useState('');
  const submit = () => {
    const text = reason.trim();
    if (!text) {
      onAbort();
      return;
    }
    onConfirm(text);
  };
  return (
    <Modal
      size="sm"
      title={`Cancel order ${orderNumber}?`}
      description="The customer is told the reason. Leaving it empty keeps the order as it is."
      onClose={onAbort}
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={onAbort} disabled={busy}>
            Keep Order
          </Button>
          <Button
            variant="danger"
            type="submit"
            form={`${ids}-form`}
            loading={busy}
            loadingText="Cancelling…"
          >
            Cancel Order
          </Button>
        </>
      }
    >
      <form
        id={`${ids}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${ids}-reason`} className="mb-1.5 block text-sm font-medium text-slate-700">
          Reason for cancelling
        </label>
        <Textarea
          id={`${ids}-reason`}
          rows={3}
          maxLength={ORDER_TEXT_LIMITS.reasonMaxChars}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder="e.g. Out of stock"
          data-autofocus
        />
      </form>
    </Modal>
  );
}
