import { SEARCH_MAX_LENGTH, VENDOR_VERIFICATION_STATUSES as VERIFICATION_STATUSES } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParam, messageOnly, paginationQuery, paginationSchema } from '../../lib/http.js';
import type { VendorRow } from '../accounts/index.js';
import { vendorSummarySchema } from '../auth/index.js';
import { effectiveCommissionRateBp, getSettings, type MarketplaceSettings } from '../settings/index.js';
import {
  endImpersonation,
  getVendorForAdmin,
  listVendors,
  startImpersonation,
  updateVendorByAdmin,
} from './admin-vendors.service.js';

const adminVendorDto = z.object({
  _id: z.string(),
  businessName: z.string(),
  email: z.string(),
  contactName: z.string(),
  phone: z.string(),
  city: z.string(),
  country: z.string(),
  logo: z.string().nullable(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  commissionRate: z.number().nullable(),
  effectiveCommissionRate: z.number(),
  applicationId: z.string().nullable(),
  createdAt: z.string(),
});

function toAdminVendorDto(v: VendorRow, s: MarketplaceSettings): z.infer<typeof adminVendorDto> {
  return {
    _id: v.id,
    businessName: v.businessName,
    email: v.email,
    contactName: `${v.contactFirstName} ${v.contactLastName}`.trim(),
    phone: v.phone,
    city: v.city,
    country: v.country,
    logo: v.logo,
    verificationStatus: v.verificationStatus,
    commissionRate: v.commissionRateBp === null ? null : v.commissionRateBp / 100,
    effectiveCommissionRate: effectiveCommissionRateBp(v.commissionRateBp, s) / 100,
    applicationId: v.applicationId,
    createdAt: v.createdAt.toISOString(),
  };
}

/** POST /admin/vendors/:id/impersonate: an empty body is a full-access impersonation. */
const impersonateBody = z
  .strictObject({
    readOnly: z
      .boolean()
      .optional()
      .describe('true: every write through the session answers 403 (decision 0036)'),
  })
  .nullish();

export const adminVendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const admin = app.requireRole('admin');
  const tags = ['admin'];

  app.get(
    '/admin/vendors',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'listVendors',
        summary: 'Vendors with status and commission rate',
        querystring: paginationQuery(20, 100).extend({
          status: z.enum(VERIFICATION_STATUSES).optional(),
          search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
        }),
        response: {
          200: envelope(z.object({ vendors: z.array(adminVendorDto), pagination: paginationSchema })),
        },
      },
    },
    async (request) => {
      const result = await listVendors({ ctx, ...request.query });
      return {
        success: true as const,
        data: {
          vendors: result.rows.map((v) => toAdminVendorDto(v, result.settings)),
          pagination: result.pagination,
        },
      };
    },
  );

  app.get(
    '/admin/vendors/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'getVendor',
        summary: 'One vendor',
        params: idParam,
        response: { 200: envelope(adminVendorDto) },
      },
    },
    async (request) => {
      const [row, settings] = await Promise.all([
        getVendorForAdmin({ ctx, vendorId: request.params.id }),
        getSettings(ctx.db),
      ]);
      return { success: true as const, data: toAdminVendorDto(row, settings) };
    },
  );

  app.put(
    '/admin/vendors/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'updateVendor',
        summary: "Change a vendor's verification status or commission rate",
        params: idParam,
        body: z.strictObject({
          commissionRate: z
            .number({ error: 'Commission rate must be a number' })
            .min(0, 'Commission rate must be between 0 and 100')
            .max(100, 'Commission rate must be between 0 and 100')
            .nullable()
            .optional(),
          verificationStatus: z.enum(VERIFICATION_STATUSES).optional(),
        }),
        response: { 200: envelope(adminVendorDto) },
      },
    },
    async (request) => {
      const row = await updateVendorByAdmin({
        ctx,
        vendorId: request.params.id,
        adminId: request.auth!.userId,
        ...request.body,
      });
      return {
        success: true as const,
        data: toAdminVendorDto(row, await getSettings(ctx.db)),
        message: 'Vendor updated',
      };
    },
  );

  app.post(
    '/admin/vendors/:id/impersonate',
    {
      onRequest: admin,
      schema: {
        tags,
        operationId: 'impersonateVendor',
        summary:
          "Open a vendor's portal (imp_ session of at most one hour, ended with the admin's session; readOnly refuses every write; audited)",
        params: idParam,
        body: impersonateBody,
        response: {
          200: envelope(
            z.object({
              token: z.string(),
              vendor: vendorSummarySchema,
              expiresAt: z.string(),
              readOnly: z.boolean(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const result = await startImpersonation({
        ctx,
        vendorId: request.params.id,
        adminId: auth.userId,
        adminSessionId: auth.sessionId,
        adminExpiresAt: auth.expiresAt,
        readOnly: request.body?.readOnly ?? false,
      });
      const v = result.vendor;
      return {
        success: true as const,
        data: {
          token: result.token,
          expiresAt: result.expiresAt.toISOString(),
          readOnly: result.readOnly,
          vendor: {
            _id: v.id,
            businessName: v.businessName,
            email: v.email,
            logo: v.logo,
            verificationStatus: v.verificationStatus,
            commissionRate: v.commissionRateBp === null ? null : v.commissionRateBp / 100,
            mustChangePassword: result.mustChangePassword,
          },
        },
      };
    },
  );

  app.post(
    '/admin/impersonation/end',
    {
      onRequest: app.requireRole('vendor', { allowPendingPasswordChange: true, allowReadOnly: true }),
      schema: {
        tags,
        operationId: 'endImpersonation',
        summary: 'End the impersonation session',
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      const auth = request.auth!;
      await endImpersonation({
        ctx,
        sessionId: auth.sessionId,
        impersonatorId: auth.impersonatorId,
        vendorId: auth.vendorId,
      });
      return { success: true as const, message: 'Returned to the admin panel' };
    },
  );
};
