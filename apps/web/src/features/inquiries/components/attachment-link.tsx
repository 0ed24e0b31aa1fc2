import type { Role } from '@market/domain';
import { Download, FileText, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { formatFileSize } from '@/shared/inquiries/attachment-rules';
import type { InquiryAttachment } from '@/shared/inquiries/types';
import { downloadAttachment } from '../api/download-attachment';

/** An attachment's file name; clicking downloads it with the viewer's token (no public address). */
export function AttachmentLink({
  attachment,
  viewerRole,
  onDark,
}: {
  attachment: InquiryAttachment;
  viewerRole: Role;
  onDark?: boolean;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const Icon = attachment.mimeType.startsWith('image/') ? ImageIcon : FileText;
  return (
    <button
      type="button"
      disabled={state === 'busy'}
      onClick={async () => {
        setState('busy');
        try {
          await downloadAttachment(attachment, viewerRole);
          setState('idle');
        } catch {
          setState('failed');
        }
      }}
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium',
        onDark
          ? 'bg-white/15 text-white hover:bg-white/25'
          : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
      )}
      title={`Download ${attachment.filename}`}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{attachment.filename}</span>
      <span className={onDark ? 'text-white' : 'text-slate-400'}>{formatFileSize(attachment.size)}</span>
      <Download className="size-3.5 shrink-0" aria-hidden="true" />
      {state === 'failed' ? <span className="text-red-300">Download failed</span> : null}
    </button>
  );
}
