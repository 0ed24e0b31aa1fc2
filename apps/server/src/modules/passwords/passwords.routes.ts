import {
  changePasswordSchema,
  emailField,
  ONBOARDING_MESSAGES as M,
  newPasswordField,
  otpSchema,
  passwordNotEmail,
  ROLES,
  type Role,
} from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageOnly } from '../../lib/http.js';
import { changePassword, requestPasswordReset, resetPassword } from './passwords.service.js';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  const changePasswordRoute = (operationId: string, url: string, roles: Role[], tag: string) =>
    app.put(
      url,
      {
        onRequest: app.requireRole(roles, { allowPendingPasswordChange: true }),
        schema: {
          operationId,
          tags: [tag],
          summary: 'Change the password',
          errors: [404],
          body: changePasswordSchema,
          response: { 200: messageOnly },
        },
      },
      async (request) => {
        const auth = request.auth!;
        await changePassword({
          ctx,
          userId: auth.userId,
          sessionId: auth.sessionId,
          impersonatorId: auth.impersonatorId,
          currentPassword: request.body.currentPassword,
          newPassword: request.body.newPassword,
        });
        return { success: true as const, message: M.passwordChanged };
      },
    );
  changePasswordRoute('changeVendorPassword', '/vendors/change-password', ['vendor'], 'vendors');
  changePasswordRoute('changePassword', '/auth/change-password', ['customer', 'admin'], 'accounts');

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'requestPasswordReset',
        summary: 'E-mail a password reset code (same answer whether or not the account exists)',
        errors: [429],
        body: z.strictObject({ email: emailField(), role: z.enum(ROLES).default('customer') }),
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await requestPasswordReset({ ctx, ...request.body, clientAddress: request.ip });
      return { success: true as const, message: M.resetCodeSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset code',
        errors: [429],
        body: z
          .strictObject({
            email: emailField(),
            role: z.enum(ROLES).default('customer'),
            code: otpSchema,
            newPassword: newPasswordField('New password is required'),
            confirmPassword: z.string().optional(),
          })
          .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
            message: M.passwordsDoNotMatch,
            path: ['confirmPassword'],
          })
          .superRefine(passwordNotEmail('newPassword', 'email')),
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await resetPassword({ ctx, ...request.body, clientAddress: request.ip });
      return { success: true as const, message: M.passwordReset };
    },
  );
};
