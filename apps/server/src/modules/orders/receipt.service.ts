import { randomUUID } from 'node:crypto';
import { findRefusedText, orderSchema } from '@market/domain';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, refusedTextError } from '../../lib/errors.js';
import { deleteKeys, storageFor } from '../../lib/storage.js';
import { placeOrder } from './checkout.service.js';

export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** The multipart form of a bank transfer checkout: the route reads it, checking the receipt's content and size. */
export const RECEIPT_FORM = {
  files: {
    receipt: {
      max: 1,
      maxBytes: RECEIPT_MAX_BYTES,
      types: RECEIPT_TYPES,
      typeMessage: 'The receipt must be an image (JPEG, PNG, GIF or WEBP)',
      sizeMessage: 'The receipt must be smaller than 5MB',
    },
  },
  maxFields: 5,
};

/**
 * Bank transfer checkout: `order` is the form's `order` field (the order JSON) and `receipt` the
 * transfer receipt image, held in a temporary file. The receipt is stored only when the order is placed.
 */
export async function placeOrderWithReceipt(opts: {
  ctx: AppContext;
  order: string | string[] | undefined;
  receipt: { path: string; ext: string } | undefined;
  customerId: string | null;
  idempotencyKey?: string;
}) {
  const { ctx } = opts;
  const raw = opts.order;
  if (typeof raw !== 'string')
    throw badRequest('The order is missing', [{ path: 'order', message: 'The order is missing' }]);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest('The order is not valid JSON', [
      { path: 'order', message: 'The order is not valid JSON' },
    ]);
  }
  // The form field is JSON: escapes inside it decode to text the raw-field check did not see.
  const refused = findRefusedText(json);
  if (refused.length > 0) throw refusedTextError(refused);
  const parsed = orderSchema.safeParse(json);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => ({
      path: i.path.map(String).join('.'),
      message: i.message,
    }));
    throw new AppError(400, 'VALIDATION_FAILED', details[0]?.message ?? 'Invalid order', details);
  }
  if (parsed.data.payment.method !== 'bank_transfer') {
    throw badRequest('A receipt goes with a bank transfer', [
      { path: 'payment.method', message: 'Use bank_transfer with a receipt' },
    ]);
  }
  const file = opts.receipt;
  if (!file)
    throw badRequest('Please upload the bank transfer receipt', [
      { path: 'receipt', message: 'Please upload the bank transfer receipt' },
    ]);

  const storage = storageFor(ctx.config);
  const key = `receipts/${randomUUID()}.${file.ext}`;
  await storage.put(key, { fromFile: file.path });
  try {
    return await placeOrder({
      ctx,
      order: parsed.data,
      customerId: opts.customerId,
      idempotencyKey: opts.idempotencyKey,
      receiptKey: key,
    });
  } catch (error) {
    await deleteKeys(storage, [key]);
    throw error;
  }
}
