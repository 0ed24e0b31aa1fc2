import { INQUIRY_ATTACHMENT_ACCEPT, INQUIRY_LIMITS } from '@market/domain';
import { Paperclip, X } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { RefusedFiles } from '@/components/ui/refused-files';
import { checkFiles, type RefusedFile } from '@/lib/file-checks';
import { ATTACHMENT_RULES, attachmentProblem, formatFileSize } from './attachment-rules';

type AttachmentPickerProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** A problem to show beside the field (from the server, or from `attachmentProblem`). */
  error?: string | null | undefined;
  disabled?: boolean;
};

/**
 * Adds images or PDF files to a message (up to 5, 5 MB each), listed with a remove button. Files
 * are checked on selection (type read from the content, size, count): a refused file is not added,
 * only its name is shown with the message beside it.
 */
export function AttachmentPicker({ files, onChange, error, disabled }: AttachmentPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const problem = error ?? attachmentProblem(files);
  // The check reads the files' content: add to the list as it is when the check ends.
  const latest = useRef(files);
  latest.current = files;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0) return;
    const checked = await checkFiles(picked, latest.current.length, ATTACHMENT_RULES);
    setRefused(checked.refused);
    if (checked.accepted.length > 0) onChange([...latest.current, ...checked.accepted]);
  };
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
          onChange={(event) => void pick(event)}
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
                onClick={() => {
                  setRefused([]);
                  onChange(files.filter((_, i) => i !== index));
                }}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <RefusedFiles files={refused} />
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
