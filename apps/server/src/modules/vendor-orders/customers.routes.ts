import {
  CUSTOMER_ORDERS_PAGE_SIZE,
  customerNoteSchema,
  VENDOR_CUSTOMER_MESSAGES as M,
  SEARCH_MAX_LENGTH,
} from '@market/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnly, paginationQuery, paginationSchema } from '../../lib/http.js';
import { accountThrottle } from '../../plugins/throttle.js';
import {
  customerIdParam,
  customerNoteDto,
  customerNoteParams,
  customerOrderDto,
  vendorCustomerDto,
} from './customers.schemas.js';
import {
  addCustomerNote,
  deleteCustomerNote,
  getVendorCustomer,
  listCustomerNotes,
  listVendorCustomerOrders,
  listVendorCustomers,
  type NoteActor,
} from './customers.service.js';

/**
 * The vendor's customers: the list, one customer's page with its figures and orders, and the notes
 * the shop keeps about them (issue 35 item 7). A customer is one who bought from this vendor: any
 * other id answers 404, and notes are the writing shop's alone.
 */
export const vendorCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const vendor = app.requireRole('vendor');
  const tags = ['vendors'];
  const vendorIdOf = (request: FastifyRequest) => request.auth!.vendorId!;
  const actorOf = (request: FastifyRequest): NoteActor => ({
    userId: request.auth!.userId,
    name: request.auth!.name,
    impersonatorId: request.auth!.impersonatorId,
  });

  app.get(
    '/vendors/customers',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'listVendorCustomers',
        summary: 'Customers who bought from this vendor',
        querystring: paginationQuery(20, 100).extend({
          search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
        }),
        response: {
          200: envelope(z.object({ customers: z.array(vendorCustomerDto), pagination: paginationSchema })),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listVendorCustomers({ ctx, vendorId: vendorIdOf(request), ...request.query }),
    }),
  );

  app.get(
    '/vendors/customers/:customerId',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'getVendorCustomer',
        summary: 'One customer of this vendor: name, e-mail, orders count, total spent, first and last order',
        params: customerIdParam,
        response: { 200: envelope(z.object({ customer: vendorCustomerDto })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        customer: await getVendorCustomer({
          ctx,
          vendorId: vendorIdOf(request),
          customerId: request.params.customerId,
        }),
      },
    }),
  );

  app.get(
    '/vendors/customers/:customerId/orders',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'listVendorCustomerOrders',
        summary:
          'The customer’s orders with this vendor, newest first (cancelled ones too, with their status)',
        params: customerIdParam,
        querystring: paginationQuery(CUSTOMER_ORDERS_PAGE_SIZE, 50),
        response: {
          200: envelope(z.object({ orders: z.array(customerOrderDto), pagination: paginationSchema })),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listVendorCustomerOrders({
        ctx,
        vendorId: vendorIdOf(request),
        customerId: request.params.customerId,
        ...request.query,
      }),
    }),
  );

  app.get(
    '/vendors/customers/:customerId/notes',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'listVendorCustomerNotes',
        summary: 'The notes this shop keeps about the customer, newest first (never shown to the customer)',
        params: customerIdParam,
        response: { 200: envelope(z.object({ notes: z.array(customerNoteDto) })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        notes: await listCustomerNotes({
          ctx,
          vendorId: vendorIdOf(request),
          customerId: request.params.customerId,
          actor: actorOf(request),
        }),
      },
    }),
  );

  app.post(
    '/vendors/customers/:customerId/notes',
    {
      onRequest: vendor,
      config: accountThrottle(ctx.config, 'customer notes'),
      schema: {
        tags,
        operationId: 'addVendorCustomerNote',
        summary: 'Add a note about the customer (1 to 1000 characters; private to this shop)',
        params: customerIdParam,
        body: customerNoteSchema,
        response: { 201: envelope(z.object({ note: customerNoteDto })) },
      },
    },
    async (request, reply) => {
      const note = await addCustomerNote({
        ctx,
        vendorId: vendorIdOf(request),
        customerId: request.params.customerId,
        actor: actorOf(request),
        note: request.body.note,
      });
      return reply.status(201).send({ success: true as const, data: { note }, message: M.noteAdded });
    },
  );

  app.delete(
    '/vendors/customers/:customerId/notes/:noteId',
    {
      onRequest: vendor,
      schema: {
        tags,
        operationId: 'deleteVendorCustomerNote',
        summary: 'Delete a note about the customer (only its author may)',
        params: customerNoteParams,
        errors: [403],
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await deleteCustomerNote({
        ctx,
        vendorId: vendorIdOf(request),
        customerId: request.params.customerId,
        noteId: request.params.noteId,
        actor: actorOf(request),
      });
      return { success: true as const, message: M.noteDeleted };
    },
  );
};
