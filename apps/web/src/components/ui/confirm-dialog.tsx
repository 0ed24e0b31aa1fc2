import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

type ConfirmDialogProps = {
  title: ReactNode;
  /** The question, e.g. 'Are you sure you want to delete this product?'. */
  message: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  /** An error from the last attempt, shown above the buttons. */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A confirmation in a modal (never `window.confirm`): Cancel is focused first. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      size="sm"
      title={title}
      onClose={onCancel}
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy} loadingText={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{message}</p>
      {error ? (
        <div role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </div>
      ) : null}
    </Modal>
  );
}
