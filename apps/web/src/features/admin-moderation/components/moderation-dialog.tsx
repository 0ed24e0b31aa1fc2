import { clearModerationSchema, deactivateProductSchema, MODERATION_REASON_MAX } from '@market/domain';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';

type ModerationDialogProps = {
  kind: 'deactivate' | 'clear';
  productTitle: string;
  busy: boolean;
  onSubmit: (text: string) => Promise<void>;
  onClose: () => void;
};

/**
 * Deactivate (a required reason the vendor will read) or clear (an optional note), validated
 * with the server's schema before sending; the server's field message is shown under the field.
 */
export function ModerationDialog({ kind, productTitle, busy, onSubmit, onClose }: ModerationDialogProps) {
  const ids = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const deactivate = kind === 'deactivate';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = deactivate
      ? deactivateProductSchema.safeParse({ reason: text })
      : clearModerationSchema.safeParse({ note: text || undefined });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    try {
      await onSubmit(text.trim());
    } catch (error) {
      const detail = isApiError(error)
        ? error.details.find((d) => d.path === 'reason' || d.path === 'note')
        : undefined;
      if (detail) setFieldError(detail.message);
      else setFailure(errorMessage(error, 'The action failed. Please try again.'));
    }
  };

  const formId = `${ids}-form`;
  return (
    <Modal
      title={deactivate ? 'Deactivate product' : 'Clear moderation'}
      description={
        deactivate
          ? `“${productTitle}” leaves the storefront at once. The vendor gets an e-mail with your reason, sees it on My Products and cannot reactivate the product until you clear the moderation.`
          : `The vendor can reactivate “${productTitle}” again. It stays inactive until they do.`
      }
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={deactivate ? 'danger' : 'primary'}
            loading={busy}
            loadingText={deactivate ? 'Deactivating…' : 'Clearing…'}
          >
            {deactivate ? 'Deactivate' : 'Clear moderation'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
        {failure ? (
          <Alert tone="danger" live="alert">
            {failure}
          </Alert>
        ) : null}
        <Field
          id={`${ids}-text`}
          label={deactivate ? 'Reason (shown to the vendor)' : 'Note (optional, kept in the history)'}
          error={fieldError}
          hint={`${text.length}/${MODERATION_REASON_MAX} characters`}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              maxLength={MODERATION_REASON_MAX}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setFieldError(undefined);
              }}
              data-autofocus
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
