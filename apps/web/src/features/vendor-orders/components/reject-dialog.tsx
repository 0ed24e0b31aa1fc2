import { ORDER_TEXT_LIMITS } from '@market/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';

type RejectDialogProps = {
  orderNumber: string;
  busy: boolean;
  onConfirm: (notes: string) => void;
  onClose: () => void;
};

/** Reject a forwarded order, with optional notes or reason for the marketplace. */
export function RejectDialog({ orderNumber, busy, onConfirm, onClose }: RejectDialogProps) {
  const ids = useId();
  const [notes, setNotes] = useState('');
  return (
    <Modal
      size="sm"
      title={`Reject order ${orderNumber}?`}
      description="The marketplace is told; the customer's order goes on without your items."
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" type="submit" form={`${ids}-form`} loading={busy} loadingText="Rejecting…">
            Reject Order
          </Button>
        </>
      }
    >
      <form
        id={`${ids}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(notes);
        }}
      >
        <label htmlFor={`${ids}-notes`} className="mb-1.5 block text-sm font-medium text-slate-700">
          Notes or reason (optional)
        </label>
        <Textarea
          id={`${ids}-notes`}
          rows={3}
          maxLength={ORDER_TEXT_LIMITS.notesMaxChars}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          data-autofocus
        />
      </form>
    </Modal>
  );
}
