import { INQUIRY_LIMITS, INQUIRY_MESSAGES, inquiryNoteField } from '@market/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { fieldError } from '@/shared/inquiries/field-errors';

type NoteModalProps = {
  onClose: () => void;
  /** Adds the note; rejects with the API error on failure. */
  onAdd: (note: string) => Promise<unknown>;
};

/** 'Add Internal Note': a note only the vendor's side sees, with Cancel and Add Note. */
export function NoteModal({ onClose, onAdd }: NoteModalProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const parsed = inquiryNoteField.safeParse(note);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? INQUIRY_MESSAGES.enterNote);
      return;
    }
    setSaving(true);
    try {
      await onAdd(parsed.data);
      onClose();
    } catch (failure) {
      setError(fieldError(failure, 'note') ?? errorMessage(failure, INQUIRY_MESSAGES.noteFailed));
      setSaving(false);
    }
  };

  return (
    <Modal
      title="Add Internal Note"
      description="Internal notes are never shown to the customer."
      onClose={onClose}
      busy={saving}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button
            onClick={() => void submit()}
            disabled={note.length === 0}
            loading={saving}
            loadingText="Adding…"
          >
            Add Note
          </Button>
        </>
      }
    >
      <label htmlFor={`${id}-note`} className="mb-1.5 block text-sm font-medium text-slate-700">
        Note
      </label>
      <Textarea
        id={`${id}-note`}
        rows={4}
        value={note}
        maxLength={INQUIRY_LIMITS.noteMaxChars}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setNote(event.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
