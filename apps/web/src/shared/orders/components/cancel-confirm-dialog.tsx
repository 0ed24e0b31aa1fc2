import { cancelBody } from '@market/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { fieldMaxLength } from '@/lib/field-limits';

type CancelConfirmDialogProps = {
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Asks before a cancellation, with an optional reason (spec 000 section 5, Cancellation). */
export function CancelConfirmDialog({
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: CancelConfirmDialogProps) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm(reason.trim());
  };
  return (
    <Modal
      layout="document"
      role="alertdialog"
      size="sm"
      title={title}
      description={description}
      onClose={pending ? () => {} : onClose}
      dismissible={!pending}
    >
      <form onSubmit={submit} className="space-y-4">
        <div className="space-y-1.5">
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-700">
            Reason (optional)
          </label>
          <textarea
            id={reasonId}
            data-autofocus=""
            value={reason}
            maxLength={fieldMaxLength(cancelBody, 'reason')}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Tell us why, if you like"
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none"
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Go back
          </Button>
          <Button type="submit" variant="danger" loading={pending} loadingText="Cancelling…">
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
