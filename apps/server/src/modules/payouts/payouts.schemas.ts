import { PAYOUT_STATUSES } from '@market/domain';
import { z } from 'zod';
import { paginationQuery, paginationSchema } from '../../lib/http.js';

export const payoutDto = z.object({
  _id: z.string(),
  vendorId: z.string(),
  businessName: z.string(),
  amount: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  cutoffAt: z.string(),
  reference: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});

const scheduleDto = z.object({
  text: z.string(),
  nextRunAt: z.string(),
  holdDays: z.number(),
  minimum: z.number(),
});

export const vendorPayoutsDto = z.object({
  currency: z.string(),
  balance: z.object({ pending: z.number(), available: z.number(), paidOut: z.number() }),
  schedule: scheduleDto,
  /** What the next run is expected to pay; null with the reason in `note` when nothing. */
  expected: z.object({ amount: z.number().nullable(), note: z.string().nullable() }),
  hold: z.object({ reason: z.string(), heldAt: z.string() }).nullable(),
  payouts: z.array(payoutDto),
  pagination: paginationSchema,
});

export const statementDto = z.object({
  payout: payoutDto,
  currency: z.string(),
  lines: z.array(
    z.object({
      entryId: z.string(),
      kind: z.string(),
      description: z.string(),
      orderNumber: z.string().nullable(),
      occurredAt: z.string(),
      availableAt: z.string(),
      amount: z.number(),
    }),
  ),
  total: z.number(),
});

export const payoutDeskDto = z.object({
  currency: z.string(),
  due: z.array(
    z.object({ vendorId: z.string(), businessName: z.string(), amount: z.number(), held: z.boolean() }),
  ),
  holds: z.array(
    z.object({ vendorId: z.string(), businessName: z.string(), reason: z.string(), heldAt: z.string() }),
  ),
  latestRun: z
    .object({
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      trigger: z.string(),
      vendorsPaid: z.number(),
      total: z.number(),
    })
    .nullable(),
  schedule: scheduleDto,
  payouts: z.array(payoutDto),
  pagination: paginationSchema,
});

export const payoutListQuery = paginationQuery(10, 100);
export const deskQuery = paginationQuery(20, 100).extend({ status: z.enum(PAYOUT_STATUSES).optional() });
export const payoutParams = z.object({ id: z.uuid({ error: 'Payout not found' }) });
export const exportQuery = z.strictObject({
  format: z.enum(['csv', 'pdf'], { error: 'Choose csv or pdf' }),
});

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} can be at most ${max} characters`);

export const paidBody = z.strictObject({ reference: text('The bank reference', 100) });
export const failedBody = z.strictObject({ reason: text('The reason', 500) });
export const holdBody = z
  .strictObject({
    held: z.boolean({ error: 'Say whether payouts are held' }),
    reason: text('The reason', 500).optional(),
  })
  .refine((b) => !b.held || Boolean(b.reason), {
    path: ['reason'],
    message: 'Give the vendor a reason for the hold',
  });
