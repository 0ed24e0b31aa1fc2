import {
  describeSchedule,
  MAX_PAYOUT_HOLD_DAYS,
  MAX_PAYOUT_MONTH_DAY,
  nextPayoutRun,
  payoutScheduleSchema,
} from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/http.js';
import { getSettings, type MarketplaceSettings, updateSettings } from './settings.service.js';

const settingsDto = z.object({
  autoForwardOrders: z.boolean(),
  taxRate: z.number(),
  commissionPercentage: z.number(),
  currency: z.string(),
  /** 'Review new and changed listings': vendors' new and changed products wait for approval. */
  reviewListings: z.boolean(),
  /** Days after delivery before earnings may be paid out. */
  payoutHoldDays: z.number(),
  /** The smallest payout, in the currency. */
  payoutMinimum: z.number(),
  payoutSchedule: payoutScheduleSchema,
  /** The schedule in words and the next run (ISO), from the server's clock. */
  payoutScheduleText: z.string(),
  nextPayoutAt: z.string(),
});

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 100`)
    .max(100, `${label} must be between 0 and 100`);

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const toDto = (s: MarketplaceSettings) => ({
    autoForwardOrders: s.autoForwardOrders,
    taxRate: s.taxRateBp / 100,
    commissionPercentage: s.commissionRateBp / 100,
    currency: ctx.config.currency,
    reviewListings: s.reviewListings,
    payoutHoldDays: s.payoutHoldDays,
    payoutMinimum: s.payoutMinimumMinor / 100,
    payoutSchedule: s.payoutSchedule,
    payoutScheduleText: describeSchedule(s.payoutSchedule),
    nextPayoutAt: nextPayoutRun(s.payoutSchedule, ctx.clock.now()).toISOString(),
  });

  app.get(
    '/admin/settings',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        operationId: 'getSettings',
        summary: 'Marketplace settings',
        response: { 200: envelope(settingsDto) },
      },
    },
    async () => ({ success: true as const, data: toDto(await getSettings(ctx.db)) }),
  );

  app.put(
    '/admin/settings',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        operationId: 'updateSettings',
        summary:
          'Change auto-forwarding, the tax rate (percent), the commission percentage, listing review, or the payout hold, minimum and schedule',
        body: z.strictObject({
          autoForwardOrders: z.boolean().optional(),
          taxRate: percent('Tax rate').optional(),
          commissionPercentage: percent('Commission percentage').optional(),
          reviewListings: z.boolean().optional(),
          payoutHoldDays: z
            .number({ error: 'The hold period must be a whole number of days' })
            .int({ error: 'The hold period must be a whole number of days' })
            .min(0, `The hold period must be between 0 and ${MAX_PAYOUT_HOLD_DAYS} days`)
            .max(MAX_PAYOUT_HOLD_DAYS, `The hold period must be between 0 and ${MAX_PAYOUT_HOLD_DAYS} days`)
            .optional(),
          payoutMinimum: z
            .number({ error: 'The minimum payout must be a number' })
            .min(0, 'The minimum payout must be between 0 and 1,000,000')
            .max(1_000_000, 'The minimum payout must be between 0 and 1,000,000')
            .multipleOf(0.01, 'The minimum payout has at most two decimals')
            .optional(),
          payoutSchedule: z
            .discriminatedUnion('every', [
              z.strictObject({
                every: z.literal('week'),
                weekday: z.number().int().min(0, 'Choose a weekday').max(6, 'Choose a weekday'),
              }),
              z.strictObject({
                every: z.literal('month'),
                day: z
                  .number()
                  .int()
                  .min(1, `Choose a day from 1 to ${MAX_PAYOUT_MONTH_DAY}`)
                  .max(MAX_PAYOUT_MONTH_DAY, `Choose a day from 1 to ${MAX_PAYOUT_MONTH_DAY}`),
              }),
            ])
            .optional(),
        }),
        response: { 200: envelope(settingsDto) },
      },
    },
    async (request) => {
      const b = request.body;
      const s = await updateSettings({
        ctx,
        changes: {
          autoForwardOrders: b.autoForwardOrders,
          taxRateBp: b.taxRate === undefined ? undefined : Math.round(b.taxRate * 100),
          commissionRateBp:
            b.commissionPercentage === undefined ? undefined : Math.round(b.commissionPercentage * 100),
          reviewListings: b.reviewListings,
          payoutHoldDays: b.payoutHoldDays,
          payoutMinimumMinor: b.payoutMinimum === undefined ? undefined : Math.round(b.payoutMinimum * 100),
          payoutSchedule: b.payoutSchedule,
        },
      });
      return { success: true as const, data: toDto(s), message: 'Settings saved' };
    },
  );

  app.get(
    '/admin/commission/settings',
    {
      onRequest: app.requireRole(['admin', 'vendor']),
      schema: {
        tags: ['admin'],
        operationId: 'getCommissionSettings',
        summary: 'The marketplace commission percentage',
        response: { 200: envelope(z.object({ commissionPercentage: z.number() })) },
      },
    },
    async () => ({
      success: true as const,
      data: { commissionPercentage: (await getSettings(ctx.db)).commissionRateBp / 100 },
    }),
  );

  app.put(
    '/admin/commission/settings',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        operationId: 'updateCommissionSettings',
        summary: 'Set the marketplace commission percentage',
        body: z.strictObject({ commissionPercentage: percent('Commission percentage') }),
        response: { 200: envelope(z.object({ commissionPercentage: z.number() })) },
      },
    },
    async (request) => {
      const s = await updateSettings({
        ctx,
        changes: { commissionRateBp: Math.round(request.body.commissionPercentage * 100) },
      });
      return {
        success: true as const,
        data: { commissionPercentage: s.commissionRateBp / 100 },
        message: 'Commission saved',
      };
    },
  );
};
