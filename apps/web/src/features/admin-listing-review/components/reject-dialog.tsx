import { LISTING_REVIEW_REASON_MAX, rejectListingSchema } from '@market/domain';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';

/**
 * Reject a listing with a reason the vendor reads (3-500 characters), checked with the server's
 * schema before sending; the server's field message is shown under the field.
 */
export function RejectDialog({
  productTitle,
  busy,
  onSubmit,
  onClose,
}: {
  productTitle: string;
  busy: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const ids = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = rejectListingSchema.safeParse({ reason: text });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    try {
      await onSubmit(parsed.data.reason);
    } catch (error) {
      const detail = isApiError(error) ? error.details.find((d) => d.path === 'reason') : undefined;
      if (detail) setFieldError(detail.message);
      else setFailure(errorMessage(error, 'The listing could not be rejected. Please try again.'));
    }
  };

  const formId = `${ids}-form`;
  return (
    <Modal
      title="Reject listing"
      description={`“${productTitle}” stays hidden from buyers. The vendor gets an e-mail with your reason and sees it on My Products; saving the product sends it back to this queue.`}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={busy} loadingText="Rejecting…">
            Reject listing
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
          id={`${ids}-reason`}
          label="Reason (shown to the vendor)"
          error={fieldError}
          hint={`${text.length}/${LISTING_REVIEW_REASON_MAX} characters`}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              maxLength={LISTING_REVIEW_REASON_MAX}
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
