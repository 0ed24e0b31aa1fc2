import { emailField, ONBOARDING_MESSAGES as M, otpSchema, requiredText } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmEmailCode,
  type FindOpenApplication,
  resendEmailCode,
  sendCustomerCode,
  sendVendorCode,
} from './email-verification.service.js';

const reply = z.object({ success: z.literal(true), message: z.string() });
const tags = ['email verification'];

/** `findOpenApplication`: vendor-applications' lookup, so a vendor code is refused while an application is open. */
export const emailVerificationRoutes: FastifyPluginAsyncZod<{
  findOpenApplication: FindOpenApplication;
}> = async (app, { findOpenApplication }) => {
  const ctx = app.ctx;

  app.post(
    '/email-verification/send-customer-otp',
    {
      schema: {
        tags,
        operationId: 'sendCustomerCode',
        summary: 'Send a customer sign-up code',
        errors: [409, 429],
        body: z.strictObject({ email: emailField(), name: requiredText('Name is required', 120) }),
        response: { 200: reply },
      },
    },
    async (request) => {
      await sendCustomerCode({ ctx, ...request.body, clientAddress: request.ip });
      return { success: true as const, message: M.codeSent };
    },
  );

  app.post(
    '/email-verification/send-vendor-otp',
    {
      schema: {
        tags,
        operationId: 'sendVendorCode',
        summary: 'Send a vendor application code',
        errors: [409, 429],
        body: z.strictObject({
          email: emailField(),
          businessName: requiredText('Business name is required', 120),
        }),
        response: { 200: reply },
      },
    },
    async (request) => {
      await sendVendorCode({ ctx, ...request.body, clientAddress: request.ip, findOpenApplication });
      return { success: true as const, message: M.codeSent };
    },
  );

  for (const type of ['customer', 'vendor'] as const) {
    app.post(
      `/email-verification/verify-${type}-otp`,
      {
        schema: {
          tags,
          operationId: type === 'customer' ? 'verifyCustomerCode' : 'verifyVendorCode',
          summary: `Check a ${type} code`,
          errors: [429],
          body: z.strictObject({ email: emailField(), otp: otpSchema }),
          response: { 200: reply },
        },
      },
      async (request) => {
        await confirmEmailCode({ ctx, type, ...request.body, clientAddress: request.ip });
        return { success: true as const, message: M.codeVerified };
      },
    );
  }

  app.post(
    '/email-verification/resend-otp',
    {
      schema: {
        tags,
        operationId: 'resendCode',
        summary: 'Replace the code with a new one (after the 120-second cooldown)',
        errors: [409, 429],
        body: z.strictObject({
          email: emailField(),
          type: z.enum(['customer', 'vendor'], { error: 'type must be customer or vendor' }),
          name: z.string().trim().max(120).optional(),
          businessName: z.string().trim().max(120).optional(),
        }),
        response: { 200: reply },
      },
    },
    async (request) => {
      await resendEmailCode({ ctx, ...request.body, clientAddress: request.ip, findOpenApplication });
      return { success: true as const, message: M.resendSuccess };
    },
  );
};
