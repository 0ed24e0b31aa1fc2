import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/http.js';
import { getReconciliation } from './reconciliation.service.js';

const DAY_MS = 86_400_000;
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Use a real date');

const figures = {
  paymentsReceived: z.number(),
  refunds: z.number(),
  commission: z.number(),
  tax: z.number(),
  shipping: z.number(),
  vendorEarnings: z.number(),
  payouts: z.number(),
};

const reconciliationDto = z.object({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  totals: z.object({ ...figures, marketplaceSales: z.number() }),
  days: z.array(z.object({ day: z.string(), ...figures, marketplaceSales: z.number() })),
  vendors: z.array(
    z.object({
      vendorId: z.string(),
      businessName: z.string(),
      ...figures,
      balance: z.object({ pending: z.number(), available: z.number(), paidOut: z.number() }),
    }),
  ),
  check: z.object({
    checked: z.number(),
    mismatched: z.number(),
    sample: z.array(
      z.object({
        orderId: z.string(),
        orderNumber: z.string(),
        totalMinor: z.number(),
        ledgerMinor: z.number(),
      }),
    ),
  }),
});

/** The admins' reconciliation report (issue 28 item 6). */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/admin/reconciliation',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        operationId: 'getReconciliation',
        summary:
          'Per UTC day and per vendor: payments, refunds, commission, tax, shipping, vendor earnings and payouts from the ledger; balances; and the check that every paid order matches its ledger lines',
        querystring: z
          .strictObject({ from: isoDay.optional(), to: isoDay.optional() })
          .refine((q) => !q.from || !q.to || q.from <= q.to, {
            path: ['to'],
            message: 'The end comes before the start',
          })
          .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 366 * DAY_MS, {
            path: ['to'],
            message: 'Choose at most a year',
          }),
        response: { 200: envelope(reconciliationDto) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const today = new Date(`${ctx.clock.now().toISOString().slice(0, 10)}T00:00:00Z`).getTime();
      const to = request.query.to ? Date.parse(`${request.query.to}T00:00:00Z`) + DAY_MS : today + DAY_MS;
      const from = request.query.from ? Date.parse(`${request.query.from}T00:00:00Z`) : to - 30 * DAY_MS;
      const data = await getReconciliation({ ctx, from: new Date(from), to: new Date(to) });
      return { success: true as const, data };
    },
  );
};
