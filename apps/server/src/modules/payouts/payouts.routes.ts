import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/http.js';
import {
  deskQuery,
  exportQuery,
  failedBody,
  holdBody,
  paidBody,
  payoutDeskDto,
  payoutDto,
  payoutListQuery,
  payoutParams,
  statementDto,
  vendorPayoutsDto,
} from './payouts.schemas.js';
import { markPayoutFailed, markPayoutPaid, runPayouts, setPayoutHold } from './payouts.service.js';
import {
  getPayoutDesk,
  getPayoutStatement,
  getVendorPayouts,
  payoutDto as toPayoutDto,
} from './payouts-read.service.js';
import { statementCsv, statementPdf } from './statement-files.js';

async function sendStatement(
  reply: FastifyReply,
  statement: Awaited<ReturnType<typeof getPayoutStatement>>,
  format: 'csv' | 'pdf',
) {
  const name = `payout-statement-${statement.payout.createdAt.slice(0, 10)}-${statement.payout._id.slice(-8)}.${format}`;
  reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
  if (format === 'csv')
    return reply.header('content-type', 'text/csv; charset=utf-8').send(statementCsv(statement));
  return reply.header('content-type', 'application/pdf').send(await statementPdf(statement));
}

/** A vendor's payouts: balance, next payout, history and statements (decision 0048). */
export const vendorPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const vendor = app.requireRole('vendor');
  const tags = ['vendor'];

  app.get(
    '/vendors/payouts',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'getVendorPayouts',
        summary:
          'Balance (pending, available, paid out), the next payout and its expected amount, and the history',
        querystring: payoutListQuery,
        response: { 200: envelope(vendorPayoutsDto) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await getVendorPayouts({ ctx, vendorId: request.auth!.vendorId!, ...request.query });
      return { success: true as const, data };
    },
  );

  app.get(
    '/vendors/payouts/:id/statement',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'getVendorPayoutStatement',
        summary: "A payout's statement: every line it settled; their total is the payout",
        errors: [404],
        params: payoutParams,
        response: { 200: envelope(statementDto) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const s = await getPayoutStatement({
        ctx,
        payoutId: request.params.id,
        vendorId: request.auth!.vendorId!,
      });
      const { totalMinor: _, ...data } = s;
      return { success: true as const, data };
    },
  );

  app.get(
    '/vendors/payouts/:id/statement/export',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'exportVendorPayoutStatement',
        summary: 'The statement as a file: payout-statement-{date}-{id}.csv or .pdf (format=csv|pdf)',
        errors: [404],
        params: payoutParams,
        querystring: exportQuery,
        produces: ['text/csv', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const s = await getPayoutStatement({
        ctx,
        payoutId: request.params.id,
        vendorId: request.auth!.vendorId!,
      });
      return sendStatement(reply, s, request.query.format);
    },
  );
};

/** The admins' payouts desk: due, held, failed and paid payouts, run now, confirm, fail, hold. */
export const adminPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const admin = app.requireRole('admin');
  const tags = ['admin'];

  app.get(
    '/admin/payouts',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'getPayoutDesk',
        summary: 'Vendors due a payout, held vendors, the latest and next run, and the payouts by status',
        querystring: deskQuery,
        response: { 200: envelope(payoutDeskDto) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await getPayoutDesk({ ctx, ...request.query }) };
    },
  );

  app.post(
    '/admin/payouts/run',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'runPayoutsNow',
        summary:
          'Run the payouts now: every vendor not held whose available balance reaches the minimum is paid',
        body: z.strictObject({}).optional(),
        response: {
          200: envelope(
            z.object({
              claimed: z.boolean(),
              runId: z.string().nullable(),
              vendorsPaid: z.number(),
              total: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const r = await runPayouts({ ctx, trigger: 'admin', startedBy: request.auth!.userId });
      return {
        success: true as const,
        data: { claimed: r.claimed, runId: r.runId, vendorsPaid: r.vendorsPaid, total: r.totalMinor / 100 },
        message: r.vendorsPaid === 1 ? 'Paid 1 vendor' : `Paid ${r.vendorsPaid} vendors`,
      };
    },
  );

  app.post(
    '/admin/payouts/:id/paid',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'markPayoutPaid',
        summary: "Confirm a payout's bank transfer was paid, with the bank reference (audited)",
        errors: [404, 409],
        params: payoutParams,
        body: paidBody,
        response: { 200: envelope(payoutDto) },
      },
    },
    async (request) => {
      const row = await markPayoutPaid({
        ctx,
        payoutId: request.params.id,
        reference: request.body.reference,
      });
      const s = await getPayoutStatement({ ctx, payoutId: row.id });
      return {
        success: true as const,
        data: toPayoutDto(row, s.payout.businessName),
        message: 'Payout marked paid',
      };
    },
  );

  app.post(
    '/admin/payouts/:id/failed',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'markPayoutFailed',
        summary:
          'Record that a payout failed, with the reason: the money returns to the available balance (audited)',
        errors: [404, 409],
        params: payoutParams,
        body: failedBody,
        response: { 200: envelope(payoutDto) },
      },
    },
    async (request) => {
      const row = await markPayoutFailed({
        ctx,
        payoutId: request.params.id,
        adminId: request.auth!.userId,
        reason: request.body.reason,
      });
      const s = await getPayoutStatement({ ctx, payoutId: row.id });
      return {
        success: true as const,
        data: toPayoutDto(row, s.payout.businessName),
        message: 'Payout marked failed; the money is back in the available balance',
      };
    },
  );

  app.get(
    '/admin/payouts/:id/statement/export',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'exportPayoutStatement',
        summary: "Any vendor's payout statement as CSV or PDF",
        errors: [404],
        params: payoutParams,
        querystring: exportQuery,
        produces: ['text/csv', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const s = await getPayoutStatement({ ctx, payoutId: request.params.id });
      return sendStatement(reply, s, request.query.format);
    },
  );

  app.put(
    '/admin/vendors/:vendorId/payout-hold',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'setVendorPayoutHold',
        summary: "Hold a vendor's payouts with a reason, or lift the hold (audited)",
        errors: [404],
        params: z.object({ vendorId: z.uuid({ error: 'Vendor not found' }) }),
        body: holdBody,
        response: {
          200: envelope(z.object({ held: z.boolean(), reason: z.string().nullable() })),
        },
      },
    },
    async (request) => {
      const hold = await setPayoutHold({
        ctx,
        vendorId: request.params.vendorId,
        adminId: request.auth!.userId,
        held: request.body.held,
        reason: request.body.reason,
      });
      return {
        success: true as const,
        data: { held: Boolean(hold), reason: hold?.reason ?? null },
        message: hold ? 'Payouts held' : 'Payout hold lifted',
      };
    },
  );
};
