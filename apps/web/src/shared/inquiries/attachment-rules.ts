import { INQUIRY_LIMITS, INQUIRY_MESSAGES } from '@market/domain';
import type { UploadRules } from '@/lib/file-checks';

/** The files a message may carry (spec 001, issue 14): images and PDF by content, 5 MB each, 5 in all. */
export const ATTACHMENT_RULES: UploadRules = {
  types: INQUIRY_LIMITS.attachmentTypes,
  maxBytes: INQUIRY_LIMITS.attachmentMaxBytes,
  maxCount: INQUIRY_LIMITS.attachmentsPerMessage,
  messages: {
    type: INQUIRY_MESSAGES.attachmentType,
    size: INQUIRY_MESSAGES.attachmentSize,
    count: INQUIRY_MESSAGES.attachmentCount,
  },
};

/**
 * The files about to be sent, checked again before sending (count and size): the first problem,
 * or null. Their type was read from their content when they were chosen (`checkFiles` with
 * `ATTACHMENT_RULES`), and the server checks everything once more.
 */
export function attachmentProblem(files: readonly File[]): string | null {
  if (files.length > ATTACHMENT_RULES.maxCount) return ATTACHMENT_RULES.messages.count;
  if (files.some((file) => file.size > ATTACHMENT_RULES.maxBytes)) return ATTACHMENT_RULES.messages.size;
  return null;
}

/** `12 KB`, `1.4 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
