import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { completeDocument, transformOperation } from './openapi-operations.js';

/**
 * OpenAPI generated from the route schemas, browsable at /api/docs (document at /api/docs/json).
 * Each operation's security and error responses are derived from its route (openapi-operations.ts);
 * the server tests check every response against this document (test/contract.ts).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Marketplace API',
        description: 'Multi-vendor marketplace: storefront, vendor portal and admin back office.',
        version: '0.1.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: transformOperation,
    transformObject: completeDocument,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
