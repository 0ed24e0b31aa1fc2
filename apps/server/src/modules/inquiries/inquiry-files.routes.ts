import { INQUIRY_LIMITS } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { streamOwner } from '../../lib/event-stream.js';
import { attachmentParams, inquiryIdParam } from './inquiries.schemas.js';
import { findFollowableInquiry, openInquiryAttachment, type Viewer } from './inquiry-access.service.js';

const tags = ['inquiries'];

/** RFC 6266 content-disposition for a client-given name: an ASCII fallback and the UTF-8 name. */
function disposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Attachment downloads and the live stream of an inquiry, for its customer, its vendor and admins. */
export const inquiryFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const anyone = app.requireRole(['customer', 'vendor', 'admin']);
  const viewerOf = (auth: { userId: string; role: Viewer['role']; vendorId: string | null }): Viewer => ({
    role: auth.role,
    userId: auth.userId,
    vendorId: auth.vendorId,
  });

  app.get(
    '/inquiries/:inquiryId/attachments/:attachmentId',
    {
      onRequest: anyone,
      schema: {
        tags,
        operationId: 'downloadInquiryAttachment',
        summary: "An attachment's file (the inquiry's customer, its vendor or an admin)",
        params: attachmentParams,
        produces: [...INQUIRY_LIMITS.attachmentTypes],
      },
    },
    async (request, reply) => {
      const file = await openInquiryAttachment({
        ctx,
        viewer: viewerOf(request.auth!),
        inquiryRef: request.params.inquiryId,
        attachmentId: request.params.attachmentId,
      });
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', file.mimeType)
        .header('content-length', file.size)
        .header('content-disposition', disposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.stream);
    },
  );

  app.get(
    '/inquiries/:inquiryId/events',
    {
      onRequest: anyone,
      schema: {
        tags,
        operationId: 'streamInquiryEvents',
        summary: 'New messages and status changes of an inquiry, live (text/event-stream)',
        params: inquiryIdParam,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const inquiry = await findFollowableInquiry({
        ctx,
        viewer: viewerOf(request.auth!),
        inquiryRef: request.params.inquiryId,
      });
      reply.hijack();
      ctx.streams.start({
        request: request.raw,
        response: reply.raw,
        headers: reply.getHeaders(),
        owner: streamOwner(request),
        ready: {
          event: 'ready',
          data: { inquiryId: inquiry.id, status: inquiry.status, priority: inquiry.priority },
        },
        subscribe: (send) =>
          ctx.inquiryBus.subscribe(inquiry.id, (event) => {
            const { type, ...data } = event;
            send(type, data);
          }),
      });
    },
  );
};
