import type { Role } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageOnly } from '../../lib/http.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { toSignedInVendor, toUserDto } from './auth.mappers.js';
import { adminLoginReply, customerLoginReply, loginBody, meReply, vendorLoginReply } from './auth.schemas.js';
import { getCurrentAccount, loginVendor, loginWithPassword, logout } from './auth.service.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'signInCustomer',
        summary: 'Customer sign-in',
        errors: [401, 429],
        body: loginBody,
        response: { 200: customerLoginReply },
      },
    },
    async (request) => {
      const result = await loginWithPassword({
        ctx,
        role: 'customer',
        clientAddress: request.ip,
        ...request.body,
      });
      return {
        success: true as const,
        data: {
          user: toUserDto(result.user),
          token: result.token,
          expiresAt: result.expiresAt.toISOString(),
        },
      };
    },
  );

  app.post(
    '/admin/login',
    {
      schema: {
        tags: ['admin'],
        operationId: 'signInAdmin',
        summary: 'Admin sign-in',
        errors: [401, 429],
        body: loginBody,
        response: { 200: adminLoginReply },
      },
    },
    async (request) => {
      const result = await loginWithPassword({
        ctx,
        role: 'admin',
        clientAddress: request.ip,
        ...request.body,
      });
      return {
        success: true as const,
        data: {
          admin: toUserDto(result.user),
          token: result.token,
          expiresAt: result.expiresAt.toISOString(),
        },
      };
    },
  );

  app.post(
    '/vendors/login',
    {
      schema: {
        tags: ['vendors'],
        operationId: 'signInVendor',
        summary: 'Vendor sign-in',
        errors: [401, 403, 429],
        body: loginBody,
        response: { 200: vendorLoginReply },
      },
    },
    async (request) => {
      const result = await loginVendor({ ctx, clientAddress: request.ip, ...request.body });
      return {
        success: true as const,
        data: {
          vendor: toSignedInVendor(result.vendor, result.user),
          token: result.token,
          expiresAt: result.expiresAt.toISOString(),
        },
      };
    },
  );

  const logoutOptions = (operationId: string, tags: string[], roles: Role[]) => ({
    onRequest: app.requireRole(roles, { allowPendingPasswordChange: true, allowReadOnly: true }),
    schema: { operationId, tags, summary: 'Sign out (revokes the token)', response: { 200: messageOnly } },
  });
  const logoutHandler = async (request: { auth: AuthInfo | null }) => {
    const { sessionId, impersonatorId, vendorId } = request.auth!;
    await logout({ ctx, sessionId, impersonatorId, vendorId });
    return { success: true as const, message: 'Signed out' };
  };
  app.post(
    '/auth/logout',
    logoutOptions('signOut', ['accounts'], ['customer', 'vendor', 'admin']),
    logoutHandler,
  );
  app.post('/vendors/logout', logoutOptions('signOutVendor', ['vendors'], ['vendor']), logoutHandler);

  app.get(
    '/auth/me',
    {
      onRequest: app.requireRole(['customer', 'vendor', 'admin'], { allowPendingPasswordChange: true }),
      schema: {
        operationId: 'getCurrentAccount',
        tags: ['accounts'],
        summary: 'The signed-in account',
        response: { 200: meReply },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const account = await getCurrentAccount({
        ctx,
        userId: auth.userId,
        impersonatorId: auth.impersonatorId,
      });
      return {
        success: true as const,
        data: {
          user: toUserDto(account.user),
          vendor: account.vendor ? toSignedInVendor(account.vendor, account.user) : null,
          impersonatedBy: account.impersonator
            ? {
                _id: account.impersonator.id,
                name: account.impersonator.name,
                email: account.impersonator.email,
                readOnly: auth.readOnly,
              }
            : null,
          expiresAt: auth.expiresAt.toISOString(),
        },
      };
    },
  );
};
