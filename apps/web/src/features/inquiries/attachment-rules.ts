import { INQUIRY_LIMITS, INQUIRY_MESSAGES } from '@market/domain';

/**
 * The files a message may carry (images and PDF, up to 5, 5 MB each): the first problem, or null.
 * The server checks the content again; this only spares a refused upload.
 */
export function attachmentProblem(files: readonly File[]): string | null {
  if (files.length > INQUIRY_LIMITS.attachmentsPerMessage) return INQUIRY_MESSAGES.attachmentCount;
  const types: readonly string[] = INQUIRY_LIMITS.attachmentTypes;
  if (files.some((file) => !types.includes(file.type))) return INQUIRY_MESSAGES.attachmentType;
  if (files.some((file) => file.size > INQUIRY_LIMITS.attachmentMaxBytes))
    return INQUIRY_MESSAGES.attachmentSize;
  return null;
}

/** `12 KB`, `1.4 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
