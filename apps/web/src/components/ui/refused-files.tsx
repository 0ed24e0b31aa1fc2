import { FileX } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { RefusedFile } from '@/lib/file-checks';

/**
 * The files refused on selection, each name with its message beside it (nothing is shown for them
 * but this: no preview, not in the list of files to send). Announced as an alert.
 */
export function RefusedFiles({ files, className }: { files: readonly RefusedFile[]; className?: string }) {
  if (files.length === 0) return null;
  return (
    // The alert wraps the list: a role on the <ul> itself would take its list role away.
    <div role="alert" className={className}>
      <ul className="space-y-1.5" aria-label="Files not added">
        {files.map((file) => (
          <RefusedFileRow key={`${file.name}-${file.message}`} file={file} as="li" />
        ))}
      </ul>
    </div>
  );
}

/** One refused file: its name and the message (a `<p>` alert for a single-file field). */
export function RefusedFileRow({
  file,
  as = 'p',
  className,
}: {
  file: RefusedFile;
  as?: 'li' | 'p';
  className?: string;
}) {
  const Row = as;
  return (
    <Row
      role={as === 'p' ? 'alert' : undefined}
      className={cn(
        'flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm',
        className,
      )}
      data-testid="refused-file"
    >
      <FileX className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden="true" />
      <span className="min-w-0">
        <span className="font-medium break-all text-slate-900">{file.name}:</span>{' '}
        <span className="text-red-700">{file.message}</span>
      </span>
    </Row>
  );
}
