import { CATEGORY_MESSAGES } from '@market/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamOf, messageOnly } from '../../lib/http.js';
import {
  categoryBody,
  categoryListQuery,
  categoryListReply,
  categoryReply,
  categoryTreeReply,
  publicCategoryQuery,
} from './categories.schemas.js';
import {
  createCategory,
  deleteCategory,
  getCategory,
  getCategoryTree,
  listGlobalCategories,
  listVendorCategories,
  updateCategory,
} from './categories.service.js';

/** A malformed id answers 404 with this message (plugins/errors.ts). */
const categoryIdParam = idParamOf(CATEGORY_MESSAGES.notFound);

/**
 * Categories: the public tree, a vendor's own categories (`/vendors/categories`, global ones
 * listed read-only beside them) and the marketplace's (`/admin/categories`).
 */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const vendorOnly = app.requireRole('vendor');
  const adminOnly = app.requireRole('admin');

  app.get(
    '/categories',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalog'],
        operationId: 'getCategoryTree',
        summary: 'Category tree: global categories, plus a vendor’s own with ?vendorId',
        querystring: publicCategoryQuery,
        response: { 200: categoryTreeReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getCategoryTree({
        ctx,
        vendorId: request.query.vendorId,
        withCounts: request.query.counts,
      }),
    }),
  );

  // Vendor's categories --------------------------------------------------------------------
  app.get(
    '/vendors/categories',
    {
      onRequest: vendorOnly,
      schema: {
        tags: ['catalog'],
        operationId: 'listVendorCategories',
        summary: 'Global and own categories (flat, tree order); editable marks the own ones',
        querystring: categoryListQuery,
        response: { 200: categoryListReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listVendorCategories({
        ctx,
        vendorId: request.auth!.vendorId!,
        search: request.query.search,
        type: request.query.type,
      }),
    }),
  );

  app.get(
    '/vendors/categories/:id',
    {
      onRequest: vendorOnly,
      schema: {
        operationId: 'getVendorCategory',
        tags: ['catalog'],
        summary: 'One of the vendor’s categories',
        params: categoryIdParam,
        response: { 200: categoryReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getCategory({ ctx, owner: { vendorId: request.auth!.vendorId! }, id: request.params.id }),
    }),
  );

  app.post(
    '/vendors/categories',
    {
      onRequest: vendorOnly,
      schema: {
        operationId: 'createVendorCategory',
        tags: ['catalog'],
        summary: 'Add a category of the vendor’s own',
        body: categoryBody,
        response: { 201: categoryReply },
        errors: [409],
      },
    },
    async (request, reply) => {
      const data = await createCategory({
        ctx,
        owner: { vendorId: request.auth!.vendorId! },
        input: request.body,
      });
      return reply.status(201).send({ success: true as const, data, message: CATEGORY_MESSAGES.created });
    },
  );

  app.put(
    '/vendors/categories/:id',
    {
      onRequest: vendorOnly,
      schema: {
        operationId: 'updateVendorCategory',
        tags: ['catalog'],
        summary: 'Edit one of the vendor’s categories',
        params: categoryIdParam,
        body: categoryBody,
        response: { 200: categoryReply },
        errors: [409],
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateCategory({
        ctx,
        owner: { vendorId: request.auth!.vendorId! },
        id: request.params.id,
        input: request.body,
      }),
      message: CATEGORY_MESSAGES.updated,
    }),
  );

  app.delete(
    '/vendors/categories/:id',
    {
      onRequest: vendorOnly,
      schema: {
        operationId: 'deleteVendorCategory',
        tags: ['catalog'],
        summary: 'Delete one of the vendor’s categories (none under it, no products in it)',
        params: categoryIdParam,
        response: { 200: messageOnly },
        errors: [409],
      },
    },
    async (request) => {
      await deleteCategory({ ctx, owner: { vendorId: request.auth!.vendorId! }, id: request.params.id });
      return { success: true as const, message: CATEGORY_MESSAGES.deleted };
    },
  );

  // Marketplace (global) categories -----------------------------------------------------------
  const global = { vendorId: null };

  app.get(
    '/admin/categories',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        operationId: 'listGlobalCategories',
        summary: 'Global categories (flat, tree order) with every vendor’s product count',
        querystring: categoryListQuery,
        response: { 200: categoryListReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listGlobalCategories({ ctx, search: request.query.search, type: request.query.type }),
    }),
  );

  app.get(
    '/admin/categories/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'getGlobalCategory',
        tags: ['admin'],
        summary: 'One global category',
        params: categoryIdParam,
        response: { 200: categoryReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getCategory({ ctx, owner: global, id: request.params.id }),
    }),
  );

  app.post(
    '/admin/categories',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'createGlobalCategory',
        tags: ['admin'],
        summary: 'Add a global category',
        body: categoryBody,
        response: { 201: categoryReply },
        errors: [409],
      },
    },
    async (request, reply) => {
      const data = await createCategory({ ctx, owner: global, input: request.body });
      return reply.status(201).send({ success: true as const, data, message: CATEGORY_MESSAGES.created });
    },
  );

  app.put(
    '/admin/categories/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'updateGlobalCategory',
        tags: ['admin'],
        summary: 'Edit a global category',
        params: categoryIdParam,
        body: categoryBody,
        response: { 200: categoryReply },
        errors: [409],
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateCategory({ ctx, owner: global, id: request.params.id, input: request.body }),
      message: CATEGORY_MESSAGES.updated,
    }),
  );

  app.delete(
    '/admin/categories/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'deleteGlobalCategory',
        tags: ['admin'],
        summary: 'Delete a global category (none under it, no products in it)',
        params: categoryIdParam,
        response: { 200: messageOnly },
        errors: [409],
      },
    },
    async (request) => {
      await deleteCategory({ ctx, owner: global, id: request.params.id });
      return { success: true as const, message: CATEGORY_MESSAGES.deleted };
    },
  );
};
