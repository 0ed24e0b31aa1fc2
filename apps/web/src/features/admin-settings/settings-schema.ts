import { MAX_PAYOUT_HOLD_DAYS, MAX_PAYOUT_MONTH_DAY } from '@market/domain';
import { z } from 'zod';

/** The settings form; the messages are the server's (apps/server settings routes). */
const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 100`)
    .max(100, `${label} must be between 0 and 100`)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      message: `${label} can have at most 2 decimals`,
    });

export const settingsFormSchema = z.object({
  autoForwardOrders: z.boolean(),
  reviewListings: z.boolean(),
  taxRate: percent('Tax rate'),
  commissionPercentage: percent('Commission percentage'),
  payoutHoldDays: z
    .number({ error: 'The hold period must be a whole number of days' })
    .int({ error: 'The hold period must be a whole number of days' })
    .min(0, `The hold period must be between 0 and ${MAX_PAYOUT_HOLD_DAYS} days`)
    .max(MAX_PAYOUT_HOLD_DAYS, `The hold period must be between 0 and ${MAX_PAYOUT_HOLD_DAYS} days`),
  payoutMinimum: z
    .number({ error: 'The minimum payout must be a number' })
    .min(0, 'The minimum payout must be between 0 and 1,000,000')
    .max(1_000_000, 'The minimum payout must be between 0 and 1,000,000')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      message: 'The minimum payout has at most two decimals',
    }),
  /** The schedule as the form edits it: how often, and the weekday or the day of the month. */
  payoutEvery: z.enum(['week', 'month']),
  payoutWeekday: z.number().int().min(0, 'Choose a weekday').max(6, 'Choose a weekday'),
  payoutMonthDay: z
    .number()
    .int()
    .min(1, `Choose a day from 1 to ${MAX_PAYOUT_MONTH_DAY}`)
    .max(MAX_PAYOUT_MONTH_DAY, `Choose a day from 1 to ${MAX_PAYOUT_MONTH_DAY}`),
});

export type SettingsFormValues = z.infer<typeof settingsFormSchema>;
