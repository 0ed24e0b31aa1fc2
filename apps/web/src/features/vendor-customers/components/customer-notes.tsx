import { CUSTOMER_NOTE_MAX_CHARS, VENDOR_CUSTOMER_MESSAGES as M } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, loadErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useFlashMessage } from '@/lib/use-flash-message';
import {
  type CustomerNote,
  customerNotesQueryOptions,
  useAddCustomerNote,
  useDeleteCustomerNote,
} from '../api/customers';

/**
 * The notes the shop keeps about a customer: add one, read them newest first with author and date,
 * delete one's own after a confirmation. Feedback shows beside the form, in words.
 */
export function CustomerNotes({ customerId, className }: { customerId: string; className?: string }) {
  const ids = useId();
  const notes = useQuery(customerNotesQueryOptions(customerId));
  const add = useAddCustomerNote(customerId);
  const remove = useDeleteCustomerNote(customerId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useFlashMessage(4000);
  const [deleting, setDeleting] = useState<CustomerNote | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const note = text.trim();
    if (!note) {
      setError(M.enterNote);
      return;
    }
    setError(undefined);
    add.mutate(note, {
      onSuccess: () => {
        setText('');
        setDone(M.noteAdded);
      },
      onError: (e) => setError(errorMessage(e, 'The note could not be added. Please try again.')),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        setDeleting(null);
        setDone(M.noteDeleted);
      },
    });
  };

  return (
    <Card className={className}>
      <CardHeader title="Notes" description="Only your shop sees these; the customer never does." />
      <form onSubmit={submit} noValidate className="space-y-3 border-b border-slate-100 px-5 py-4">
        <Field
          id={`${ids}-note`}
          label="Add a note"
          error={error}
          hint={`${text.length} of ${CUSTOMER_NOTE_MAX_CHARS} characters`}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={CUSTOMER_NOTE_MAX_CHARS}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(undefined);
              }}
              placeholder="e.g. Prefers delivery after 5 pm"
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" loading={add.isPending} loadingText="Adding…">
            Add note
          </Button>
          <p role="status" className="text-sm text-emerald-700">
            {done}
          </p>
        </div>
      </form>

      {notes.isPending ? (
        <div className="flex justify-center py-8 text-indigo-600">
          <Spinner label="Loading notes" />
        </div>
      ) : notes.isError ? (
        <div className="p-5">
          <LoadError
            title="The notes could not be loaded"
            onRetry={() => void notes.refetch()}
            error={notes.error}
          >
            {loadErrorMessage(notes.error)}
          </LoadError>
        </div>
      ) : notes.data.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-500">No notes yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Notes">
          {notes.data.map((note) => (
            <li key={note._id} className="flex items-start gap-3 px-5 py-3" data-testid="customer-note">
              <div className="min-w-0 flex-1 space-y-1">
                <p className="text-sm break-words whitespace-pre-wrap text-slate-900">{note.note}</p>
                <p className="text-xs text-slate-500">
                  {note.author.name}
                  {note.author.byAdmin ? ' (marketplace admin)' : ''} ·{' '}
                  <time dateTime={note.createdAt}>{formatDate(note.createdAt, { withTime: true })}</time>
                </p>
              </div>
              {note.mine ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete note from ${formatDate(note.createdAt, { withTime: true })}`}
                  onClick={() => {
                    remove.reset();
                    setDeleting(note);
                  }}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      {deleting ? (
        <ConfirmDialog
          title="Delete this note?"
          message={`“${deleting.note.length > 120 ? `${deleting.note.slice(0, 120)}…` : deleting.note}” will be gone for good.`}
          confirmLabel="Delete note"
          busyLabel="Deleting…"
          busy={remove.isPending}
          error={
            remove.isError
              ? errorMessage(remove.error, 'The note could not be deleted. Please try again.')
              : null
          }
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </Card>
  );
}
