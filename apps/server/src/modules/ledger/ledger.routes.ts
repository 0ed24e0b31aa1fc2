import { toMinor } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/http.js';
import {
  adjustmentBody,
  balanceDto,
  entriesPageDto,
  entriesQuery,
  entryDto,
  toBalanceDto,
  toEntryDto,
} from './ledger.schemas.js';
import { getVendorBalance, listLedgerEntries, postAdjustment } from './ledger.service.js';

const DAY_MS = 86_400_000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The money ledger for admins (decision 0043): manual adjustments, the journal, a vendor's balance. */
export const adminLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const admin = app.requireRole('admin');
  const tags = ['admin'];

  app.post(
    '/admin/ledger/adjustments',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'postLedgerAdjustment',
        summary: "Adjust a vendor's available balance by a signed amount, with a reason (one balanced entry)",
        errors: [404],
        body: adjustmentBody,
        response: {
          201: envelope(z.object({ entry: entryDto, balance: balanceDto })),
        },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const r = await postAdjustment({
        ctx,
        adminId: request.auth!.userId,
        impersonatorId: request.auth!.impersonatorId ?? null,
        vendorId: b.vendorId,
        amountMinor: toMinor(b.amount),
        reason: b.reason,
      });
      return reply.status(201).send({
        success: true as const,
        data: {
          entry: toEntryDto(r.entry, r.lines),
          balance: toBalanceDto(b.vendorId, ctx.config.currency, r.balance),
        },
        message: 'Adjustment posted',
      });
    },
  );

  app.get(
    '/admin/ledger/entries',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'listLedgerEntries',
        summary: 'Journal entries with their lines, newest first, by vendor, kind and UTC days',
        querystring: entriesQuery,
        response: { 200: envelope(entriesPageDto) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query;
      const r = await listLedgerEntries({
        ctx,
        vendorId: q.vendorId,
        kind: q.kind,
        from: q.from ? startOfDay(q.from) : undefined,
        to: q.to ? new Date(startOfDay(q.to).getTime() + DAY_MS) : undefined,
        page: q.page,
        limit: q.limit,
      });
      const linesOf = new Map<string, typeof r.lines>();
      for (const line of r.lines) linesOf.set(line.entryId, [...(linesOf.get(line.entryId) ?? []), line]);
      return {
        success: true as const,
        data: {
          entries: r.entries.map((e) => toEntryDto(e, linesOf.get(e.id) ?? [])),
          pagination: r.pagination,
        },
      };
    },
  );

  app.get(
    '/admin/ledger/vendors/:vendorId/balance',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'getVendorLedgerBalance',
        summary: "A vendor's balance from its ledger lines: pending, available and total",
        errors: [404],
        params: z.object({ vendorId: z.uuid({ error: 'Vendor not found' }) }),
        response: { 200: envelope(balanceDto) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { vendorId } = request.params;
      const balance = await getVendorBalance({ ctx, vendorId });
      return { success: true as const, data: toBalanceDto(vendorId, ctx.config.currency, balance) };
    },
  );
};
