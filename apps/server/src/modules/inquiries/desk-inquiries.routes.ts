import {
  inquiryBulkSchema,
  inquiryListQuerySchema,
  inquiryNoteSchema,
  inquiryStatusSchema,
  INQUIRY_MESSAGES as M,
} from '@market/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountThrottle } from '../../plugins/throttle.js';
import {
  addInquiryNote,
  bulkUpdateInquiries,
  changeInquiryStatus,
  countDeskUnread,
  type DeskActor,
  getDeskInquiry,
  getDeskInquiryStats,
  listDeskInquiries,
  replyFromDesk,
} from './desk-inquiries.service.js';
import {
  bulkReply,
  deskInquiryReply,
  deskReplyFormFields,
  deskReplySchema,
  inquiryIdParam,
  inquiryListReply,
  messageForm,
  messageReply,
  noteReply,
  statsReply,
  unreadReply,
} from './inquiries.schemas.js';
import { readMessageRequest } from './message-input.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Admins pick whose inquiries a list reads: the desk (default), every vendor's, all, or one vendor's. */
const adminScopeQuery = z.object({
  scope: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['desk', 'vendors', 'all']).optional()),
  vendorId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().regex(uuid, 'Invalid vendor').optional(),
  ),
});

/**
 * The help desk, mounted twice: `/vendors/inquiries` for a vendor's own inquiries and
 * `/admin/inquiries` for the marketplace's desk, where admins also step into any vendor's inquiry
 * (replies signed 'Marketplace team', status changes noted as the marketplace's).
 */
