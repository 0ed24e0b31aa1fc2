import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';

const checkState = z.enum(['ok', 'unavailable']);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Liveness: the process answers (no database query; see /api/ready)',
        response: { 200: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => ({ status: 'ok' as const, db: app.ctx.dbKind }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        operationId: 'getReady',
        summary: 'Readiness: the database (and Redis when configured) is reachable',
        description:
          'Answers 200 when every check passes, otherwise 503 with code NOT_READY and `checks` naming ' +
          'each check and whether it passed; each check is bounded to 2 seconds.',
        response: {
          200: z.object({ status: z.literal('ready'), checks: z.record(z.string(), checkState) }),
        },
      },
    },
    async () => {
      const results = await app.ctx.readiness.run();
      const checks = Object.fromEntries(results.map((r) => [r.name, r.ok ? 'ok' : 'unavailable'] as const));
      const failed = results.filter((r) => !r.ok).map((r) => r.name);
      if (failed.length > 0) {
        throw new AppError(
          503,
          'NOT_READY',
          `Not ready: ${failed.join(', ')} unavailable`,
          undefined,
          undefined,
          {
            checks,
          },
        );
      }
      return { status: 'ready' as const, checks };
    },
  );
};
