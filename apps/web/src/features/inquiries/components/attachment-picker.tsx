import { INQUIRY_ATTACHMENT_ACCEPT, INQUIRY_LIMITS } from '@market/domain';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { attachmentProblem, formatFileSize } from '../attachment-rules';

type AttachmentPickerProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** A problem to show beside the field (from the server, or from `attachmentProblem`). */
  error?: string | null | undefined;
  disabled?: boolean;
};

/** Adds images or PDF files to a message (up to 5, 5 MB each), listed with a remove button. */
export function AttachmentPicker({ files, onChange, error, disabled }: AttachmentPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const problem = error ?? attachmentProblem(files);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept={INQUIRY_ATTACHMENT_ACCEPT}
          className="sr-only"
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          aria-invalid={problem ? true : undefined}
          disabled={disabled}
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            onChange([...files, ...picked]);
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          <Paperclip className="size-4" aria-hidden="true" />
          Attach files
        </Button>
        <label htmlFor={`${id}-files`} id={`${id}-hint`} className="text-xs text-slate-500">
          Images or PDF, up to {INQUIRY_LIMITS.attachmentsPerMessage} files, 5MB each
        </label>
      </div>
      {files.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Files to send">
          {files.map((file, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be picked twice
              key={`${file.name}-${index}`}
              className="inline-flex items-center gap-1.5 rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-2.5 text-xs text-slate-700"
            >
              <span className="max-w-48 truncate">{file.name}</span>
              <span className="text-slate-400">{formatFileSize(file.size)}</span>
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                className="rounded p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900"
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
