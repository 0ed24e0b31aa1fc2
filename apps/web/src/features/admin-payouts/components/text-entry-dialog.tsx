import { type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';

type TextEntryDialogProps = {
  title: string;
  /** What the action does and whether it can be undone. */
  children: ReactNode;
  label: string;
  hint?: string;
  /** The body field the server names in its 400 details (`reference`, `reason`). */
  field: string;
  /** The server's own sentence for an empty field, shown before asking it. */
  requiredMessage: string;
  maxLength: number;
  multiline?: boolean;
  confirmLabel: string;
  busyLabel: string;
  tone?: 'primary' | 'danger';
  /** Sends the trimmed text; the answer's message becomes the toast. */
  onSubmit: (text: string) => Promise<{ message?: string }>;
  onClose: () => void;
};

/**
 * A confirmation that needs one piece of text (the bank reference, the reason): the field's error
 * beside it (empty, or the server's detail for it), any other refusal above the buttons, the
 * server's sentence as a toast on success.
 */
export function TextEntryDialog({
  title,
  children,
  label,
  hint,
  field,
  requiredMessage,
  maxLength,
  multiline = false,
  confirmLabel,
  busyLabel,
  tone = 'primary',
  onSubmit,
  onClose,
}: TextEntryDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A new text answers the field's error: it goes until the next try.
  const edit = (value: string) => {
    setText(value);
    setFieldError(undefined);
  };

  const submit = async (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    setFailure(null);
    setFieldError(undefined);
    const value = text.trim();
    if (!value) {
      setFieldError(requiredMessage);
      return;
    }
    setBusy(true);
    try {
      const result = await onSubmit(value);
      toast.success(result.message ?? 'Saved');
      onClose();
    } catch (error) {
      const detail = isApiError(error) ? error.details.find((d) => d.path === field) : undefined;
      if (detail) setFieldError(detail.message);
      else setFailure(errorMessage(error, 'This could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      size="sm"
      title={title}
      onClose={onClose}
      busy={busy}
      role="alertdialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} variant={tone} loading={busy} loadingText={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="space-y-3 text-sm text-slate-700">
        <div className="space-y-2">{children}</div>
        <Field id={`${id}-text`} label={label} hint={hint} error={fieldError}>
          {(control) =>
            multiline ? (
              <Textarea
                {...control}
                rows={3}
                value={text}
                maxLength={maxLength}
                data-autofocus
                onChange={(e) => edit(e.target.value)}
              />
            ) : (
              <Input
                {...control}
                value={text}
                maxLength={maxLength}
                autoComplete="off"
                data-autofocus
                onChange={(e) => edit(e.target.value)}
              />
            )
          }
        </Field>
        {failure ? (
          <Alert tone="danger" live="alert">
            {failure}
          </Alert>
        ) : null}
      </form>
    </Modal>
  );
}
