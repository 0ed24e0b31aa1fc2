import { INQUIRY_LIMITS, INQUIRY_MESSAGES, inquiryMessageField } from '@market/domain';
import { Send } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { AttachmentPicker } from '@/shared/inquiries/attachment-picker';
import { attachmentProblem } from '@/shared/inquiries/attachment-rules';
import { fieldError } from '@/shared/inquiries/field-errors';

type ReplyBoxProps = {
  /** Sends the message; rejects with the API error on failure. */
  onSend: (message: string, files: File[]) => Promise<unknown>;
  /** After a successful send ('Message sent successfully'). */
  onSent: () => void;
  /** A failure not tied to a field ('Failed to send message' or the server's reason). */
  onFailed: (text: string) => void;
  placeholder?: string;
  /** Extra controls beside Send Reply (Add Internal Note). */
  aside?: ReactNode;
};

/**
 * The reply form: text (required, not whitespace-only, at most 5,000 characters) with optional
 * attachments; Send Reply is disabled while the text is empty.
 */
export function ReplyBox({ onSend, onSent, onFailed, placeholder, aside }: ReplyBoxProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Bumped after each sent reply: the picker starts afresh (no message about an earlier choice).
  const [sent, setSent] = useState(0);

  const submit = async () => {
    const parsed = inquiryMessageField.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? INQUIRY_MESSAGES.enterMessage);
      return;
    }
    if (attachmentProblem(files)) return;
    setSending(true);
    try {
      await onSend(parsed.data, files);
      setText('');
      setFiles([]);
      setError(null);
      setFilesError(null);
      setSent((n) => n + 1);
      onSent();
    } catch (failure) {
      const messageProblem = fieldError(failure, 'message');
      const fileProblem = fieldError(failure, 'attachments');
      setError(messageProblem ?? null);
      setFilesError(fileProblem ?? null);
      if (!messageProblem && !fileProblem) onFailed(errorMessage(failure, INQUIRY_MESSAGES.sendFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="space-y-3 border-t border-slate-100 px-4 py-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-reply`} className="sr-only">
        Your reply
      </label>
      <Textarea
        id={`${id}-reply`}
        rows={3}
        value={text}
        maxLength={INQUIRY_LIMITS.messageMaxChars}
        placeholder={placeholder ?? 'Type your reply…'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <AttachmentPicker
        key={sent}
        files={files}
        onChange={(next) => {
          setFiles(next);
          setFilesError(null);
        }}
        error={filesError}
        disabled={sending}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>{aside}</div>
        <Button type="submit" disabled={text.length === 0} loading={sending} loadingText="Sending…">
          <Send className="size-4" aria-hidden="true" />
          Send Reply
        </Button>
      </div>
    </form>
  );
}
