import { type ReviewAction, reviewNotesSchema } from '@market/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { fieldMaxLength } from '@/lib/field-limits';
import { useReviewApplication } from '../api/review-application';
import type { VendorApplication } from '../api/types';

export const REVIEW_ACTION_TEXT: Record<
  ReviewAction,
  { button: string; title: string; description: string; variant: 'primary' | 'danger' | 'secondary' }
> = {
  under_review: {
    button: 'Mark Under Review',
    title: 'Mark as under review',
    description: 'The applicant sees that the team is reviewing the application.',
    variant: 'secondary',
  },
  approved: {
    button: 'Approve',
    title: 'Approve this application',
    description:
      'This creates the vendor account with a temporary password and e-mails the applicant. It cannot be undone.',
    variant: 'primary',
  },
  rejected: {
    button: 'Reject',
    title: 'Reject this application',
    description: 'The applicant is told the application was not approved. It cannot be undone.',
    variant: 'danger',
  },
  more_info_required: {
    button: 'Request More Info',
    title: 'Request more information',
    description: 'The applicant is asked to contact support with what is missing. Say what in the notes.',
    variant: 'secondary',
  },
};

/** Confirms one review action, with optional notes shown to the applicant. */
export function ReviewDialog({
  application,
  action,
  onClose,
}: {
  application: VendorApplication;
  action: ReviewAction;
  onClose: () => void;
}) {
  const review = useReviewApplication();
  const text = REVIEW_ACTION_TEXT[action];
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const formId = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = reviewNotesSchema.safeParse({ notes });
    if (!parsed.success) {
      setNotesError(parsed.error.issues[0]?.message ?? 'Invalid notes');
      return;
    }
    setServerError(null);
    try {
      const result = await review.mutateAsync({
        applicationId: application.applicationId,
        status: action,
        notes: parsed.data.notes || undefined,
      });
      toast.success(`${application.applicationId}: ${result.message ?? 'Application updated'}`);
      onClose();
    } catch (error) {
      setServerError(errorMessage(error, 'The application could not be updated. Please try again.'));
    }
  };

  return (
    <Modal title={text.title} description={text.description} onClose={onClose} busy={review.isPending}>
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-700">
          <span className="font-medium">{application.businessName}</span>{' '}
          <span className="font-mono text-slate-500">({application.applicationId})</span>
        </p>
        {serverError ? (
          <Alert tone="danger" live="alert">
            {serverError}
          </Alert>
        ) : null}
        <Field
          id={`${formId}-notes`}
          label={
            <>
              Notes <span className="font-normal text-slate-400">(optional)</span>
            </>
          }
          hint="Shown to the applicant on the status page."
          error={notesError ?? undefined}
        >
          {(control) => (
            <Textarea
              {...control}
              data-autofocus
              value={notes}
              maxLength={fieldMaxLength(reviewNotesSchema, 'notes')}
              onChange={(event) => {
                setNotes(event.target.value);
                if (notesError) setNotesError(null);
              }}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={review.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={text.variant === 'secondary' ? 'primary' : text.variant}
            loading={review.isPending}
            loadingText="Saving…"
          >
            {text.button}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
