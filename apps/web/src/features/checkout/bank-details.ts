import { IMAGE_MIME_TYPES } from '@market/domain';
import { fileTypeOf } from '@/lib/file-type';

/** Where bank transfers go; shown on the checkout page when the customer pays by bank transfer. */
export const BANK_TRANSFER_DETAILS = {
  accountName: 'Marketplace Payments',
  bankName: 'First National Bank',
  accountNumber: '0012 3456 7890',
  routingNumber: '021000021',
} as const;

/** The bank transfer receipt: one image up to 5 MB. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp';

export const RECEIPT_MESSAGES = {
  required: 'Please upload the bank transfer receipt',
  type: 'Please choose an image file (JPEG, PNG, GIF or WEBP)',
  size: 'The receipt must be smaller than 5MB',
} as const;

const receiptTypes: readonly string[] = IMAGE_MIME_TYPES;

/**
 * The problem with the receipt about to be sent (none chosen, too big), or null when it is fine.
 * Its type was read from its content when it was chosen (`checkReceipt`).
 */
export function receiptProblem(file: File | null | undefined): string | null {
  if (!file) return RECEIPT_MESSAGES.required;
  if (file.size >= RECEIPT_MAX_BYTES) return RECEIPT_MESSAGES.size;
  return null;
}

/**
 * Checks a chosen receipt on selection: an image (JPEG, PNG, GIF or WEBP) by its content, as the
 * server reads it (a renamed text file or a PDF is refused), smaller than 5MB.
 */
export async function checkReceipt(file: File): Promise<string | null> {
  const type = await fileTypeOf(file);
  if (!type || !receiptTypes.includes(type)) return RECEIPT_MESSAGES.type;
  return receiptProblem(file);
}
