import {
  ADJUSTMENT_REASON_MAX,
  ADJUSTMENT_REASON_MIN,
  fromMinor,
  hasAtMostTwoDecimals,
  LEDGER_ACCOUNTS,
  LEDGER_ENTRY_KINDS,
  type LedgerLine,
  MAX_MONEY,
  moneyDecimalsMessage,
} from '@market/domain';
import { z } from 'zod';
import { paginationSchema } from '../../lib/http.js';
import type { EntryRow, LineRow } from './ledger.queries.js';

/** The largest adjustment either way: the admin's commission payment's limit (decision 0037). */
export const MAX_ADJUSTMENT = MAX_MONEY * 1000;

export const adjustmentBody = z.strictObject({
  vendorId: z.uuid({ error: 'Choose a vendor by id' }),
  amount: z
    .number({ error: (iss) => (iss.input === undefined ? 'Amount is required' : 'Amount must be a number') })
    .refine((a) => a !== 0, 'Amount cannot be 0')
    .min(-MAX_ADJUSTMENT, `Amount must be between -${MAX_ADJUSTMENT} and ${MAX_ADJUSTMENT}`)
    .max(MAX_ADJUSTMENT, `Amount must be between -${MAX_ADJUSTMENT} and ${MAX_ADJUSTMENT}`)
    .refine(hasAtMostTwoDecimals, moneyDecimalsMessage('Amount'))
    .describe('Signed, in the currency: positive is owed to the vendor, negative is taken back'),
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(
      ADJUSTMENT_REASON_MIN,
      `Reason must be ${ADJUSTMENT_REASON_MIN} to ${ADJUSTMENT_REASON_MAX} characters`,
    )
    .max(
      ADJUSTMENT_REASON_MAX,
      `Reason must be ${ADJUSTMENT_REASON_MIN} to ${ADJUSTMENT_REASON_MAX} characters`,
    ),
});

const day = z.iso.date({ error: 'Use a date as YYYY-MM-DD' });

/** The filters of the admin's ledger list (in the URL); unknown fields are rejected. */
export const entriesQuery = z
  .strictObject({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    vendorId: z.uuid({ error: 'Choose a vendor by id' }).optional(),
    kind: z.enum(LEDGER_ENTRY_KINDS, { error: `Kind is one of ${LEDGER_ENTRY_KINDS.join(', ')}` }).optional(),
    from: day.optional().describe('First UTC day included'),
    to: day.optional().describe('Last UTC day included'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'From must not be after To', path: ['to'] });

const lineDto = z.object({
  account: z.enum(LEDGER_ACCOUNTS),
  vendorId: z.string().nullable(),
  /** Signed, in the currency: debit positive, credit negative. */
  amount: z.number(),
});

export const entryDto = z.object({
  _id: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  occurredAt: z.string(),
  createdAt: z.string(),
  orderId: z.string().nullable(),
  partId: z.string().nullable(),
  refundId: z.string().nullable(),
  payoutId: z.string().nullable(),
  reason: z.string().nullable(),
  actorId: z.string().nullable(),
  impersonatorId: z.string().nullable(),
  reversesEntryId: z.string().nullable(),
  lines: z.array(lineDto),
});

export const entriesPageDto = z.object({ entries: z.array(entryDto), pagination: paginationSchema });

export const balanceDto = z.object({
  vendorId: z.string(),
  currency: z.string(),
  /** Earned on parts not yet delivered. */
  pending: z.number(),
  /** Earned on delivered parts, less payouts, refunds after delivery and adjustments; may be negative. */
  available: z.number(),
  total: z.number(),
});

export function toEntryDto(
  e: EntryRow,
  lines: Pick<LedgerLine | LineRow, 'account' | 'vendorId' | 'amountMinor'>[],
) {
  return {
    _id: e.id,
    kind: e.kind,
    occurredAt: e.occurredAt.toISOString(),
    createdAt: e.createdAt.toISOString(),
    orderId: e.orderId,
    partId: e.partId,
    refundId: e.refundId,
    payoutId: e.payoutId,
    reason: e.reason,
    actorId: e.actorId,
    impersonatorId: e.impersonatorId,
    reversesEntryId: e.reversesEntryId,
    lines: lines.map((l) => ({ account: l.account, vendorId: l.vendorId, amount: fromMinor(l.amountMinor) })),
  } satisfies z.infer<typeof entryDto>;
}

export function toBalanceDto(
  vendorId: string,
  currency: string,
  b: { pendingMinor: number; availableMinor: number; totalMinor: number },
): z.infer<typeof balanceDto> {
  return {
    vendorId,
    currency,
    pending: fromMinor(b.pendingMinor),
    available: fromMinor(b.availableMinor),
    total: fromMinor(b.totalMinor),
  };
}
