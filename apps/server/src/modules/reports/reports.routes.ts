import { salesReportExportQuery, salesReportQuery } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../lib/http.js';
import { salesReportDto } from './sales-report.schemas.js';
import { getSalesReport } from './sales-report.service.js';
import { exportSalesReport } from './sales-report-export.service.js';

const tags = ['reports'];
const FILTERS =
  'Filters: reportType (summary, detailed, products, customers, trends), timeRange (7, 30, 90, 365; default 30) or startDate and endDate (both, at most 5 years), category (a main category id of your products), status (all = every order not cancelled, rejected or returned; pending; confirmed; shipped; delivered; cancelled), minAmount and maxAmount (the order amount with you, major units).';

/** Sales Reports (spec 001 sections 2, 3, 7) for the signed-in vendor (or an admin impersonating it). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const vendor = app.requireRole('vendor');

  app.get(
    '/vendors/reports/sales',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'getVendorSalesReport',
        summary: 'Sales report: cards, daily sales, sales by category and the table of the report type',
        description: `${FILTERS} The detailed type pages its order lines with page and limit (25 by default, at most 100).`,
        querystring: salesReportQuery,
        errors: [],
        response: { 200: envelope(salesReportDto) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await getSalesReport({ ctx, vendorId: request.auth!.vendorId!, query: request.query }),
      };
    },
  );

  app.get(
    '/vendors/reports/sales/export',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'exportVendorSalesReport',
        summary: 'The report on screen as a file: sales-report-{date}.csv or .pdf (format=csv|pdf)',
        description: `${FILTERS} The file is streamed; the detailed lines are read in batches while it is written.`,
        querystring: salesReportExportQuery,
        errors: [],
        produces: ['text/csv', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const file = await exportSalesReport({ ctx, vendorId: request.auth!.vendorId!, query: request.query });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
};