function registerDeskRoutes(app: FastifyInstance, opts: { admin: boolean }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const guard = app.requireRole(opts.admin ? 'admin' : 'vendor');
  const base = opts.admin ? '/admin/inquiries' : '/vendors/inquiries';
  const who = opts.admin ? 'Admin' : 'Vendor';
  const tags = [opts.admin ? 'admin' : 'vendor inquiries'];
  const actorOf = (request: FastifyRequest): DeskActor => {
    const auth = request.auth!;
    return opts.admin
      ? { role: 'admin', userId: auth.userId, name: auth.name }
      : { role: 'vendor', vendorId: auth.vendorId!, userId: auth.userId, name: auth.name };
  };
  const listQuery = opts.admin
    ? inquiryListQuerySchema.extend(adminScopeQuery.shape)
    : inquiryListQuerySchema;

  typed.get(
    base,
    {
      onRequest: guard,
      schema: {
        tags,
        operationId: `list${who}Inquiries`,
        summary: opts.admin
          ? "The marketplace desk's inquiries (scope=vendors|all or vendorId for vendors' ones, which admins may answer)"
          : "The vendor's inquiries: page, limit 20, status, priority, category, search, sortBy, sortOrder",
        querystring: listQuery,
        response: { 200: inquiryListReply },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { scope, vendorId, ...query } = request.query as z.infer<typeof listQuery> &
        z.infer<typeof adminScopeQuery>;
      return {
        success: true as const,
        data: await listDeskInquiries({ ctx, actor: actorOf(request), query, admin: { scope, vendorId } }),
      };
    },
  );

  typed.get(
    `${base}/stats`,
    {
      onRequest: guard,
      schema: {
        tags,
        operationId: `get${who}InquiryStats`,
        summary: 'Stat cards: total, open, average response minutes, Customer Satisfaction (null = N/A)',
        ...(opts.admin ? { querystring: adminScopeQuery } : {}),
        response: { 200: statsReply },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const admin = opts.admin ? (request.query as z.infer<typeof adminScopeQuery>) : undefined;
      return {
        success: true as const,
        data: await getDeskInquiryStats({ ctx, actor: actorOf(request), admin }),
      };
    },
  );

  typed.get(
    `${base}/unread-count`,
    {
      onRequest: guard,
      schema: {
        tags,
        operationId: `count${who}UnreadInquiryMessages`,
        summary: 'Unread customer messages (portal menu badge)',
        response: { 200: unreadReply },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await countDeskUnread({ ctx, actor: actorOf(request) }) };
    },
  );

  typed.put(
    `${base}/bulk`,
    {
      onRequest: guard,
      schema: {
        tags,
        operationId: `bulkUpdate${who}Inquiries`,
        summary:
          'Set the status or priority of selected inquiries; one foreign id refuses the whole batch (404)',
        body: inquiryBulkSchema,
        errors: [404],
        response: { 200: bulkReply },
      },
    },
    async (request) => {
      const data = await bulkUpdateInquiries({ ctx, actor: actorOf(request), input: request.body });
      return { success: true as const, data, message: M.updated(data.modifiedCount) };
    },
  );

  typed.get(
    `${base}/:inquiryId`,
    {
      onRequest: guard,
      schema: {
        tags,
        operationId: `get${who}Inquiry`,
        summary: 'One inquiry with its conversation and internal notes (marks the customer messages read)',
        params: inquiryIdParam,
        response: { 200: deskInquiryReply },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const inquiry = await getDeskInquiry({
        ctx,
        actor: actorOf(request),
        inquiryRef: request.params.inquiryId,
      });
      return { success: true as const, data: { inquiry } };
    },
  );

  typed.post(
    `${base}/:inquiryId/reply`,
    {
      onRequest: guard,
      config: accountThrottle(ctx.config, 'replies'),
      schema: {
        tags,
        operationId: `reply${who}Inquiry`,
        summary: 'Send a reply: JSON {message, isVendorMessage?} or multipart with attachments',
        description:
          "The message is a vendor message whatever isVendorMessage says: the caller decides. An admin's reply on a vendor's inquiry is signed 'Marketplace team' (fromMarketplace) and e-mailed to the customer and the vendor.",
        params: inquiryIdParam,
        form: messageForm(deskReplyFormFields),
        errors: [409],
        response: { 201: messageReply },
      },
    },
    async (request, reply) => {
      const { input, files } = await readMessageRequest(request, deskReplySchema);
      const message = await replyFromDesk({
        ctx,
        actor: actorOf(request),
        inquiryRef: request.params.inquiryId,
        message: input.message,
        files,
      });
      return reply.status(201).send({ success: true as const, data: { message }, message: M.messageSent });
    },
  );

  typed.put(
    `${base}/:inquiryId/status`,
    {
      onRequest: guard,
      schema: {
        tags,
        operationId: `change${who}InquiryStatus`,
        summary: 'Status action: in_progress, waiting_customer, resolved, or closed (only from resolved)',
        params: inquiryIdParam,
        body: inquiryStatusSchema,
        errors: [409],
        response: { 200: deskInquiryReply },
      },
    },
    async (request) => {
      const inquiry = await changeInquiryStatus({
        ctx,
        actor: actorOf(request),
        inquiryRef: request.params.inquiryId,
        status: request.body.status,
      });
      return { success: true as const, data: { inquiry }, message: M.statusUpdated };
    },
  );

  typed.post(
    `${base}/:inquiryId/notes`,
    {
      onRequest: guard,
      config: accountThrottle(ctx.config, 'notes'),
      schema: {
        tags,
        operationId: `add${who}InquiryNote`,
        summary: 'Add an internal note (never shown to the customer)',
        params: inquiryIdParam,
        body: inquiryNoteSchema,
        response: { 201: noteReply },
      },
    },
    async (request, reply) => {
      const note = await addInquiryNote({
        ctx,
        actor: actorOf(request),
        inquiryRef: request.params.inquiryId,
        note: request.body.note,
      });
      return reply.status(201).send({ success: true as const, data: { note }, message: M.noteAdded });
    },
  );
}

export const vendorInquiryRoutes: FastifyPluginAsyncZod = async (app) =>
  registerDeskRoutes(app, { admin: false });
export const adminInquiryRoutes: FastifyPluginAsyncZod = async (app) =>
  registerDeskRoutes(app, { admin: true });
