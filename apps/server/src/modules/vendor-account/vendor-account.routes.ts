import { PROFILE_MESSAGES, profileUpdateSchema, SETUP_ITEM_KEYS } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/http.js';
import { accountThrottle } from '../../plugins/throttle.js';
import { readMultipart } from '../../plugins/uploads.js';
import { vendorSummarySchema } from '../auth/index.js';
import { getDashboardStats } from './dashboard.service.js';
import { LOGO_FORM, uploadVendorLogo } from './logo.service.js';
import { profileDto, toProfileDto } from './profile.schemas.js';
import { getVendorDashboard, getVendorProfile, updateVendorProfile } from './profile.service.js';
import { getSetupChecklist } from './setup-checklist.service.js';

const statsSchema = z.object({
  orders: z.object({
    total: z.number(),
    completed: z.number(),
    cancelled: z.number(),
    cancelledByCustomer: z.number(),
    thisMonth: z.number(),
    today: z.number(),
  }),
  products: z.object({
    total: z.number(),
    totalValue: z.number(),
    soldThisMonth: z.number(),
    outOfStock: z.number(),
  }),
  revenue: z.object({ total: z.number(), thisMonth: z.number(), avgOrderValue: z.number() }),
  customers: z.object({ total: z.number(), thisMonth: z.number() }),
  /** Percentages; null (shown 'N/A') with the reason when there is nothing to divide by. */
  performance: z.object({
    conversionRate: z.number().nullable(),
    conversionRateReason: z.string().nullable(),
    monthlyGrowth: z.number().nullable(),
    monthlyGrowthReason: z.string().nullable(),
  }),
});

const setupChecklistSchema = z.object({
  items: z.array(
    z.object({
      key: z.enum(SETUP_ITEM_KEYS),
      label: z.string(),
      /** What counts, in words (the profile item names its fields). */
      detail: z.string(),
      done: z.boolean(),
    }),
  ),
  doneCount: z.number().int(),
  total: z.number().int(),
  complete: z.boolean(),
  /** Whether the dashboard shows the checklist: an approved vendor with an item left. */
  show: z.boolean(),
});

export const vendorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const vendor = app.requireRole('vendor');
  const tags = ['vendors'];

  app.get(
    '/vendors/profile',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'getVendorProfile',
        errors: [404],
        summary: 'Own profile',
        response: { 200: envelope(z.object({ vendor: profileDto })) },
      },
    },
    async (request) => {
      const row = await getVendorProfile({ ctx, vendorId: request.auth!.vendorId! });
      return { success: true as const, data: { vendor: toProfileDto(row) } };
    },
  );

  app.put(
    '/vendors/profile',
    {
      onRequest: vendor,
      // The profile holds the business address and contact details (decision 0037).
      config: accountThrottle(ctx.config, 'profile changes'),
      schema: {
        tags,
        operationId: 'updateVendorProfile',
        errors: [403, 404],
        summary: 'Update the business profile and/or bank details',
        body: profileUpdateSchema,
        response: { 200: envelope(z.object({ vendor: profileDto })) },
      },
    },
    async (request) => {
      const row = await updateVendorProfile({
        ctx,
        vendorId: request.auth!.vendorId!,
        impersonating: Boolean(request.auth!.impersonatorId),
        changes: request.body,
      });
      return {
        success: true as const,
        data: { vendor: toProfileDto(row) },
        message: PROFILE_MESSAGES.updated,
      };
    },
  );

  app.post(
    '/vendors/profile/logo',
    {
      onRequest: vendor,
      config: accountThrottle(ctx.config, 'logo uploads'),
      schema: {
        tags,
        operationId: 'uploadVendorLogo',
        errors: [404],
        summary: 'Upload the logo (multipart field `logo`: JPEG, PNG, GIF or WEBP under 5MB)',
        form: { properties: { logo: { type: 'string', format: 'binary' } }, required: ['logo'] },
        response: { 200: envelope(z.object({ logo: z.string(), vendor: profileDto })) },
      },
    },
    async (request) => {
      const form = await readMultipart(request, LOGO_FORM);
      const row = await uploadVendorLogo({
        ctx,
        vendorId: request.auth!.vendorId!,
        logo: form.files.logo[0],
      });
      return {
        success: true as const,
        data: { logo: row.logo!, vendor: toProfileDto(row) },
        message: 'Logo updated',
      };
    },
  );

  app.get(
    '/vendors/dashboard',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'getVendorDashboard',
        errors: [404],
        summary: 'Commission rate and vendor summary',
        response: { 200: envelope(z.object({ commissionRate: z.number(), vendor: vendorSummarySchema })) },
      },
    },
    async (request) => {
      const { vendor: v, commissionRateBp } = await getVendorDashboard({
        ctx,
        vendorId: request.auth!.vendorId!,
      });
      return {
        success: true as const,
        data: {
          commissionRate: commissionRateBp / 100,
          vendor: {
            _id: v.id,
            businessName: v.businessName,
            email: v.email,
            logo: v.logo,
            verificationStatus: v.verificationStatus,
            commissionRate: v.commissionRateBp === null ? null : v.commissionRateBp / 100,
            mustChangePassword: request.auth!.mustChangePassword,
          },
        },
      };
    },
  );

  app.get(
    '/vendors/setup-checklist',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'getVendorSetupChecklist',
        summary:
          'The setup checklist of a new shop: logo, shop profile, first product, shipping (handling days saved) and payout details, each done or not (decision 0046)',
        response: { 200: envelope(z.object({ checklist: setupChecklistSchema })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { checklist: await getSetupChecklist({ ctx, vendorId: request.auth!.vendorId! }) },
    }),
  );

  app.get(
    '/vendors/dashboard/stats',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'getVendorDashboardStats',
        summary: 'Dashboard figures',
        response: { 200: envelope(z.object({ stats: statsSchema })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { stats: await getDashboardStats({ ctx, vendorId: request.auth!.vendorId! }) },
    }),
  );
};
