import { LOGO_MAX_BYTES, LOGO_TYPES, PROFILE_MESSAGES } from '@market/domain';

const EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i;

/**
 * The client-side logo check, with the server's messages (spec 001 section 5): JPEG, PNG, GIF or
 * WEBP, at most 5MB (as the server counts). Returns the message to show, or null when the file may be uploaded.
 */
export function checkLogo(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  const typeOk = file.type
    ? (LOGO_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : EXTENSIONS.test(file.name);
  if (!typeOk) return PROFILE_MESSAGES.logoType;
  if (file.size > LOGO_MAX_BYTES) return PROFILE_MESSAGES.logoSize;
  return null;
}

/** An account number with only the last 4 digits visible (the API already sends it masked). */
export function maskAccountNumber(value: string): string {
  if (!value) return '';
  if (value.startsWith('*')) return value;
  return `****${value.slice(-4)}`;
}
