import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../lib/http.js';
import {
  adminAuditExportQuery,
  adminAuditQuery,
  auditPageDto,
  toAuditEntryDto,
  vendorAuditQuery,
} from './audit-log.schemas.js';
import { exportAuditCsv, listAuditEntries } from './audit-log.service.js';

/** The audit log (decision 0038): the admin's screen and CSV export, and a vendor's own shop's entries. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const admin = app.requireRole('admin');
  const vendor = app.requireRole('vendor');

  app.get(
    '/admin/audit',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        operationId: 'listAuditEntries',
        summary: 'Admin actions and actions taken through impersonation, newest first',
        querystring: adminAuditQuery,
        response: { 200: envelope(auditPageDto) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, limit, ...query } = request.query;
      const result = await listAuditEntries({ ctx, query, page, limit });
      return {
        success: true as const,
        data: {
          entries: result.rows.map((r) => toAuditEntryDto(r, { showIp: true })),
          pagination: result.pagination,
        },
      };
    },
  );

  app.get(
    '/admin/audit/export',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        operationId: 'exportAuditEntries',
        summary: 'The matching audit entries as CSV (audit_<date>.csv, at most 10,000, newest first)',
        querystring: adminAuditExportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const date = ctx.clock.now().toISOString().slice(0, 10);
      const csv = await exportAuditCsv({ ctx, query: request.query });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit_${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/vendors/audit',
    {
      onRequest: vendor,
      schema: {
        tags: ['vendors'],
        operationId: 'listVendorAuditEntries',
        summary: 'Admin actions on your shop, newest first',
        querystring: vendorAuditQuery,
        response: { 200: envelope(auditPageDto) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, limit, ...query } = request.query;
      const vendorId = request.auth!.vendorId!;
      const result = await listAuditEntries({ ctx, query: { ...query, vendorId }, page, limit });
      return {
        success: true as const,
        data: {
          entries: result.rows.map((r) => toAuditEntryDto(r, { showIp: false })),
          pagination: result.pagination,
        },
      };
    },
  );
};
