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

/** The problem with a chosen receipt file, or null when it is fine. */
export function receiptProblem(file: File | null | undefined): string | null {
  if (!file) return RECEIPT_MESSAGES.required;
  if (!file.type.startsWith('image/')) return RECEIPT_MESSAGES.type;
  if (file.size >= RECEIPT_MAX_BYTES) return RECEIPT_MESSAGES.size;
  return null;
}
