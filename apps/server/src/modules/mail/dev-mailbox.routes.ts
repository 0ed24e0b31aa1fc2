import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forwardedAddresses, isLoopbackAddress } from '../../lib/addresses.js';
import { escapeHtml } from './html.js';

const message = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * Whether a request truly comes from this machine: the socket's peer, the client a trusted proxy
 * names (request.ip) and every address any forwarding header names are all loopback. A local
 * reverse proxy that is not configured as trusted still adds the outside client to
 * X-Forwarded-For, so the headers count whether or not they are believed for request.ip.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLoopbackAddress(request.ip) &&
    forwardedAddresses(request.headers).every(isLoopbackAddress)
  );
}

/**
 * Development outbox (never registered in production): JSON for tests, a page for people. It
 * holds password-reset and verification codes, so it answers only requests from this machine;
 * to anyone else both routes do not exist (404).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (app.ctx.config.isProduction || !isFromThisMachine(request)) {
      return reply.status(404).send({
        success: false,
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
        code: 'NOT_FOUND',
      });
    }
  });

  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        operationId: 'listOutboxMessages',
        summary: 'Messages in the development outbox, newest first',
        // 404 to any request that does not come from this machine (decision 0007).
        errors: [404],
        querystring: z.object({
          to: z.string().trim().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ success: z.literal(true), data: z.array(message) }) },
      },
    },
    async (request) => {
      const rows = await app.ctx.mailer.list({ to: request.query.to, limit: request.query.limit });
      return {
        success: true as const,
        data: rows.map((r) => ({
          to: r.to,
          subject: r.subject,
          text: r.text,
          html: r.html,
          status: r.status,
          sentAt: r.sentAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await app.ctx.mailer.list({ limit: 100 });
    const items = rows
      .map(
        (r) =>
          `<article><header><strong>${escapeHtml(r.subject)}</strong><span>to ${escapeHtml(r.to)} · ${escapeHtml(
            r.createdAt.toISOString().replace('T', ' ').slice(0, 19),
          )} UTC · ${escapeHtml(r.status)}</span></header><pre>${escapeHtml(r.text)}</pre></article>`,
      )
      .join('');
    const body = items || '<p class="empty">No messages yet. Messages the app sends appear here.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title><style>body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;padding:24px;color:#0f172a}h1{font-size:20px}article{background:#fff;border:1px solid #e2e8f0;border-radius:10px;padding:14px 16px;margin:0 0 12px}header{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}header span{color:#64748b;font-size:13px}pre{white-space:pre-wrap;font-size:14px;margin:10px 0 0}.empty{color:#64748b}</style></head><body><h1>Development mailbox</h1><p>E-mail is not sent in development: every message is kept here (newest first). Set SMTP_URL to send real mail.</p>${body}</body></html>`,
      );
  });
};
