import { hasAtMostTwoDecimals, MAX_MONEY, moneyDecimalsMessage, toMinor } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamOf } from '../../lib/http.js';
import { commissionSummarySchema, monthlyCommissionsSchema } from './commissions.schemas.js';
import {
  getCommissionSummary,
  getMonthlyCommissions,
  recordCommissionPayment,
} from './commissions.service.js';

/** A malformed id answers 404 with this message (plugins/errors.ts). */
const vendorIdParam = idParamOf('Vendor not found');

export const adminCommissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const admin = app.requireRole('admin');

  app.post(
    '/admin/commissions/payments',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        operationId: 'recordCommissionPayment',
        errors: [404, 409],
        summary: "Record a vendor's commission payment for a month (never more than pending)",
        body: z.strictObject({
          vendorId: z.uuid({ error: 'Vendor not found' }),
          year: z.number().int().min(2000).max(2100),
          month: z.number().int().min(1, 'Month must be 1 to 12').max(12, 'Month must be 1 to 12'),
          amount: z
            .number({ error: 'Amount is required' })
            .positive('Amount must be more than 0')
            .max(MAX_MONEY * 1000, 'Amount is too large')
            .refine(hasAtMostTwoDecimals, moneyDecimalsMessage('Amount')),
          reference: z.string().trim().max(200).optional(),
        }),
        response: {
          201: envelope(z.object({ paymentId: z.string(), amount: z.number(), pendingAfter: z.number() })),
        },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const r = await recordCommissionPayment({
        ctx,
        adminId: request.auth!.userId,
        vendorId: b.vendorId,
        year: b.year,
        month: b.month,
        amountMinor: toMinor(b.amount),
        reference: b.reference,
      });
      return reply.status(201).send({
        success: true as const,
        data: { paymentId: r.payment.id, amount: b.amount, pendingAfter: r.pendingAfter },
        message: 'Payment recorded',
      });
    },
  );

  app.get(
    '/admin/vendors/:id/commissions',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        operationId: 'getVendorCommissions',
        summary: "A vendor's commission this year and per month",
        params: vendorIdParam,
        querystring: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
        response: { 200: envelope(monthlyCommissionsSchema.extend({ summary: commissionSummarySchema })) },
      },
    },
    async (request) => {
      const year = request.query.year;
      const [summary, monthly] = await Promise.all([
        getCommissionSummary({ ctx, vendorId: request.params.id, period: 'year' }),
        getMonthlyCommissions({ ctx, vendorId: request.params.id, year, page: 1, limit: 12 }),
      ]);
      return { success: true as const, data: { summary, ...monthly } };
    },
  );
};
