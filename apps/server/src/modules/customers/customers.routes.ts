import { emailField, newPasswordField, passwordNotEmail, requiredText } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerLoginReply, toUserDto } from '../auth/index.js';
import { registerCustomer } from './register.service.js';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'registerCustomer',
        summary: 'Create a customer account (the e-mail must be verified with the customer code first)',
        errors: [403, 409],
        body: z
          .strictObject({
            name: requiredText('Name is required', 120),
            email: emailField(),
            password: newPasswordField(),
            phone: z.string().trim().max(40).optional(),
            rememberMe: z.boolean().optional(),
          })
          .superRefine(passwordNotEmail('password', 'email')),
        response: { 201: customerLoginReply },
      },
    },
    async (request, reply) => {
      const result = await registerCustomer({ ctx, ...request.body });
      return reply.status(201).send({
        success: true as const,
        data: {
          user: toUserDto(result.user),
          token: result.token,
          expiresAt: result.expiresAt.toISOString(),
        },
        message: 'Welcome! Your account has been created.',
      });
    },
  );
};
