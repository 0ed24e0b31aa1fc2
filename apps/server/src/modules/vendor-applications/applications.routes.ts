import { vendorApplicationSchema } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../lib/http.js';
import {
  applicationDto,
  applicationIdParam,
  applyReply,
  listQuery,
  listReply,
  reviewBody,
  STATUS_LOOKUPS_PER_MINUTE,
  statusKeyHeaders,
  statusReply,
  toApplicationDto,
} from './applications.schemas.js';
import {
  countVendorApplications,
  getApplicationStatus,
  getVendorApplication,
  listVendorApplications,
  reviewApplication,
  submitApplication,
} from './applications.service.js';

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/vendors/apply',
    {
      schema: {
        tags: ['vendors'],
        operationId: 'submitVendorApplication',
        summary: 'Submit a vendor application (needs a verified vendor code for the e-mail)',
        errors: [403, 409],
        body: vendorApplicationSchema,
        response: { 201: applyReply },
      },
    },
    async (request, reply) => {
      const { row, statusKey } = await submitApplication({ ctx, application: request.body });
      return reply.status(201).send({
        success: true as const,
        data: { applicationId: row.applicationId, statusKey },
        message: 'Application submitted successfully! You will receive an email when reviewed.',
      });
    },
  );

  app.get(
    '/vendors/application-status/:applicationId',
    {
      // Per client address (request.ip): numbers are six digits a year, so guessing is slowed down.
      config: { rateLimit: { max: STATUS_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['vendors'],
        operationId: 'getApplicationStatus',
        summary:
          'Public application status check; the temporary credentials only with the X-Application-Key given at submission',
        params: applicationIdParam,
        headers: statusKeyHeaders,
        response: { 200: statusReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getApplicationStatus({
        ctx,
        applicationId: request.params.applicationId,
        statusKey: request.headers['x-application-key'],
      }),
    }),
  );

  const admin = app.requireRole('admin');

  app.get(
    '/admin/vendor-applications',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        operationId: 'listVendorApplications',
        summary: 'Vendor applications',
        querystring: listQuery,
        response: { 200: listReply },
      },
    },
    async (request) => {
      const [result, counts] = await Promise.all([
        listVendorApplications({ ctx, ...request.query }),
        countVendorApplications({ ctx }),
      ]);
      return {
        success: true as const,
        data: {
          applications: result.rows.map(toApplicationDto),
          pagination: result.pagination,
          counts: Object.fromEntries(counts.map((c) => [c.status, c.n])),
        },
      };
    },
  );

  app.get(
    '/admin/vendor-applications/:applicationId',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        operationId: 'getVendorApplication',
        summary: 'One vendor application',
        params: applicationIdParam,
        response: { 200: envelope(applicationDto) },
      },
    },
    async (request) => ({
      success: true as const,
      data: toApplicationDto(
        await getVendorApplication({ ctx, applicationId: request.params.applicationId }),
      ),
    }),
  );

  app.put(
    '/admin/vendor-applications/:applicationId/status',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        operationId: 'reviewVendorApplication',
        summary: 'Review a vendor application',
        errors: [409],
        params: applicationIdParam,
        body: reviewBody,
        response: { 200: envelope(applicationDto) },
      },
    },
    async (request) => {
      const row = await reviewApplication({
        ctx,
        applicationId: request.params.applicationId,
        status: request.body.status,
        notes: request.body.notes,
        adminId: request.auth!.userId,
      });
      return {
        success: true as const,
        data: toApplicationDto(row),
        message: `Application ${row.status.replace(/_/g, ' ')}`,
      };
    },
  );
};
