import { LOGO_MAX_BYTES, LOGO_TYPES, PROFILE_MESSAGES } from '@market/domain';
import { checkFile } from '@/lib/file-checks';

/**
 * The client-side logo check on selection, with the server's rules and messages (spec 001
 * section 5): JPEG, PNG, GIF or WEBP read from the content as the server reads it (a renamed text
 * file is refused), at most 5MB. Returns the message to show, or null when the file may be uploaded.
 */
export function checkLogo(file: File): Promise<string | null> {
  return checkFile(file, {
    types: LOGO_TYPES,
    maxBytes: LOGO_MAX_BYTES,
    messages: { type: PROFILE_MESSAGES.logoType, size: PROFILE_MESSAGES.logoSize },
  });
}

/** An account number with only the last 4 digits visible (the API already sends it masked). */
export function maskAccountNumber(value: string): string {
  if (!value) return '';
  if (value.startsWith('*')) return value;
  return `****${value.slice(-4)}`;
}
